import Type from "typebox";
import { IDENTITY_TYPES, INDIAN_STATES, JOB_TYPES, SALARY_PERIODS, SHIFTS } from "../constants.js";
import { BusinessType, EducationType, Gender } from "../generated/prisma/enums.js";
import { messages } from "../messages.js";
import { body, reads } from "./body.js";
import {
  type BodyFields,
  bool,
  int,
  list as listOf,
  oneOfValues,
  profileBody,
  text,
} from "./profile-body.js";
import { globalId, mutationResult, type RestInput, type RestRoute } from "./route.js";
import {
  computed,
  dateTime,
  field,
  list,
  nullable,
  object,
  oneOf,
  restEnum,
  shape,
  within,
} from "./shape.js";

// The signed-in user's own profile in REST.md (SPEC section 3), the worker's and the employer's:
// read it, change any of its fields (PUT: fields left out stay, null clears), and the worker's
// education and experience entries (added, edited, removed, put in order). Every change answers
// the whole profile with its completion.

const lower = <T extends string>(values: Record<string, T>) =>
  Object.values(values).map((value) => value.toLowerCase());
const GENDERS = lower(Gender);
const BUSINESS_TYPES = lower(BusinessType);
const EDUCATION_TYPES = lower(EducationType);

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

const Education = shape({
  id: field(Type.String({ description: "Global ID" })),
  type: restEnum(oneOf(EDUCATION_TYPES)),
  institute_name: field(Type.String()),
  field_of_study: field(nullable(Type.String())),
  start_year: field(nullable(Type.Integer())),
  end_year: field(nullable(Type.Integer())),
  currently_studying: field(Type.Boolean()),
});

const Experience = shape({
  id: field(Type.String({ description: "Global ID" })),
  company: field(Type.String()),
  position_title: field(Type.String()),
  responsibilities: field(nullable(Type.String())),
  start_year: field(nullable(Type.Integer())),
  end_year: field(nullable(Type.Integer(), { description: "Null while currently working" })),
  currently_working: field(Type.Boolean()),
});

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
    preferred_job_type: restEnum(nullable(oneOf(JOB_TYPES))),
    preferred_salary_min: field(nullable(Type.Integer())),
    preferred_salary_max: field(nullable(Type.Integer())),
    preferred_location: field(nullable(Type.String())),
    willing_to_relocate: field(Type.Boolean()),
    contact_by_email: field(Type.Boolean()),
    contact_by_phone: field(Type.Boolean()),
    contact_by_whatsapp: field(Type.Boolean()),
    allow_recruiter_contact: field(Type.Boolean()),
    education: list(Education, "educations"),
    experience: list(Experience, "experiences"),
  }),
  profile_completion: profileCompletion,
});

const EmployerProfile = shape({
  ...COMMON_FIELDS,
  ...within("employerProfile", {
    address: field(Type.String()),
    company_name: field(nullable(Type.String())),
    business_type: field(nullable(oneOf(BUSINESS_TYPES))),
    industry: field(nullable(Type.String())),
    website: field(nullable(Type.String())),
    gst_number: field(nullable(Type.String())),
    role: field(nullable(Type.String())),
    referral_code: field(Type.String()),
    contact_by_phone: field(Type.Boolean()),
    contact_by_whatsapp: field(Type.Boolean()),
  }),
  pan_card_document: field(nullable(Type.String())),
  gstin_document: field(nullable(Type.String())),
  profile_completion: profileCompletion,
});

const answerOf = (kind: "labour" | "employer") =>
  kind === "labour" ? LabourProfile : EmployerProfile;

