// The message catalogue: every failure a person may read (SPEC sections 5 and 8, and the server's
// own wording where the spec shows none), keyed by its reason, in English, in i18next's
// interpolation syntax ({{count}}). Its one home: the server words its errors from it
// (errors.ts), GraphQL's `enum ErrorReason` lists its keys verbatim, and the web bundle can load it
// as its English `errors` resource and render `t(reason, params)`. No imports: the web bundle
// imports this file directly, as it does constants.ts.
//
// A number a person reads in a message is named `count`, so i18next can choose a plural form.

export const ERROR_MESSAGES = {
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
  minLength: "Minimum {{count}} characters required",
  maxLength: "Maximum {{count}} characters allowed",
  urlInvalid: "Please enter a valid URL",
  numberInvalid: "Please enter a valid number",
  dateInvalid: "Please enter a valid date",
  profileUpdateFailed: "Failed to update profile",

  // profiles (the server's own wording where SPEC shows none)
  numberRange: "Please enter a number from {{min}} to {{max}}",
  yearRange: "Please enter a year from {{min}} to {{max}}",
  yearOrder: "The start year cannot be after the end year",
  salaryRangeOrder: "The lowest salary cannot be more than the highest",
  choiceInvalid: "Please choose one of {{values}}",
  referralCodeUnknown: "This referral code is not valid. Please check it or leave it empty.",
  entriesTooMany: "Please add at most {{count}} entries",
  entriesOrderInvalid: "Please list each of your entries exactly once",
  profileIncomplete:
    "Your profile is {{percentage}}% complete. Please complete it to at least {{count}}% before applying. Still missing: {{fields}}",

  // identity and business numbers (the server's own wording; SPEC names the checks only)
  identityTypeInvalid: "Please choose Aadhaar, PAN, voter ID or driving licence",
  aadhaarInvalid: "Please enter a valid 12-digit Aadhaar number",
  panInvalid: "Please enter a valid PAN, for example ABCPE1234F",
  voterIdInvalid: "Please enter a valid voter ID, for example ABC1234567",
  drivingLicenceInvalid: "Please enter a valid driving licence number, for example MH1420110062821",
  gstinInvalid: "Please enter a valid 15-character GSTIN",
  documentTypeInvalid: "Please choose Aadhaar, PAN, voter ID, driving licence or GSTIN",

  // identity documents and their review (SPEC section 4: pending, verified, rejected)
  documentNotPending: "This document has already been reviewed",
  documentNotUploaded: "This document has not been uploaded yet",
  documentAlreadyVerified: "This document is already verified",
  documentNumberVerifiedElsewhere: "This number is already verified for another account",
  stateInvalid: "Please choose a state or union territory of India",
  skillsTooMany: "Please list at most {{count}} skills",
  jobTypeRequired: "Please choose a job type",
  cityNotInState: "Please choose a city of the selected state",
  languagesInvalid: "Please choose languages from the list",
  positionsMax: "Number of positions must be at most {{count}}",
  jobStatusInvalid: "A job can only be made active or inactive",

  // section 8: sign-in
  otpSendFailed: "Failed to send OTP. Please try again.",
  otpWrong: "Invalid OTP. Please try again.",
  otpExpired: "This OTP has expired. Please request a new one.",
  otpAttemptsExceeded: "Too many wrong attempts. Please request a new OTP.",
  otpResendWait: "Please wait {{count}} seconds before requesting another OTP.",
  otpTooManyRequests: "Too many OTP requests. Please try again later.",
  registrationTokenInvalid: "Please verify your phone number again to register.",
  phoneNotVerified: "This phone number was not verified for registration.",
  accountBlocked: "This account has been blocked. Please contact support.",
  sessionTimedOut: "Your session expired due to inactivity. Please sign in again.",

  // section 8: jobs
  cannotReactivate: "Cannot reactivate job at this time",

  // applications (the server's own wording where SPEC shows none)
  alreadyApplied: "You have already applied for this job",
  generalApplicationOpen: "You already have a general application in progress",
  itemsTooMany: "Please list at most {{count}}",
  jobNotOpen: "This job is no longer taking applications",
  resumeRequired: "This job asks for a resume. Please upload one.",
  resumeNotYours: "Please upload your resume again",
  workerMoveOnly: "Workers can only withdraw an application",
  employerMoveOnly: "Only the worker can withdraw an application",
  moveNotAllowed: "An application that is {{from}} cannot be changed to {{to}}",
  contactNotAllowed: "Contact can only be recorded for an application in progress",
  applicationStatusInvalid:
    "Please choose under review, shortlisted, accepted, rejected, completed or cancelled",
  contactMethodInvalid: "Please choose phone, WhatsApp or email",
  noShowOnlyWhenCancelling: "Only a cancelled hire can be marked as a no-show",
  confirmContactNotAllowed: "You can confirm contact once your application is accepted",

  // ratings and "paid as promised" (the server's own wording)
  ratingInvalid: "Please choose a rating from {{min}} to {{max}} stars",
  ratingNotAllowed: "You can rate once the job is completed",
  alreadyRated: "You have already rated this job",
  paidAnswerNotAllowed: "You can say whether you were paid once the job is completed",
  paidAnswerRequired: "Please choose yes, partly or no",
  alreadyAnsweredPaid: "You have already said whether you were paid for this job",
  workCheckNotAllowed: "There is nothing to confirm for this job",
  alreadyAnsweredWorkCheck: "You have already answered for this job",
  disputeTooLate: "It is too late to say no: you had {{days}} days to answer",
  disputeAlreadyDecided: "This complaint has already been decided",

  // saved searches and job alerts (the server's own wording)
  savedSearchesTooMany: "You can keep at most {{count}} job alerts. Please delete one first.",
  locationUnknown: "Please enter a city or state of India",

  // arguments of the API itself (query parameters, page sizes, IDs): an integrator's mistakes,
  // named by the parameter
  paramWholeNumberRange: "{{name}} must be a whole number from {{min}} to {{max}}",
  paramWholeNumberMin: "{{name}} must be a whole number of at least {{min}}",
  paramBoolean: "{{name}} must be true or false",
  paramOneOf: "{{name}} must be one of {{values}}",
  paramTooLong: "{{name}} must be at most {{count}} characters",
  paramRange: "{{name}} must be between {{min}} and {{max}}",
  paramMin: "{{name}} must be at least {{min}}",
  salaryMinInvalid: "salary_min must be a whole number of rupees, 0 or more",
  forwardPaginationOnly: "Only forward pagination (first, after) is supported",
  invalidTypedId: "Invalid {{type}} ID",

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
  translationUnavailable: "Machine translation is not available",
  csrfInvalid: "CSRF token missing or invalid",
  methodNotAllowed: "Method not allowed",
  invalidId: "Invalid ID",
  invalidCursor: "Invalid cursor",
  persistedOperationUnknown: "Unknown operation: this page is out of date, please reload it",
  persistedOperationRequired:
    "Only the app's own operations run without signing in; send a bearer token to run others",

  // moderation (the server's own wording)
  jobUnderReview:
    "Your job is under review: it seems to ask workers for money. Workers must never pay to get a job. An admin will check it before it is listed.",
  jobAwaitingApproval: "Your job will be listed once an admin approves it.",
  jobNotRenewable: "This job cannot be renewed at this time",
  reportReasonRequired: "Please choose why you are reporting this job",
  reportDetailsRequired: "Please tell us what is wrong with this job",
  alreadyReportedJob: "You have already reported this job. Thank you, we are looking into it.",
  cannotReportJob: "You cannot report this job",

  // section 8: admin
  adminLoginInvalid: "Invalid username or password",
  adminSessionExpired: "Session expired. Please login again.",

  // the back office (the server's own wording where SPEC shows none)
  adminAlreadyExists: "An admin already exists. Please sign in.",
  adminUsernameInvalid:
    "Please use {{min}} to {{max}} letters, digits, dots, dashes or underscores for the username",
  adminUsernameTaken: "This username is already taken",
  adminEmailTaken: "This email address is already used by another admin",
  adminRoleInvalid: "Please choose superuser, admin, moderator, operator or viewer",
  lastSuperuser: "The last super admin cannot be removed or given another role",
  adminSelfRemove: "You cannot remove your own admin account",

  // information pages, help centre and blog
  slugInvalid: "Please use lower-case letters, digits and single hyphens for the address",
  contentSlugTaken: "This address is already used in this language",
  contentNotTranslation: "Only a translation of an English entry can be marked as matching it",
  // the contact form and the newsletter (SPEC section 8 names the two failures)
  messageSendFailed: "Message failed to send",
  newsletterFailed: "Newsletter subscription failed",
  contactReachRequired: "Please give a phone number or an email address so we can answer you",
  contactTopicInvalid: "Please choose what your message is about",
  newsletterConsentRequired: "Please tick the box to agree to get our emails",
  unsubscribeLinkInvalid:
    "This unsubscribe link is not valid. Please use the link from our latest email.",
  // integrations: API keys
  apiKeyRestOnly: "API keys work only with the REST API (/api/v1/), not here",
  apiKeyNameRequired: "Please give the key a name",
  apiKeyScopesRequired: "Please choose at least one thing the key may do",
  apiKeyScopeInvalid: "{{scope}} is not a scope your keys can have. Choose from: {{scopes}}",
  apiKeysTooMany: "You can have at most {{count}} active API keys. Revoke one first.",
  userErased: "This account has been deleted",
  userBlocked: "This account is blocked. Unblock it first.",
  jobRemoved: "This job has been deleted",
  jobNotFlagged: "This job is not flagged",
  auditDateRange: "The start date cannot be after the end date",
  settingUnknown: "{{name}} is not a platform setting",
  settingText: "{{name}} must be text",
  settingHttpsUrl: "{{name}} must be a link starting with https://",
  settingsObject: "Send the settings to change as an object of setting names and values",
  sqlFailed: "Failed to execute SQL query: {{detail}}",
  sqlOnlySelect:
    "Failed to execute SQL query: the console runs one read-only query (SELECT, WITH, VALUES or TABLE) at a time",
  sqlConsoleUnavailable:
    "The SQL console is unavailable: this database has no read-only console role (docs/back-office.md: The SQL console)",
  sqlFunctionDenied:
    "Failed to execute SQL query: the console does not run {{name}}(); it only reads, and this acts outside the read",
  sqlNoLocking:
    "Failed to execute SQL query: the console only reads and does not lock rows (FOR UPDATE or FOR SHARE)",
  sqlConsoleBusy:
    "The SQL console is busy: every console connection is in use. Try again in a few seconds.",
  broadcastSegmentInvalid:
    "Choose who receives it: all workers, all employers, the people of a state or a trade's workers",
  broadcastTradeInvalid: "Please choose one of the listed trades",
} as const;

