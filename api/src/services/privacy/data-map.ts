// The data map: every table of the database and every column of it, with whether it can hold a
// person's data and what erasing an account (services/privacy/erasure.ts) does to it. Erasure is
// run from this list, and data-map.test.ts fails when the migrated database has a table or column
// the list does not name, so a migration cannot add a place for personal data without a rule.
//
// A table's `rows` says which of its rows are the erased person's, in SQL with the parameters
// :id (their user id), :phone (their real phone number, read before erasure) and :email (their
// e-mail in lower case, or null). Its `erase` is what happens to those rows:
// - "delete": the rows go;
// - "update": each column with a `set` is given that value (SQL);
// - a step's name: code in erasure.ts does it (say which there), for what SQL alone cannot say;
// - "none": the table holds nobody's personal data, or keeps it for a reason its columns give.
// A column is NOT_PERSONAL, WITH_ROW (its rows are deleted), `keep` with the reason it stays,
// `set` (what erasure writes in the person's rows) or `by` a step.

/** A column that holds nothing about a person: ids, states, counts, times, settings. */
export const NOT_PERSONAL = "not personal" as const;
/** A column of a table whose erased rows are deleted: it goes with them. */
export const WITH_ROW = "deleted with its row" as const;

export type ColumnRule =
  | typeof NOT_PERSONAL
  | typeof WITH_ROW
  | { keep: string }
  | { set: string; say?: string }
  | { by: ErasureStep };

/** What erasure.ts does in code, each named here by the tables it covers. */
export type ErasureStep =
  | "files"
  | "othersNotifications"
  | "auditLog"
  | "jobs"
  | "rateLimitCounters"
  | "searchAnalytics";

export interface TableRule {
  /** The person's rows, in SQL (:id, :phone, :email); absent when erasure touches none. */
  rows?: string;
  erase: "delete" | "update" | "none" | ErasureStep;
  /** Why the table's data stays (erase "none" of a table that names people). */
  why?: string;
  /** The words the privacy notice uses for what erasure removes here (data-map.test.ts). */
  notice?: string;
  columns: Record<string, ColumnRule>;
}

/** The name an erased person's rows show, in their own row and in other people's texts. */
export const ERASED_NAME = "Deleted user";
export const ERASED_FIRST_NAME = "Deleted";
export const ERASED_LAST_NAME = "user";
/** What stands in the audit log for a personal value erased there. */
export const ERASED_VALUE = "[erased]";

const id = NOT_PERSONAL;
const erasedText = { set: "NULL" };
const KEPT_FOR_OTHERS =
  "other people's records point at it (an employer's applicant history, reputations)";

