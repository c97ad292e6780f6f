import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../../test/admins.js";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { csrfHeaders, signedInWorker } from "../../../test/sessions.js";
import type { AdminRole } from "../../auth/policy/roles.js";

// Information pages, help-centre questions and blog posts through the real schema: who may edit
// (the content section of the admin matrix), what visitors are served (never a script, an event
// handler or a javascript: link, whatever a body holds), scheduling, the language fallback, the
// audit rows, and the defaults the migration writes.

let t: TestApp;
const tokens = {} as Record<AdminRole, string>;
let worker: Awaited<ReturnType<typeof signedInWorker>>;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ["SUPERUSER", "ADMIN", "MODERATOR", "OPERATOR", "VIEWER"] as const) {
    tokens[role] = (await signedInAdmin(t, role)).token;
  }
  worker = await signedInWorker(t);
});
afterAll(async () => {
  await t.close();
});

const SAVE = `mutation Save($id: ID, $input: ContentEntryInput!) {
  saveContentEntry(id: $id, input: $input) {
    __typename
    ... on SaveContentEntryPayload { entry { id slug status html publishAt } }
    ... on AppError { code reason fieldErrors { field reason } }
  }
}`;
const STATUS = `mutation Status($id: ID!, $status: ContentStatus!, $publishAt: DateTime) {
  setContentStatus(id: $id, status: $status, publishAt: $publishAt) {
    __typename
    ... on SaveContentEntryPayload { entry { id status publishAt } }
    ... on AppError { code reason }
  }
}`;

const as = (token: string | null, language = "en") => ({
  ...(token ? { token } : {}),
  headers: { ...csrfHeaders(t), "accept-language": language },
});

let slugs = 0;
const post = (overrides: Record<string, unknown> = {}) => ({
  kind: "POST",
  slug: `post-${++slugs}`,
  language: "en",
  title: "A post",
  summary: "What it says",
  body: "Some **text**.",
  status: "PUBLISHED",
  author: "Team",
  ...overrides,
});

type Saved = {
  __typename: string;
  entry?: { id: string; slug: string; status: string; html: string; publishAt: string | null };
  code?: string;
  reason?: string;
  fieldErrors?: { field: string; reason: string }[];
};

async function save(input: Record<string, unknown>, token = tokens.SUPERUSER, id?: string) {
  const { body } = await t.graphql<{ saveContentEntry: Saved }>(SAVE, { id, input }, as(token));
  return body;
}

async function blogSlugs(language = "en") {
  const { body } = await t.graphql<{ blogPosts: { posts: { slug: string }[] } }>(
    "query($page: Int) { blogPosts(page: $page) { posts { slug } } }",
    { page: 1 },
    as(null, language),
  );
  return (body.data?.blogPosts.posts ?? []).map((p) => p.slug);
}

