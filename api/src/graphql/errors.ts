import { PothosValidationError } from "@pothos/core";
import { GraphQLError } from "graphql";
import { type AppError, asExpectedFailure, BadRequestError } from "../errors.js";
import { errorMessage, wordedFieldErrors } from "../i18n.js";

// The domain's AppError as GraphQL answers it when it is not a result union's member: a
// GraphQLError whose extensions carry what the AppError type of the schema carries.

/** The error a resolver threw, beneath GraphQL's wrappers. */
function unwrap(error: unknown): unknown {
  let current = error;
  while (
    current instanceof GraphQLError &&
    current.originalError &&
    current !== current.originalError
  ) {
    current = current.originalError;
  }
  return current;
}

/**
 * What an error means to the caller when it is not a bug (errors.ts's asExpectedFailure, beneath
 * GraphQL's wrappers), and an argument Pothos refused (an ID or cursor that does not decode),
 * which is a 400. Null for a bug: answered 500 and logged.
 */
export function expectedFailure(error: unknown): AppError | null {
  const original = unwrap(error);
  if (original instanceof PothosValidationError) return new BadRequestError();
  return asExpectedFailure(original);
}

/** `extensions` of a GraphQL error answering `error`: code, reason, params and the rest. */
export function errorExtensions(error: AppError): Record<string, unknown> {
  return {
    code: error.code,
    reason: error.reason,
    params: error.params,
    ...(error.fieldErrors.length > 0 ? { fieldErrors: wordedFieldErrors(error.fieldErrors) } : {}),
    ...(error.retryAfterSeconds ? { retryAfter: error.retryAfterSeconds } : {}),
  };
}

/**
 * `error` as a GraphQLError, at the place in the document `at` names (the error GraphQL wrapped
 * it in). `http` sets the answer's status where GraphQL over HTTP lets a failure choose one.
 * It names no originalError: yoga takes an error caused by anything but a GraphQLError for a
 * bug, and answers 500.
 */
export function toGraphQLError(
  error: AppError,
  at?: GraphQLError,
  http?: { status: number; headers?: Record<string, string> },
): GraphQLError {
  // In the request's language (i18n.ts); clients may word `reason` and `params` themselves.
  return new GraphQLError(errorMessage(error), {
    nodes: at?.nodes,
    source: at?.source,
    positions: at?.positions,
    path: at?.path,
    extensions: { ...errorExtensions(error), ...(http ? { http } : {}) },
  });
}
