import { authorize } from "../../auth/policy/permissions.js";
import {
  CONTENT_ADMIN_LIST_MAX,
  CONTENT_IMAGE_URL_MAX_LENGTH,
  LANGUAGES,
  PARTNER_LOGO_NAME_MAX_LENGTH,
  PARTNER_LOGOS_MAX,
  SHOWCASE_POSITION_MAX,
  TESTIMONIAL_NAME_MAX_LENGTH,
  TESTIMONIAL_PLACE_MAX_LENGTH,
  TESTIMONIAL_QUOTE_MAX_LENGTH,
  TESTIMONIAL_RATING,
  TESTIMONIAL_ROLE_MAX_LENGTH,
  TESTIMONIALS_MAX,
} from "../../constants.js";
import type { Context } from "../../context.js";
import { type FieldError, fieldFailure, NotFoundError, ValidationError } from "../../errors.js";
import type {
  ContentStatus,
  LogoKind,
  PartnerLogo,
  Prisma,
  Testimonial,
} from "../../generated/prisma/client.js";
import { actorFor, recordAudit } from "../admin/audit.js";
import { checkContentPictureUrl } from "../files/files.js";
import { languageChain } from "./content.js";

// The landing page's testimonials and logo grids (tables testimonials and
// partner_logos), edited by admins in the content section like pages and posts: content.read to
// list them, content.edit to change them, every change audited in its own transaction and then
// the page cache emptied (jobChanges), so the landing page is drawn afresh with them.
//
// Visitors see the published ones. Testimonials are written in one language each (a person's own
// words are not translated): the reader's language when any is published in it, else the next of
// its fallbacks, else English. Logos are names and pictures, the same in every language.

/** Statuses these take: SPEC section 4's generic ones; nothing here is scheduled. */
const SHOWCASE_STATUSES: readonly ContentStatus[] = ["DRAFT", "PUBLISHED", "ARCHIVED"];

/**
 * A picture of this site: a path (the pages' policy loads images from this origin only), typed or
 * an uploaded picture's (/api/v1/files/<key>/, which must then be of the right kind).
 */
