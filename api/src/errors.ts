import { PothosValidationError } from "@pothos/core";
import { GraphQLError } from "graphql";
import { DATABASE_RETRY_AFTER_SECONDS } from "./constants.js";
import { isDatabaseUnavailable, isDataException } from "./db/failure.js";
import { messages } from "./messages.js";

// Expected failures. They extend GraphQLError so yoga passes their message through while it masks
// everything else; `code` is stable for clients and maps to the REST gateway's HTTP status.

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** An upload beyond UPLOAD_MAX_BYTES. */
  PAYLOAD_TOO_LARGE: 413,
  /** A REST body that is not JSON. */
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION_FAILED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** A service we depend on (the SMS gateway) failed; nothing was changed. */
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldError {
  field: string;
  message: string;
}

export class AppError extends GraphQLError {
  readonly code: ErrorCode;
  readonly fieldErrors: FieldError[];
  readonly retryAfterSeconds: number | null;

  constructor(
    code: ErrorCode,
    message: string,
    options: { fieldErrors?: FieldError[]; retryAfterSeconds?: number } = {},
  ) {
    super(message, {
      extensions: {
        code,
        ...(options.fieldErrors?.length ? { fieldErrors: options.fieldErrors } : {}),
        ...(options.retryAfterSeconds ? { retryAfter: options.retryAfterSeconds } : {}),
      },
    });
    this.name = "AppError";
    this.code = code;
    this.fieldErrors = options.fieldErrors ?? [];
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string = messages.invalidRequest) {
    super("BAD_REQUEST", message);
  }
}

export class NotFoundError extends AppError {
  constructor(message: string = messages.notFound) {
    super("NOT_FOUND", message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string = messages.permissionDenied) {
    super("FORBIDDEN", message);
  }
}

export class ValidationError extends AppError {
  constructor(fieldErrors: FieldError[]) {
    super("VALIDATION_FAILED", fieldErrors[0]?.message ?? messages.validationError, {
      fieldErrors,
    });
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message: string = messages.unauthorized) {
    super("UNAUTHENTICATED", message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super("CONFLICT", message);
  }
}

export class RateLimitedError extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super("RATE_LIMITED", message, {
      retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)),
    });
  }
}

export class UnavailableError extends AppError {
  constructor(message: string, retryAfterSeconds?: number) {
    super("UNAVAILABLE", message, { retryAfterSeconds });
  }
}

/** One field's failure, for the common case of a single bad input. */
export const fieldError = (field: string, message: string) =>
  new ValidationError([{ field, message }]);

/** The error a resolver threw, beneath GraphQL's wrappers. */
function unwrap(error: unknown): unknown {
  let current = error;
  while (
    current instanceof GraphQLError &&
    current.originalError &&
    current !== current.originalError
  ) {
    if (current instanceof AppError) return current;
    current = current.originalError;
  }
  return current;
}

/**
 * What an error means to the caller when it is not a bug: our own AppError; the database away
 * (503, retry shortly); or input that only the database or Pothos noticed was bad (a cursor or
 * ID that does not decode, a value out of a column's range), which is a 400, not a 500.
 * Null for everything else: a bug, answered 500 and logged.
 */
export function expectedFailure(error: unknown): AppError | null {
  const original = unwrap(error);
  if (original instanceof AppError) return original;
  if (isDatabaseUnavailable(original)) {
    return new UnavailableError(messages.serverError, DATABASE_RETRY_AFTER_SECONDS);
  }
  if (original instanceof PothosValidationError || isDataException(original)) {
    return new BadRequestError();
  }
  return null;
}
