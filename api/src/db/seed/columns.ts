import type { Columns } from "./insert.js";

// The columns the seeds write, with their SQL types (enums by their type names). Generated and
// defaulted columns (ids, jobs.search_vector) are left out.

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
};
