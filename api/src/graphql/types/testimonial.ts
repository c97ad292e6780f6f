import { TESTIMONIALS_MAX } from "../../constants.js";
import { BadRequestError } from "../../errors.js";
import { LogoKind } from "../../generated/prisma/enums.js";
import {
  adminPartnerLogos,
  adminTestimonials,
  publicPartnerLogos,
  publicTestimonials,
  savePartnerLogo,
  saveTestimonial,
} from "../../services/content/showcase.js";
import { builder } from "../builder.js";
import { localId } from "../global-id.js";
import { nodePayload, resultUnion } from "../payload.js";
import { ContentStatusEnum } from "./content.js";

// The landing page's testimonials and logo grids (services/content/showcase.ts). Short lists
// rather than connections: the landing page shows a few curated rows and never pages. Visitors
// read the published ones; admins with the content section list every one and change them.

const published = { status: "PUBLISHED" } as const;

export const Testimonial = builder.prismaNode("Testimonial", {
  id: { field: "id" },
  nullable: true,
  // Through node(id), only what a visitor may read: drafts are read through the admin fields.
  findUnique: (id) => ({ id: Number(id), ...published }) as { id: number },
  fields: (t) => ({
    name: t.exposeString("name"),
    role: t.exposeString("role", { description: "Their work, e.g. Mason." }),
    place: t.exposeString("place", {
      description: "Their town, e.g. Lucknow; empty if not given.",
    }),
    content: t.exposeString("content", { description: "The quote, in their words." }),
    rating: t.exposeInt("rating", { description: "1 to 5 stars." }),
    imageUrl: t.exposeString("imageUrl", { nullable: true, description: "Their photo, if any." }),
    language: t.exposeString("language", { description: "The language the quote is in." }),
    status: t.field({
      type: ContentStatusEnum,
      description: "Draft, published or archived.",
      resolve: (row) => row.status,
    }),
    position: t.exposeInt("sortOrder", { description: "Order on the landing page, ascending." }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

const LogoKindEnum = builder.enumType(LogoKind, {
  name: "LogoKind",
  description: "CLIENT: who hires through KaamSetu; PARTNER: who trains and supports its workers.",
});

export const PartnerLogoRef = builder.prismaNode("PartnerLogo", {
  id: { field: "id" },
  nullable: true,
  findUnique: (id) => ({ id: Number(id), ...published }) as { id: number },
  description: "A logo in the landing page's grids.",
  fields: (t) => ({
    kind: t.expose("kind", { type: LogoKindEnum }),
    name: t.exposeString("name", { description: "The organisation's name (the logo's alt text)." }),
    logoUrl: t.exposeString("logoUrl", { description: "The picture, a path of this site." }),
    linkUrl: t.exposeString("linkUrl", {
      nullable: true,
      description: "Where the logo leads, an https:// address.",
    }),
    status: t.field({
      type: ContentStatusEnum,
      description: "Draft, published or archived.",
      resolve: (row) => row.status,
    }),
    position: t.exposeInt("position"),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

builder.queryFields((t) => ({
  testimonials: t.prismaField({
    type: [Testimonial],
    description: `Published testimonials in display order, in the reader's language when any are published in it, else its fallback, else English; at most ${TESTIMONIALS_MAX}.`,
    authScopes: { public: true },
    args: {
      first: t.arg.int({ defaultValue: TESTIMONIALS_MAX }),
      language: t.arg.string({
        description: "The reader's language (the web app's menu); else the request's.",
      }),
    },
    resolve: (_query, _root, args, ctx) => {
      const first = args.first ?? TESTIMONIALS_MAX;
      if (first < 1) throw new BadRequestError("paramMin", { name: "first", min: 1 });
      return publicTestimonials(
        { prisma: ctx.prisma, language: args.language ?? ctx.language },
        Math.min(first, TESTIMONIALS_MAX),
      );
    },
  }),
  partnerLogos: t.field({
    type: [PartnerLogoRef],
    description: "The published logos of both grids (clients, then partners), each in order.",
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => publicPartnerLogos(ctx),
  }),
  adminTestimonials: t.field({
    type: [Testimonial],
    description: "Every testimonial (drafts and archived too), by language and position.",
    authScopes: { can: "content.read" },
    args: {
      language: t.arg.string(),
      status: t.arg({ type: ContentStatusEnum }),
    },
    resolve: (_root, args, ctx) => adminTestimonials(ctx, args),
  }),
  adminPartnerLogos: t.field({
    type: [PartnerLogoRef],
    description: "Every logo (drafts and archived too), by grid and position.",
    authScopes: { can: "content.read" },
    args: {
      kind: t.arg({ type: LogoKindEnum }),
      status: t.arg({ type: ContentStatusEnum }),
    },
    resolve: (_root, args, ctx) => adminPartnerLogos(ctx, args),
  }),
}));

const TestimonialInput = builder.inputType("TestimonialInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    role: t.string({ required: true, description: "Their work or trade." }),
    place: t.string({ description: "Their town." }),
    quote: t.string({ required: true }),
    rating: t.int({ description: "1 to 5 stars; 5 when left out." }),
    photoUrl: t.string({
      description:
        "A picture of this site (a path): uploadContentPicture's url (TESTIMONIAL_PHOTO) or a typed path; none when left out.",
    }),
    language: t.string({ required: true, description: "The language the quote is in." }),
    status: t.field({ type: ContentStatusEnum, required: true, description: "Not SCHEDULED." }),
    position: t.int(),
  }),
});

const PartnerLogoInput = builder.inputType("PartnerLogoInput", {
  fields: (t) => ({
    kind: t.field({ type: LogoKindEnum, required: true }),
    name: t.string({ required: true }),
    logoUrl: t.string({
      required: true,
      description:
        "A picture of this site (a path): uploadContentPicture's url (PARTNER_LOGO) or a typed path.",
    }),
    linkUrl: t.string({ description: "An https:// address; none when left out." }),
    status: t.field({ type: ContentStatusEnum, required: true, description: "Not SCHEDULED." }),
    position: t.int(),
  }),
});

const SaveTestimonialPayload = nodePayload("SaveTestimonialPayload", "testimonial", Testimonial);
const SavePartnerLogoPayload = nodePayload("SavePartnerLogoPayload", "logo", PartnerLogoRef);

builder.mutationFields((t) => ({
  saveTestimonial: t.field({
    type: SaveTestimonialPayload,
    description:
      "Creates a testimonial (without `id`) or replaces one: an admin with the content section in full; audited; the page cache is emptied.",
    skipTypeScopes: true,
    authScopes: { can: "content.edit" },
    errors: resultUnion("SaveTestimonialResult"),
    args: {
      id: t.arg.id(),
      input: t.arg({ type: TestimonialInput, required: true }),
    },
    resolve: async (_root, { id, input }, ctx) => ({
      testimonial: await saveTestimonial(
        ctx,
        id ? localId(String(id), "Testimonial") : null,
        input as never,
      ),
    }),
  }),
  savePartnerLogo: t.field({
    type: SavePartnerLogoPayload,
    description:
      "Creates a logo (without `id`) or replaces one: an admin with the content section in full; audited; the page cache is emptied.",
    skipTypeScopes: true,
    authScopes: { can: "content.edit" },
    errors: resultUnion("SavePartnerLogoResult"),
    args: {
      id: t.arg.id(),
      input: t.arg({ type: PartnerLogoInput, required: true }),
    },
    resolve: async (_root, { id, input }, ctx) => ({
      logo: await savePartnerLogo(
        ctx,
        id ? localId(String(id), "PartnerLogo") : null,
        input as never,
      ),
    }),
  }),
}));
