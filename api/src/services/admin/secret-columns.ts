// The columns that hold secrets, in ONE place: the database browser masks them
// (db-browser.ts), the backup keeps them (a restore needs them; backup.ts), and the SQL console's
// role has no SELECT on them (migration 20261127180600_console_grants repeats this list in SQL;
// secret-columns.test.ts checks the two agree and that the role reads everything else).
//
// Every column whose name looks secret (SECRET_LOOKING) is classified here, secret or safe; a
// new one that is neither fails the test, so nobody adds a token column the browser shows.
// Keys that sign things (the secret key behind sessions, OTP hashes and signed file links) are
// not in the database at all: SECRET_KEY or the data directory's secret-key file (secret.ts).

/** `table.column`: what the browser never shows and the console cannot read. */
export const SECRET_COLUMNS: readonly string[] = [
  // OTP codes, keyed hashes (auth/otp).
  "otp_challenges.code_hash",
  // Bearer tokens of sessions and registration tokens, hashed; API keys, hashed.
  "sessions.token_hash",
  "api_keys.secret_hash",
  // Identity numbers (Aadhaar, PAN, ...), keyed hashes.
  "identity_documents.number_hash",
  // Admins' argon2 password hashes.
  "admins.password_hash",
  // Keyed hashes of visitors (and their searches): they identify a person across days.
  "search_visits.search_key",
  "job_views.visitor_key",
  // Phone numbers and client addresses the limits count under.
  "rate_limit_buckets.key",
  // Where an uploaded file lies: with it a signed link could be made for any file.
  "stored_files.storage_key",
];

/** Columns whose names look secret but are not (`table.column`), each with its reason. */
export const SAFE_LOOKING_COLUMNS: Readonly<Record<string, string>> = {
  "settings.key": "a platform setting's name",
  "place_names.key": "a place name as typed text is compared",
  "saved_searches.keywords": "the words of a worker's saved search",
  "saved_searches.keywords_query": "those words as search reads them",
  "newsletter_subscriptions.email_key":
    "the subscriber's address lower-cased, to keep one row each",
};

/** A column name that looks as if it could hold a secret. */
export const SECRET_LOOKING = /hash|token|secret|password|key/i;

/** Tables of the public schema that are not the application's data: Prisma's bookkeeping. */
export const isInternalTable = (name: string) => name.startsWith("_");

const secret = new Set(SECRET_COLUMNS);

export const isSecretColumn = (table: string, column: string) => secret.has(`${table}.${column}`);

/** What a masked value reads as. */
export const MASKED = "••••••";
