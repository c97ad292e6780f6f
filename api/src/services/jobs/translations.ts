import { LANGUAGE_FALLBACKS, LANGUAGES, type Language } from "@kaamsetu/shared/constants";
import type { Prisma } from "../../generated/prisma/client.js";

// A job's title and description in other languages, written by its employer:
// the job's `language` is the one its own title and description are in, and `translations`
// (JSONB, keyed by language: { "hi": { "title", "description" } }) holds the others. Kept as one
// JSON column rather than a table: it is always read with its job (no join on the job list), the
// search vector is generated from it in the row itself, and there are a handful of languages at
// most; this module is its one typed door (what is written is checked by job-input.ts, what is
// read is checked here, so a hand-edited row cannot break a page).
//
// A translation made by machine (services/jobs/machine-translation.ts: a draft the employer
// kept, or one a reader asked for) is stored the same way with `"machine": true`, so readers are
// told; the flag lives in its language's entry, so replacing or removing the text drops it too.

export interface JobText {
  language: Language;
  title: string;
  description: string;
  /** Made by machine translation (perhaps edited by the employer since), not typed by a person. */
  machineTranslated?: boolean;
}

/** One language's entry in the column (a type, not an interface: Prisma's JSON input needs one). */
export type StoredJobText =
  | { title: string; description: string }
  | { title: string; description: string; machine: true };

const isLanguage = (value: string): value is Language =>
  (LANGUAGES as readonly string[]).includes(value);

/** The translations stored on a job, in LANGUAGES' order; anything malformed is left out. */
export function jobTranslations(stored: Prisma.JsonValue | null | undefined): JobText[] {
  if (!stored || typeof stored !== "object" || Array.isArray(stored)) return [];
  return LANGUAGES.flatMap((language) => {
    const entry = (stored as Record<string, unknown>)[language];
    if (!entry || typeof entry !== "object") return [];
    const { title, description, machine } = entry as Record<string, unknown>;
    return typeof title === "string" && typeof description === "string" && isLanguage(language)
      ? [{ language, title, description, machineTranslated: machine === true }]
      : [];
  });
}

/** Translations as the column stores them; null for none. */
export function storedTranslations(
  texts: readonly JobText[],
): Record<string, StoredJobText> | null {
  if (texts.length === 0) return null;
  return Object.fromEntries(texts.map((text) => [text.language, storedText(text)]));
}

/** One language's entry as the column stores it. */
export const storedText = ({ title, description, machineTranslated }: JobText): StoredJobText =>
  machineTranslated ? { title, description, machine: true } : { title, description };

/**
 * The job's text for a reader of `reader`: in the reader's language (or its fallbacks: bh reads
 * hi) when the job is written or translated in it; else the original.
 */
export function readerText(
  job: { language: string; title: string; description: string; translations: Prisma.JsonValue },
  reader: Language,
): JobText {
  const original = originalText(job);
  const translations = jobTranslations(job.translations);
  for (const language of [reader, ...(LANGUAGE_FALLBACKS[reader] ?? [])]) {
    if (language === original.language) return original;
    const found = translations.find((text) => text.language === language);
    if (found) return found;
  }
  return original;
}

/** The job's own title and description, in its own language. */
export const originalText = (job: {
  language: string;
  title: string;
  description: string;
}): JobText => ({
  language: isLanguage(job.language) ? job.language : "en",
  title: job.title,
  description: job.description,
  machineTranslated: false,
});
