import Type from "typebox";
import { IDENTITY_TYPES, SALARY_PERIODS } from "../constants.js";
import type { RestRoute } from "./route.js";
import {
  computed,
  dateTime,
  field,
  nullable,
  object,
  oneOf,
  restEnum,
  shape,
  within,
} from "./shape.js";

// The signed-in user's own profile in REST.md (SPEC section 3): the worker's and the employer's.

export const USER_TYPES = ["labour", "employer"] as const;

/** A list as one comma-separated string, as the spec's samples show. */
const joined = (from: string) =>
  computed(Type.String({ description: "Comma-separated" }), [from], (list: string[] | null) =>
    (list ?? []).join(","),
  );

const COMMON_FIELDS = {
  id: field(Type.String({ description: "Global ID" })),
  user_type: restEnum(oneOf(USER_TYPES)),
  first_name: field(Type.String()),
  last_name: field(Type.String()),
  phone_number: field(Type.String({ description: "10 digits" })),
  email: field(nullable(Type.String())),
  profile_picture: field(nullable(Type.String())),
  state: field(nullable(Type.String())),
  city: field(nullable(Type.String())),
  is_verified: field(Type.Boolean()),
  identity_type: restEnum(nullable(oneOf(IDENTITY_TYPES))),
  identity_number_last4: field(nullable(Type.String())),
  created_at: field(dateTime()),
};

const profileCompletion = object(
  shape({
    percentage: field(Type.Integer({ minimum: 0, maximum: 100 })),
    is_complete: field(Type.Boolean()),
    missing_fields: field(Type.Array(Type.String())),
  }),
);

const LabourProfile = shape({
  ...COMMON_FIELDS,
  ...within("labourProfile", {
    skills: joined("skills"),
    gender: restEnum(nullable(oneOf(["male", "female", "other"]))),
    date_of_birth: field(nullable(Type.String(), { format: "date" })),
    preferred_states: joined("preferredStates"),
    preferred_shift: restEnum(nullable(oneOf(["day", "night", "both"]))),
    experience_years: field(nullable(Type.Integer())),
    languages_known: joined("languagesKnown"),
    current_salary: field(nullable(Type.Integer())),
    current_salary_period: restEnum(nullable(oneOf(SALARY_PERIODS))),
    expected_salary: field(nullable(Type.Integer())),
    expected_salary_period: restEnum(nullable(oneOf(SALARY_PERIODS))),
    resume_url: field(nullable(Type.String())),
    willing_to_relocate: field(Type.Boolean()),
  }),
  profile_completion: profileCompletion,
});

const EmployerProfile = shape({
  ...COMMON_FIELDS,
  ...within("employerProfile", {
    address: field(Type.String()),
    company_name: field(nullable(Type.String())),
    business_type: field(nullable(Type.String())),
    industry: field(nullable(Type.String())),
    website: field(nullable(Type.String())),
    gst_number: field(nullable(Type.String())),
    role: field(nullable(Type.String())),
    referral_code: field(Type.String()),
  }),
  pan_card_document: field(nullable(Type.String())),
  gstin_document: field(nullable(Type.String())),
  profile_completion: profileCompletion,
});

function profileRoute(kind: "labour" | "employer", path: string): RestRoute {
  const labour = kind === "labour";
  const answer = labour ? LabourProfile : EmployerProfile;
  const viewer = labour ? "viewerAsLabour" : "viewerAsEmployer";
  return {
    method: "GET",
    path,
    operationId: labour ? "getLabourProfile" : "getEmployerProfile",
    summary: `The signed-in ${labour ? "worker's" : "employer's"} profile`,
    tag: "accounts",
    access: kind,
    csrf: false,
    query: { language: { type: "string", description: "Language of messages", maxLength: 8 } },
    document: `query RestProfile { ${viewer} { ${answer.selection} } }`,
    variables: () => ({}),
    successStatus: 200,
    answer,
    at: viewer,
  };
}

export const profileRoutes: RestRoute[] = [
  profileRoute("employer", "/employers/profile/"),
  profileRoute("labour", "/labour/profile/"),
];