describe("who may change content", () => {
  it("lets the roles with the content section in full edit, and no one else", async () => {
    for (const role of ["SUPERUSER", "ADMIN", "MODERATOR"] as const) {
      const body = await save(post(), tokens[role]);
      expect(body.data?.saveContentEntry.__typename, role).toBe("SaveContentEntryPayload");
    }
    for (const token of [tokens.OPERATOR, tokens.VIEWER, worker.token, null]) {
      const body = await save(post(), token ?? "");
      expect(body.data?.saveContentEntry ?? null).toBeNull();
      expect(["FORBIDDEN", "UNAUTHENTICATED"]).toContain(body.errors?.[0]?.extensions?.code);
    }
  });

  it("lets every admin read drafts, and nobody else", async () => {
    await save(post({ slug: "a-draft", status: "DRAFT" }));
    const list = "{ adminContentEntries(kind: POST) { slug status } }";
    for (const role of ["SUPERUSER", "ADMIN", "MODERATOR", "OPERATOR", "VIEWER"] as const) {
      const { body } = await t.graphql<{ adminContentEntries: { slug: string }[] }>(
        list,
        {},
        as(tokens[role]),
      );
      expect(
        body.data?.adminContentEntries.map((e) => e.slug),
        role,
      ).toContain("a-draft");
    }
    const { body } = await t.graphql(list, {}, as(worker.token));
    expect(body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(await blogSlugs()).not.toContain("a-draft");
  });

  it("writes an audit row for every change, with the acting admin", async () => {
    const created = await save(post({ slug: "audited", status: "DRAFT" }));
    const id = created.data?.saveContentEntry.entry?.id ?? "";
    await t.graphql(STATUS, { id, status: "PUBLISHED" }, as(tokens.MODERATOR));
    await t.graphql(STATUS, { id, status: "ARCHIVED" }, as(tokens.MODERATOR));
    const rows = await t.db.prisma.adminAuditLog.findMany({
      where: { targetType: "content" },
      orderBy: { id: "asc" },
    });
    const actions = rows.filter((row) => JSON.stringify(row.details).includes('"audited"'));
    expect(actions.map((row) => row.action)).toEqual([
      "content.create",
      "content.published",
      "content.archived",
    ]);
  });

  it("names every bad field at once, and refuses a slug taken in that language", async () => {
    const body = await save(
      post({
        slug: "Not A Slug",
        title: " ",
        coverImageUrl: "javascript:alert(1)",
        language: "xx",
      }),
    );
    const failure = body.data?.saveContentEntry;
    expect(failure?.__typename).toBe("AppError");
    expect(failure?.fieldErrors?.map((e) => `${e.field}:${e.reason}`).sort()).toEqual([
      "coverImageUrl:urlInvalid",
      "language:choiceInvalid",
      "slug:slugInvalid",
      "title:required",
    ]);
    await save(post({ slug: "twice" }));
    const again = await save(post({ slug: "twice" }));
    expect(again.data?.saveContentEntry.reason).toBe("contentSlugTaken");
    const otherLanguage = await save(post({ slug: "twice", language: "hi" }));
    expect(otherLanguage.data?.saveContentEntry.__typename).toBe("SaveContentEntryPayload");
  });
});

describe("what visitors are served", () => {
  it("never serves a script, an event handler or a javascript: link from a body", async () => {
    const body = [
      "<script>alert('x')</script>",
      '<img src="x" onerror="alert(1)">',
      "[click](javascript:alert(1)) [again](JaVaScRiPt:alert(1)) <javascript:alert(1)>",
      '<a href="javascript:alert(1)">raw</a> [ok](/jobs)',
    ].join("\n\n");
    await save(post({ slug: "hostile", body }));
    const { body: answer } = await t.graphql<{ blogPost: { html: string } }>(
      '{ blogPost(slug: "hostile") { html } }',
      {},
      as(null),
    );
    const html = answer.data?.blogPost.html ?? "";
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/<[^>]*\son\w+=/i);
    expect(html).not.toMatch(/href="\s*javascript:/i);
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain('<a href="/jobs">ok</a>');
    // The admin's preview is the same rendering.
    const { body: preview } = await t.graphql<{ previewMarkdown: string }>(
      "query($body: String!) { previewMarkdown(body: $body) }",
      { body },
      as(tokens.VIEWER),
    );
    expect(preview.data?.previewMarkdown).toBe(html);
  });

  it("shows a scheduled post only once its time has passed", async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const future = new Date(Date.now() + 3_600_000).toISOString();
    await save(post({ slug: "was-scheduled", status: "SCHEDULED", publishAt: past }));
    const later = await save(
      post({ slug: "scheduled-later", status: "SCHEDULED", publishAt: future }),
    );
    const seen = await blogSlugs();
    expect(seen).toContain("was-scheduled");
    expect(seen).not.toContain("scheduled-later");
    const { body } = await t.graphql<{ blogPost: null }>(
      '{ blogPost(slug: "scheduled-later") { title } }',
      {},
      as(null),
    );
    expect(body.data?.blogPost).toBeNull();
    // Scheduling needs a time; publishing now makes it public.
    const id = later.data?.saveContentEntry.entry?.id ?? "";
    const refused = await save(post({ slug: "no-time", status: "SCHEDULED" }));
    expect(refused.data?.saveContentEntry.fieldErrors?.[0]?.field).toBe("publishAt");
    await t.graphql(STATUS, { id, status: "PUBLISHED" }, as(tokens.ADMIN));
    expect(await blogSlugs()).toContain("scheduled-later");
  });

  it("serves the reader's language, else its fallback (bh -> hi -> en)", async () => {
    await save(post({ slug: "translated", title: "In English" }));
    await save(post({ slug: "translated", title: "हिंदी में", language: "hi" }));
    await save(post({ slug: "english-only", title: "Only English" }));
    const read = async (slug: string, language: string) => {
      const { body } = await t.graphql<{ blogPost: { title: string; language: string } }>(
        "query($slug: String!) { blogPost(slug: $slug) { title language } }",
        { slug },
        as(null, language),
      );
      return body.data?.blogPost;
    };
    expect(await read("translated", "hi")).toEqual({ title: "हिंदी में", language: "hi" });
    expect(await read("translated", "bh")).toEqual({ title: "हिंदी में", language: "hi" });
    expect(await read("translated", "ta")).toEqual({ title: "In English", language: "en" });
    expect(await read("english-only", "hi")).toEqual({ title: "Only English", language: "en" });
    // The web app names the menu's language as an argument, over the request's.
    const { body } = await t.graphql<{ blogPost: { language: string } }>(
      '{ blogPost(slug: "translated", language: "hi") { language } }',
      {},
      as(null, "en"),
    );
    expect(body.data?.blogPost.language).toBe("hi");
    // One post per slug in the list, in the best language.
    const hindiList = await blogSlugs("hi");
    expect(hindiList.filter((slug) => slug === "translated")).toHaveLength(1);
  });
});

