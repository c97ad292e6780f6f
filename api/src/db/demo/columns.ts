import type { Columns } from "../rows.js";

// The columns the demo loader and the volume generator write as rows, with their SQL types
// (enums by their type names). Generated and defaulted columns (ids, jobs.search_vector) are
// left out.

export const USER_COLUMNS: Columns = {
  phone_number: "text",
  user_type: "user_type",
  account_state: "account_state",
  first_name: "text",
  last_name: "text",
  email: "text",
  state: "text",
  city: "text",
  preferred_language: "text",
  last_login_at: "timestamptz",
  created_at: "timestamptz",
  updated_at: "timestamptz",
};

export const EMPLOYER_PROFILE_COLUMNS: Columns = {
  user_id: "int",
  company_name: "text",
  business_type: "business_type",
  address: "text",
  industry: "text",
  website: "text",
  gst_number: "text",
  role: "text",
  referral_code: "text",
  updated_at: "timestamptz",
};

export const LABOUR_PROFILE_COLUMNS: Columns = {
  user_id: "int",
  skills: "text[]",
  gender: "gender",
  date_of_birth: "date",
  preferred_states: "text[]",
  preferred_shift: "preferred_shift",
  experience_years: "smallint",
  languages_known: "text[]",
  current_salary: "int",
  current_salary_period: "salary_period",
  expected_salary: "int",
  expected_salary_period: "salary_period",
  preferred_job_type: "job_type",
  preferred_salary_min: "int",
  preferred_salary_max: "int",
  preferred_location: "text",
  willing_to_relocate: "boolean",
  contact_by_email: "boolean",
  contact_by_phone: "boolean",
  contact_by_whatsapp: "boolean",
  allow_recruiter_contact: "boolean",
  updated_at: "timestamptz",
};

export const JOB_COLUMNS: Columns = {
  employer_id: "int",
  title: "text",
  description: "text",
  requirements: "text",
  skills: "text[]",
  state: "text",
  city: "text",
  job_type: "job_type",
  positions: "int",
  salary_amount: "int",
  salary_period: "salary_period",
  duration: "text",
  preferred_languages: "text[]",
  require_resume: "boolean",
  status: "job_status",
  moderation_status: "moderation_status",
  moderation_note: "text",
  view_count: "int",
  published_at: "timestamptz",
  expires_at: "timestamptz",
  created_at: "timestamptz",
  updated_at: "timestamptz",
};

export const APPLICATION_COLUMNS: Columns = {
  job_id: "int",
  labour_id: "int",
  status: "application_status",
  cover_note: "text",
  preferred_roles: "text[]",
  preferred_locations: "text[]",
  feedback: "text",
  contact_status: "contact_status",
  contact_method: "contact_method",
  contacted_at: "timestamptz",
  status_changed_at: "timestamptz",
  applied_at: "timestamptz",
  updated_at: "timestamptz",
  worker_confirmed_at: "timestamptz",
  worker_disputed_at: "timestamptz",
  dispute_note: "text",
};

export const DOCUMENT_COLUMNS: Columns = {
  user_id: "int",
  type: "identity_type",
  number_hash: "text",
  number_last4: "text",
  status: "document_status",
  rejection_reason: "text",
  replaces_id: "int",
  submitted_at: "timestamptz",
  reviewed_at: "timestamptz",
};

export const CONTACT_VERIFICATION_DATES: Columns = {
  created_at: "timestamptz",
  updated_at: "timestamptz",
};

export const EDUCATION_COLUMNS: Columns = {
  labour_id: "int",
  type: "education_type",
  institute_name: "text",
  field_of_study: "text",
  start_year: "smallint",
  end_year: "smallint",
  currently_studying: "boolean",
  created_at: "timestamptz",
};

export const EXPERIENCE_COLUMNS: Columns = {
  labour_id: "int",
  company: "text",
  position_title: "text",
  responsibilities: "text",
  start_year: "smallint",
  end_year: "smallint",
  currently_working: "boolean",
  created_at: "timestamptz",
};

export const RATING_COLUMNS: Columns = {
  application_id: "int",
  direction: "rating_direction",
  rater_id: "int",
  ratee_id: "int",
  score: "smallint",
  review: "text",
  created_at: "timestamptz",
};

export const JOB_VIEW_COLUMNS: Columns = {
  job_id: "int",
  viewer_id: "int",
  visitor_key: "text",
  viewed_on: "date",
  viewed_at: "timestamptz",
};

export const NOTIFICATION_COLUMNS: Columns = {
  user_id: "int",
  type: "notification_type",
  title: "text",
  message: "text",
  data: "jsonb",
  is_read: "boolean",
  read_at: "timestamptz",
  created_at: "timestamptz",
};

export const SEARCH_LOG_COLUMNS: Columns = {
  query: "text",
  location: "text",
  user_id: "int",
  result_count: "int",
  created_at: "timestamptz",
};

export const TESTIMONIAL_COLUMNS: Columns = {
  name: "text",
  role: "text",
  place: "text",
  content: "text",
  rating: "smallint",
  image_url: "text",
  language: "text",
  status: "content_status",
  sort_order: "int",
  created_at: "timestamptz",
};

export const SETTING_COLUMNS: Columns = { key: "text", value: "jsonb", updated_at: "timestamptz" };
