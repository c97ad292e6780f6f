import { ERROR_MESSAGES, type ErrorReason } from "@kaamsetu/shared/error-messages";
import { AppError, ERROR_CODES, type FieldError } from "../../errors.js";
import { errorMessage } from "../../i18n.js";
import { builder } from "../builder.js";

// Typed errors for mutations: a result union of the success type and these, so clients always
// can ask `... on Error { code reason params message }` and word it with i18next as
// `t(reason, params)`.

const ErrorCodeEnum = builder.enumType("ErrorCode", {
  description: "What kind of failure it is; the REST gateway answers each with one HTTP status.",
  values: ERROR_CODES,
});

export const ErrorReasonEnum = builder.enumType("ErrorReason", {
  description:
    "Why it failed: the key of the failure's message in the message catalogue, verbatim (shared/src/error-messages.ts, i18next syntax). Each value's description is its English message.",
  values: Object.fromEntries(
    Object.entries(ERROR_MESSAGES).map(([reason, message]) => [reason, { description: message }]),
  ) as Record<ErrorReason, { description: string }>,
});

builder.scalarType("ErrorParams", {
  description:
    "The values a failure's message names, as a JSON object of strings and numbers (`{\"count\": 8}`): the options of i18next's `t(reason, params)`. Output only.",
  serialize: (params) => params,
  parseValue: () => {
    throw new TypeError("ErrorParams is an output-only type");
  },
});

export const ErrorInterface = builder.interfaceRef<AppError>("Error").implement({
  fields: (t) => ({
    message: t.string({
      description: "The message in the request's language (Accept-Language or ?language=).",
      resolve: (error) => errorMessage(error),
    }),
    code: t.field({ type: ErrorCodeEnum, resolve: (error) => error.code }),
    reason: t.field({ type: ErrorReasonEnum, resolve: (error) => error.reason }),
    params: t.field({ type: "ErrorParams", resolve: (error) => error.params }),
  }),
});

const FieldErrorRef = builder.objectRef<FieldError>("FieldError").implement({
  fields: (t) => ({
    field: t.exposeString("field"),
    message: t.string({
      description: "The message in the request's language (Accept-Language or ?language=).",
      resolve: (failure) => errorMessage(failure),
    }),
    reason: t.field({ type: ErrorReasonEnum, resolve: (error) => error.reason }),
    params: t.field({ type: "ErrorParams", resolve: (error) => error.params }),
  }),
});

builder.objectType(AppError, {
  name: "AppError",
  description: "An expected failure: validation, not found, forbidden, conflict, rate limited.",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof AppError,
  fields: (t) => ({
    fieldErrors: t.field({ type: [FieldErrorRef], resolve: (error) => error.fieldErrors }),
    retryAfterSeconds: t.int({
      nullable: true,
      description: "For RATE_LIMITED: how long to wait before trying again.",
      resolve: (error) => error.retryAfterSeconds,
    }),
  }),
});
