import { authorize } from "../../auth/policy/permissions.js";
import { BLOG_PAGE_SIZE } from "../../constants.js";
import type { Context } from "../../context.js";
import { ContentKind, ContentStatus, FaqAudience } from "../../generated/prisma/enums.js";
import {
  adminContentEntries,
  adminContentEntry,
  publicBlog,
  publicEntry,
  publicFaq,
  publicWhere,
  saveContentEntry,
  setContentStatus,
} from "../../services/content/content.js";
import { markdownText, renderMarkdown } from "../../services/content/markdown.js";
import { builder } from "../builder.js";
import { localId } from "../global-id.js";
import { nodePayload, resultUnion } from "../payload.js";

// Information pages, help-centre questions and blog posts (services/content/): visitors read the
// public ones in their language (else its fallback) with their bodies as HTML rendered here, so
// the web bundle never carries Markdown code; admins with the content section list, edit,
// publish, schedule and archive them, with a preview rendered by the same code.

export const ContentKindEnum = builder.enumType(ContentKind, { name: "ContentKind" });
export const ContentStatusEnum = builder.enumType(ContentStatus, { name: "ContentStatus" });
const FaqAudienceEnum = builder.enumType(FaqAudience, { name: "FaqAudience" });

export const ContentEntryRef = builder.prismaNode("ContentEntry", {
  id: { field: "id" },
  nullable: true,
  // Through node(id), only what a visitor may read: drafts are read through the admin fields.
  findUnique: (id) => ({ id: Number(id), ...publicWhere(new Date()) }) as { id: number },
  description: "An information page, a help-centre question or a blog post, in one language.",
  fields: (t) => ({
    kind: t.expose("kind", { type: ContentKindEnum }),
    slug: t.exposeString("slug", { description: "Its address: /privacy, /blog/<slug>, #<slug>." }),
    language: t.exposeString("language", {
      description: "The language it is written in: the reader's, or a fallback when untranslated.",
    }),
    title: t.exposeString("title"),
    summary: t.exposeString("summary", {
      description: "A post's summary, a page's meta description.",
    }),
    description: t.string({
      description: "The summary, else the body's first 160 characters as plain text.",
      resolve: (entry) => entry.summary || markdownText(entry.body).slice(0, 160),
    }),
    html: t.string({
      description: "The body rendered from Markdown on the server; raw HTML in it is escaped.",
      resolve: (entry) => renderMarkdown(entry.body),
    }),
    body: t.exposeString("body", { description: "The body as Markdown, as an admin wrote it." }),
    audience: t.expose("audience", { type: FaqAudienceEnum, nullable: true }),
    position: t.exposeInt("position"),
    status: t.expose("status", { type: ContentStatusEnum }),
    publishAt: t.expose("publishAt", {
      type: "DateTime",
      nullable: true,
      description: "A post's date; when a scheduled entry goes public.",
    }),
    author: t.exposeString("author"),
    coverImageUrl: t.exposeString("coverImageUrl", { nullable: true }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

/**
 * The reader's language: the one the web app names (its menu, which the request's
 * Accept-Language may not be), else the request's. Unknown codes fall back to English.
 */
function reader(ctx: Context, language: string | null | undefined) {
  return { prisma: ctx.prisma, language: language ?? ctx.language };
}

const BlogPageRef = builder
  .objectRef<{ posts: unknown[]; page: number; pageCount: number }>("BlogPage")
  .implement({
    description: `One page of the blog, ${BLOG_PAGE_SIZE} posts, newest first.`,
    fields: (t) => ({
      posts: t.field({ type: [ContentEntryRef], resolve: (page) => page.posts as never }),
      page: t.exposeInt("page"),
      pageCount: t.exposeInt("pageCount"),
    }),
  });

builder.queryFields((t) => ({
  contentPage: t.field({
    type: ContentEntryRef,
    nullable: true,
    description:
      "A public information page (privacy, terms, pricing, about, timeline) in the request's language, else its fallback; null when there is none.",
    authScopes: { public: true },
    args: {
      slug: t.arg.string({ required: true }),
      language: t.arg.string({
        description: "The reader's language (the web app's menu); else the request's.",
      }),
    },
    resolve: (_root, args, ctx) => publicEntry(reader(ctx, args.language), "PAGE", args.slug),
  }),
  blogPost: t.field({
    type: ContentEntryRef,
    nullable: true,
    description: "A public blog post in the request's language, else its fallback.",
    authScopes: { public: true },
    args: {
      slug: t.arg.string({ required: true }),
      language: t.arg.string({
        description: "The reader's language (the web app's menu); else the request's.",
      }),
    },
    resolve: (_root, args, ctx) => publicEntry(reader(ctx, args.language), "POST", args.slug),
  }),
  blogPosts: t.field({
    type: BlogPageRef,
    description: "A page of public blog posts, newest first.",
    authScopes: { public: true },
    args: {
      page: t.arg.int({ defaultValue: 1 }),
      language: t.arg.string({
        description: "The reader's language (the web app's menu); else the request's.",
      }),
    },
    resolve: (_root, args, ctx) => publicBlog(reader(ctx, args.language), args.page ?? 1),
  }),
  faq: t.field({
    type: [ContentEntryRef],
    description:
      "The help centre's public questions, for workers then employers, in order; with `query`, those containing every word of it.",
    authScopes: { public: true },
    args: {
      query: t.arg.string(),
      audience: t.arg({ type: FaqAudienceEnum }),
      language: t.arg.string({
        description: "The reader's language (the web app's menu); else the request's.",
      }),
    },
    resolve: (_root, args, ctx) => publicFaq(reader(ctx, args.language), args),
  }),
  adminContentEntries: t.field({
    type: [ContentEntryRef],
    description: "Every entry of a kind (drafts too), by slug and language.",
    authScopes: { can: "content.read" },
    args: {
      kind: t.arg({ type: ContentKindEnum, required: true }),
      language: t.arg.string(),
      status: t.arg({ type: ContentStatusEnum }),
    },
    resolve: (_root, args, ctx) => adminContentEntries(ctx, args),
  }),
  adminContentEntry: t.field({
    type: ContentEntryRef,
    nullable: true,
    description: "One entry, whatever its status.",
    authScopes: { can: "content.read" },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => adminContentEntry(ctx, localId(String(args.id), "ContentEntry")),
  }),
  previewMarkdown: t.string({
    description: "Markdown rendered as visitors will see it (the editor's preview).",
    authScopes: { can: "content.read" },
    args: { body: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => {
      authorize(ctx.viewer, "content.read");
      return renderMarkdown(args.body);
    },
  }),
}));

const ContentEntryInput = builder.inputType("ContentEntryInput", {
  fields: (t) => ({
    kind: t.field({ type: ContentKindEnum, required: true }),
    slug: t.string({ required: true }),
    language: t.string({ required: true }),
    title: t.string({ required: true }),
    summary: t.string(),
    body: t.string({ required: true, description: "Markdown; raw HTML is shown as text." }),
    audience: t.field({ type: FaqAudienceEnum, description: "Required for a question." }),
    position: t.int(),
    status: t.field({ type: ContentStatusEnum, required: true }),
    publishAt: t.field({ type: "DateTime", description: "Required to schedule." }),
    author: t.string(),
    coverImageUrl: t.string({
      description:
        "A path of this site (uploadContentPicture's url, CONTENT_COVER, or a typed path) or an https:// address.",
    }),
    matchesEnglish: t.boolean({
      description:
        "A translation that matches the English as it is now (adminContentLanguages); a new translation is taken as matching, an edit keeps what it was.",
    }),
  }),
});

const SaveContentEntryPayload = nodePayload("SaveContentEntryPayload", "entry", ContentEntryRef);

builder.mutationFields((t) => ({
  saveContentEntry: t.field({
    type: SaveContentEntryPayload,
    description:
      "Creates an entry (without `id`) or replaces one: an admin with the content section in full; audited; the page cache is emptied.",
    skipTypeScopes: true,
    authScopes: { can: "content.edit" },
    errors: resultUnion("SaveContentEntryResult"),
    args: {
      id: t.arg.id(),
      input: t.arg({ type: ContentEntryInput, required: true }),
    },
    resolve: async (_root, { id, input }, ctx) => ({
      entry: await saveContentEntry(
        ctx,
        id ? localId(String(id), "ContentEntry") : null,
        input as never,
      ),
    }),
  }),
  setContentStatus: t.field({
    type: SaveContentEntryPayload,
    description:
      "Publishes (now), schedules (at `publishAt`), archives or drafts an entry; audited; the page cache is emptied.",
    skipTypeScopes: true,
    authScopes: { can: "content.edit" },
    errors: resultUnion("SetContentStatusResult"),
    args: {
      id: t.arg.id({ required: true }),
      status: t.arg({ type: ContentStatusEnum, required: true }),
      publishAt: t.arg({ type: "DateTime" }),
    },
    resolve: async (_root, { id, status, publishAt }, ctx) => ({
      entry: await setContentStatus(
        ctx,
        localId(String(id), "ContentEntry"),
        status,
        publishAt ?? null,
      ),
    }),
  }),
}));
