import { authorize } from "../../auth/policy/permissions.js";
import {
  BLOG_PAGE_SIZE,
  CONTENT_ADMIN_LIST_MAX,
  CONTENT_AUTHOR_MAX_LENGTH,
  CONTENT_BODY_MAX_LENGTH,
  CONTENT_IMAGE_URL_MAX_LENGTH,
  CONTENT_SLUG_MAX_LENGTH,
  CONTENT_SUMMARY_MAX_LENGTH,
  CONTENT_TITLE_MAX_LENGTH,
  DEFAULT_LANGUAGE,
  FAQ_QUERY_MAX_LENGTH,
  LANGUAGE_FALLBACKS,
  LANGUAGES,
  type Language,
} from "../../constants.js";
import type { Context } from "../../context.js";
import {
  BadRequestError,
  ConflictError,
  type FieldError,
  fieldFailure,
  NotFoundError,
  ValidationError,
} from "../../errors.js";
import type {
  ContentEntry,
  ContentKind,
  ContentStatus,
  FaqAudience,
  Prisma,
} from "../../generated/prisma/client.js";
import { isUniqueViolation } from "../accounts/register.js";
import { actorFor, recordAudit } from "../admin/audit.js";
import { checkContentPictureUrl } from "../files/files.js";
import { markdownText } from "./markdown.js";

// Information pages, help-centre questions and blog posts (table content_entries).
//
// Visitors read what is public now: published, or scheduled with its time passed (a published
// entry whose publish_at is still ahead waits the same way), in their language, else the next of
// its fallbacks (bh -> hi -> en), entry by entry: a page or question not yet translated shows in
// English rather than missing. Admins (the content section of the matrix) read everything and
// change it; every change is audited in its own transaction and then empties the page cache
// (jobChanges: the cache forgets every drawn page on any announcement, so the edited page is
// drawn afresh at once on this instance, within PAGE_CACHE_TTL_MS on others).
//
// Defaults reach a database through migration 20261127181100_content_defaults: the rows an admin
// then edits. One source of truth (the table), no file copy that an edit would shadow.

/** Who reads: the database and the reader's language code (any string; unknown means English). */
export interface Reader {
  prisma: Pick<Prisma.TransactionClient, "contentEntry">;
  language: string;
}

/** The languages to look in for `language`, best first, ending with the default. */
export function languageChain(language: string): Language[] {
  const asked = (LANGUAGES as readonly string[]).includes(language)
    ? (language as Language)
    : DEFAULT_LANGUAGE;
  return [...new Set<Language>([asked, ...(LANGUAGE_FALLBACKS[asked] ?? []), DEFAULT_LANGUAGE])];
}

/** What a visitor may read at `now`. */
export function publicWhere(now: Date): Prisma.ContentEntryWhereInput {
  return {
    status: { in: ["PUBLISHED", "SCHEDULED"] },
    OR: [{ publishAt: null }, { publishAt: { lte: now } }],
  };
}

/** Of entries of several languages, the one of each slug in the best language of `chain`. */
function bestPerSlug<T extends { slug: string; language: string }>(rows: T[], chain: string[]) {
  const best = new Map<string, T>();
  for (const row of rows) {
    const held = best.get(row.slug);
    if (!held || chain.indexOf(row.language) < chain.indexOf(held.language)) {
      best.set(row.slug, row);
    }
  }
  return [...best.values()];
}

/** One public page or post by its slug, in the reader's language or its fallback; else null. */
export async function publicEntry(
  ctx: Reader,
  kind: ContentKind,
  slug: string,
  now = new Date(),
): Promise<ContentEntry | null> {
  const chain = languageChain(ctx.language);
  const rows = await ctx.prisma.contentEntry.findMany({
    where: { kind, slug, language: { in: chain }, ...publicWhere(now) },
  });
  return bestPerSlug(rows, chain)[0] ?? null;
}

