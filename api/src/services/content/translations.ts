import { authorize } from "../../auth/policy/permissions.js";
import { AVAILABLE_LANGUAGES, DEFAULT_LANGUAGE, LANGUAGE_FALLBACKS } from "../../constants.js";
import type { Context } from "../../context.js";
import { BadRequestError, NotFoundError } from "../../errors.js";
import type { ContentEntry, ContentKind } from "../../generated/prisma/client.js";
import { actorFor, recordAudit } from "../admin/audit.js";
import { englishTextTime, publicWhere } from "./content.js";

// Which languages each entry lacks, or has older than the English (issue 41).
//
// An entry's English row is its source. Every row carries text_updated_at, when its title,
// summary or body last changed (a database trigger stamps it on any write, so a status change
// or a save with the same words does not count), and a translation carries
// source_text_updated_at, the English text_updated_at it was written from. That is stamped when
// the translation is created (written from the English as it is then) and when an admin says it
// matches the English as it is now (confirmContentTranslation, or saveContentEntry's
// matchesEnglish); fixing a typo in a translation keeps it. The translation is outdated ("edited
// since") when the English text changed after that. Comparing updated_at instead would make a
// translation "newer" by any edit of its own, and "older" by the English being archived.
//
// The languages listed are the ones offered that have texts of their own: every available
// language but English and those that show another's (bh shows Hindi, LANGUAGE_FALLBACKS).

/** The languages an English entry should be written in. */
export const TRANSLATED_LANGUAGES: readonly string[] = AVAILABLE_LANGUAGES.filter(
  (language) => language !== DEFAULT_LANGUAGE && !LANGUAGE_FALLBACKS[language],
);

export type TranslationState = "CURRENT" | "OUTDATED" | "NOT_PUBLIC" | "MISSING";

export interface TranslationStatus {
  language: string;
  /**
   * MISSING: no entry in the language (readers get the fallback); NOT_PUBLIC: one exists but
   * readers do not see it (draft, archived, scheduled ahead); OUTDATED: readers see it, but the
   * English changed after it was written; CURRENT: readers see it and it matches the English.
   */
  state: TranslationState;
  /** The English text changed after this translation was written (also when not public). */
  outdated: boolean;
  entry: ContentEntry | null;
}

export interface ContentLanguages {
  english: ContentEntry;
  languages: TranslationStatus[];
}

/** Whether `translation` was written from an older English text than `english`'s. */
export function isOutdated(
  english: Pick<ContentEntry, "textUpdatedAt">,
  translation: Pick<ContentEntry, "sourceTextUpdatedAt">,
): boolean {
  return (
    translation.sourceTextUpdatedAt === null ||
    translation.sourceTextUpdatedAt.getTime() < english.textUpdatedAt.getTime()
  );
}

/** Each English entry of `kind` (by slug) with the state of each language it should be in. */
export async function contentLanguages(
  ctx: Pick<Context, "viewer" | "prisma">,
  kind: ContentKind,
  now = new Date(),
): Promise<ContentLanguages[]> {
  authorize(ctx.viewer, "content.read");
  const rows = await ctx.prisma.contentEntry.findMany({
    where: { kind },
    orderBy: [{ position: "asc" }, { slug: "asc" }],
  });
  const visible = new Set(
    (
      await ctx.prisma.contentEntry.findMany({
        where: { kind, ...publicWhere(now) },
        select: { id: true },
      })
    ).map((row) => row.id),
  );
  const bySlug = new Map<string, Map<string, ContentEntry>>();
  for (const row of rows) {
    const languages = bySlug.get(row.slug) ?? new Map<string, ContentEntry>();
    languages.set(row.language, row);
    bySlug.set(row.slug, languages);
  }
  return rows
    .filter((row) => row.language === DEFAULT_LANGUAGE)
    .map((english) => ({
      english,
      languages: TRANSLATED_LANGUAGES.map((language): TranslationStatus => {
        const entry = bySlug.get(english.slug)?.get(language) ?? null;
        if (!entry) return { language, state: "MISSING", outdated: false, entry };
        const outdated = isOutdated(english, entry);
        const state = !visible.has(entry.id) ? "NOT_PUBLIC" : outdated ? "OUTDATED" : "CURRENT";
        return { language, state, outdated, entry };
      }),
    }));
}

/** Marks a translation as matching the English as it is now; audited; content.edit. */
export async function confirmContentTranslation(
  ctx: Pick<Context, "viewer" | "prisma" | "clientAddress">,
  id: number,
): Promise<ContentEntry> {
  const actor = actorFor(ctx, "content.edit");
  return ctx.prisma.$transaction(async (tx) => {
    const before = await tx.contentEntry.findUnique({ where: { id } });
    if (!before) throw new NotFoundError();
    const source = await englishTextTime(tx, before.kind, before.slug, before.language);
    if (!source) throw new BadRequestError("contentNotTranslation");
    const entry = await tx.contentEntry.update({
      where: { id },
      data: { sourceTextUpdatedAt: source, updatedById: actor.adminId },
    });
    await recordAudit(tx, actor, {
      action: "content.translation_confirmed",
      targetType: "content",
      targetId: id,
      before: { sourceTextUpdatedAt: before.sourceTextUpdatedAt?.toISOString() ?? null },
      after: { sourceTextUpdatedAt: source.toISOString() },
      details: { kind: entry.kind, slug: entry.slug, language: entry.language },
    });
    return entry;
  });
}
