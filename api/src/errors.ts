import { GraphQLError } from "graphql";
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
  constructor(message: string) {
    super("UNAVAILABLE", message);
  }
}

/** One field's failure, for the common case of a single bad input. */
export const fieldError = (field: string, message: string) =>
  new ValidationError([{ field, message }]);
