import Type from "typebox";
import { IDENTITY_TYPES, INDIAN_STATES } from "../constants.js";
import { messages } from "../messages.js";
import { USER_TYPES } from "./profiles.js";
import {
  bodyField,
  bodyString,
  type JsonSchema,
  mutationResult,
  type RestInput,
  type RestRoute,
} from "./route.js";
import { constant, field, nullable, oneOf, restEnum, shape } from "./shape.js";

// /auth/ of REST.md: phone + OTP sign-in, registration and sign-out.

const text = (description: string) => ({ type: "string", description });

/** A list field sent as a JSON array or, as the spec's samples do, one comma-separated string. */
function bodyList(body: unknown, name: string): string[] | null {
  const value = bodyField(body, name);
  if (Array.isArray(value)) return value.filter((item) => typeof item === "string");
  if (typeof value === "string") return value.split(",");
  return null;
}

const phoneBody: JsonSchema = {
  type: "object",
  required: ["phone_number"],
  properties: {
    phone_number: text("10-digit Indian mobile number; +91, 0 and spaces are accepted"),
  },
};

const OtpSent = shape({
  message: field(Type.String()),
  error: constant(Type.Boolean(), false),
  user_exists: field(Type.Boolean()),
});

const OtpVerified = shape({
  access_token: field(
    Type.String({ description: "For a new user, a registration token good only for registering" }),
  ),
  user_type: restEnum(nullable(oneOf(USER_TYPES))),
  is_new_user: field(Type.Boolean()),
});

const Registration = shape({
  exists: field(Type.Boolean()),
  user_type: restEnum(nullable(oneOf(USER_TYPES))),
});

const Token = shape({
  access_token: field(Type.String()),
  user_type: restEnum(oneOf(USER_TYPES)),
});

// ------------------------------------------------------------------ registration

const registrationInput = (body: unknown, fields: string[]) =>
  Object.fromEntries(
    fields.map((name) => [
      name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      name === "skills" ? bodyList(body, name) : bodyString(body, name),
    ]),
  );

/** SPEC section 3's registration payloads, required fields first. */
const REGISTRATION_FIELDS = {
  labour: {
    required: ["first_name", "last_name", "phone_number", "identity_type", "identity_number"],
    optional: ["email", "state", "city", "skills", "referral_code"],
  },
  employer: {
    required: [
      "first_name",
      "last_name",
      "phone_number",
      "email",
      "address",
      "identity_type",
      "identity_number",
    ],
    optional: ["state", "city", "gst_number", "company_name", "role", "referral_code"],
  },
};

const registrationSchema = (required: string[], fields: string[]): JsonSchema => ({
  type: "object",
  required,
  properties: Object.fromEntries(
    fields.map((name) => {
      if (name === "identity_type") return [name, { type: "string", enum: IDENTITY_TYPES }];
      if (name === "state") return [name, { type: "string", enum: INDIAN_STATES }];
      if (name === "skills") {
        return [
          name,
          {
            oneOf: [{ type: "array", items: { type: "string" } }, text("Comma-separated")],
          },
        ];
      }
      return [name, { type: "string" }];
    }),
  ),
});

function registerRoute(kind: "labour" | "employer"): RestRoute {
  const labour = kind === "labour";
  const { required, optional } = REGISTRATION_FIELDS[kind];
  const fields = [...required, ...optional];
  const mutation = labour ? "registerLabour" : "registerEmployer";
  const inputType = labour ? "RegisterLabourInput" : "RegisterEmployerInput";
  return {
    method: "POST",
    path: `/auth/register/${kind}/`,
    operationId: labour ? "registerLabour" : "registerEmployer",
    summary: `Creates a ${labour ? "worker" : "employer"} account and signs it in; the bearer token is verify-otp's registration token`,
    tag: "auth",
    access: "public",
    csrf: false,
    requestBody: registrationSchema(required, fields),
    failures: {
      401: messages.registrationTokenInvalid,
      409: messages.phoneAlreadyRegistered,
      422: messages.required,
    },
    document: `mutation RestRegister($input: ${inputType}!) {
      ${mutationResult(`${mutation}(input: $input)`, "RegisterPayload", Token.selection)}
    }`,
    variables: ({ body }: RestInput) => ({ input: registrationInput(body, fields) }),
    successStatus: 201,
    answer: Token,
    at: "result",
  };
}