export const DATA_MAP = {
  users: {
    rows: "id = :id",
    erase: "update",
    notice: "name, phone number, e-mail, picture, place",
    columns: {
      id,
      // A placeholder no Indian mobile number can be (0 and the id): the real number may
      // register again (the phone check of migration 20261126120000_admin_back_office).
      phone_number: { set: "'0' || right(lpad(:id::text, 9, '0'), 9)" },
      user_type: NOT_PERSONAL,
      account_state: { set: "'blocked'", say: "blocked: nobody signs in as it again" },
      first_name: { set: `'${ERASED_FIRST_NAME}'` },
      last_name: { set: `'${ERASED_LAST_NAME}'` },
      email: erasedText,
      profile_picture_url: erasedText,
      state: erasedText,
      city: erasedText,
      preferred_language: { keep: "a language code (en, hi, ...): identifies nobody" },
      last_login_at: erasedText,
      created_at: NOT_PERSONAL,
      updated_at: { set: "now()" },
      referred_by_id: erasedText,
      erased_at: { set: "now()" },
    },
  },
  labour_profiles: {
    rows: "user_id = :id",
    erase: "delete",
    notice: "profile",
    columns: Object.fromEntries(
      [
        "user_id",
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
        "preferred_job_type",
        "preferred_salary_min",
        "preferred_salary_max",
        "preferred_location",
        "willing_to_relocate",
        "contact_by_email",
        "contact_by_phone",
        "contact_by_whatsapp",
        "allow_recruiter_contact",
        "updated_at",
      ].map((column) => [column, WITH_ROW]),
    ),
  },
  educations: {
    rows: "labour_id = :id",
    erase: "delete",
    notice: "education",
    columns: Object.fromEntries(
      [
        "id",
        "labour_id",
        "type",
        "institute_name",
        "field_of_study",
        "start_year",
        "end_year",
        "currently_studying",
        "position",
        "created_at",
      ].map((column) => [column, WITH_ROW]),
    ),
  },
  experiences: {
    rows: "labour_id = :id",
    erase: "delete",
    notice: "experience",
    columns: Object.fromEntries(
      [
        "id",
        "labour_id",
        "company",
        "position_title",
        "responsibilities",
        "start_year",
        "end_year",
        "currently_working",
        "position",
        "created_at",
      ].map((column) => [column, WITH_ROW]),
    ),
  },
  employer_profiles: {
    rows: "user_id = :id",
    erase: "update",
    notice: "business name, address, website and GST number",
    why: "the row stays for the employer's jobs' pages, saying nothing of the person",
    columns: {
      user_id: id,
      company_name: erasedText,
      business_type: { keep: "a kind of business (shop, contractor, ...): identifies nobody" },
      address: { set: "''" },
      industry: erasedText,
      website: erasedText,
      gst_number: erasedText,
      role: erasedText,
      referral_code: { keep: "a random code, not made from the person; links others' sign-ups" },
      updated_at: { set: "now()" },
      contact_by_phone: NOT_PERSONAL,
      contact_by_whatsapp: NOT_PERSONAL,
    },
  },
  identity_documents: {
    rows: "user_id = :id",
    erase: "delete",
    notice: "identity documents",
    columns: Object.fromEntries(
      [
        "id",
        "user_id",
        "type",
        "number_hash",
        "number_last4",
        "document_url",
        "status",
        "rejection_reason",
        "replaces_id",
        "reviewed_by_id",
        "submitted_at",
        "reviewed_at",
      ].map((column) => [column, WITH_ROW]),
    ),
  },
  stored_files: {
    rows: "owner_id = :id",
    erase: "files",
    notice: "uploaded files (resume, picture, document scans) and every link to them",
    columns: {
      id,
      owner_id: { by: "files" },
      purpose: NOT_PERSONAL,
      storage_key: { by: "files" },
      content_type: NOT_PERSONAL,
      size: NOT_PERSONAL,
      created_at: NOT_PERSONAL,
      erased_at: { by: "files" },
    },
  },
  jobs: {
    rows: "employer_id = :id",
    erase: "jobs",
    why: "jobs stay as deleted rows: their applicants' applications point at them",
    columns: {
      id,
      employer_id: { keep: KEPT_FOR_OTHERS },
      title: { keep: "the job's title, which its applicants' histories show" },
      description: { keep: "the job's text, the employer's business not the person" },
      requirements: { keep: "the job's text" },
      skills: NOT_PERSONAL,
      state: { keep: "where the job was, not where the person lives" },
      city: { keep: "where the job was, not where the person lives" },
      job_type: NOT_PERSONAL,
      positions: NOT_PERSONAL,
      salary_amount: NOT_PERSONAL,
      salary_period: NOT_PERSONAL,
      duration: NOT_PERSONAL,
      preferred_languages: NOT_PERSONAL,
      require_resume: NOT_PERSONAL,
      status: { by: "jobs" },
      moderation_status: NOT_PERSONAL,
      moderation_note: { keep: "the moderator's reason, about the job" },
      translations: { keep: "the job's text in other languages" },
      view_count: NOT_PERSONAL,
      published_at: NOT_PERSONAL,
      expires_at: NOT_PERSONAL,
      created_at: NOT_PERSONAL,
      updated_at: NOT_PERSONAL,
      deleted_at: { by: "jobs" },
      money_request_phrases: { keep: "the shield's matches in the job's text, for moderators" },
      language: NOT_PERSONAL,
      search_vector: { keep: "the job's text as search reads it (a deleted job is in no search)" },
    },
  },
  applications: {
    rows: "labour_id = :id",
    erase: "update",
    notice: "cover notes, notes on disputed work and the resume on applications",
    why: "applications stay (status, dates, the employer's feedback) for employers' histories",
    columns: {
      id,
      job_id: NOT_PERSONAL,
      labour_id: { keep: KEPT_FOR_OTHERS },
      status: NOT_PERSONAL,
      cover_note: erasedText,
      resume_url: erasedText,
      preferred_roles: { set: "'{}'" },
      preferred_locations: { set: "'{}'" },
      feedback: { keep: "the employer's own note on the application" },
      contact_status: NOT_PERSONAL,
      contact_method: NOT_PERSONAL,
      contacted_at: NOT_PERSONAL,
      status_changed_at: NOT_PERSONAL,
      applied_at: NOT_PERSONAL,
      updated_at: { set: "now()" },
      worker_no_show: NOT_PERSONAL,
      worker_confirmed_at: NOT_PERSONAL,
      worker_disputed_at: NOT_PERSONAL,
      // The worker's own words on a disputed completion or no-show; the case and its outcome stay.
      dispute_note: erasedText,
      dispute_outcome: NOT_PERSONAL,
      dispute_decided_by: NOT_PERSONAL,
      dispute_decided_at: NOT_PERSONAL,
      applicant_state: {
        keep: "one of India's states, counted in the employer's analytics; alone it names nobody",
      },
    },
  },
  saved_searches: {
    rows: "labour_id = :id",
    erase: "delete",
    notice: "saved searches",
    columns: Object.fromEntries(
      [
        "id",
        "labour_id",
        "keywords",
        "keywords_query",
        "location",
        "states",
        "cities",
        "job_type",
        "salary_min",
        "salary_period",
        "paused",
        "created_at",
        "updated_at",
      ].map((column) => [column, WITH_ROW]),
    ),
  },
  job_alerts: {
    rows: "labour_id = :id",
    erase: "delete",
    notice: "job alerts",
    columns: {
      labour_id: WITH_ROW,
      job_id: WITH_ROW,
      saved_search_id: WITH_ROW,
      created_at: WITH_ROW,
    },
  },
  job_alerts_pending: {
    erase: "none",
    columns: { job_id: NOT_PERSONAL, created_at: NOT_PERSONAL },
  },
  saved_jobs: {
    rows: "labour_id = :id",
    erase: "delete",
    notice: "saved jobs",
    columns: {
      labour_id: WITH_ROW,
      job_id: WITH_ROW,
      saved_at: WITH_ROW,
    },
  },
  ratings: {
    rows: "rater_id = :id OR ratee_id = :id",
    erase: "update",
    notice: "the words of reviews you wrote or received",
    why: "the stars stay so reputations stay as earned",
    columns: {
      id,
      application_id: NOT_PERSONAL,
      direction: NOT_PERSONAL,
      rater_id: { keep: KEPT_FOR_OTHERS },
      ratee_id: { keep: KEPT_FOR_OTHERS },
      score: { keep: "the stars, part of the other side's reputation" },
      review: erasedText,
      created_at: NOT_PERSONAL,
      revealed_at: NOT_PERSONAL,
    },
  },
  paid_confirmations: {
    erase: "none",
    why: "a yes/partly/no answer, part of the employer's record; it has no free text",
    columns: {
      application_id: NOT_PERSONAL,
      employer_id: { keep: KEPT_FOR_OTHERS },
      labour_id: { keep: KEPT_FOR_OTHERS },
      answer: { keep: "the employer's record: were workers paid as promised" },
      created_at: NOT_PERSONAL,
    },
  },
  reputation_summaries: {
    erase: "none",
    columns: {
      user_id: NOT_PERSONAL,
      direction: NOT_PERSONAL,
      revealed_count: NOT_PERSONAL,
      revealed_sum: NOT_PERSONAL,
      paid_yes: NOT_PERSONAL,
      paid_partly: NOT_PERSONAL,
      paid_no: NOT_PERSONAL,
      updated_at: NOT_PERSONAL,
    },
  },
  job_reports: {
    rows: "labour_id = :id",
    erase: "update",
    notice: "the words of job reports",
    why: "the report (job, reason, when) stays for moderation",
    columns: {
      id,
      job_id: NOT_PERSONAL,
      labour_id: { keep: "moderation counts reports per job and reporter" },
      reason: NOT_PERSONAL,
      details: erasedText,
      resolved_at: NOT_PERSONAL,
      created_at: NOT_PERSONAL,
    },
  },
  contact_verifications: {
    rows: `labour_id = :id OR application_id IN (SELECT a.id FROM applications a
      JOIN jobs j ON j.id = a.job_id WHERE j.employer_id = :id)`,
    erase: "update",
    notice: "notes on contact checks",
    why: "whether the employer made contact stays, part of the employer's record",
    columns: {
      id,
      application_id: NOT_PERSONAL,
      labour_id: { keep: KEPT_FOR_OTHERS },
      contacted: NOT_PERSONAL,
      verified_methods: NOT_PERSONAL,
      contact_methods: NOT_PERSONAL,
      identity_confirmed: NOT_PERSONAL,
      notes: erasedText,
      created_at: NOT_PERSONAL,
      updated_at: { set: "now()" },
    },
  },
  notifications: {
    rows: "user_id = :id",
    erase: "delete",
    notice: "notifications, and your name in other people's notifications",
    columns: {
      id,
      user_id: WITH_ROW,
      type: NOT_PERSONAL,
      title: { by: "othersNotifications" },
      message: { by: "othersNotifications" },
      data: { by: "othersNotifications" },
      is_read: NOT_PERSONAL,
      read_at: NOT_PERSONAL,
      created_at: NOT_PERSONAL,
    },
  },
  broadcast_deliveries: {
    rows: "user_id = :id",
    erase: "delete",
    columns: {
      broadcast_id: NOT_PERSONAL,
      user_id: WITH_ROW,
      created_at: NOT_PERSONAL,
    },
  },
  otp_challenges: {
    rows: "phone_number = :phone",
    erase: "delete",
    notice: "one-time passwords sent to your number",
    columns: Object.fromEntries(
      [
        "id",
        "phone_number",
        "purpose",
        "code_hash",
        "attempts",
        "ip_address",
        "expires_at",
        "consumed_at",
        "created_at",
      ].map((column) => [column, WITH_ROW]),
    ),
  },
  rate_limit_buckets: {
    erase: "rateLimitCounters",
    notice: "counters kept under your number or e-mail",
    columns: {
      key: { by: "rateLimitCounters" },
      window_start: NOT_PERSONAL,
      count: NOT_PERSONAL,
      expires_at: NOT_PERSONAL,
    },
  },
  sessions: {
    // A registration token is bound to the phone it verified, before any account exists.
    rows: "user_id = :id OR phone_number = :phone",
    erase: "delete",
    notice: "sessions",
    columns: Object.fromEntries(
      [
        "id",
        "token_hash",
        "kind",
        "user_id",
        "admin_id",
        "phone_number",
        "user_agent",
        "ip_address",
        "created_at",
        "last_seen_at",
        "expires_at",
        "revoked_at",
      ].map((column) => [column, WITH_ROW]),
    ),
  },
  api_keys: {
    // An employer's keys go with them; an admin's are the back office's, not a person's data.
    rows: "user_id = :id",
    erase: "delete",
    columns: Object.fromEntries(
      [
        "id",
        "user_id",
        "admin_id",
        "name",
        "scopes",
        "prefix",
        "secret_hash",
        "created_at",
        "last_used_at",
        "revoked_at",
      ].map((column) => [column, WITH_ROW]),
    ),
  },
  search_logs: {
    rows: "user_id = :id",
    erase: "delete",
    notice: "your searches",
    columns: {
      id,
      query: WITH_ROW,
      location: WITH_ROW,
      user_id: WITH_ROW,
      result_count: NOT_PERSONAL,
      created_at: NOT_PERSONAL,
    },
  },
  search_visits: {
    erase: "none",
    why: "a keyed hash of visitor and term, for one day only (older days are deleted); it cannot be found from the person without every term they typed",
    columns: { searched_on: NOT_PERSONAL, search_key: { keep: "a keyed hash, one day" } },
  },
  job_views: {
    rows: "viewer_id = :id",
    erase: "update",
    notice: "the link between you and the jobs you viewed",
    why: "the view still counts for the job's employer",
    columns: {
      id,
      job_id: NOT_PERSONAL,
      viewer_id: erasedText,
      // The keyed hash of the user: replaced by one that names nothing, unique per row.
      visitor_key: { set: "'erased:' || id" },
      viewed_on: NOT_PERSONAL,
      viewed_at: NOT_PERSONAL,
    },
  },
  contact_messages: {
    rows: "phone_number = :phone OR lower(email) = :email",
    erase: "delete",
    notice: "messages you sent us through the contact form",
    columns: Object.fromEntries(
      [
        "id",
        "name",
        "phone_number",
        "email",
        "topic",
        "message",
        "status",
        "admin_notes",
        "language",
        "ip_address",
        "created_at",
        "updated_at",
      ].map((column) => [column, WITH_ROW]),
    ),
  },
  newsletter_subscriptions: {
    rows: "email_key = :email",
    erase: "delete",
    notice: "newsletter subscription",
    columns: Object.fromEntries(
      [
        "id",
        "email",
        "email_key",
        "language",
        "consented_at",
        "unsubscribed_at",
        "ip_address",
        "created_at",
      ].map((column) => [column, WITH_ROW]),
    ),
  },
  admin_audit_logs: {
    erase: "auditLog",
    notice: "personal values in our audit log (the record of the action stays)",
    why: "the event stays (who acted, what, when); its personal values are masked",
    columns: {
      id,
      admin_id: NOT_PERSONAL,
      action: NOT_PERSONAL,
      target_type: NOT_PERSONAL,
      target_id: { keep: "the account's id: the event stays" },
      details: { by: "auditLog" },
      ip_address: { keep: "the admin's address, not the person's" },
      created_at: NOT_PERSONAL,
    },
  },

  // Tables of staff, content and the app's own workings: no user's personal data.
  admins: {
    erase: "none",
    why: "staff accounts: an admin is deactivated, never erased, so the audit log keeps naming them",
    columns: {
      id,
      username: { keep: "staff account" },
      email: { keep: "staff account" },
      full_name: { keep: "staff account" },
      password_hash: { keep: "staff account" },
      role: NOT_PERSONAL,
      access_level: NOT_PERSONAL,
      is_active: NOT_PERSONAL,
      created_by_id: NOT_PERSONAL,
      last_login_at: { keep: "staff account" },
      created_at: NOT_PERSONAL,
      updated_at: NOT_PERSONAL,
    },
  },
  testimonials: {
    erase: "none",
    why: "written by admins with the person's consent, tied to no account",
    columns: {
      id,
      name: { keep: "an admin's published testimonial, tied to no account" },
      role: { keep: "an admin's published testimonial" },
      place: { keep: "an admin's published testimonial" },
      content: { keep: "an admin's published testimonial" },
      rating: NOT_PERSONAL,
      image_url: { keep: "an admin's published testimonial" },
      language: NOT_PERSONAL,
      status: NOT_PERSONAL,
      sort_order: NOT_PERSONAL,
      updated_by_id: NOT_PERSONAL,
      created_at: NOT_PERSONAL,
      updated_at: NOT_PERSONAL,
    },
  },
  broadcasts: {
    erase: "none",
    columns: {
      id,
      admin_id: NOT_PERSONAL,
      title: NOT_PERSONAL,
      body: NOT_PERSONAL,
      segment: NOT_PERSONAL,
      segment_value: NOT_PERSONAL,
      delivered: NOT_PERSONAL,
      finished_at: NOT_PERSONAL,
      created_at: NOT_PERSONAL,
    },
  },
  content_entries: {
    erase: "none",
    columns: Object.fromEntries(
      [
        "id",
        "kind",
        "slug",
        "language",
        "title",
        "summary",
        "body",
        "audience",
        "position",
        "status",
        "publish_at",
        "author",
        "cover_image_url",
        "updated_by_id",
        "created_at",
        "updated_at",
        "text_updated_at",
        "source_text_updated_at",
      ].map((column) => [column, NOT_PERSONAL]),
    ),
  },
  partner_logos: {
    erase: "none",
    columns: Object.fromEntries(
      [
        "id",
        "kind",
        "name",
        "logo_url",
        "link_url",
        "status",
        "position",
        "updated_by_id",
        "created_at",
        "updated_at",
      ].map((column) => [column, NOT_PERSONAL]),
    ),
  },
  settings: {
    erase: "none",
    columns: {
      key: NOT_PERSONAL,
      value: NOT_PERSONAL,
      updated_by_id: NOT_PERSONAL,
      updated_at: NOT_PERSONAL,
    },
  },
  places: {
    erase: "none",
    columns: {
      id,
      slug: NOT_PERSONAL,
      kind: NOT_PERSONAL,
      name: NOT_PERSONAL,
      state_id: NOT_PERSONAL,
    },
  },
  place_names: {
    erase: "none",
    columns: {
      place_id: NOT_PERSONAL,
      key: NOT_PERSONAL,
      name: NOT_PERSONAL,
      lang: NOT_PERSONAL,
      alias: NOT_PERSONAL,
    },
  },
  search_trades: {
    erase: "none",
    columns: {
      id,
      trade: NOT_PERSONAL,
      query: NOT_PERSONAL,
      filled_query: NOT_PERSONAL,
      refilled_through: NOT_PERSONAL,
    },
  },
  job_trades: {
    erase: "none",
    columns: Object.fromEntries(
      [
        "job_id",
        "trade_id",
        "created_at",
        "state",
        "city",
        "rank",
        "job_type",
        "salary_amount",
        "salary_period",
      ].map((column) => [column, NOT_PERSONAL]),
    ),
  },
  // Counts kept by triggers: ids and numbers, other people's analytics.
  admin_application_counts: counts(["id", "status", "day", "applications"]),
  admin_job_counts: counts(["id", "status", "jobs"]),
  admin_user_counts: counts(["id", "user_type", "account_state", "erased", "day", "users"]),
  // The platform analytics' roll-ups (migration 20261207220000_platform_analytics).
  platform_analytics_jobs: counts([
    "job_id",
    "day",
    "state",
    "city",
    "moderation_status",
    "posted_at",
    "applications",
    "first_applied_at",
    "first_hired_at",
    "first_application_seconds",
    "first_hire_seconds",
  ]),
  platform_analytics_days: analyticsCounts(["id", "day", "state", "metric", "n", "folded"]),
  platform_analytics_totals: analyticsCounts(["id", "state", "metric", "n", "folded"]),
  employer_applicant_state_days: counts(["employer_id", "day", "state", "applications"]),
  employer_applicant_states: counts(["employer_id", "state", "applications"]),
  employer_application_day_totals: counts(["employer_id", "day", "applications"]),
  employer_application_days: counts(["employer_id", "day", "status", "applications"]),
  employer_application_statuses: counts(["employer_id", "status", "applications"]),
  employer_hire_days: counts(["employer_id", "day", "labour_id", "hires"]),
  employer_hired_worker_counts: counts(["employer_id", "workers"]),
  employer_hired_workers: counts(["employer_id", "labour_id", "hires"]),
  employer_view_days: counts(["employer_id", "day", "views"]),
  // The background queue's own tables (api/src/queue/queue.ts): a task's payload is the id of a
  // job or a broadcast, never a person's data.
  "graphile_worker._private_job_queues": queue([
    "id",
    "queue_name",
    "locked_at",
    "locked_by",
    "is_available",
  ]),
  "graphile_worker._private_jobs": queue([
    "id",
    "job_queue_id",
    "task_id",
    "payload",
    "priority",
    "run_at",
    "attempts",
    "max_attempts",
    "last_error",
    "created_at",
    "updated_at",
    "key",
    "locked_at",
    "locked_by",
    "revision",
    "flags",
    "is_available",
  ]),
  "graphile_worker._private_known_crontabs": queue(["identifier", "known_since", "last_execution"]),
  "graphile_worker._private_tasks": queue(["id", "identifier"]),
  "graphile_worker.migrations": queue(["id", "ts", "breaking"]),
  _prisma_migrations: counts([
    "id",
    "checksum",
    "finished_at",
    "migration_name",
    "logs",
    "rolled_back_at",
    "started_at",
    "applied_steps_count",
  ]),
} satisfies Record<string, TableRule>;

function counts(columns: string[]): TableRule {
  return {
    erase: "none",
    why: "ids and numbers: counts of the app's activity",
    columns: Object.fromEntries(columns.map((column) => [column, NOT_PERSONAL])),
  };
}

/**
 * The platform analytics' counts: `dim` is a trade's id, a city, or the words and place of
 * searches that found nothing, counted with no link to who searched. Erasure takes the person's
 * own searches out of those counts before their log rows go (erasure.ts), so words only they
 * searched are gone; words others searched too stay, counted for those others.
 */
function analyticsCounts(columns: string[]): TableRule {
  const rule = counts(columns);
  return {
    ...rule,
    erase: "searchAnalytics",
    columns: { ...rule.columns, dim: { by: "searchAnalytics" } },
  };
}

function queue(columns: string[]): TableRule {
  return {
    erase: "none",
    why: "the background queue's tasks: ids of jobs and broadcasts",
    columns: Object.fromEntries(columns.map((column) => [column, NOT_PERSONAL])),
  };
}

export type MappedTable = keyof typeof DATA_MAP;

/** The map as a list, in its order (the order erasure runs its statements in). */
export const DATA_MAP_ENTRIES = Object.entries(DATA_MAP) as [MappedTable, TableRule][];
