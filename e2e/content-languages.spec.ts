import { LANGUAGE_COOKIE } from "@kaamsetu/shared/constants";
import { expect, test } from "@playwright/test";
import { signInAsSuperuser } from "./support/admin";
import { t, tIn } from "./support/texts";

// Issue 41's "done when": the information pages and the help centre arrive drawn by the server in
// each of the eight languages with their own text. Checked on the HTML the server sends (no
// JavaScript runs), by what the page's main content is written in: most of its letters in the
// language's script, the body marked as that language's entry (Bhojpuri shows Hindi), and no
// "not yet written in your language" note. Then the back office's "which languages" view.
//
// One test per language, so a run can take some: `npm run test:e2e -- content-languages -g
// "(en|hi|bh|mr|bn)\)"`.

/** Each language, the language whose entry it shows, and the Unicode script of its letters. */
const LANGUAGES = [
  { code: "en", shows: "en", script: "Latin" },
  { code: "hi", shows: "hi", script: "Devanagari" },
  { code: "bh", shows: "hi", script: "Devanagari" },
  { code: "ta", shows: "ta", script: "Tamil" },
  { code: "te", shows: "te", script: "Telugu" },
  { code: "mr", shows: "mr", script: "Devanagari" },
  { code: "bn", shows: "bn", script: "Bengali" },
  { code: "ml", shows: "ml", script: "Malayalam" },
] as const;

/** /help leads to /faq, which the request follows. */
const PAGES = ["/privacy", "/terms", "/faq", "/help", "/about", "/pricing"];

/** "Mostly": KaamSetu, OTP, WhatsApp, DPDP Act, UPI and the like stay in Latin letters. */
const MIN_SCRIPT_SHARE = 0.75;

/** The text of the page's <main>, its tags, scripts and character references taken out. */
function mainText(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "";
  return main
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[#\w]+;/g, " ");
}

/** The share of the letters (with their vowel signs) of `text` that are in `script`. */
function scriptShare(text: string, script: string): number {
  const letters = text.match(/[\p{L}\p{M}]/gu) ?? [];
  const inScript = new RegExp(`[\\p{Script=${script}}]`, "u");
  return letters.length === 0 ? 0 : letters.filter((c) => inScript.test(c)).length / letters.length;
}

for (const { code, shows, script } of LANGUAGES) {
  test(`the information pages and the help centre arrive in the reader's language (${code})`, async ({
    page,
  }) => {
    const note = tIn(code === "bh" ? "hi" : code, "content:notTranslated");
    // The language as the menu keeps it: the cookie, which a redirect (/help) carries too.
    await page
      .context()
      .addCookies([
        { name: LANGUAGE_COOKIE, value: code, url: test.info().project.use.baseURL ?? "" },
      ]);
    for (const path of PAGES) {
      const response = await page.request.get(path);
      const where = `${path} in ${code}`;
      expect(response.status(), where).toBe(200);
      if (path === "/help") expect(new URL(response.url()).pathname, where).toBe("/faq");
      const html = await response.text();
      // Booleans: a failure names the page, not its whole HTML.
      expect(html.includes(`<html lang="${code}"`), `${where}: <html lang>`).toBe(true);
      expect(html.includes('class="content-note"'), `${where}: the note`).toBe(false);
      expect(html.includes(note), `${where}: the note's words`).toBe(false);
      // Every body on the page is the language's own entry (the questions: one each).
      const bodies = [...html.matchAll(/class="content-body" lang="([\w-]+)"/g)].map((m) => m[1]);
      expect(bodies.length, where).toBeGreaterThan(0);
      expect(new Set(bodies), where).toEqual(new Set([shows]));
      const share = scriptShare(mainText(html), script);
      expect(
        share,
        `${where}: ${Math.round(share * 100)} % of the letters in ${script}`,
      ).toBeGreaterThanOrEqual(MIN_SCRIPT_SHARE);
    }
  });
}

test("the back office shows which languages each page has, and which are missing", async ({
  page,
}) => {
  await signInAsSuperuser(page);
  await page.getByRole("link", { name: t("admin:sections.content"), exact: true }).click();
  const languages = page.getByRole("region", { name: t("admin:contentLanguages.title") });
  await expect(languages).toBeVisible();
  const privacy = languages
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: "privacy", exact: true }) });
  await expect(privacy).toBeVisible();
  const columns = await languages.getByRole("columnheader").allTextContents();
  const cells = await privacy.getByRole("cell").allTextContents();
  // The first cell is the English title; then one per language, in the header's order.
  const state = (code: string) => cells[columns.indexOf(code) - 1];
  for (const code of ["hi", "mr", "bn"]) {
    expect(state(code), code).toBe(t("admin:contentLanguages.states.CURRENT"));
  }
  expect(columns).not.toContain("bh");
});
