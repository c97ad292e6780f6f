import Type from "typebox";
import {
  ADMIN_SEARCH_MAX_LENGTH,
  AUDIT_TARGET_TYPES,
  auditTargetEnumName,
  restSpelling,
} from "../constants.js";
import {
  AccountState,
  DocumentStatus,
  IdentityType,
  JobStatus,
  ModerationStatus,
} from "../generated/prisma/enums.js";
import { messages } from "../messages.js";
import { asString, body, orElse, reads } from "./body.js";
import { USER_TYPES } from "./profiles.js";
import {
  fromRestEnum,
  globalId,
  mutationAnswer,
  mutationResult,
  type ParamSpec,
  pageQuery,
  pageVariables,
  type RestInput,
  type RestRoute,
} from "./route.js";
import {
  computed,
  dateTime,
  field,
  list,
  nullable,
  object,
  oneOf,
  orNull,
  page,
  restEnum,
  shape,
} from "./shape.js";

// /admin/ moderation of REST.md: users (list, one, verify, block, unblock, delete), their
// identity documents (verify, reject), jobs (approve, reject, flag, unflag, delete) and the
// audit log. Each route runs the schema's admin field, whose policy decides per admin role.

const ACCOUNT_STATES = restSpelling(AccountState);

export const AdminUser = shape({
  id: field(Type.String()),
  user_type: restEnum(oneOf(USER_TYPES)),
  first_name: field(Type.String()),
  last_name: field(Type.String()),
  phone_number: field(Type.String()),
  email: field(nullable(Type.String())),
  state: field(nullable(Type.String())),
  city: field(nullable(Type.String())),
  account_state: restEnum(oneOf(ACCOUNT_STATES)),
  is_verified: field(Type.Boolean()),
  created_at: field(dateTime()),
  last_login_at: field(nullable(dateTime())),
  erased_at: field(nullable(dateTime())),
});

const AdminDocument = shape({
  id: field(Type.String()),
  type: restEnum(oneOf(restSpelling(IdentityType))),
  number_last4: field(Type.String()),
  status: restEnum(oneOf(restSpelling(DocumentStatus))),
  rejection_reason: field(nullable(Type.String())),
  document_url: field(nullable(Type.String())),
  submitted_at: field(dateTime()),
  reviewed_at: field(nullable(dateTime())),
});

const AccountImpact = shape({
  active_jobs: field(Type.Integer()),
  jobs: field(Type.Integer()),
  open_sessions: field(Type.Integer()),
  applications_in_progress: field(Type.Integer()),
});

const OpenSession = shape({
  id: field(Type.String()),
  user_agent: field(nullable(Type.String())),
  ip_address: field(nullable(Type.String())),
  created_at: field(dateTime()),
  last_seen_at: field(dateTime()),
  expires_at: field(dateTime()),
});

const AccountScore = shape({
  overall_score: field(Type.Integer()),
  rating: field(Type.Integer()),
  jobs_completed: field(Type.Integer()),
  experience: field(Type.Integer()),
  reliability: field(Type.Integer()),
});

const AdminUserDetail = shape({
  ...AdminUser.specs,
  identity_documents: list(AdminDocument, "identityDocuments"),
  // Additions (issue 45): what blocking or deleting would change, counted now; open sessions;
  // a worker's labour score (null for an employer).
  action_impact: object(AccountImpact, "actionImpact"),
  open_sessions: list(OpenSession, "openSessions"),
  labour_score: orNull(object(AccountScore, "accountLabourScore")),
});

const ModeratedJob = shape({
  id: field(Type.String()),
  title: field(Type.String()),
  status: restEnum(oneOf(restSpelling(JobStatus))),
  moderation_status: restEnum(nullable(oneOf(restSpelling(ModerationStatus)))),
  moderation_note: field(nullable(Type.String())),
});

const AuditEntry = shape({
  id: field(Type.String()),
  admin_id: field(nullable(Type.String()), "adminId"),
  admin_username: field(nullable(Type.String()), "adminUsername"),
  action: field(Type.String()),
  target_type: field(nullable(Type.String())),
  target_id: field(nullable(Type.String())),
  details: computed(
    nullable(Type.Object({}, { additionalProperties: true })),
    ["details"],
    (details: string | null) => (details ? (JSON.parse(details) as Record<string, unknown>) : null),
  ),
  ip_address: field(nullable(Type.String())),
  created_at: field(dateTime()),
});

const userId = globalId("user");
const jobId = globalId("job");
const documentId = globalId("document");

/** A moderation's reason: the mutation's argument; "" where it is required (its 422). */
const reasonBody = (mutation: string, required: boolean, reader = "the employer") =>
  body(
    {
      reason: reads(
        Type.String({ maxLength: 500, description: `Shown to ${reader}` }),
        required ? orElse(asString, "") : asString,
      ),
    },
    { input: `Mutation.${mutation}`, required: required ? ["reason"] : [], leftOut: "null" },
  );

