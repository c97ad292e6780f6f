import { IDENTITY_TYPES, INDIAN_STATES } from "../constants.js";
import { messages } from "../messages.js";
import {
  bodyField,
  bodyString,
  ERROR_FIELDS,
  type JsonSchema,
  type RestInput,
  type RestRoute,
  toRestEnum,
} from "./route.js";

// /auth/ and the profile routes of REST.md: phone + OTP sign-in, registration, sign-out and the
// signed-in user's own profile.

const nullable = (type: string) => ({ type: [type, "null"] });
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

const tokenAnswer: JsonSchema = {
  type: "object",
  required: ["access_token", "user_type"],
  properties: {
    access_token: { type: "string" },
    user_type: { type: "string", enum: ["labour", "employer"] },
  },
};

// ------------------------------------------------------------------ the profile answer

const USER_FIELDS = `id userType firstName lastName phoneNumber email profilePicture state city
  isVerified identityType identityNumberLast4 createdAt panCardDocument gstinDocument
  profileCompletion { percentage isComplete missingFields }`;
const LABOUR_FIELDS = `labourProfile { skills gender dateOfBirth preferredStates preferredShift
  experienceYears languagesKnown currentSalary currentSalaryPeriod expectedSalary
  expectedSalaryPeriod resumeUrl willingToRelocate }`;
const EMPLOYER_FIELDS = `employerProfile { companyName businessType address industry website
  gstNumber role referralCode }`;

interface GraphQLUser {
  id: string;
  userType: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string | null;
  profilePicture: string | null;
  state: string | null;
  city: string | null;
  isVerified: boolean;
  identityType: string | null;
  identityNumberLast4: string | null;
  createdAt: string;
  panCardDocument: string | null;
  gstinDocument: string | null;
  profileCompletion: { percentage: number; isComplete: boolean; missingFields: string[] };
  labourProfile?: {
    skills: string[];
    gender: string | null;
    dateOfBirth: string | null;
    preferredStates: string[];
    preferredShift: string | null;
    experienceYears: number | null;
    languagesKnown: string[];
    currentSalary: number | null;
    currentSalaryPeriod: string | null;
    expectedSalary: number | null;
    expectedSalaryPeriod: string | null;
    resumeUrl: string | null;
    willingToRelocate: boolean;
  } | null;
  employerProfile?: {
    companyName: string | null;
    businessType: string | null;
    address: string;
    industry: string | null;
    website: string | null;
    gstNumber: string | null;
    role: string | null;
    referralCode: string;
  } | null;
}

/** SPEC section 3's profile. Lists are comma-separated strings, as the spec's samples show. */
function restProfile(user: GraphQLUser) {
  const common = {
    id: user.id,
    user_type: toRestEnum(user.userType),
    first_name: user.firstName,
    last_name: user.lastName,
    phone_number: user.phoneNumber,
    email: user.email,
    profile_picture: user.profilePicture,
    state: user.state,
    city: user.city,
    is_verified: user.isVerified,
    identity_type: toRestEnum(user.identityType),
    identity_number_last4: user.identityNumberLast4,
    created_at: user.createdAt,
  };
  const completion = {
    profile_completion: {
      percentage: user.profileCompletion.percentage,
      is_complete: user.profileCompletion.isComplete,
      missing_fields: user.profileCompletion.missingFields,
    },
  };
  const labour = user.labourProfile;
  if (labour) {
    return {
      ...common,
      skills: labour.skills.join(","),
      gender: toRestEnum(labour.gender),
      date_of_birth: labour.dateOfBirth,
      preferred_states: labour.preferredStates.join(","),
      preferred_shift: toRestEnum(labour.preferredShift),
      experience_years: labour.experienceYears,
      languages_known: labour.languagesKnown.join(","),
      current_salary: labour.currentSalary,
      current_salary_period: toRestEnum(labour.currentSalaryPeriod),
      expected_salary: labour.expectedSalary,
      expected_salary_period: toRestEnum(labour.expectedSalaryPeriod),
      resume_url: labour.resumeUrl,
      willing_to_relocate: labour.willingToRelocate,
      ...completion,
    };
  }
  const employer = user.employerProfile;
  return {
    ...common,
    address: employer?.address ?? null,
    company_name: employer?.companyName ?? null,
    business_type: employer?.businessType ?? null,
    industry: employer?.industry ?? null,
    website: employer?.website ?? null,
    gst_number: employer?.gstNumber ?? null,
    role: employer?.role ?? null,
    referral_code: employer?.referralCode ?? null,
    pan_card_document: user.panCardDocument,
    gstin_document: user.gstinDocument,
    ...completion,
  };
}

const completionSchema: JsonSchema = {
  type: "object",
  required: ["percentage", "is_complete", "missing_fields"],
  properties: {
    percentage: { type: "integer", minimum: 0, maximum: 100 },
    is_complete: { type: "boolean" },
    missing_fields: { type: "array", items: { type: "string" } },
  },
};

const commonProfileProperties = {
  id: text("Global ID"),
  user_type: { type: "string", enum: ["labour", "employer"] },
  first_name: { type: "string" },
  last_name: { type: "string" },
  phone_number: text("10 digits"),
  email: nullable("string"),
  profile_picture: nullable("string"),
  state: nullable("string"),
  city: nullable("string"),
  is_verified: { type: "boolean" },
  identity_type: { type: ["string", "null"], enum: [...IDENTITY_TYPES, null] },
  identity_number_last4: nullable("string"),
  created_at: { type: "string", format: "date-time" },
  profile_completion: completionSchema,
};