function profileRoute(kind: "labour" | "employer", path: string): RestRoute {
  const labour = kind === "labour";
  const answer = answerOf(kind);
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

const FILE_URL = "The url POST /files/ answered for your upload; null removes it";

const COMMON_BODY: BodyFields = {
  first_name: text(),
  last_name: text(),
  email: text(),
  profile_picture: text(`A profile_picture upload. ${FILE_URL}`),
  state: text(`One of: ${INDIAN_STATES.join(", ")}`),
  city: text("A city of the state"),
};

const LABOUR_BODY: BodyFields = {
  ...COMMON_BODY,
  skills: listOf(),
  gender: oneOfValues(GENDERS),
  date_of_birth: text("YYYY-MM-DD"),
  preferred_states: listOf(),
  preferred_shift: oneOfValues(SHIFTS),
  experience_years: int(),
  languages_known: listOf(
    'Language codes (en, hi, ta, te, mr, bn, ml, bh): a list or comma-separated; a language may be given by its name too, in English or in our languages ("Hindi, Marathi"; an addition to REST.md)',
  ),
  current_salary: int("Whole rupees"),
  current_salary_period: oneOfValues(SALARY_PERIODS),
  expected_salary: int("Whole rupees"),
  expected_salary_period: oneOfValues(SALARY_PERIODS),
  resume_url: text(`A resume upload. ${FILE_URL}`),
  preferred_job_type: oneOfValues(JOB_TYPES),
  preferred_salary_min: int(),
  preferred_salary_max: int(),
  preferred_location: text(),
  willing_to_relocate: bool(),
  contact_by_email: bool(),
  contact_by_phone: bool(),
  contact_by_whatsapp: bool(),
  allow_recruiter_contact: bool("False hides every contact detail from employers"),
};

const EMPLOYER_BODY: BodyFields = {
  ...COMMON_BODY,
  address: text(),
  company_name: text(),
  industry: text(),
  website: text("An http(s) address"),
  gst_number: text("15 characters, with its check character"),
  role: text("Your role in the company"),
  business_type: oneOfValues(BUSINESS_TYPES),
  contact_by_phone: bool("Whether the workers you hired may call you"),
  contact_by_whatsapp: bool("Whether the workers you hired may message you on WhatsApp"),
  pan_card_document: text(`The PAN card, a document upload; it goes for review. ${FILE_URL}`),
  pan_number: text("The PAN on that card; left out, the PAN given before"),
  gstin_document: text(
    `The GST registration certificate for gst_number, a document upload; it goes for review. ${FILE_URL}`,
  ),
};

const EDUCATION_BODY: BodyFields = {
  type: oneOfValues(EDUCATION_TYPES),
  institute_name: text(),
  field_of_study: text(),
  start_year: int(),
  end_year: int("A coming year only while currently studying"),
  currently_studying: bool(),
};

const EXPERIENCE_BODY: BodyFields = {
  company: text(),
  position_title: text(),
  responsibilities: text(),
  start_year: int(),
  end_year: int("Ignored while currently working"),
  currently_working: bool(),
};

/** The entries' ids in their new order; anything else is no list, which the service refuses. */
const orderBody = (input: string) =>
  body(
    {
      ids: reads(Type.Array(Type.String()), (value) => ({
        value: Array.isArray(value) && value.every((item) => typeof item === "string") ? value : [],
      })),
    },
    { input, required: ["ids"], leftOut: "null" },
  );

const LABOUR = profileBody(LABOUR_BODY, "UpdateLabourProfileInput");
const EMPLOYER = profileBody(EMPLOYER_BODY, "UpdateEmployerProfileInput");
/** An entry's bodies: a new one (its required fields), and a change (only the fields given). */
const ENTRY = {
  education: {
    add: profileBody(EDUCATION_BODY, "EducationInput", ["type", "institute_name"]),
    change: profileBody(EDUCATION_BODY, "EducationInput"),
    order: orderBody("Mutation.reorderEducation"),
  },
  experience: {
    add: profileBody(EXPERIENCE_BODY, "ExperienceInput", ["company", "position_title"]),
    change: profileBody(EXPERIENCE_BODY, "ExperienceInput"),
    order: orderBody("Mutation.reorderExperience"),
  },
};

const CHANGE_FAILURES = {
  401: messages.unauthorized,
  403: messages.permissionDenied,
  422: messages.required,
};

/** A route running a profile mutation whose payload's `viewer` is the answer. */
function changeRoute(
  route: Omit<RestRoute, "document" | "answer" | "at" | "tag" | "csrf" | "successStatus"> & {
    kind: "labour" | "employer";
    call: string;
    variableTypes: string;
    successStatus?: number;
  },
): RestRoute {
  const { kind, call, variableTypes, ...rest } = route;
  const answer = answerOf(kind);
  const name = call.replace(/\(.*$/s, "");
  return {
    ...rest,
    tag: "accounts",
    csrf: true,
    failures: { ...CHANGE_FAILURES, ...route.failures },
    document: `mutation Rest${name[0]?.toUpperCase()}${name.slice(1)}(${variableTypes}) {
      ${mutationResult(call, "ProfileUpdatePayload", `viewer { ${answer.selection} }`)}
    }`,
    successStatus: route.successStatus ?? 200,
    answer,
    at: "result.viewer",
  };
}

function entryRoutes(kind: "education" | "experience"): RestRoute[] {
  const Name = kind === "education" ? "Education" : "Experience";
  const { add, change, order } = ENTRY[kind];
  const path = `/labour/profile/${kind}/`;
  const id = { id: globalId(`${kind} entry`) };
  return [
    changeRoute({
      kind: "labour",
      method: "POST",
      path,
      operationId: `add${Name}`,
      summary: `Adds a ${kind} entry at the end of the worker's list; answers the profile`,
      access: "labour",
      requestBody: add.schema,
      call: `add${Name}(input: $input)`,
      variableTypes: `$input: ${Name}Input!`,
      variables: ({ body }: RestInput) => ({ input: add.parse(body) }),
      successStatus: 201,
    }),
    changeRoute({
      kind: "labour",
      method: "PUT",
      path,
      operationId: `reorder${Name}`,
      summary: `Puts the worker's ${kind} entries in the order of ids, which lists each exactly once; answers the profile`,
      access: "labour",
      requestBody: order.schema,
      call: `reorder${Name}(ids: $ids)`,
      variableTypes: "$ids: [ID!]!",
      variables: ({ body }: RestInput) => order.parse(body),
    }),
    changeRoute({
      kind: "labour",
      method: "PUT",
      path: `${path}{id}/`,
      operationId: `update${Name}`,
      summary: `Changes the fields given of one of the worker's ${kind} entries; answers the profile`,
      access: "labour",
      pathParams: id,
      requestBody: change.schema,
      failures: { 404: messages.notFound },
      call: `update${Name}(id: $id, input: $input)`,
      variableTypes: `$id: ID!, $input: ${Name}Input!`,
      variables: ({ path: params, body }: RestInput) => ({
        id: params.id,
        input: change.parse(body),
      }),
    }),
    changeRoute({
      kind: "labour",
      method: "DELETE",
      path: `${path}{id}/`,
      operationId: `remove${Name}`,
      summary: `Removes one of the worker's ${kind} entries; answers the profile`,
      access: "labour",
      pathParams: id,
      failures: { 404: messages.notFound },
      call: `remove${Name}(id: $id)`,
      variableTypes: "$id: ID!",
      variables: ({ path: params }: RestInput) => ({ id: params.id }),
    }),
  ];
}

export const profileRoutes: RestRoute[] = [
  profileRoute("employer", "/employers/profile/"),
  changeRoute({
    kind: "employer",
    method: "PUT",
    path: "/employers/profile/",
    operationId: "updateEmployerProfile",
    summary:
      "Changes the fields given of the employer's profile (left out: unchanged; null: cleared); answers the profile",
    access: "employer",
    requestBody: EMPLOYER.schema,
    call: "updateEmployerProfile(input: $input)",
    variableTypes: "$input: UpdateEmployerProfileInput!",
    variables: ({ body }: RestInput) => ({ input: EMPLOYER.parse(body) }),
  }),
  profileRoute("labour", "/labour/profile/"),
  changeRoute({
    kind: "labour",
    method: "PUT",
    path: "/labour/profile/",
    operationId: "updateLabourProfile",
    summary:
      "Changes the fields given of the worker's profile (left out: unchanged; null: cleared); answers the profile",
    access: "labour",
    requestBody: LABOUR.schema,
    call: "updateLabourProfile(input: $input)",
    variableTypes: "$input: UpdateLabourProfileInput!",
    variables: ({ body }: RestInput) => ({ input: LABOUR.parse(body) }),
  }),
  ...entryRoutes("education"),
  ...entryRoutes("experience"),
];
