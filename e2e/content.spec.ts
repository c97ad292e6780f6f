import { expect, test } from "@playwright/test";
import { halvesPhoto } from "../api/test/photos";
import { signInAsSuperuser } from "./support/admin";
import { t, tIn } from "./support/texts";

// The content section in the browser: the information pages, the help centre and the blog arrive
// drawn by the server (their HTML holds the title before any JavaScript runs) in English and in
// Hindi; the help centre's search works as a plain GET form; an unknown post is 404; and an admin
// publishes a post from the content section that then appears on /blog.

/** Each page and the title its default entry has (migration 20261127181100_content_defaults). */
const PAGES = [
  { path: "/privacy", en: "Privacy notice", hi: "निजता सूचना" },
  { path: "/terms", en: "Terms of use", hi: "इस्तेमाल की शर्तें" },
  { path: "/pricing", en: "Pricing", hi: "क़ीमत" },
  { path: "/about", en: "About KaamSetu", hi: "KaamSetu के बारे में" },
  { path: "/timeline", en: "Our journey", hi: "हमारा सफ़र" },
  { path: "/faq", en: t("content:faq.title"), hi: tIn("hi", "content:faq.title") },
  { path: "/blog", en: t("content:blog.title"), hi: tIn("hi", "content:blog.title") },
];

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
const h1Of = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? "";

test("each page is drawn by the server with its title, in English and in Hindi", async ({
  page,
}) => {
  for (const { path, en, hi } of PAGES) {
    for (const [language, title] of [
      ["en", en],
      ["hi", hi],
    ] as const) {
      const response = await page.request.get(path, {
        headers: { "accept-language": language === "hi" ? "hi-IN,hi;q=0.9" : "en-IN,en;q=0.9" },
      });
      expect(response.status(), `${path} ${language}`).toBe(200);
      const html = await response.text();
      expect(html, `${path} ${language}`).toContain(`<html lang="${language}"`);
      expect(titleOf(html), `${path} ${language}`).toBe(`${title} · KaamSetu`);
      expect(h1Of(html), `${path} ${language}`).toBe(title);
    }
  }
  // The privacy notice names the grievance officer's address, and the body is real content.
  const privacy = await (await page.request.get("/privacy")).text();
  expect(privacy).toContain("mailto:grievance@kaamsetu.in");
  expect(privacy).toContain("last 4 digits");
});

