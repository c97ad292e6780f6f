import { expect, type Page, test } from "@playwright/test";
import { signInAsSuperuser } from "./support/admin";
import { appReady } from "./support/app";
import { t } from "./support/texts";

// The contact form and the newsletter in the browser: a visitor sends the contact form (the app
// sends it through GraphQL, the page stays) and an admin finds it in the inbox; the same form
// posted with JavaScript off goes to the server as a plain form, which answers "message sent", or
// draws the page again with each field's message and what was typed.

async function fillContact(page: Page, name: string, message: string) {
  await page.getByLabel(t("contact:name")).fill(name);
  // Scoped to the page: the footer's newsletter has an e-mail field too.
  await page.getByRole("main").getByLabel(t("contact:email")).fill("visitor@example.in");
  await page
    .getByLabel(t("contact:topic"))
    .selectOption({ label: t("contact:topics.PARTNERSHIP") });
  await page.getByLabel(t("contact:message")).fill(message);
}

test("a visitor sends the contact form and an admin reads it in the inbox", async ({ page }) => {
  // A visit, the first admin's set-up on a fresh server and the inbox: slow on a busy machine.
  test.setTimeout(120_000);
  const name = `Visitor ${Date.now()}`;
  await page.goto("/");
  await appReady(page);
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: t("footer.contactPage") })
    .click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1, name: t("contact:title") })).toBeVisible();
  await appReady(page);
  await fillContact(page, name, "We would like to list our factory's jobs here.");
  await page.getByRole("button", { name: t("contact:send") }).click();
  await expect(page.getByRole("status").filter({ hasText: t("contact:sent") })).toBeVisible();
  // Sent through GraphQL: no reload to /contact?sent=1.
  await expect(page).toHaveURL(/\/contact$/);

  await signInAsSuperuser(page);
  await page.getByRole("link", { name: t("admin:sections.contactMessages") }).click();
  await expect(page.getByRole("heading", { name: t("admin:inbox.title") })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText(t("contact:topics.PARTNERSHIP"));
  await expect(row).toContainText(t("admin:inbox.statuses.NEW"));
  await row.getByRole("button", { name: t("admin:inbox.open") }).click();
  const message = page.getByRole("article", { name: t("admin:inbox.messageFrom", { name }) });
  await expect(message).toContainText("We would like to list our factory's jobs here.");
  await expect(message.getByRole("link", { name: "visitor@example.in" })).toBeVisible();
  await message.getByLabel(t("admin:inbox.status")).selectOption(t("admin:inbox.statuses.REPLIED"));
  await message.getByLabel(t("admin:inbox.notes")).fill("Called back on Monday.");
  await message.getByRole("button", { name: t("admin:inbox.save") }).click();
  await expect(page.getByRole("status").filter({ hasText: t("admin:inbox.saved") })).toBeVisible();
  await expect(row).toContainText(t("admin:inbox.statuses.REPLIED"));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form is answered by the server, mistakes and all", async ({ page }) => {
    await page.goto("/contact");
    // A mistake first: the page comes back with the message and what was typed.
    await page.getByLabel(t("contact:name")).fill("Plain Form Person");
    await page.getByLabel(t("contact:phone")).fill("12345");
    await page.getByLabel(t("contact:message")).fill("Short");
    await page.getByRole("button", { name: t("contact:send") }).click();
    await expect(page.getByText(t("errors:phoneInvalid"))).toBeVisible();
    await expect(page.getByText(t("errors:contactTopicInvalid"))).toBeVisible();
    await expect(page.getByText(t("errors:minLength", { count: 10 }))).toBeVisible();
    await expect(page.getByLabel(t("contact:name"))).toHaveValue("Plain Form Person");

    await page.getByLabel(t("contact:phone")).fill("98765 43219");
    await page.getByLabel(t("contact:topic")).selectOption({ label: t("contact:topics.OTHER") });
    await page.getByLabel(t("contact:message")).fill("My phone has no apps, so I write here.");
    await page.getByRole("button", { name: t("contact:send") }).click();
    await expect(page).toHaveURL(/\/contact\?sent=1$/);
    await expect(page.getByText(t("contact:sent"))).toBeVisible();
  });

  test("the footer's newsletter form subscribes", async ({ page }) => {
    await page.goto("/privacy");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel(t("footer.newsletter.email")).fill(`plain${Date.now()}@example.in`);
    await footer.getByRole("button", { name: t("footer.newsletter.submit") }).click();
    // Without the consent box ticked, /newsletter asks for it.
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByText(t("errors:newsletterConsentRequired"))).toBeVisible();
    const main = page.getByRole("main");
    await main.getByLabel(t("footer.newsletter.consent")).check();
    await main.getByRole("button", { name: t("footer.newsletter.submit") }).click();
    await expect(page).toHaveURL(/\/newsletter\?subscribed=1$/);
    await expect(page.getByText(t("footer.newsletter.done"))).toBeVisible();
  });
});
