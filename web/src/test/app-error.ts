import { ERROR_MESSAGES, type ErrorReason } from "@kaamsetu/shared/error-messages";
import type { AppError } from "../relay/app-error";

type Params = Record<string, string | number>;

/** The server's English for `reason`, as it words it (shared/src/error-messages.ts). */
const englishOf = (reason: ErrorReason, params: Params) =>
  ERROR_MESSAGES[reason].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));

/** A FieldError as the server sends it: every field relay/app-error.ts selects. */
export function fieldError(field: string, reason: ErrorReason, params: Params = {}) {
  return { field, reason, params, message: englishOf(reason, params) };
}

/**
 * An AppError as the server sends it (every field relay/app-error.ts selects): `message` is the
 * catalogue's English unless a test sends another to prove the screen does not read it.
 */
export function appError(
  code: AppError["code"],
  reason: ErrorReason,
  {
    params = {},
    message = englishOf(reason, params),
    fieldErrors = [],
  }: { params?: Params; message?: string; fieldErrors?: ReturnType<typeof fieldError>[] } = {},
) {
  return { code, reason, params, message, retryAfterSeconds: null, fieldErrors };
}

/** A mutation's AppError answer (see appError). */
export function appErrorAnswer(...args: Parameters<typeof appError>) {
  return { __typename: "AppError", ...appError(...args) };
}
