// The profile's fields by the names the server gives them (the REST snake_case names of SPEC
// section 3: `missingFields`, the completion gate's field errors, REST bodies), and the groups
// of SPEC section 5's completeness table. The server scores completion from the groups; the web
// app words each field (its label key) and links to it. No imports: the web bundle imports it.

export const PROFILE_FIELDS = [
  // both roles
  "first_name",
  "last_name",
  "phone_number",
  "email",
  "profile_picture",
  "state",
  "city",
  // the worker
  "skills",
  "gender",
  "date_of_birth",
  "preferred_states",
  "preferred_shift",
  "experience_years",
  "languages_known",
  "current_salary",
  "current_salary_period",
  "expected_salary",
  "expected_salary_period",
  "resume_url",
  "identity_type",
  "identity_number",
  "preferred_job_type",
  "preferred_salary_min",
  "preferred_salary_max",
  "preferred_location",
  "willing_to_relocate",
  "contact_by_email",
  "contact_by_phone",
  "contact_by_whatsapp",
  "allow_recruiter_contact",
  "education",
  "experience",
  // the employer
  "address",
  "company_name",
  "industry",
  "website",
  "gst_number",
  "role",
  "business_type",
  "pan_card_document",
  "gstin_document",
  "referral_code",
] as const;

export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** SPEC section 5's completeness table: each role's fields by weight group, in its order. */
export interface CompletionFields {
  required: readonly ProfileField[];
  important: readonly ProfileField[];
  optional: readonly ProfileField[];
}

export const EMPLOYER_COMPLETION_FIELDS = {
  required: ["first_name", "last_name", "phone_number", "email", "address"],
  important: ["company_name", "profile_picture", "state", "city"],
  optional: ["industry", "website", "gst_number", "role", "pan_card_document", "gstin_document"],
} as const satisfies CompletionFields;

export const LABOUR_COMPLETION_FIELDS = {
  required: ["first_name", "last_name", "phone_number"],
  important: ["profile_picture", "skills", "state", "city"],
  optional: [
    "email",
    "gender",
    "date_of_birth",
    "preferred_states",
    "preferred_shift",
    "experience_years",
    "languages_known",
    "current_salary",
    "expected_salary",
    "resume_url",
  ],
} as const satisfies CompletionFields;
