import { expect, test } from "@playwright/test";
import { appReady } from "./support/app";
import { jobCards } from "./support/jobs";
import { PAGE_SIZE } from "./support/sizes";
import { t } from "./support/texts";

test("pages carry a Content-Security-Policy and the app runs under it", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // Two server-drawn pages (their records are an inline script too) and the plain app shell.
  for (const path of ["/", "/jobs", "/signin"]) {
    const response = await page.goto(path);
    expect(response?.headers()["content-security-policy"], path).toMatch(
      /script-src 'self' 'sha256-/,
    );
    await appReady(page);
  }
  await page.goto("/jobs");
  await appReady(page);
  await page.getByRole("link", { name: t("jobs:results.loadMore") }).click();
  await expect(jobCards(page)).toHaveCount(2 * PAGE_SIZE);
  expect(violations).toEqual([]);
});