/**
 * The help centre's questions for the reader, grouped by the caller (audience, then position),
 * those whose question or answer contains every word of `query` when one is given.
 */
export async function publicFaq(
  ctx: Reader,
  options: { query?: string | null; audience?: FaqAudience | null } = {},
  now = new Date(),
): Promise<ContentEntry[]> {
  const query = (options.query ?? "").trim();
  if ([...query].length > FAQ_QUERY_MAX_LENGTH) {
    throw new BadRequestError("paramTooLong", { name: "query", count: FAQ_QUERY_MAX_LENGTH });
  }
  const chain = languageChain(ctx.language);
  const rows = await ctx.prisma.contentEntry.findMany({
    where: {
      kind: "FAQ",
      language: { in: chain },
      ...(options.audience ? { audience: options.audience } : {}),
      ...publicWhere(now),
    },
  });
  // Matching on the text a reader sees (Markdown marks removed), case-insensitively; the
  // questions are a few dozen, so this is cheaper than a text index and knows Hindi as well.
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return bestPerSlug(rows, chain)
    .filter((row) => {
      if (words.length === 0) return true;
      const text = `${row.title} ${markdownText(row.body)}`.toLocaleLowerCase();
      return words.every((word) => text.includes(word));
    })
    .sort(
      (a, b) =>
        (a.audience ?? "").localeCompare(b.audience ?? "") ||
        a.position - b.position ||
        a.id - b.id,
    );
}

export interface BlogPage {
  posts: ContentEntry[];
  page: number;
  pageCount: number;
}

/** The blog's page `page` (1 on), newest first, each post in the reader's best language. */
export async function publicBlog(ctx: Reader, page: number, now = new Date()): Promise<BlogPage> {
  if (!Number.isInteger(page) || page < 1) {
    throw new BadRequestError("paramMin", { name: "page", min: 1 });
  }
  const chain = languageChain(ctx.language);
  // The slugs and dates first (light rows), then the page's posts whole.
  const heads = await ctx.prisma.contentEntry.findMany({
    where: { kind: "POST", language: { in: chain }, ...publicWhere(now) },
    select: { id: true, slug: true, language: true, publishAt: true, createdAt: true },
  });
  const ordered = bestPerSlug(heads, chain).sort(
    (a, b) =>
      (b.publishAt ?? b.createdAt).getTime() - (a.publishAt ?? a.createdAt).getTime() ||
      b.id - a.id,
  );
  const pageCount = Math.max(1, Math.ceil(ordered.length / BLOG_PAGE_SIZE));
  const ids = ordered.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE).map((r) => r.id);
  const rows = await ctx.prisma.contentEntry.findMany({ where: { id: { in: ids } } });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    posts: ids.flatMap((id) => byId.get(id) ?? []),
    page,
    pageCount,
  };
}

// ---------------------------------------------------------------- the back office

export interface ContentListFilter {
  kind: ContentKind;
  language?: string | null;
  status?: ContentStatus | null;
}

export function adminContentEntries(
  ctx: Pick<Context, "viewer" | "prisma">,
  filter: ContentListFilter,
): Promise<ContentEntry[]> {
  authorize(ctx.viewer, "content.read");
  return ctx.prisma.contentEntry.findMany({
    where: {
      kind: filter.kind,
      ...(filter.language ? { language: filter.language } : {}),
      ...(filter.status ? { status: filter.status } : {}),
    },
    orderBy: [{ slug: "asc" }, { language: "asc" }],
    take: CONTENT_ADMIN_LIST_MAX,
  });
}

export async function adminContentEntry(
  ctx: Pick<Context, "viewer" | "prisma">,
  id: number,
): Promise<ContentEntry | null> {
  authorize(ctx.viewer, "content.read");
  return ctx.prisma.contentEntry.findUnique({ where: { id } });
}

