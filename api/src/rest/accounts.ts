import { REGISTRATION_FIELDS, type RegistrationKind } from "@kaamsetu/shared/registration";
import Type from "typebox";
import { IDENTITY_TYPES, INDIAN_STATES } from "../constants.js";
import { messages } from "../messages.js";
import { asString, body, lenient, orElse, type Reader, reads } from "./body.js";
import { USER_TYPES } from "./profiles.js";
import { bodyField, mutationResult, type RestInput, type RestRoute } from "./route.js";
import { constant, field, nullable, oneOf, restEnum, shape } from "./shape.js";

// /auth/ of REST.md: phone + OTP sign-in, registration and sign-out.

const text = (description?: string) => Type.String(description ? { description } : {});

/** A list field sent as a JSON array or, as the spec's samples do, one comma-separated string. */
const asCommaList = lenient((json, name) => {
  const value = bodyField(json, name);
  if (Array.isArray(value)) return value.filter((item) => typeof item === "string");
  if (typeof value === "string") return value.split(",");
  return null;
});

/** True only when sent as true. */
const asTrue: Reader = (value) => ({ value: value === true });

const phoneNumber = reads(
  text("10-digit Indian mobile number; +91, 0 and spaces are accepted"),
  orElse(asString, ""),
);
const forRegistration = reads(Type.Boolean({ default: false }), asTrue);

const SEND_OTP_BODY = body(
  { phone_number: phoneNumber, for_registration: forRegistration },
  { input: "SendOtpInput", required: ["phone_number"], leftOut: "null" },
);

const VERIFY_OTP_BODY = body(
  {
    phone_number: phoneNumber,
    otp: reads(text("6 digits"), orElse(asString, "")),
    for_registration: forRegistration,
  },
  { input: "VerifyOtpInput", required: ["phone_number", "otp"], leftOut: "null" },
);

/** check-user's body: its phone number is the query's argument. */
const CHECK_USER_BODY = body(
  { phone_number: phoneNumber },
  { input: "Query.phoneRegistration", required: ["phone_number"], leftOut: "null" },
);

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

/** SPEC section 3's registration payloads. */
const registrationField = (name: string) =>
  name === "identity_type"
    ? reads(oneOf(IDENTITY_TYPES), asString)
    : name === "state"
      ? reads(oneOf(INDIAN_STATES), asString)
      : name === "skills"
        ? reads(Type.Union([Type.Array(Type.String()), text("Comma-separated")]), asCommaList)
        : reads(text(), asString);

const registrationBody = (input: string, kind: RegistrationKind) => {
  const { required, optional } = REGISTRATION_FIELDS[kind];
  return body(
    Object.fromEntries([...required, ...optional].map((name) => [name, registrationField(name)])),
    { input, required: [...required], leftOut: "null" },
  );
};

/** SPEC section 3's registration payloads: the shared table's fields, required ones first. */
const REGISTRATION = {
  labour: registrationBody("RegisterLabourInput", "labour"),
  employer: registrationBody("RegisterEmployerInput", "employer"),
};

function registerRoute(kind: "labour" | "employer"): RestRoute {
  const labour = kind === "labour";
  const registration = REGISTRATION[kind];
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
    requestBody: registration.schema,
    failures: {
      401: messages.registrationTokenInvalid,
      409: messages.phoneAlreadyRegistered,
      422: messages.required,
    },
    document: `mutation RestRegister($input: ${inputType}!) {
      ${mutationResult(`${mutation}(input: $input)`, "RegisterPayload", Token.selection)}
    }`,
    variables: ({ body }: RestInput) => ({ input: registration.parse(body) }),
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
    requestBody: SEND_OTP_BODY.schema,
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
    variables: ({ body }) => ({ input: SEND_OTP_BODY.parse(body) }),
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
    requestBody: VERIFY_OTP_BODY.schema,
    failures: { 422: messages.otpInvalidFormat },
    document: `mutation RestVerifyOtp($input: VerifyOtpInput!) {
      ${mutationResult("verifyOtp(input: $input)", "VerifyOtpPayload", OtpVerified.selection)}
    }`,
    variables: ({ body }) => ({ input: VERIFY_OTP_BODY.parse(body) }),
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
    requestBody: CHECK_USER_BODY.schema,
    failures: { 422: messages.phoneInvalid, 429: messages.tooManyRequests },
    document: `query RestCheckUser($phoneNumber: String!) {
      phoneRegistration(phoneNumber: $phoneNumber) { ${Registration.selection} }
    }`,
    variables: ({ body }) => CHECK_USER_BODY.parse(body),
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
