import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../../test/admins.js";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { csrfHeaders, signedInWorker } from "../../../test/sessions.js";
import type { AdminRole } from "../../auth/policy/roles.js";
import { encodeGlobalID } from "../global-id.js";

// Which languages each entry lacks or has older than the English (issue 41), through the real
// schema: the defaults' translations are current, an English text edit makes them outdated and
// a status change or a translation's own typo fix does not change that, an admin confirms one
// as matching, who may read and confirm, the audit row; and the Marathi and Bengali defaults
// keep the English's links, placeholders and numbers.

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

const as = (token: string | null) => ({
  ...(token ? { token } : {}),
  headers: { ...csrfHeaders(t), "accept-language": "en" },
});

const LANGUAGES = `query($kind: ContentKind!) {
  adminContentLanguages(kind: $kind) {
    english { slug textUpdatedAt }
    languages { language state outdated entry { id language sourceTextUpdatedAt } }
  }
}`;
const SAVE = `mutation Save($id: ID, $input: ContentEntryInput!) {
  saveContentEntry(id: $id, input: $input) {
    __typename
    ... on SaveContentEntryPayload { entry { id } }
    ... on AppError { code reason }
  }
}`;
const STATUS = `mutation($id: ID!, $status: ContentStatus!) {
  setContentStatus(id: $id, status: $status) { __typename }
}`;
const CONFIRM = `mutation($id: ID!) {
  confirmContentTranslation(id: $id) {
    __typename
    ... on ConfirmContentTranslationPayload { entry { id sourceTextUpdatedAt } }
    ... on AppError { code reason }
  }
}`;

type Row = {
  english: { slug: string; textUpdatedAt: string };
  languages: {
    language: string;
    state: string;
    outdated: boolean;
    entry: { id: string; language: string; sourceTextUpdatedAt: string | null } | null;
  }[];
};

async function languages(kind: string, token = tokens.VIEWER) {
  const { body } = await t.graphql<{ adminContentLanguages: Row[] }>(
    LANGUAGES,
    { kind },
    as(token),
  );
  return body;
}
async function states(kind: string, slug: string) {
  const body = await languages(kind);
  const row = body.data?.adminContentLanguages.find((r) => r.english.slug === slug);
  return Object.fromEntries((row?.languages ?? []).map((l) => [l.language, l.state]));
}
async function save(input: Record<string, unknown>, id?: string) {
  const { body } = await t.graphql<{
    saveContentEntry: { __typename: string; entry?: { id: string }; reason?: string };
  }>(SAVE, { id, input }, as(tokens.SUPERUSER));
  return body.data?.saveContentEntry.entry?.id ?? "";
}
const page = (slug: string, language: string, body: string) => ({
  kind: "PAGE",
  slug,
  language,
  title: `${slug} (${language})`,
  summary: "",
  body,
  status: "PUBLISHED",
});

describe("the defaults", () => {
  it("lists every English entry with hi, ta, te, mr, bn and ml (not bh, which shows Hindi); Hindi, Marathi and Bengali are current", async () => {
    for (const kind of ["PAGE", "FAQ", "POST"]) {
      const body = await languages(kind);
      const rows = body.data?.adminContentLanguages ?? [];
      expect(rows.length, kind).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.languages.map((l) => l.language)).toEqual(["hi", "ta", "te", "mr", "bn", "ml"]);
        for (const l of row.languages.filter((l) => ["hi", "mr", "bn"].includes(l.language))) {
          expect(l.state, `${kind} ${row.english.slug} ${l.language}`).toBe("CURRENT");
          expect(l.outdated).toBe(false);
        }
      }
    }
  });

  it("writes every English entry in Marathi and Bengali with its links, placeholders and numbers", async () => {
    const rows = await t.db.prisma.contentEntry.findMany();
    const marks = (text: string) => ({
      links: [...text.matchAll(/\]\(([^)]*)\)/g)].map((m) => m[1]).sort(),
      placeholders: [...text.matchAll(/\{\{\w+\}\}/g)].map((m) => m[0]).sort(),
      numbers: [...text.matchAll(/\d+(?:,\d+)*/g)].map((m) => m[0]).sort(),
      headings: text.split("\n").filter((line) => line.startsWith("## ")).length,
      items: text.split("\n").filter((line) => /^(- |\d+\. |\|)/.test(line)).length,
    });
    const english = rows.filter((row) => row.language === "en");
    expect(english.length).toBeGreaterThanOrEqual(19);
    for (const language of ["mr", "bn"]) {
      for (const source of english) {
        const translation = rows.find(
          (row) =>
            row.kind === source.kind && row.slug === source.slug && row.language === language,
        );
        const name = `${source.kind} ${source.slug} ${language}`;
        expect(translation, name).toBeDefined();
        expect(marks(translation?.body ?? ""), name).toEqual(marks(source.body));
        expect(translation?.status, name).toBe(source.status);
        expect(translation?.publishAt, name).toEqual(source.publishAt);
        expect(translation?.audience, name).toBe(source.audience);
        expect(translation?.position, name).toBe(source.position);
      }
    }
  });
});

