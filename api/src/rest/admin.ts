import Type from "typebox";
import { ADMIN_ROLES } from "../auth/policy/roles.js";
import { messages } from "../messages.js";
import { asBoolean, asString, body, orElse, reads } from "./body.js";
import {
  globalId,
  mutationAnswer,
  mutationResult,
  pageQuery,
  pageVariables,
  type RestInput,
  type RestRoute,
} from "./route.js";
import { dateTime, field, nullable, oneOf, page, restEnum, shape } from "./shape.js";

// /admin/ accounts of REST.md: whether an admin exists, the first admin, signing in (an HTML
// form, as the spec's client sends it), the signed-in admin, and managing admins.

const ROLES = ADMIN_ROLES.map((role) => role.toLowerCase());

export const AdminShape = shape({
  id: field(Type.String()),
  username: field(Type.String()),
  email: field(Type.String()),
  full_name: field(Type.String()),
  role: restEnum(oneOf(ROLES)),
  is_superuser: field(Type.Boolean()),
  is_active: field(Type.Boolean()),
  created_at: field(dateTime()),
  last_login_at: field(nullable(dateTime())),
});

const Exists = shape({ exists: field(Type.Boolean(), "adminExists") });

const LoginToken = shape({
  access_token: field(Type.String()),
  token_type: field(oneOf(["bearer"] as const)),
});

const text = (description: string) => Type.String({ description });

const ADMIN_FIELDS = {
  username: reads(text("3 to 50 letters, digits, dots, dashes or underscores"), asString),
  email: reads(text("E-mail address"), asString),
  full_name: reads(text("Full name"), asString),
  password: reads(Type.String({ minLength: 8 }), asString),
  role: reads(oneOf(ROLES, { default: "viewer" }), asString),
  is_superuser: reads(Type.Boolean({ description: "true stands for role superuser" }), (value) => ({
    value: value === true ? true : null,
  })),
  is_active: reads(Type.Boolean(), asBoolean),
};

const NEW_ADMIN = ["username", "email", "full_name", "password"] as const;
const ADMIN_BODY = {
  create: body(ADMIN_FIELDS, { input: "AdminFieldsInput", required: NEW_ADMIN, leftOut: "null" }),
  update: body(ADMIN_FIELDS, { input: "AdminFieldsInput", leftOut: "null" }),
};

const LOGIN_BODY = body(
  {
    username: reads(Type.String(), orElse(asString, "")),
    password: reads(Type.String(), orElse(asString, "")),
  },
  { input: "Mutation.adminLogin", required: ["username", "password"], leftOut: "null" },
);

const adminId = globalId("admin");
const AdminPage = page(AdminShape, "admins(first: $first, after: $after)");

export const adminRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/admin/check-exists/",
    operationId: "adminCheckExists",
    summary: "Whether any admin exists (until one does, the first may be created)",
    tag: "admin",
    access: "public",
    csrf: false,
    document: `query RestAdminExists { ${Exists.selection} }`,
    variables: () => ({}),
    successStatus: 200,
    answer: Exists,
    at: "",
  },
  {
    method: "POST",
    path: "/admin/create-first-admin/",
    operationId: "adminCreateFirst",
    summary: "Creates the first admin, a superuser; 403 once any admin exists",
    tag: "admin",
    access: "public",
    csrf: true,
    requestBody: ADMIN_BODY.create.schema,
    failures: { 422: messages.passwordTooShort },
    ...mutationAnswer(
      "RestAdminCreateFirst($input: AdminFieldsInput!)",
      "createFirstAdmin(input: $input)",
      "admin",
      AdminShape,
      "AdminPayload",
    ),
    variables: ({ body }: RestInput) => ({
      input: { ...ADMIN_BODY.create.parse(body), role: null, isSuperuser: null, isActive: null },
    }),
    successStatus: 201,
  },
  {
    method: "POST",
    path: "/admin/login/",
    operationId: "adminLogin",
    summary:
      "Signs an admin in (form-encoded username and password); limited per username and per address",
    tag: "admin",
    access: "public",
    csrf: true,
    body: "form",
    requestBody: LOGIN_BODY.schema,
    failures: { 401: messages.adminLoginInvalid, 429: messages.tooManyRequests },
    document: `mutation RestAdminLogin($username: String!, $password: String!) {
      ${mutationResult("adminLogin(username: $username, password: $password)", "AdminLoginPayload", LoginToken.selection)}
    }`,
    variables: ({ body }: RestInput) => LOGIN_BODY.parse(body),
    successStatus: 200,
    answer: LoginToken,
    at: "result",
  },
  {
    method: "GET",
    path: "/admin/me/",
    operationId: "adminMe",
    summary: "The signed-in admin",
    tag: "admin",
    access: "admin",
    csrf: false,
    document: `query RestAdminMe { adminViewer { ${AdminShape.selection} } }`,
    variables: () => ({}),
    successStatus: 200,
    answer: AdminShape,
    at: "adminViewer",
  },
  {
    method: "POST",
    path: "/admin/create/",
    operationId: "adminCreate",
    summary: "Creates an admin (role viewer unless given)",
    tag: "admin",
    access: "admin",
    csrf: true,
    requestBody: ADMIN_BODY.create.schema,
    failures: { 422: messages.passwordTooShort },
    ...mutationAnswer(
      "RestAdminCreate($input: AdminFieldsInput!)",
      "createAdmin(input: $input)",
      "admin",
      AdminShape,
      "AdminPayload",
    ),
    variables: ({ body }: RestInput) => ({ input: ADMIN_BODY.create.parse(body) }),
    successStatus: 201,
  },
  {
    method: "GET",
    path: "/admin/list/",
    operationId: "adminList",
    summary: "Every admin, active and deactivated, oldest first",
    tag: "admin",
    access: "admin",
    csrf: false,
    query: pageQuery,
    document: `query RestAdminList($first: Int, $after: String) { ${AdminPage.selection} }`,
    variables: pageVariables,
    successStatus: 200,
    answer: AdminPage,
    at: "",
  },
  {
    method: "PUT",
    path: "/admin/{id}/",
    operationId: "adminUpdate",
    summary: "Changes an admin (only the fields given); the last superuser keeps that role",
    tag: "admin",
    access: "admin",
    csrf: true,
    pathParams: { id: adminId },
    requestBody: ADMIN_BODY.update.schema,
    failures: { 409: messages.lastSuperuser, 422: messages.passwordTooShort },
    ...mutationAnswer(
      "RestAdminUpdate($id: ID!, $input: AdminFieldsInput!)",
      "updateAdmin(id: $id, input: $input)",
      "admin",
      AdminShape,
      "AdminPayload",
    ),
    variables: ({ path, body }: RestInput) => ({
      id: path.id,
      input: ADMIN_BODY.update.parse(body),
    }),
    successStatus: 200,
  },
  {
    method: "DELETE",
    path: "/admin/{id}/",
    operationId: "adminDelete",
    summary:
      "Deactivates an admin: their sessions end, the audit log keeps them; not oneself, not the last superuser",
    tag: "admin",
    access: "admin",
    csrf: true,
    pathParams: { id: adminId },
    failures: { 409: messages.lastSuperuser },
    document: `mutation RestAdminDelete($id: ID!) {
      ${mutationResult("deleteAdmin(id: $id)", "AdminPayload", "admin { id }")}
    }`,
    variables: ({ path }: RestInput) => ({ id: path.id }),
    successStatus: 204,
  },
];
