import {
  type ErrorParams,
  type ErrorReason,
  interpolate,
  type Keyed,
  type PlainReason,
} from "@kaamsetu/shared/error-messages";
import { DATABASE_RETRY_AFTER_SECONDS } from "./constants.js";
import { isDatabaseUnavailable, isDataException } from "./db/failure.js";

// Expected failures, as the domain knows them: what kind of failure (`code`, a closed set), why
// (`reason`, a key of the message catalogue in shared/src/error-messages.ts), the values its message
// names (`params`) and the English `message` made from them. Services throw these and know
// neither GraphQL nor HTTP: the GraphQL layer exposes them (graphql/errors.ts, types/error.ts),
// the REST gateway answers each code with its HTTP status (rest/status.ts).
//
//   throw new ConflictError("alreadyApplied");
//   throw new ConflictError("moveNotAllowed", { from: "rejected", to: "accepted" });
//   throw fieldError("status", "jobStatusInvalid");

export const ERROR_CODES = [
  "BAD_REQUEST",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  /** An upload beyond UPLOAD_MAX_BYTES, or a request body beyond its bound. */
  "PAYLOAD_TOO_LARGE",
  "VALIDATION",
  "RATE_LIMITED",
  /** The database or a service we depend on (the SMS gateway) failed; nothing was changed. */
  "UNAVAILABLE",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** One input field's failure; `field` is the REST (snake_case) name. */
export interface FieldError {
  readonly field: string;
  readonly reason: ErrorReason;
  readonly params: ErrorParams;
  readonly message: string;
}

/** A field's failure, worded: `fieldFailure("title", "maxLength", { count: 150 })`. */
export function fieldFailure(field: string, ...[reason, params = {}]: Keyed): FieldError {
  return { field, reason, params, message: interpolate(reason, params) };
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly reason: ErrorReason;
  readonly params: ErrorParams;
  readonly fieldErrors: readonly FieldError[];
  readonly retryAfterSeconds: number | null;

  constructor(
    code: ErrorCode,
    [reason, params = {}]: Keyed,
    options: { fieldErrors?: readonly FieldError[]; retryAfterSeconds?: number | null } = {},
  ) {
    super(interpolate(reason, params));
    this.name = "AppError";
    this.code = code;
    this.reason = reason;
    this.params = params;
    this.fieldErrors = options.fieldErrors ?? [];
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }
}

/** The reason given, or the code's usual one. */
const orDefault = (keyed: Keyed | [], reason: PlainReason): Keyed =>
  keyed.length > 0 ? (keyed as Keyed) : ([reason] as Keyed);

/** The class of the errors of one code, whose reason is `usual` unless one is given. */
const ofCode = (code: ErrorCode, usual: PlainReason) =>
  class extends AppError {
    constructor(...keyed: Keyed | []) {
      super(code, orDefault(keyed, usual));
    }
  };

export class BadRequestError extends ofCode("BAD_REQUEST", "invalidRequest") {}
export class UnauthenticatedError extends ofCode("UNAUTHENTICATED", "unauthorized") {}
export class ForbiddenError extends ofCode("FORBIDDEN", "permissionDenied") {}
export class NotFoundError extends ofCode("NOT_FOUND", "notFound") {}
export class PayloadTooLargeError extends ofCode("PAYLOAD_TOO_LARGE", "requestTooLarge") {}
export class UnavailableError extends ofCode("UNAVAILABLE", "serverError") {}

export class ConflictError extends AppError {
  constructor(...keyed: Keyed) {
    super("CONFLICT", keyed);
  }
}

/** Every failing field at once; the error itself reads as the first of them. */
export class ValidationError extends AppError {
  constructor(fieldErrors: readonly FieldError[]) {
    const first = fieldErrors[0];
    super("VALIDATION", first ? ([first.reason, first.params] as Keyed) : ["validationError"], {
      fieldErrors,
    });
  }
}

/**
 * A worker below the completion gate tries to apply: 403, naming each field that would raise
 * their score (REST names), as the error's params and as field errors.
 */
export class ProfileIncompleteError extends AppError {
  constructor(gate: number, percentage: number, missing: readonly string[]) {
    super(
      "FORBIDDEN",
      ["profileIncomplete", { count: gate, percentage, fields: missing.join(", ") }],
      { fieldErrors: missing.map((field) => fieldFailure(field, "required")) },
    );
  }
}

export class RateLimitedError extends AppError {
  constructor(retryAfterSeconds: number, ...keyed: Keyed | []) {
    super("RATE_LIMITED", orDefault(keyed, "tooManyRequests"), {
      retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)),
    });
  }
}

/** One field's failure, for the common case of a single bad input. */
export const fieldError = (field: string, ...keyed: Keyed) =>
  new ValidationError([fieldFailure(field, ...keyed)]);

/**
 * What an error means to the caller when it is not a bug: our own AppError; the database away
 * (503, retry shortly); or input that only the database noticed was bad (a value out of a
 * column's range), which is a 400, not a 500. Null for everything else: a bug, answered 500 and
 * logged. Give it the error a resolver threw; graphql/errors.ts unwraps GraphQL's wrappers first.
 */
export function asExpectedFailure(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) {
    return new AppError("UNAVAILABLE", ["serverError"], {
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
    });
  }
  if (isDataException(error)) return new BadRequestError();
  return null;
}
