import { AsyncLocalStorage } from "node:async_hooks";
import {
  type ErrorParams,
  type ErrorReason,
  fillParams,
  interpolate,
  type PlainReason,
} from "@kaamsetu/shared/error-messages";
import bn from "@kaamsetu/shared/locales/bn/errors.json" with { type: "json" };
import hi from "@kaamsetu/shared/locales/hi/errors.json" with { type: "json" };
import ml from "@kaamsetu/shared/locales/ml/errors.json" with { type: "json" };
import mr from "@kaamsetu/shared/locales/mr/errors.json" with { type: "json" };
import ta from "@kaamsetu/shared/locales/ta/errors.json" with { type: "json" };
import te from "@kaamsetu/shared/locales/te/errors.json" with { type: "json" };
import { DEFAULT_LANGUAGE, LANGUAGE_FALLBACKS, LANGUAGES, type Language } from "./constants.js";
import type { AppError, FieldError } from "./errors.js";

// The server's messages in the reader's language. The texts are the message catalogue's
// translations, shared/locales/<lng>/errors.json, the very files the web client loads as
// its "errors" namespace: one source of texts. English is the catalogue itself
// (shared/src/error-messages.ts). A language without its own catalogue uses its fallbacks' (bh: hi),
// then English; a reason a catalogue lacks is said in English (the parity test keeps them whole).
//
// Which language: the request's (`?language=`, else Accept-Language; context.ts's
// requestLanguage), held for the request by app.ts so that every place that words an error
// (the REST gateway, GraphQL's error masking, the Error type's `message`) reads the same one
// without each being handed it.

/** The catalogues the server has, by language. Adding a language adds its line here. */
export const SERVER_CATALOGUES: Partial<Record<Language, Readonly<Record<string, string>>>> = {
  hi,
  mr,
  ml,
  bn,
  ta,
  te,
};

const requestLanguage = new AsyncLocalStorage<Language>();

/** Runs `work` (one request's handling) with its messages in `language`. */
export function inLanguage<T>(language: Language, work: () => T): T {
  return requestLanguage.run(language, work);
}

/** The language of the request being handled (English outside one). */
export function messageLanguage(): Language {
  return requestLanguage.getStore() ?? DEFAULT_LANGUAGE;
}

/** `language`, then its fallbacks, then English. */
function chain(language: Language): Language[] {
  return [
    ...new Set<Language>([language, ...(LANGUAGE_FALLBACKS[language] ?? []), DEFAULT_LANGUAGE]),
  ];
}

/** The reason's message with its params in place, in `language` (the request's by default). */
export function wordReason(
  reason: ErrorReason,
  params: ErrorParams = {},
  language: Language = messageLanguage(),
): string {
  for (const lng of chain(language)) {
    if (lng === DEFAULT_LANGUAGE) break;
    const text = SERVER_CATALOGUES[lng]?.[reason];
    if (text) return fillParams(text, params);
  }
  return interpolate(reason, params);
}

/** A reason that names no values, worded: `detail(404, word("notFound"))`. */
export const word = (reason: PlainReason) => wordReason(reason);

/** An error's message in the request's language. */
export const errorMessage = (error: Pick<AppError, "reason" | "params">) =>
  wordReason(error.reason, error.params);

/** An error's field failures, each message in the request's language. */
export const wordedFieldErrors = (fieldErrors: readonly FieldError[]): FieldError[] =>
  fieldErrors.map((failure) => ({ ...failure, message: errorMessage(failure) }));

/** A language code, if it is one of ours. */
export function asLanguage(value: string | null | undefined): Language | null {
  const code = value?.trim().toLowerCase().split(/[-_]/)[0];
  return code && (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : null;
}

/**
 * The languages an Accept-Language header asks for, most wanted first (by q, then order), as
 * primary subtags: "hi-IN,hi;q=0.9,en;q=0.8" → ["hi", "hi", "en"]. Entries with q=0 are refused.
 */
export function acceptedLanguages(header: string | null): string[] {
  if (!header) return [];
  return header
    .slice(0, 500)
    .split(",")
    .map((entry, index) => {
      const [tag = "", ...rest] = entry.trim().split(";");
      const q = rest.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase().split("-")[0] ?? "", weight, index };
    })
    .filter(
      (entry) =>
        entry.tag && entry.tag !== "*" && Number.isFinite(entry.weight) && entry.weight > 0,
    )
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}
