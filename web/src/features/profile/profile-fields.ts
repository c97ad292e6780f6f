import { JOB_TYPE_NAMES, LANGUAGES, SALARY_PERIOD_NAMES } from "../../config";

// The editors' fields, in one table per role: each field by its REST (snake_case) name, which
// is also what the server's completion (missing_fields) and its field errors call it, the
// GraphQL input key it is saved under, its kind of control and its section. A missing field, a
// `?field=` address and a field error all find their input through this table.

export type FieldKind =
  | "text"
  | "email"
  | "textarea"
  | "number"
  | "date"
  | "select"
  | "checkbox"
  | "chips"
  | "choices"
  | "state"
  | "states"
  | "city"
  | "url";

export type FieldSpec = {
  /** The REST name: the field's id in the page, its label key, its errors' field. */
  readonly name: string;
  /** The key of UpdateLabourProfileInput / UpdateEmployerProfileInput. */
  readonly key: string;
  readonly kind: FieldKind;
  /** The values a select or a set of choices offers (GraphQL enum values, language codes). */
  readonly options?: readonly string[];
  /** Where the options' labels live: `${labels}.${value}` in the profile namespace. */
  readonly labels?: string;
  readonly required?: boolean;
  /** The label's key in the profile namespace when it is not `fields.${name}`. */
  readonly label?: string;
};

export type SectionSpec = {
  readonly id: string;
  readonly fields: readonly FieldSpec[];
  /** Whether the section starts with the profile picture. */
  readonly photo?: boolean;
};

export type Role = "labour" | "employer";

const GENDERS = ["MALE", "FEMALE", "OTHER"] as const;
const SHIFTS = ["DAY", "NIGHT", "BOTH"] as const;
const BUSINESS_TYPES = ["SHOP", "SERVICE", "FACTORY", "CONTRACTOR", "HOUSEHOLD", "OTHER"] as const;

const name = (field: "first_name" | "last_name", key: string): FieldSpec => ({
  name: field,
  key,
  kind: "text",
  required: true,
});

export const LABOUR_SECTIONS: readonly SectionSpec[] = [
  {
    id: "basics",
    photo: true,
    fields: [
      name("first_name", "firstName"),
      name("last_name", "lastName"),
      { name: "email", key: "email", kind: "email" },
      { name: "state", key: "state", kind: "state" },
      { name: "city", key: "city", kind: "city" },
      { name: "gender", key: "gender", kind: "select", options: GENDERS, labels: "gender" },
      { name: "date_of_birth", key: "dateOfBirth", kind: "date" },
    ],
  },
  {
    id: "work",
    fields: [
      { name: "skills", key: "skills", kind: "chips" },
      { name: "experience_years", key: "experienceYears", kind: "number" },
      {
        name: "languages_known",
        key: "languagesKnown",
        kind: "choices",
        options: LANGUAGES,
        labels: "languages",
      },
      { name: "current_salary", key: "currentSalary", kind: "number" },
      {
        name: "current_salary_period",
        key: "currentSalaryPeriod",
        kind: "select",
        options: SALARY_PERIOD_NAMES,
        labels: "salaryPeriod",
      },
    ],
  },
  {
    id: "preferences",
    fields: [
      { name: "preferred_states", key: "preferredStates", kind: "states" },
      {
        name: "preferred_shift",
        key: "preferredShift",
        kind: "select",
        options: SHIFTS,
        labels: "shift",
      },
      {
        name: "preferred_job_type",
        key: "preferredJobType",
        kind: "select",
        options: JOB_TYPE_NAMES,
        labels: "jobType",
      },
      { name: "preferred_location", key: "preferredLocation", kind: "text" },
      { name: "preferred_salary_min", key: "preferredSalaryMin", kind: "number" },
      { name: "preferred_salary_max", key: "preferredSalaryMax", kind: "number" },
      { name: "expected_salary", key: "expectedSalary", kind: "number" },
      {
        name: "expected_salary_period",
        key: "expectedSalaryPeriod",
        kind: "select",
        options: SALARY_PERIOD_NAMES,
        labels: "salaryPeriod",
      },
      { name: "willing_to_relocate", key: "willingToRelocate", kind: "checkbox" },
      { name: "contact_by_email", key: "contactByEmail", kind: "checkbox" },
      { name: "contact_by_phone", key: "contactByPhone", kind: "checkbox" },
      { name: "contact_by_whatsapp", key: "contactByWhatsapp", kind: "checkbox" },
      { name: "allow_recruiter_contact", key: "allowRecruiterContact", kind: "checkbox" },
    ],
  },
];

