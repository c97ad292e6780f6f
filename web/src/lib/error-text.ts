import type { ErrorReason } from "@kaamsetu/shared/error-messages";
import type { TFunction } from "i18next";
import { i18n } from "../i18n/i18n";

// The server keys every failure: a `reason` (a key of its message catalogue,
// shared/src/error-messages.ts) and the `params` its message names. The `errors` namespace
// words them in the reader's language (i18n.ts: English is the catalogue itself), so a screen
// never reads the English `message` except as the last word on a reason it does not know.

/** The i18next namespace of the server's reasons. */
export const ERRORS_NAMESPACE = "errors";

/** A failure as the server keys it: an AppError, a field error, a GraphQLRequestError. */
export type KeyedError = {
  readonly reason?: string | null | undefined;
  readonly params?: unknown;
  readonly message?: string | null | undefined;
};

/** A failure the app found itself, keyed like the server's (a form's checks). */
export type Check = { readonly reason: ErrorReason; readonly params?: { readonly count: number } };

/** Whether the `errors` namespace words `error`'s reason (an older server may send others). */
export function knowsReason(error: KeyedError | null | undefined): boolean {
  return Boolean(error?.reason && i18n.exists(error.reason, { ns: ERRORS_NAMESPACE }));
}

/**
 * `error` in the reader's language: its reason with its params; for a reason the app does not
 * know, the message the server sent, else `fallback` (the screen's own "could not ...").
 */
export function errorText(t: TFunction, error: KeyedError | null | undefined, fallback: string) {
  if (!error) return fallback;
  if (error.reason && knowsReason(error)) {
    const params = typeof error.params === "object" && error.params !== null ? error.params : {};
    return t(error.reason, { ...params, ns: ERRORS_NAMESPACE });
  }
  return error.message || fallback;
}

/**
 * A form's field errors by field, the first for each; one for a field the form does not show
 * (none should) comes back in `other`, so it is still said.
 */
export function fieldErrorsOf<Field extends string, E extends { readonly field: string }>(
  errors: readonly E[],
  shown: ReadonlySet<Field>,
): { fields: Partial<Record<Field, E>>; other: E[] } {
  const fields: Partial<Record<Field, E>> = {};
  const other: E[] = [];
  for (const error of errors) {
    if ((shown as ReadonlySet<string>).has(error.field)) fields[error.field as Field] ??= error;
    else other.push(error);
  }
  return { fields, other };
}