const SITE_IMAGE = /^\/(?!\/)[^\s"'<>\\]+$/;
/** A link: an https:// address with a host, nothing that could break out of the attribute. */
const HTTPS_LINK = /^https:\/\/[^\s/"'<>\\]+[^\s"'<>\\]*$/;
const length = (text: string) => [...text].length;

/** The published testimonials for a reader of `language`, in display order. */
export async function publicTestimonials(
  ctx: { prisma: Pick<Prisma.TransactionClient, "testimonial">; language: string },
  first = TESTIMONIALS_MAX,
): Promise<Testimonial[]> {
  const chain = languageChain(ctx.language);
  const rows = await ctx.prisma.testimonial.findMany({
    where: { status: "PUBLISHED", language: { in: chain } },
    orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
  });
  // The best language of the chain that has any; a reader never gets a mix of languages.
  const language = chain.find((code) => rows.some((row) => row.language === code));
  return rows.filter((row) => row.language === language).slice(0, first);
}

/** The published logos of both grids, each grid in order. */
export function publicPartnerLogos(ctx: {
  prisma: Pick<Prisma.TransactionClient, "partnerLogo">;
}): Promise<PartnerLogo[]> {
  return ctx.prisma.partnerLogo
    .findMany({
      where: { status: "PUBLISHED" },
      orderBy: [{ kind: "asc" }, { position: "asc" }, { id: "asc" }],
    })
    .then((rows) =>
      (["CLIENT", "PARTNER"] as const).flatMap((kind) =>
        rows.filter((row) => row.kind === kind).slice(0, PARTNER_LOGOS_MAX),
      ),
    );
}

// ---------------------------------------------------------------- the back office

export function adminTestimonials(
  ctx: Pick<Context, "viewer" | "prisma">,
  filter: { language?: string | null; status?: ContentStatus | null } = {},
): Promise<Testimonial[]> {
  authorize(ctx.viewer, "content.read");
  return ctx.prisma.testimonial.findMany({
    where: {
      ...(filter.language ? { language: filter.language } : {}),
      ...(filter.status ? { status: filter.status } : {}),
    },
    orderBy: [{ language: "asc" }, { sortOrder: "asc" }, { id: "asc" }],
    take: CONTENT_ADMIN_LIST_MAX,
  });
}

export function adminPartnerLogos(
  ctx: Pick<Context, "viewer" | "prisma">,
  filter: { kind?: LogoKind | null; status?: ContentStatus | null } = {},
): Promise<PartnerLogo[]> {
  authorize(ctx.viewer, "content.read");
  return ctx.prisma.partnerLogo.findMany({
    where: {
      ...(filter.kind ? { kind: filter.kind } : {}),
      ...(filter.status ? { status: filter.status } : {}),
    },
    orderBy: [{ kind: "asc" }, { position: "asc" }, { id: "asc" }],
    take: CONTENT_ADMIN_LIST_MAX,
  });
}

export interface TestimonialInput {
  name: string;
  role: string;
  place?: string | null;
  quote: string;
  rating?: number | null;
  photoUrl?: string | null;
  language: string;
  status: ContentStatus;
  position?: number | null;
}

export interface PartnerLogoInput {
  kind: LogoKind;
  name: string;
  logoUrl: string;
  linkUrl?: string | null;
  status: ContentStatus;
  position?: number | null;
}

/** Checks shared by both: status, position. */
function checkCommon(
  input: { status: ContentStatus; position?: number | null },
  fail: (failure: FieldError) => void,
) {
  if (!SHOWCASE_STATUSES.includes(input.status)) {
    fail(fieldFailure("status", "choiceInvalid", { values: SHOWCASE_STATUSES.join(", ") }));
  }
  const position = input.position ?? 0;
  if (!Number.isInteger(position) || position < 0 || position > SHOWCASE_POSITION_MAX) {
    fail(fieldFailure("position", "numberRange", { min: 0, max: SHOWCASE_POSITION_MAX }));
  }
  return position;
}

/** A required text of at most `max` characters, trimmed; its failure named. */
function text(
  field: string,
  value: string | null | undefined,
  max: number,
  fail: (failure: FieldError) => void,
  required = true,
): string {
  const trimmed = (value ?? "").trim();
  if (!trimmed && required) fail(fieldFailure(field, "required"));
  else if (length(trimmed) > max) fail(fieldFailure(field, "maxLength", { count: max }));
  return trimmed;
}

/** The input checked (every failure named at once) and made ready to store. */
export function readTestimonialInput(input: TestimonialInput) {
  const failures: FieldError[] = [];
  const fail = (failure: FieldError) => failures.push(failure);
  const name = text("name", input.name, TESTIMONIAL_NAME_MAX_LENGTH, fail);
  const role = text("role", input.role, TESTIMONIAL_ROLE_MAX_LENGTH, fail);
  const place = text("place", input.place, TESTIMONIAL_PLACE_MAX_LENGTH, fail, false);
  const content = text("quote", input.quote, TESTIMONIAL_QUOTE_MAX_LENGTH, fail);
  const rating = input.rating ?? TESTIMONIAL_RATING.max;
  if (
    !Number.isInteger(rating) ||
    rating < TESTIMONIAL_RATING.min ||
    rating > TESTIMONIAL_RATING.max
  ) {
    fail(fieldFailure("rating", "ratingInvalid", TESTIMONIAL_RATING));
  }
  const imageUrl = input.photoUrl?.trim() || null;
  if (imageUrl && (length(imageUrl) > CONTENT_IMAGE_URL_MAX_LENGTH || !SITE_IMAGE.test(imageUrl))) {
    fail(fieldFailure("photoUrl", "urlInvalid"));
  }
  if (!(LANGUAGES as readonly string[]).includes(input.language)) {
    fail(fieldFailure("language", "choiceInvalid", { values: LANGUAGES.join(", ") }));
  }
  const sortOrder = checkCommon(input, fail);
  if (failures.length > 0) throw new ValidationError(failures);
  return {
    name,
    role,
    place,
    content,
    rating,
    imageUrl,
    language: input.language,
    status: input.status,
    sortOrder,
  } satisfies Prisma.TestimonialUncheckedCreateInput;
}

export function readPartnerLogoInput(input: PartnerLogoInput) {
  const failures: FieldError[] = [];
  const fail = (failure: FieldError) => failures.push(failure);
  const name = text("name", input.name, PARTNER_LOGO_NAME_MAX_LENGTH, fail);
  const logoUrl = text("logoUrl", input.logoUrl, CONTENT_IMAGE_URL_MAX_LENGTH, fail);
  if (logoUrl && length(logoUrl) <= CONTENT_IMAGE_URL_MAX_LENGTH && !SITE_IMAGE.test(logoUrl)) {
    fail(fieldFailure("logoUrl", "urlInvalid"));
  }
  const linkUrl = input.linkUrl?.trim() || null;
  if (
    linkUrl &&
    (length(linkUrl) > CONTENT_IMAGE_URL_MAX_LENGTH ||
      !HTTPS_LINK.test(linkUrl) ||
      !URL.canParse(linkUrl))
  ) {
    fail(fieldFailure("linkUrl", "urlInvalid"));
  }
  const position = checkCommon(input, fail);
  if (failures.length > 0) throw new ValidationError(failures);
  return {
    kind: input.kind,
    name,
    logoUrl,
    linkUrl,
    status: input.status,
    position,
  } satisfies Prisma.PartnerLogoUncheckedCreateInput;
}

/** What the audit log keeps of a testimonial: who and its state, not the whole quote. */
const auditedTestimonial = (row: Testimonial) => ({
  name: row.name,
  language: row.language,
  status: row.status,
  position: row.sortOrder,
  quoteLength: row.content.length,
  imageUrl: row.imageUrl,
});
const auditedLogo = (row: PartnerLogo) => ({
  kind: row.kind,
  name: row.name,
  logoUrl: row.logoUrl,
  linkUrl: row.linkUrl,
  status: row.status,
  position: row.position,
});

type Editor = Pick<Context, "viewer" | "prisma" | "clientAddress" | "jobChanges">;

/** Creates a testimonial (no id) or replaces one; audited; the page cache is emptied after. */
export async function saveTestimonial(
  ctx: Editor,
  id: number | null,
  input: TestimonialInput,
): Promise<Testimonial> {
  const actor = actorFor(ctx, "content.edit");
  const data = { ...readTestimonialInput(input), updatedById: actor.adminId };
  const saved = await ctx.prisma.$transaction(async (tx) => {
    const before = id === null ? null : await tx.testimonial.findUnique({ where: { id } });
    if (id !== null && !before) throw new NotFoundError();
    await checkContentPictureUrl(tx, data.imageUrl, "TESTIMONIAL_PHOTO", "photoUrl");
    const row = before
      ? await tx.testimonial.update({ where: { id: before.id }, data })
      : await tx.testimonial.create({ data });
    await recordAudit(tx, actor, {
      action: before ? "testimonial.update" : "testimonial.create",
      targetType: "testimonial",
      targetId: row.id,
      ...(before ? { before: auditedTestimonial(before) } : {}),
      after: auditedTestimonial(row),
    });
    return row;
  });
  ctx.jobChanges.announce();
  return saved;
}

/** Creates a logo (no id) or replaces one; audited; the page cache is emptied after. */
export async function savePartnerLogo(
  ctx: Editor,
  id: number | null,
  input: PartnerLogoInput,
): Promise<PartnerLogo> {
  const actor = actorFor(ctx, "content.edit");
  const data = { ...readPartnerLogoInput(input), updatedById: actor.adminId };
  const saved = await ctx.prisma.$transaction(async (tx) => {
    const before = id === null ? null : await tx.partnerLogo.findUnique({ where: { id } });
    if (id !== null && !before) throw new NotFoundError();
    await checkContentPictureUrl(tx, data.logoUrl, "PARTNER_LOGO", "logoUrl");
    const row = before
      ? await tx.partnerLogo.update({ where: { id: before.id }, data })
      : await tx.partnerLogo.create({ data });
    await recordAudit(tx, actor, {
      action: before ? "partnerLogo.update" : "partnerLogo.create",
      targetType: "partnerLogo",
      targetId: row.id,
      ...(before ? { before: auditedLogo(before) } : {}),
      after: auditedLogo(row),
    });
    return row;
  });
  ctx.jobChanges.announce();
  return saved;
}