const DOCUMENT_REJECTION = reasonBody("rejectIdentityDocument", true);
/** Blocking's reason (an addition): optional here, as REST.md's block has no body. */
const BLOCK_REASON = reasonBody(
  "blockUser",
  false,
  "the account (a notification) and kept in the audit log",
);

const UserPage = page(
  AdminUser,
  "adminUsers(first: $first, after: $after, search: $search, userType: $userType, state: $state, status: $status)",
);
const AuditPage = page(
  AuditEntry,
  "adminAuditLogs(first: $first, after: $after, adminId: $adminId, action: $action, targetType: $targetType, targetId: $targetId, from: $from, to: $to)",
);

const param = (description: string, extra: Partial<ParamSpec> = {}): ParamSpec => ({
  type: "string",
  description,
  maxLength: 200,
  ...extra,
});

/** A user action: POST /admin/users/{id}/<verb>/ (DELETE /admin/users/{id}/ for delete). */
function userAction(
  verb: "verify" | "block" | "unblock" | "sign-out",
  mutation: string,
  summary: string,
): RestRoute {
  const reasons = verb === "block" ? BLOCK_REASON : null;
  const name = verb.replace(/(^|-)(.)/g, (_match, _dash, c: string) => c.toUpperCase());
  return {
    method: "POST",
    path: `/admin/users/{id}/${verb}/`,
    operationId: `adminUser${name}`,
    summary,
    tag: "admin",
    access: "admin",
    csrf: true,
    pathParams: { id: userId },
    ...(reasons ? { requestBody: reasons.schema } : {}),
    failures: { 409: messages.userErased },
    ...mutationAnswer(
      reasons
        ? `RestAdminUser${name}($id: ID!, $reason: String)`
        : `RestAdminUser${name}($id: ID!)`,
      reasons ? `${mutation}(id: $id, reason: $reason)` : `${mutation}(id: $id)`,
      "user",
      AdminUser,
      "AdminUserPayload",
    ),
    variables: ({ path, body }: RestInput) => ({ id: path.id, ...reasons?.parse(body) }),
    successStatus: 200,
  };
}

function jobAction(
  verb: "approve" | "reject" | "flag" | "unflag",
  summary: string,
  reason: "required" | "optional" | "none",
): RestRoute {
  const args =
    reason === "none" ? "$id: ID!" : `$id: ID!, $reason: String${reason === "required" ? "!" : ""}`;
  const call = reason === "none" ? `${verb}Job(id: $id)` : `${verb}Job(id: $id, reason: $reason)`;
  const reasons = reason === "none" ? null : reasonBody(`${verb}Job`, reason === "required");
  return {
    method: "POST",
    path: `/admin/jobs/{id}/${verb}/`,
    operationId: `adminJob${verb[0]?.toUpperCase()}${verb.slice(1)}`,
    summary,
    tag: "admin",
    access: "admin",
    csrf: true,
    pathParams: { id: jobId },
    ...(reasons ? { requestBody: reasons.schema } : {}),
    failures:
      reason === "required"
        ? { 409: messages.jobRemoved, 422: messages.required }
        : { 409: messages.jobRemoved },
    ...mutationAnswer(
      `RestAdminJob${verb}(${args})`,
      call,
      "job",
      ModeratedJob,
      "ModerateJobPayload",
    ),
    variables: ({ path, body }: RestInput) => ({ id: path.id, ...reasons?.parse(body) }),
    successStatus: 200,
  };
}