test("the help centre searches on the server and links each question", async ({ page }) => {
  const html = await (await page.request.get("/faq?q=otp")).text();
  expect(html).toContain('id="how-to-sign-in"');
  expect(html).not.toContain('id="ratings"');
  await page.goto("/faq");
  await page.getByLabel(t("content:faq.searchLabel")).fill("verified badge");
  await page.getByRole("button", { name: t("content:faq.search"), exact: true }).click();
  await expect(page).toHaveURL(/\/faq\?q=verified\+badge$/);
  const question = page.locator("#verified-badge");
  await expect(question).toBeVisible();
  await expect(page.locator(".faq-entry")).toHaveCount(1);
  await question.getByRole("link").click();
  await expect(page).toHaveURL(/#verified-badge$/);
});

test("a post that does not exist answers 404", async ({ page }) => {
  const response = await page.request.get("/blog/no-such-post");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain(t("status.404.title"));
});

test("an admin publishes a post that then appears on /blog", async ({ page }) => {
  const slug = `e2e-post-${Date.now()}`;
  const title = `Safe hiring tips ${Date.now()}`;
  await signInAsSuperuser(page);
  await page.getByRole("link", { name: t("admin:sections.content"), exact: true }).click();
  await expect(page.getByRole("heading", { name: t("admin:content.title") })).toBeVisible();
  await page.getByLabel(t("admin:content.kind")).selectOption("POST");
  await page.getByRole("button", { name: t("admin:content.new") }).click();
  await page.getByLabel(t("admin:content.fields.slug")).fill(slug);
  await page.getByLabel(t("admin:content.fields.title")).fill(title);
  await page.getByLabel(t("admin:content.fields.summary")).fill("Pay on time, never charge fees.");
  await page.getByLabel(t("admin:content.fields.author")).fill("E2E team");
  await page
    .getByLabel(t("admin:content.fields.body"))
    .fill("## Pay on time\n\n<script>alert(1)</script>\n\nNever ask workers for money.");
  // The server's preview: headings drawn, the script shown as text.
  await page.getByRole("button", { name: t("admin:content.preview") }).click();
  const preview = page.getByRole("region", { name: t("admin:content.preview") });
  await expect(preview.getByRole("heading", { name: "Pay on time" })).toBeVisible();
  await expect(preview).toContainText("<script>alert(1)</script>");
  await page.getByLabel(t("admin:content.fields.status")).selectOption("DRAFT");
  await page.getByRole("button", { name: t("admin:content.save") }).click();
  await expect(page.getByRole("status")).toHaveText(t("admin:content.done.saved"));
  // A draft is not on the blog.
  expect(await (await page.request.get("/blog")).text()).not.toContain(title);
  const row = page.getByRole("row").filter({ hasText: slug });
  await row.getByRole("button", { name: t("admin:content.publish") }).click();
  await expect(page.getByRole("status")).toHaveText(t("admin:content.done.published"));
  await expect(row).toContainText(t("admin:content.statuses.PUBLISHED"));

  // Drawn by the server at once (the page cache forgot /blog when the post changed).
  const blog = await (await page.request.get("/blog")).text();
  expect(blog).toContain(title);
  await page.goto("/blog");
  await page.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("<script>alert(1)</script>")).toBeVisible();
  await expect(page).toHaveTitle(`${title} · KaamSetu`);
});