describe("the defaults the migration writes", () => {
  it("has every information page in English and Hindi, the privacy notice naming the grievance address", async () => {
    for (const slug of ["privacy", "terms", "pricing", "about", "timeline"]) {
      for (const language of ["en", "hi"]) {
        const { body } = await t.graphql<{ contentPage: { html: string; language: string } }>(
          "query($slug: String!) { contentPage(slug: $slug) { html language } }",
          { slug },
          as(null, language),
        );
        expect(body.data?.contentPage?.language, `${slug} ${language}`).toBe(language);
      }
    }
    const { body } = await t.graphql<{ contentPage: { html: string } }>(
      '{ contentPage(slug: "privacy") { html } }',
      {},
      as(null),
    );
    expect(body.data?.contentPage.html).toContain('href="mailto:grievance@kaamsetu.in"');
    expect(body.data?.contentPage.html).not.toContain("{{");
  });

  it("answers at least 6 worker and 5 employer questions, searchable", async () => {
    const { body } = await t.graphql<{ faq: { audience: string; slug: string }[] }>(
      "{ faq { audience slug } }",
      {},
      as(null),
    );
    const faq = body.data?.faq ?? [];
    expect(faq.filter((q) => q.audience === "WORKER").length).toBeGreaterThanOrEqual(6);
    expect(faq.filter((q) => q.audience === "EMPLOYER").length).toBeGreaterThanOrEqual(5);
    const { body: found } = await t.graphql<{ faq: { slug: string }[] }>(
      '{ faq(query: "otp") { slug } }',
      {},
      as(null),
    );
    expect(found.data?.faq.map((q) => q.slug)).toContain("how-to-sign-in");
    expect(found.data?.faq.map((q) => q.slug)).not.toContain("ratings");
    const { body: hindi } = await t.graphql<{ faq: { slug: string }[] }>(
      '{ faq(query: "पासवर्ड") { slug } }',
      {},
      as(null, "hi"),
    );
    expect(hindi.data?.faq.map((q) => q.slug)).toContain("how-to-sign-in");
  });
});
