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
  VALIDATION_FAILED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldError {
  field: string;
  message: string;
}

export class AppError extends GraphQLError {
  readonly code: ErrorCode;
  readonly fieldErrors: FieldError[];

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