function profileRoute(
  kind: "labour" | "employer",
  path: string,
  field: "viewerAsLabour" | "viewerAsEmployer",
  properties: Record<string, unknown>,
): RestRoute {
  return {
    method: "GET",
    path,
    operationId: kind === "labour" ? "getLabourProfile" : "getEmployerProfile",
    summary: `The signed-in ${kind === "labour" ? "worker's" : "employer's"} profile`,
    tag: "accounts",
    access: kind,
    csrf: false,
    query: { language: { type: "string", description: "Language of messages", maxLength: 8 } },
    document: `query RestProfile { user: ${field} {
      ${USER_FIELDS} ${kind === "labour" ? LABOUR_FIELDS : EMPLOYER_FIELDS} } }`,
    variables: () => ({}),
    respond: (data) =>
      data.user ? { status: 200, body: restProfile(data.user as GraphQLUser) } : null,
    successStatus: 200,
    response: {
      type: "object",
      properties: { ...commonProfileProperties, ...properties },
    },
  };
}

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
    optional: ["email", "state", "city", "skills"],
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
    optional: ["state", "city", "gst_number", "company_name", "role"],
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
      result: ${mutation}(input: $input) { ${ERROR_FIELDS} ... on RegisterPayload { accessToken userType } }
    }`,
    variables: ({ body }: RestInput) => ({ input: registrationInput(body, fields) }),
    respond: (data) => {
      const result = data.result as { accessToken: string; userType: string };
      return {
        status: 201,
        body: { access_token: result.accessToken, user_type: toRestEnum(result.userType) },
      };
    },
    successStatus: 201,
    response: tokenAnswer,
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
      404: messages.phoneNotRegistered,
      409: messages.phoneAlreadyRegistered,
      422: messages.phoneInvalid,
      429: messages.otpTooManyRequests,
      503: messages.otpSendFailed,
    },
    document: `mutation RestSendOtp($input: SendOtpInput!) {
      result: sendOtp(input: $input) { ${ERROR_FIELDS} ... on SendOtpPayload { message userExists } }
    }`,
    variables: ({ body }) => ({
      input: {
        phoneNumber: bodyString(body, "phone_number") ?? "",
        forRegistration: bodyField(body, "for_registration") === true,
      },
    }),
    respond: (data) => {
      const result = data.result as { message: string; userExists: boolean };
      return {
        status: 200,
        body: { message: result.message, error: false, user_exists: result.userExists },
      };
    },
    // The spec's client reads `message`, `error` and `user_exists` on failures too.
    errorBody: (error, body) => ({
      ...body,
      message: error.message,
      error: true,
      user_exists: error.code === "CONFLICT" ? true : error.code === "NOT_FOUND" ? false : null,
    }),
    successStatus: 200,
    response: {
      type: "object",
      required: ["message", "error", "user_exists"],
      properties: {
        message: { type: "string" },
        error: { type: "boolean" },
        user_exists: { type: "boolean" },
      },
    },
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
      result: verifyOtp(input: $input) {
        ${ERROR_FIELDS} ... on VerifyOtpPayload { accessToken userType isNewUser }
      }
    }`,
    variables: ({ body }) => ({
      input: {
        phoneNumber: bodyString(body, "phone_number") ?? "",
        otp: bodyString(body, "otp") ?? "",
        forRegistration: bodyField(body, "for_registration") === true,
      },
    }),
    respond: (data) => {
      const result = data.result as {
        accessToken: string;
        userType: string | null;
        isNewUser: boolean;
      };
      return {
        status: 200,
        body: {
          access_token: result.accessToken,
          user_type: toRestEnum(result.userType),
          is_new_user: result.isNewUser,
        },
      };
    },
    successStatus: 200,
    response: {
      type: "object",
      required: ["access_token", "user_type", "is_new_user"],
      properties: {
        access_token: text("For a new user, a registration token good only for registering"),
        user_type: { type: ["string", "null"], enum: ["labour", "employer", null] },
        is_new_user: { type: "boolean" },
      },
    },
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
      registration: phoneRegistration(phoneNumber: $phoneNumber) { exists userType }
    }`,
    variables: ({ body }) => ({ phoneNumber: bodyString(body, "phone_number") ?? "" }),
    respond: (data) => {
      const registration = data.registration as { exists: boolean; userType: string | null };
      return {
        status: 200,
        body: { exists: registration.exists, user_type: toRestEnum(registration.userType) },
      };
    },
    successStatus: 200,
    response: {
      type: "object",
      required: ["exists", "user_type"],
      properties: {
        exists: { type: "boolean" },
        user_type: { type: ["string", "null"], enum: ["labour", "employer", null] },
      },
    },
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
    respond: () => ({ status: 204, body: null }),
    successStatus: 204,
    response: {},
  },
  profileRoute("employer", "/employers/profile/", "viewerAsEmployer", {
    address: { type: "string" },
    company_name: nullable("string"),
    business_type: nullable("string"),
    industry: nullable("string"),
    website: nullable("string"),
    gst_number: nullable("string"),
    role: nullable("string"),
    referral_code: { type: "string" },
    pan_card_document: nullable("string"),
    gstin_document: nullable("string"),
  }),
  profileRoute("labour", "/labour/profile/", "viewerAsLabour", {
    skills: text("Comma-separated"),
    gender: { type: ["string", "null"], enum: ["male", "female", "other", null] },
    date_of_birth: { ...nullable("string"), format: "date" },
    preferred_states: text("Comma-separated"),
    preferred_shift: { type: ["string", "null"], enum: ["day", "night", "both", null] },
    experience_years: nullable("integer"),
    languages_known: text("Comma-separated"),
    current_salary: nullable("integer"),
    current_salary_period: nullable("string"),
    expected_salary: nullable("integer"),
    expected_salary_period: nullable("string"),
    resume_url: nullable("string"),
    willing_to_relocate: { type: "boolean" },
  }),
];