describe("edited since", () => {
  it("marks translations outdated when the English text changes, not when its status does or a translation is touched up", async () => {
    const english = await save(page("edited", "en", "First words."));
    const hindi = await save(page("edited", "hi", "पहले शब्द।"));
    await save(page("edited", "mr", "पहिले शब्द."));
    expect(await states("PAGE", "edited")).toMatchObject({
      hi: "CURRENT",
      mr: "CURRENT",
      ta: "MISSING",
    });

    // A status change of the English, or a save with the same words, is no new text.
    await t.graphql(STATUS, { id: english, status: "ARCHIVED" }, as(tokens.ADMIN));
    await t.graphql(STATUS, { id: english, status: "PUBLISHED" }, as(tokens.ADMIN));
    await save(page("edited", "en", "First words."), english);
    expect(await states("PAGE", "edited")).toMatchObject({ hi: "CURRENT", mr: "CURRENT" });

    await save(page("edited", "en", "Second words."), english);
    expect(await states("PAGE", "edited")).toMatchObject({ hi: "OUTDATED", mr: "OUTDATED" });

    // Fixing a typo in the Hindi does not make it match the new English...
    await save(page("edited", "hi", "पहले शब्द"), hindi);
    expect((await states("PAGE", "edited")).hi).toBe("OUTDATED");
    // ...saying so does: on the save, or with the back office's button.
    await t.graphql(
      SAVE,
      { id: hindi, input: { ...page("edited", "hi", "दूसरे शब्द।"), matchesEnglish: true } },
      as(tokens.SUPERUSER),
    );
    expect(await states("PAGE", "edited")).toMatchObject({ hi: "CURRENT", mr: "OUTDATED" });
    const mr = (await languages("PAGE")).data?.adminContentLanguages
      .find((row) => row.english.slug === "edited")
      ?.languages.find((l) => l.language === "mr")?.entry?.id;
    const { body } = await t.graphql<{
      confirmContentTranslation: { __typename: string; entry: { sourceTextUpdatedAt: string } };
    }>(CONFIRM, { id: mr }, as(tokens.MODERATOR));
    expect(body.data?.confirmContentTranslation.__typename).toBe(
      "ConfirmContentTranslationPayload",
    );
    expect(await states("PAGE", "edited")).toMatchObject({ hi: "CURRENT", mr: "CURRENT" });

    const audit = await t.db.prisma.adminAuditLog.findMany({
      where: { action: "content.translation_confirmed" },
    });
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toMatchObject({ slug: "edited", language: "mr" });
  });

  it("tells a translation readers do not see, and still says whether it is outdated", async () => {
    const english = await save(page("unseen", "en", "Words."));
    await save({ ...page("unseen", "bn", "কথা।"), status: "DRAFT" });
    await save(page("unseen", "en", "Other words."), english);
    const body = await languages("PAGE");
    const bn = body.data?.adminContentLanguages
      .find((row) => row.english.slug === "unseen")
      ?.languages.find((l) => l.language === "bn");
    expect(bn).toMatchObject({ state: "NOT_PUBLIC", outdated: true });
  });

  it("refuses to confirm an English entry, and an unknown one", async () => {
    const english = await save(page("source", "en", "Words."));
    const { body } = await t.graphql<{
      confirmContentTranslation: { reason: string; code: string };
    }>(CONFIRM, { id: english }, as(tokens.SUPERUSER));
    expect(body.data?.confirmContentTranslation).toMatchObject({
      code: "BAD_REQUEST",
      reason: "contentNotTranslation",
    });
    const { body: unknown } = await t.graphql<{ confirmContentTranslation: { code: string } }>(
      CONFIRM,
      { id: encodeGlobalID("ContentEntry", 999_999) },
      as(tokens.SUPERUSER),
    );
    expect(unknown.data?.confirmContentTranslation.code).toBe("NOT_FOUND");
  });
});

describe("who may see and confirm", () => {
  it("lets every admin read the languages, and no one else", async () => {
    for (const role of ["SUPERUSER", "ADMIN", "MODERATOR", "OPERATOR", "VIEWER"] as const) {
      const body = await languages("FAQ", tokens[role]);
      expect(body.errors, role).toBeUndefined();
    }
    for (const token of [worker.token, null]) {
      const { body } = await t.graphql(LANGUAGES, { kind: "FAQ" }, as(token));
      expect(["FORBIDDEN", "UNAUTHENTICATED"]).toContain(body.errors?.[0]?.extensions?.code);
    }
  });

  it("lets only the roles with the content section in full confirm", async () => {
    const ids = await languages("FAQ");
    const id = ids.data?.adminContentLanguages
      .find((row) => row.english.slug === "ratings")
      ?.languages.find((l) => l.language === "hi")?.entry?.id;
    expect(id).toBeTruthy();
    for (const token of [tokens.OPERATOR, tokens.VIEWER, worker.token, null]) {
      const { body } = await t.graphql<{ confirmContentTranslation: unknown }>(
        CONFIRM,
        { id },
        as(token),
      );
      expect(body.data?.confirmContentTranslation ?? null).toBeNull();
      expect(["FORBIDDEN", "UNAUTHENTICATED"]).toContain(body.errors?.[0]?.extensions?.code);
    }
  });
});