test("an admin uploads a cover for a post, publishes it, and /blog shows the picture", async ({
  page,
}) => {
  const slug = `e2e-cover-${Date.now()}`;
  const title = `Cover story ${Date.now()}`;
  await signInAsSuperuser(page);
  await page.getByRole("link", { name: t("admin:sections.content"), exact: true }).click();
  await page.getByLabel(t("admin:content.kind")).selectOption("POST");
  await page.getByRole("button", { name: t("admin:content.new") }).click();
  await page.getByLabel(t("admin:content.fields.slug")).fill(slug);
  await page.getByLabel(t("admin:content.fields.title")).fill(title);
  await page.getByLabel(t("admin:content.fields.body")).fill("A post with a cover picture.");
  // A phone photo (EXIF and all) chosen in the cover's field: uploaded at once, previewed.
  await page.getByTestId("content-cover-file").setInputFiles({
    name: "cover.jpg",
    mimeType: "image/jpeg",
    buffer: await halvesPhoto(1600, 900),
  });
  await expect(
    page.getByRole("status").filter({ hasText: t("admin:content.picture.uploaded") }),
  ).toBeVisible();
  const address = await page.locator("#content-cover").inputValue();
  expect(address).toMatch(/^\/api\/v1\/files\/[0-9a-f]{32}\.webp\/$/);
  const preview = page.getByRole("img", { name: t("admin:content.picture.preview") });
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await page.getByLabel(t("admin:content.fields.status")).selectOption("PUBLISHED");
  await page.getByRole("button", { name: t("admin:content.save") }).click();
  await expect(
    page.locator(".admin-page__notice").filter({ hasText: t("admin:content.done.saved") }),
  ).toBeVisible();

  // The server draws the card with the cover's card size, its frame and every stored size.
  const blog = await (await page.request.get("/blog")).text();
  const card = blog.slice(blog.indexOf(title) - 2000, blog.indexOf(title));
  expect(card).toContain(`src="${address}?size=600"`);
  expect(card.toLowerCase()).toContain(`srcset="${address} 1200w, ${address}?size=600 600w"`);
  expect(card).toMatch(/width="600" height="338"/);
  // Anyone loads it (no session), cached for a year by any cache.
  const picture = await page.request.get(`${address}?size=600`, { headers: {} });
  expect(picture.status()).toBe(200);
  expect(picture.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  await page.goto("/blog");
  const cover = page.locator(".blog-card").filter({ hasText: title }).locator("img");
  await cover.scrollIntoViewIfNeeded();
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await page.getByRole("link", { name: title }).click();
  const postCover = page.locator("img.blog-cover");
  await expect
    .poll(() => postCover.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(postCover).toHaveAttribute("width", "1200");
  await expect(postCover).toHaveAttribute("height", "675");
});

test("an admin's testimonial and logo appear on the landing page, drawn by the server", async ({
  page,
}) => {
  // Two editors' worth of the back office: slow on a busy machine.
  test.setTimeout(90_000);
  const stamp = Date.now();
  const name = `Meena Kale ${stamp}`;
  const words = `मुझे दो दिन में काम मिला ${stamp}`;
  const partner = `Kaushal Trust ${stamp}`;
  await signInAsSuperuser(page);
  await page.getByRole("link", { name: t("admin:sections.content"), exact: true }).click();
  const show = page.getByLabel(t("admin:content.kind"));
  await expect(show).toBeVisible({ timeout: 30_000 });

  await show.selectOption("TESTIMONIAL");
  await page.getByRole("button", { name: t("admin:content.showcase.newTestimonial") }).click();
  await page.getByLabel(t("admin:content.showcase.fields.name")).fill(name);
  await page.getByLabel(t("admin:content.showcase.fields.role")).fill("राजमिस्त्री");
  await page.getByLabel(t("admin:content.showcase.fields.place")).fill("नासिक");
  await page.getByLabel(t("admin:content.showcase.fields.quote")).fill(words);
  await page.locator("#testimonial-language").selectOption("hi");
  await page.locator("#testimonial-status").selectOption("PUBLISHED");
  await page.getByRole("button", { name: t("admin:content.save") }).click();
  await expect(page.getByRole("status")).toHaveText(t("admin:content.done.saved"));
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText(
    t("admin:content.statuses.PUBLISHED"),
  );

  await show.selectOption("LOGO");
  await page.getByRole("button", { name: t("admin:content.showcase.newLogo") }).click();
  await page.getByLabel(t("admin:content.showcase.fields.name")).fill(partner);
  // The logo's picture field: upload or, as here, the address of a picture on this site.
  await page
    .getByRole("group", { name: t("admin:content.showcase.fields.logoUrl"), exact: true })
    .getByLabel(t("admin:content.picture.address"))
    .fill("/landing/shramik-trust.svg");
  // Only https links: a plain http one is refused with the form's message.
  await page
    .getByLabel(t("admin:content.showcase.fields.linkUrl"))
    .fill("http://kaushal.example.org/");
  await page.locator("#logo-status").selectOption("PUBLISHED");
  await page.getByRole("button", { name: t("admin:content.save") }).click();
  await expect(page.getByRole("alert")).toHaveText(t("errors:urlInvalid"));
  await page
    .getByLabel(t("admin:content.showcase.fields.linkUrl"))
    .fill("https://kaushal.example.org/");
  await page.getByRole("button", { name: t("admin:content.save") }).click();
  await expect(page.getByRole("status")).toHaveText(t("admin:content.done.saved"));

  // Drawn by the server at once (the page cache forgot / when they changed): the Hindi words
  // for a Hindi reader, not for an English one; the logo for both, with its link.
  const hindi = await (
    await page.request.get("/", { headers: { "accept-language": "hi-IN,hi;q=0.9" } })
  ).text();
  expect(hindi).toContain(words);
  expect(hindi).toContain("राजमिस्त्री, नासिक");
  expect(hindi).toContain('href="https://kaushal.example.org/"');
  const english = await (
    await page.request.get("/", { headers: { "accept-language": "en-IN,en;q=0.9" } })
  ).text();
  expect(english).not.toContain(words);
  expect(english).toContain(`alt="${partner}"`);
});
