import { AppError, type FieldError } from "../../errors.js";
import { builder } from "../builder.js";

// Typed errors for mutations: a result union of the success type and these, so clients always
// can ask `... on Error { message code }`.

export const ErrorInterface = builder.interfaceRef<AppError>("Error").implement({
  fields: (t) => ({
    message: t.exposeString("message"),
    code: t.string({ resolve: (error) => error.code }),
  }),
});

const FieldErrorRef = builder.objectRef<FieldError>("FieldError").implement({
  fields: (t) => ({
    field: t.exposeString("field"),
    message: t.exposeString("message"),
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