// ------------------------------------------------------------------ the table

export const accountRoutes: RestRoute[] = [
  {
    method: "POST",
    path: "/auth/send-otp/",
    operationId: "sendOtp",
    summary: "Texts a 6-digit code; limited per phone and per client address",
    tag: "auth",
    access: "public",
    csrf: false,
    requestBody: {
      ...phoneBody,
      properties: {
        ...(phoneBody.properties as object),
        for_registration: { type: "boolean", default: false },
      },
    },
    failures: {
      403: messages.accountBlocked,
      404: messages.phoneNotRegistered,
      409: messages.phoneAlreadyRegistered,
      422: messages.phoneInvalid,
      429: messages.otpTooManyRequests,
      503: messages.otpSendFailed,
    },
    document: `mutation RestSendOtp($input: SendOtpInput!) {
      ${mutationResult("sendOtp(input: $input)", "SendOtpPayload", OtpSent.selection)}
    }`,
    variables: ({ body }) => ({
      input: {
        phoneNumber: bodyString(body, "phone_number") ?? "",
        forRegistration: bodyField(body, "for_registration") === true,
      },
    }),
    successStatus: 200,
    answer: OtpSent,
    at: "result",
    // The spec's client reads `message`, `error` and `user_exists` on failures too.
    errorBody: (error, body) => ({
      ...body,
      message: body.detail,
      error: true,
      user_exists: error.code === "CONFLICT" ? true : error.code === "NOT_FOUND" ? false : null,
    }),
  },
  {
    method: "POST",
    path: "/auth/verify-otp/",
    operationId: "verifyOtp",
    summary:
      "Checks the code: a session token for a registered phone, else a registration token for it",
    tag: "auth",
    access: "public",
    csrf: false,
    requestBody: {
      type: "object",
      required: ["phone_number", "otp"],
      properties: {
        ...(phoneBody.properties as object),
        otp: text("6 digits"),
        for_registration: { type: "boolean", default: false },
      },
    },
    failures: { 422: messages.otpInvalidFormat },
    document: `mutation RestVerifyOtp($input: VerifyOtpInput!) {
      ${mutationResult("verifyOtp(input: $input)", "VerifyOtpPayload", OtpVerified.selection)}
    }`,
    variables: ({ body }) => ({
      input: {
        phoneNumber: bodyString(body, "phone_number") ?? "",
        otp: bodyString(body, "otp") ?? "",
        forRegistration: bodyField(body, "for_registration") === true,
      },
    }),
    successStatus: 200,
    answer: OtpVerified,
    at: "result",
  },
  {
    method: "POST",
    path: "/auth/check-user/",
    operationId: "checkUser",
    summary: "Whether a phone number has an account; limited per client address",
    tag: "auth",
    access: "public",
    csrf: false,
    requestBody: phoneBody,
    failures: { 422: messages.phoneInvalid, 429: messages.tooManyRequests },
    document: `query RestCheckUser($phoneNumber: String!) {
      phoneRegistration(phoneNumber: $phoneNumber) { ${Registration.selection} }
    }`,
    variables: ({ body }) => ({ phoneNumber: bodyString(body, "phone_number") ?? "" }),
    successStatus: 200,
    answer: Registration,
    at: "phoneRegistration",
  },
  registerRoute("employer"),
  registerRoute("labour"),
  {
    method: "POST",
    path: "/auth/logout/",
    operationId: "logout",
    summary: "Ends the bearer token's session at once",
    tag: "auth",
    access: "public",
    csrf: false,
    document: "mutation RestLogout { signOut }",
    variables: () => ({}),
    successStatus: 204,
  },
];