/** Why something failed: a key of the catalogue (GraphQL's ErrorReason, verbatim). */
export type ErrorReason = keyof typeof ERROR_MESSAGES;

/** A value a message names: text, or a number (which i18next may pluralise by, as `count`). */
export type ErrorParamValue = string | number;
export type ErrorParams = Readonly<Record<string, ErrorParamValue>>;

/** The names `{{name}}` in a message. */
type NamesIn<Text extends string> = Text extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | NamesIn<Rest>
  : never;

/** The params a reason's message names, each required. */
export type ParamsOf<R extends ErrorReason> = {
  readonly [Name in NamesIn<(typeof ERROR_MESSAGES)[R]>]: ErrorParamValue;
};

/** A reason whose message names no values. */
export type PlainReason = {
  [R in ErrorReason]: [NamesIn<(typeof ERROR_MESSAGES)[R]>] extends [never] ? R : never;
}[ErrorReason];

/**
 * A reason with the params its message names, as arguments: `"notFound"`, or
 * `"minLength", { count: 8 }` (TypeScript checks the names).
 */
export type Keyed =
  | {
      [R in ErrorReason]: R extends PlainReason
        ? [reason: R, params?: Readonly<Record<string, never>>]
        : [reason: R, params: ParamsOf<R>];
    }[ErrorReason]
  // any reason that names nothing, when which one is only known at run time
  | [reason: PlainReason];

/** `text` with its `{{name}}` params in place (i18next's syntax); unknown names stay as written. */
export function fillParams(text: string, params: ErrorParams = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** The reason's English message with its params in place (i18next's `{{name}}` syntax). */
export function interpolate(reason: ErrorReason, params: ErrorParams = {}): string {
  return fillParams(ERROR_MESSAGES[reason], params);
}
