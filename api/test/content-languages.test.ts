import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderMarkdown } from "../src/services/content/markdown.js";
import { createTestDatabase, type TestDatabase } from "./database.js";

// Issue 41 item 1: the information pages, help-centre questions and the blog post the migrations
// write are in each language, not the English under "not yet written in your language". For
// every English published entry, each language here has a published entry of the same kind and
// slug (and audience and order, for a question) whose body keeps the English's {{placeholders}},
// link targets, numbers, headings, list items, table rows and bold, and is written mostly in the
// language's own script (Latin is left for names a worker meets in English: KaamSetu, OTP, UPI).

const LANGUAGES = [
  { language: "ta", script: /\p{Script=Tamil}/u },
  { language: "te", script: /\p{Script=Telugu}/u },
  { language: "ml", script: /\p{Script=Malayalam}/u },
] as const;

/** The share of a body's letters (with their vowel signs) that are in the script. */
const MIN_SCRIPT_SHARE = 0.6;

type Entry = {
  kind: string;
  slug: string;
  language: string;
  title: string;
  summary: string;
  body: string;
  audience: string | null;
  position: number;
  status: string;
  publish_at: Date | null;
};

let db: TestDatabase;
let entries: Entry[];

beforeAll(async () => {
  db = await createTestDatabase();
  const { rows } = await db.pool.query<Entry>(
    `SELECT "kind", "slug", "language", "title", "summary", "body", "audience", "position",
            "status", "publish_at" FROM "content_entries" ORDER BY "kind", "slug", "language"`,
  );
  entries = rows;
});
afterAll(async () => {
  await db.close();
});

const sorted = (values: Iterable<string>) => [...values].sort();
const placeholders = (body: string) => sorted(body.match(/\{\{\w+\}\}/g) ?? []);
const linkTargets = (body: string) =>
  sorted([...renderMarkdown(body).matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? ""));
// Digit runs outside link targets: amounts, durations, counts, years, list numbers.
const numbers = (body: string) => sorted(body.replace(/\]\([^)]*\)/g, "]").match(/\d+/g) ?? []);
const headings = (body: string) => (body.match(/^#{1,6} /gm) ?? []).join("");
const listItems = (body: string) => (body.match(/^(?:[-*]|\d+\.) /gm) ?? []).length;
const tableRows = (body: string) => (body.match(/^\|/gm) ?? []).length;
// Bold and italic as drawn: a `**` that Markdown does not pair would show as typed.
const emphasis = (body: string) => {
  const html = renderMarkdown(body);
  return ["strong", "em"].map((tag) => html.split(`<${tag}>`).length - 1).join(" ");
};

function scriptShare(text: string, script: RegExp): number {
  const letters = [...text.replace(/\{\{\w+\}\}/g, "")].filter((c) => /[\p{L}\p{M}]/u.test(c));
  return letters.filter((c) => script.test(c)).length / Math.max(letters.length, 1);
}

describe.each(LANGUAGES)("the default content in $language", ({ language, script }) => {
  it("has a published counterpart of every English published entry", () => {
    const english = entries.filter((e) => e.language === "en" && e.status === "published");
    expect(english.length).toBeGreaterThanOrEqual(19);
    for (const en of english) {
      const where = `${en.kind} ${en.slug} ${language}`;
      const own = entries.find(
        (e) => e.kind === en.kind && e.slug === en.slug && e.language === language,
      );
      expect(own, where).toBeDefined();
      if (!own) continue;
      expect(own.status, where).toBe("published");
      expect([own.audience, own.position, own.publish_at], where).toEqual([
        en.audience,
        en.position,
        en.publish_at,
      ]);
      expect(placeholders(own.body), where).toEqual(placeholders(en.body));
      expect(linkTargets(own.body), where).toEqual(linkTargets(en.body));
      expect(headings(own.body), where).toBe(headings(en.body));
      expect(listItems(own.body), where).toBe(listItems(en.body));
      expect(tableRows(own.body), where).toBe(tableRows(en.body));
      expect(emphasis(own.body), where).toBe(emphasis(en.body));
      expect(numbers(own.body), where).toEqual(numbers(en.body));
      expect(scriptShare(own.body, script), where).toBeGreaterThanOrEqual(MIN_SCRIPT_SHARE);
      expect(own.title, where).toMatch(script);
      if (en.summary) expect(own.summary, where).toMatch(script);
    }
  });
});