export const EMPLOYER_SECTIONS: readonly SectionSpec[] = [
  {
    id: "basics",
    photo: true,
    fields: [
      name("first_name", "firstName"),
      name("last_name", "lastName"),
      { name: "email", key: "email", kind: "email", required: true },
      { name: "state", key: "state", kind: "state" },
      { name: "city", key: "city", kind: "city" },
      { name: "address", key: "address", kind: "textarea", required: true },
    ],
  },
  {
    id: "business",
    fields: [
      { name: "company_name", key: "companyName", kind: "text" },
      {
        name: "business_type",
        key: "businessType",
        kind: "select",
        options: BUSINESS_TYPES,
        labels: "businessType",
      },
      { name: "industry", key: "industry", kind: "text" },
      { name: "website", key: "website", kind: "url" },
      { name: "gst_number", key: "gstNumber", kind: "text" },
      { name: "role", key: "role", kind: "text" },
    ],
  },
  {
    // How the workers they hired reach them (the phone they sign in with): Call and WhatsApp.
    id: "contact",
    fields: [
      {
        name: "contact_by_phone",
        key: "contactByPhone",
        kind: "checkbox",
        label: "employerContact.phone",
      },
      {
        name: "contact_by_whatsapp",
        key: "contactByWhatsapp",
        kind: "checkbox",
        label: "employerContact.whatsapp",
      },
    ],
  },
];

/** Fields that live outside the field table: the section that holds each. */
const OTHER_FIELDS: Record<Role, Record<string, string>> = {
  labour: {
    profile_picture: "basics",
    phone_number: "basics",
    resume_url: "resume",
    identity_document: "documents",
  },
  employer: {
    profile_picture: "basics",
    phone_number: "basics",
    pan_card_document: "documents",
    gstin_document: "documents",
  },
};

export const sectionsOf = (role: Role) =>
  role === "employer" ? EMPLOYER_SECTIONS : LABOUR_SECTIONS;

/** The id of a field's input in the page: `#profile-city`. */
export const fieldId = (field: string) => `profile-${field}`;

/** The section that holds `field` (a REST name), or null for a name the editor does not know. */
export function sectionOf(role: Role, field: string): string | null {
  for (const section of sectionsOf(role)) {
    if (section.fields.some((spec) => spec.name === field)) return section.id;
  }
  return OTHER_FIELDS[role][field] ?? null;
}

/** The REST names in `?missing=a,b`: known ones only, in their order. */
export function missingParam(role: Role, value: string | null): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(",")
        .map((field) => field.trim())
        .filter((field) => sectionOf(role, field) !== null),
    ),
  ];
}

const EDUCATION_TYPES = [
  "HIGH_SCHOOL",
  "INTERMEDIATE",
  "VOCATIONAL_TRAINING",
  "DIPLOMA",
  "CERTIFICATION",
  "PROFESSIONAL_COURSE",
  "ASSOCIATE_DEGREE",
  "BACHELORS",
  "MASTERS",
  "DOCTORATE",
] as const;

/** An education entry's fields (REST names, as its errors name them). */
export const EDUCATION_FIELDS: readonly FieldSpec[] = [
  {
    name: "type",
    key: "type",
    kind: "select",
    options: EDUCATION_TYPES,
    labels: "educationType",
    required: true,
  },
  { name: "institute_name", key: "instituteName", kind: "text", required: true },
  { name: "field_of_study", key: "fieldOfStudy", kind: "text" },
  { name: "start_year", key: "startYear", kind: "number" },
  { name: "end_year", key: "endYear", kind: "number" },
  { name: "currently_studying", key: "currentlyStudying", kind: "checkbox" },
];

/** A job experience entry's fields. */
export const EXPERIENCE_FIELDS: readonly FieldSpec[] = [
  { name: "company", key: "company", kind: "text", required: true },
  { name: "position_title", key: "positionTitle", kind: "text", required: true },
  { name: "responsibilities", key: "responsibilities", kind: "textarea" },
  { name: "start_year", key: "startYear", kind: "number" },
  { name: "end_year", key: "endYear", kind: "number" },
  { name: "currently_working", key: "currentlyWorking", kind: "checkbox" },
];

/** The identity documents each role may submit (GraphQL IdentityType values). */
export const DOCUMENT_TYPES: Record<Role, readonly string[]> = {
  labour: ["AADHAAR", "PAN", "VOTER_ID", "DRIVING_LICENCE"],
  employer: ["PAN", "GSTIN"],
};