export const adminModerationRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/admin/users/",
    operationId: "adminUsers",
    summary: "Workers and employers, newest first: by name or phone, type, state, account state",
    tag: "admin",
    access: "admin",
    csrf: false,
    query: {
      search: param("Part of a name or phone number", { maxLength: ADMIN_SEARCH_MAX_LENGTH }),
      user_type: param("labour or employer", { enum: USER_TYPES }),
      state: param("A state of India"),
      status: param("active, blocked, verified or pending", { enum: ACCOUNT_STATES }),
      ...pageQuery,
    },
    document: `query RestAdminUsers($first: Int, $after: String, $search: String, $userType: UserType, $state: String, $status: AccountState) {
      ${UserPage.selection}
    }`,
    variables: (input: RestInput) => ({
      ...pageVariables(input),
      search: input.query.search ?? null,
      userType: fromRestEnum(input.query.user_type) ?? null,
      state: input.query.state ?? null,
      status: fromRestEnum(input.query.status) ?? null,
    }),
    successStatus: 200,
    answer: UserPage,
    at: "",
  },
  {
    method: "GET",
    path: "/admin/users/{id}/",
    operationId: "adminUser",
    summary:
      "One worker or employer with their identity documents, what blocking or deleting would change, open sessions and labour score",
    tag: "admin",
    access: "admin",
    csrf: false,
    pathParams: { id: userId },
    document: `query RestAdminUser($id: ID!) { adminUser(id: $id) { ${AdminUserDetail.selection} } }`,
    variables: ({ path }: RestInput) => ({ id: path.id }),
    successStatus: 200,
    answer: AdminUserDetail,
    at: "adminUser",
  },
  userAction("verify", "verifyUser", "Gives the account the verified badge"),
  userAction(
    "block",
    "blockUser",
    "Blocks the account: every session ends at once, sign-in is refused, its jobs leave search",
  ),
  userAction("unblock", "unblockUser", "Unblocks the account"),
  userAction(
    "sign-out",
    "signOutUserEverywhere",
    "Ends every session of the account at once (sign out everywhere), audited",
  ),
  {
    method: "DELETE",
    path: "/admin/users/{id}/",
    operationId: "adminUserDelete",
    summary:
      "Deletes the account: personal data erased, others' records kept consistent (docs/accounts.md: Deleting an account)",
    tag: "admin",
    access: "admin",
    csrf: true,
    pathParams: { id: userId },
    failures: { 409: messages.userErased },
    document: `mutation RestAdminUserDelete($id: ID!) {
      ${mutationResult("deleteUser(id: $id)", "AdminUserPayload", "user { id }")}
    }`,
    variables: ({ path }: RestInput) => ({ id: path.id }),
    successStatus: 204,
  },
  {
    method: "POST",
    path: "/admin/documents/{id}/verify/",
    operationId: "adminDocumentVerify",
    summary: "Verifies a pending identity document; its holder is told",
    tag: "admin",
    access: "admin",
    csrf: true,
    pathParams: { id: documentId },
    failures: { 409: messages.documentNotPending },
    ...mutationAnswer(
      "RestAdminDocumentVerify($id: ID!)",
      "verifyIdentityDocument(id: $id)",
      "document",
      AdminDocument,
      "ReviewIdentityDocumentPayload",
    ),
    variables: ({ path }: RestInput) => ({ id: path.id }),
    successStatus: 200,
  },
  {
    method: "POST",
    path: "/admin/documents/{id}/reject/",
    operationId: "adminDocumentReject",
    summary:
      "Rejects a pending identity document with a reason its holder reads; they may resubmit",
    tag: "admin",
    access: "admin",
    csrf: true,
    pathParams: { id: documentId },
    requestBody: DOCUMENT_REJECTION.schema,
    failures: { 409: messages.documentNotPending, 422: messages.required },
    ...mutationAnswer(
      "RestAdminDocumentReject($id: ID!, $reason: String!)",
      "rejectIdentityDocument(id: $id, reason: $reason)",
      "document",
      AdminDocument,
      "ReviewIdentityDocumentPayload",
    ),
    variables: ({ path, body }: RestInput) => ({ id: path.id, ...DOCUMENT_REJECTION.parse(body) }),
    successStatus: 200,
  },
  jobAction("approve", "Approves a job: listed while its employer keeps it active", "none"),
  jobAction("reject", "Rejects a job with a reason its employer reads", "required"),
  jobAction("flag", "Holds a job out of search for review", "optional"),
  jobAction("unflag", "Clears a job's flag: it is back as it was", "none"),
  {
    method: "DELETE",
    path: "/admin/jobs/{id}/",
    operationId: "adminJobDelete",
    summary: "Deletes a job for good; applications in progress are cancelled and workers told",
    tag: "admin",
    access: "admin",
    csrf: true,
    pathParams: { id: jobId },
    failures: { 409: messages.jobRemoved },
    document: `mutation RestAdminJobDelete($id: ID!) {
      ${mutationResult("removeJob(id: $id)", "ModerateJobPayload", "job { id }")}
    }`,
    variables: ({ path }: RestInput) => ({ id: path.id }),
    successStatus: 204,
  },
  {
    method: "GET",
    path: "/admin/audit-logs/",
    operationId: "adminAuditLogs",
    summary: "The audit log, newest first: by admin, action, target and dates",
    tag: "admin",
    access: "admin",
    csrf: false,
    query: {
      admin_id: param("An admin's global ID"),
      action: param("An action, e.g. user.block", { maxLength: 100 }),
      target_type: param("What the rows are about", { enum: AUDIT_TARGET_TYPES }),
      target_id: param(
        "A target's global ID (a user's, job's, admin's, document's, content entry's, testimonial's, logo's, contact message's); with a target_type that has none (setting, table, database, file, broadcast), its key or id",
      ),
      from: param("From this time (ISO 8601)", { maxLength: 40 }),
      to: param("Until this time (ISO 8601)", { maxLength: 40 }),
      ...pageQuery,
    },
    failures: { 400: messages.auditDateRange },
    document: `query RestAdminAuditLogs($first: Int, $after: String, $adminId: ID, $action: String, $targetType: AuditTargetType, $targetId: ID, $from: DateTime, $to: DateTime) {
      ${AuditPage.selection}
    }`,
    variables: (input: RestInput) => ({
      ...pageVariables(input),
      adminId: input.query.admin_id ?? null,
      action: input.query.action ?? null,
      targetType:
        typeof input.query.target_type === "string"
          ? auditTargetEnumName(input.query.target_type)
          : null,
      targetId: input.query.target_id ?? null,
      from: input.query.from ?? null,
      to: input.query.to ?? null,
    }),
    successStatus: 200,
    answer: AuditPage,
    at: "",
  },
];
