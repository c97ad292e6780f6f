import { translationLanguagesFor } from "@kaamsetu/shared/state-languages";
import { authorize } from "../../auth/policy/permissions.js";
import { visibleJobWhere } from "../../auth/policy/visibility.js";
import {
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_TITLE_MAX_LENGTH,
  JOB_TRANSLATION_DRAFTS_MAX_PER_EMPLOYER_PER_HOUR,
  JOB_TRANSLATION_MAX_PER_READER_PER_HOUR,
  LANGUAGES,
  type Language,
} from "../../constants.js";
import type { Context } from "../../context.js";
import { NotFoundError, RateLimitedError, UnavailableError } from "../../errors.js";
import { placesOf } from "../../places/places.js";
import { InputReader, languageCode } from "../input-reader.js";
import { TranslationFailedError, type Translator } from "../translation/translator.js";
import { type JobText, jobTranslations, originalText, storedText } from "./translations.js";

// Machine translation of a job's title and description (docs/languages.md, "Machine
// translation"), when a provider is configured (ctx.translator; null when off, and then both
// ways refuse with `translationUnavailable`):
// - drafts for the employer, before posting: into the languages the job's likely workers read
//   (its state's, shared/src/state-languages.ts) and English. Nothing is stored: the employer edits
//   them and posts them as the job's translations, flagged machineTranslated (job-input.ts).
// - a reader's "show in my language" on a job page: translated once, stored in the job's
//   translations flagged as machine-made, and from then on read like any other translation.
// A provider that fails never fails the page: the reader gets the original with `failed` set.

const translatorOf = (ctx: Pick<Context, "translator">): Translator => {
  if (!ctx.translator) throw new UnavailableError("translationUnavailable");
  return ctx.translator;
};

async function translateText(
  translator: Translator,
  text: JobText,
  to: Language,
): Promise<JobText | null> {
  try {
    const [title = "", description = ""] = await translator.translate(
      [text.title, text.description],
      text.language,
      to,
    );
    return {
      language: to,
      title: [...title].slice(0, JOB_TITLE_MAX_LENGTH).join(""),
      description: [...description].slice(0, JOB_DESCRIPTION_MAX_LENGTH).join(""),
      machineTranslated: true,
    };
  } catch (error) {
    if (error instanceof TranslationFailedError) return null;
    throw error;
  }
}

export interface TranslationDrafts {
  drafts: JobText[];
  /** Languages the provider did not translate into this time. */
  failedLanguages: Language[];
}

/** Drafts of a job not yet posted (or being edited) in its likely workers' languages. */
export async function draftJobTranslations(
  ctx: Context,
  input: Record<string, unknown>,
): Promise<TranslationDrafts> {
  const employerId = authorize(ctx.viewer, "job.create");
  const translator = translatorOf(ctx);
  const read = new InputReader(input);
  const title = read.requiredText("title", "title", JOB_TITLE_MAX_LENGTH, {
    reason: "jobTitleRequired",
  });
  const description = read.requiredText("description", "description", JOB_DESCRIPTION_MAX_LENGTH, {
    multiLine: true,
    reason: "jobDescriptionRequired",
  });
  const state = read.state("state", "state", await placesOf(ctx.pool));
  if (state === null && !read.failed("state")) read.fail("state", "stateRequired");
  const language = readLanguage(read, input.language, "language") ?? "en";
  const asked = input.languages;
  let chosen: (Language | null)[] | null = null;
  if (Array.isArray(asked)) chosen = asked.map((code) => readLanguage(read, code, "languages"));
  else if (asked !== undefined && asked !== null) read.fail("languages", "languagesInvalid");
  read.done();
  const targets = (chosen ?? translationLanguagesFor(state ?? "", language)).filter(
    (code): code is Language => code !== null && code !== language,
  );
  const limit = await ctx.rateLimiter.consume([
    {
      key: `translation:drafts:${employerId}`,
      limit: JOB_TRANSLATION_DRAFTS_MAX_PER_EMPLOYER_PER_HOUR,
      windowSeconds: 3600,
    },
  ]);
  if (!limit.allowed) throw new RateLimitedError(limit.retryAfterSeconds);
  const source: JobText = { language, title, description };
  const unique = [...new Set(targets)];
  const results = await Promise.all(unique.map((to) => translateText(translator, source, to)));
  return {
    drafts: results.filter((draft): draft is JobText => draft !== null),
    failedLanguages: unique.filter((_to, index) => results[index] === null),
  };
}

function readLanguage(read: InputReader, raw: unknown, field: string): Language | null {
  const code = typeof raw === "string" ? languageCode(raw) : null;
  if (code && (LANGUAGES as readonly string[]).includes(code)) {
    return code === "bh" ? "hi" : (code as Language);
  }
  if (raw !== undefined && raw !== null) read.fail(field, "languagesInvalid");
  return null;
}

export interface JobTranslationResult {
  jobId: number;
  /** The job's text for the reader: the translation, or the original when it failed. */
  text: JobText;
  /** The provider failed; `text` is the original (the reader is told, and may ask again). */
  failed: boolean;
}

/**
 * A job in `language` (the request's when not given) for a reader: the text the job already has
 * in it if any (counted against no limit, never translated again), else translated once and
 * stored flagged as machine-made.
 */
export async function translateJobForReader(
  ctx: Context,
  jobId: number,
  requested: string | null | undefined,
): Promise<JobTranslationResult> {
  const translator = translatorOf(ctx);
  const read = new InputReader({});
  const language = requested == null ? ctx.language : readLanguage(read, requested, "language");
  read.done();
  const target: Language = language === null || language === "bh" ? "hi" : language;
  const job = await ctx.prisma.job.findFirst({
    where: { id: jobId, AND: [visibleJobWhere(ctx.viewer)] },
    select: { id: true, language: true, title: true, description: true, translations: true },
  });
  if (!job) throw new NotFoundError();
  const original = originalText(job);
  if (original.language === target) return { jobId, text: original, failed: false };
  const stored = jobTranslations(job.translations).find((text) => text.language === target);
  if (stored) return { jobId, text: stored, failed: false };

  const limit = await ctx.rateLimiter.consume([
    ...(ctx.clientAddress
      ? [
          {
            key: `translation:address:${ctx.clientAddress}`,
            limit: JOB_TRANSLATION_MAX_PER_READER_PER_HOUR,
            windowSeconds: 3600,
          },
        ]
      : []),
    ...(ctx.viewer
      ? [
          {
            key: `translation:${ctx.viewer.kind}:${ctx.viewer.id}`,
            limit: JOB_TRANSLATION_MAX_PER_READER_PER_HOUR,
            windowSeconds: 3600,
          },
        ]
      : []),
  ]);
  if (!limit.allowed) throw new RateLimitedError(limit.retryAfterSeconds);

  const translated = await translateText(translator, original, target);
  if (!translated) return { jobId, text: original, failed: true };
  // Stored only beside the text it translates, and only when that language is still free: an
  // employer's edit or another reader's translation meanwhile wins, and this one is dropped.
  const { rowCount } = await ctx.pool.query(
    `UPDATE jobs
        SET translations = COALESCE(translations, '{}'::jsonb) || jsonb_build_object($2::text, $3::jsonb)
      WHERE id = $1 AND title = $4 AND description = $5 AND language = $6
        AND NOT (COALESCE(translations, '{}'::jsonb) ? $2::text)`,
    [
      jobId,
      target,
      JSON.stringify(storedText(translated)),
      job.title,
      job.description,
      job.language,
    ],
  );
  if (rowCount) ctx.jobChanges.announce();
  return { jobId, text: translated, failed: false };
}