export interface ContentInput {
  kind: ContentKind;
  slug: string;
  language: string;
  title: string;
  summary?: string | null;
  body: string;
  audience?: FaqAudience | null;
  position?: number | null;
  status: ContentStatus;
  publishAt?: Date | null;
  author?: string | null;
  coverImageUrl?: string | null;
  /**
   * A translation that matches the English as it is now (translations.ts): stamps it with the
   * English text's time. A new translation is stamped without it; an edit keeps its stamp.
   */
  matchesEnglish?: boolean | null;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A picture of this site (a path) or of a secure origin; nothing else ever goes into `src`. */
const IMAGE_URL = /^(\/(?!\/)|https:\/\/)[^\s"'<>\\]+$/;
const length = (text: string) => [...text].length;

/** The input checked (every failure named at once) and made ready to store. */
export function readContentInput(input: ContentInput, now = new Date()) {
  const failures: FieldError[] = [];
  const fail = (failure: FieldError) => failures.push(failure);
  const slug = input.slug.trim();
  if (!slug) fail(fieldFailure("slug", "required"));
  else if (length(slug) > CONTENT_SLUG_MAX_LENGTH)
    fail(fieldFailure("slug", "maxLength", { count: CONTENT_SLUG_MAX_LENGTH }));
  else if (!SLUG.test(slug)) fail(fieldFailure("slug", "slugInvalid"));
  if (!(LANGUAGES as readonly string[]).includes(input.language)) {
    fail(fieldFailure("language", "choiceInvalid", { values: LANGUAGES.join(", ") }));
  }
  const title = input.title.trim();
  if (!title) fail(fieldFailure("title", "required"));
  else if (length(title) > CONTENT_TITLE_MAX_LENGTH)
    fail(fieldFailure("title", "maxLength", { count: CONTENT_TITLE_MAX_LENGTH }));
  const summary = (input.summary ?? "").trim();
  if (length(summary) > CONTENT_SUMMARY_MAX_LENGTH)
    fail(fieldFailure("summary", "maxLength", { count: CONTENT_SUMMARY_MAX_LENGTH }));
  const body = input.body.replace(/\r\n?/g, "\n");
  if (!body.trim()) fail(fieldFailure("body", "required"));
  else if (length(body) > CONTENT_BODY_MAX_LENGTH)
    fail(fieldFailure("body", "maxLength", { count: CONTENT_BODY_MAX_LENGTH }));
  const author = (input.author ?? "").trim();
  if (length(author) > CONTENT_AUTHOR_MAX_LENGTH)
    fail(fieldFailure("author", "maxLength", { count: CONTENT_AUTHOR_MAX_LENGTH }));
  const cover = input.coverImageUrl?.trim() || null;
  if (cover && (length(cover) > CONTENT_IMAGE_URL_MAX_LENGTH || !IMAGE_URL.test(cover))) {
    fail(fieldFailure("coverImageUrl", "urlInvalid"));
  }
  const audience = input.kind === "FAQ" ? (input.audience ?? null) : null;
  if (input.kind === "FAQ" && !audience) fail(fieldFailure("audience", "required"));
  const position = input.position ?? 0;
  if (!Number.isInteger(position) || position < 0 || position > 100_000) {
    fail(fieldFailure("position", "numberRange", { min: 0, max: 100_000 }));
  }
  // Scheduling needs its time; publishing without one publishes now (the post's date).
  let publishAt = input.publishAt ?? null;
  if (input.status === "SCHEDULED" && !publishAt) fail(fieldFailure("publishAt", "required"));
  if (input.status === "PUBLISHED" && !publishAt) publishAt = now;
  if (failures.length > 0) throw new ValidationError(failures);
  return {
    kind: input.kind,
    slug,
    language: input.language,
    title,
    summary,
    body,
    audience,
    position,
    status: input.status,
    publishAt,
    author,
    coverImageUrl: cover,
  } satisfies Prisma.ContentEntryUncheckedCreateInput;
}

/**
 * The English text time a translation of (kind, slug) in `language` is written from now: the
 * English row's text_updated_at; null for English itself or when there is no English row.
 */
export async function englishTextTime(
  tx: Pick<Prisma.TransactionClient, "contentEntry">,
  kind: ContentKind,
  slug: string,
  language: string,
): Promise<Date | null> {
  if (language === DEFAULT_LANGUAGE) return null;
  const english = await tx.contentEntry.findUnique({
    where: { kind_slug_language: { kind, slug, language: DEFAULT_LANGUAGE } },
    select: { textUpdatedAt: true },
  });
  return english?.textUpdatedAt ?? null;
}

/** What the audit log keeps of an entry: what it is and its state, not its whole body. */
const audited = (entry: ContentEntry) => ({
  kind: entry.kind,
  slug: entry.slug,
  language: entry.language,
  title: entry.title,
  status: entry.status,
  publishAt: entry.publishAt?.toISOString() ?? null,
  bodyLength: entry.body.length,
  coverImageUrl: entry.coverImageUrl,
});

/** Creates an entry (no id) or replaces one; audited; the page cache is emptied after. */
export async function saveContentEntry(
  ctx: Pick<Context, "viewer" | "prisma" | "clientAddress" | "jobChanges">,
  id: number | null,
  input: ContentInput,
): Promise<ContentEntry> {
  const actor = actorFor(ctx, "content.edit");
  const data = readContentInput(input);
  try {
    const saved = await ctx.prisma.$transaction(async (tx) => {
      const before = id === null ? null : await tx.contentEntry.findUnique({ where: { id } });
      if (id !== null && !before) throw new NotFoundError();
      // An uploaded cover must be one (a typed path of this site or https:// stays as it was).
      await checkContentPictureUrl(tx, data.coverImageUrl, "CONTENT_COVER", "coverImageUrl");
      const source =
        !before || input.matchesEnglish
          ? { sourceTextUpdatedAt: await englishTextTime(tx, data.kind, data.slug, data.language) }
          : {};
      const entry = before
        ? await tx.contentEntry.update({
            where: { id: before.id },
            data: { ...data, ...source, updatedById: actor.adminId },
          })
        : await tx.contentEntry.create({
            data: { ...data, ...source, updatedById: actor.adminId },
          });
      await recordAudit(tx, actor, {
        action: before ? "content.update" : "content.create",
        targetType: "content",
        targetId: entry.id,
        ...(before ? { before: audited(before) } : {}),
        after: audited(entry),
      });
      return entry;
    });
    ctx.jobChanges.announce();
    return saved;
  } catch (error) {
    if (isUniqueViolation(error, "slug")) throw new ConflictError("contentSlugTaken");
    throw error;
  }
}

/** Publishes (now, or at `publishAt` in the future: scheduled), archives or drafts an entry. */
export async function setContentStatus(
  ctx: Pick<Context, "viewer" | "prisma" | "clientAddress" | "jobChanges">,
  id: number,
  status: ContentStatus,
  publishAt: Date | null = null,
  now = new Date(),
): Promise<ContentEntry> {
  const actor = actorFor(ctx, "content.edit");
  if (status === "SCHEDULED" && !publishAt) {
    throw new ValidationError([fieldFailure("publishAt", "required")]);
  }
  const saved = await ctx.prisma.$transaction(async (tx) => {
    const before = await tx.contentEntry.findUnique({ where: { id } });
    if (!before) throw new NotFoundError();
    const when =
      status === "SCHEDULED" || status === "PUBLISHED"
        ? (publishAt ?? (status === "PUBLISHED" ? now : before.publishAt))
        : before.publishAt;
    const entry = await tx.contentEntry.update({
      where: { id },
      data: { status, publishAt: when, updatedById: actor.adminId },
    });
    await recordAudit(tx, actor, {
      action: `content.${status.toLowerCase()}`,
      targetType: "content",
      targetId: id,
      before: audited(before),
      after: audited(entry),
    });
    return entry;
  });
  ctx.jobChanges.announce();
  return saved;
}
