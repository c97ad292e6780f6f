import { expect, type Locator, test } from "@playwright/test";
import { appReady } from "./support/app";
import { jobCards, totalJobs } from "./support/jobs";
import { MOBILE, PAGE_SIZE } from "./support/sizes";
import { t } from "./support/texts";

test("load more adds the next page of jobs", async ({ page, request }) => {
  const total = await totalJobs(request);
  await page.goto("/jobs");
  const cards = jobCards(page);
  await expect(cards).toHaveCount(Math.min(PAGE_SIZE, total));

  // Before the app takes over, the link opens the next page (e2e/no-js.spec.ts); the app loads it
  // in place.
  await appReady(page);
  await page.getByRole("link", { name: t("jobs:results.loadMore") }).click();
  await expect(cards).toHaveCount(Math.min(2 * PAGE_SIZE, total));
});

test("a job opened from the list shows its details and hides the employer's address from visitors", async ({
  page,
}) => {
  await page.goto("/jobs");
  // The app, taking over, scrolls the page to the top (react-router's ScrollRestoration): a card
  // far down must be clicked after that, not while it moves.
  await appReady(page);
  // The last card of the first page: the newest ones may be jobs other specs are posting (and
  // deleting) at the same time; the seeded ones below them stay put.
  const link = jobCards(page)
    .nth(PAGE_SIZE - 1)
    .getByRole("heading")
    .getByRole("link");
  const title = (await link.textContent())?.trim() ?? "";
  expect(title).not.toBe("");

  // Everything the server sends the page, to check it leaves the address out (not just the UI):
  // the server-drawn HTML with its records if the link is followed before the app has taken
  // over the list, GraphQL answers if the app opens the job itself.
  const responses: Promise<string>[] = [];
  page.on("response", (response) => {
    const kind = response.request().resourceType();
    if (kind === "document" || response.url().endsWith("/graphql")) {
      responses.push(response.text().catch(() => ""));
    }
  });

  await link.click();
  await expect(page).toHaveURL(/\/jobs\/[^/?]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} · ${t("appName")}`);

  const employer = page.getByRole("region", { name: t("job:employer.heading") });
  await expect(employer.getByText(t("job:employer.signInPrompt"))).toBeVisible();
  await expect(employer.getByRole("heading", { name: t("job:employer.address") })).toHaveCount(0);
  const bodies = await Promise.all(responses);
  expect(bodies.some((body) => body.includes('"employer"'))).toBe(true);
  for (const body of bodies) expect(body).not.toMatch(/"address":"/);

  const jobPath = new URL(page.url()).pathname;
  await expect(page.getByRole("link", { name: t("job:apply.button") })).toHaveAttribute(
    "href",
    `/signin?next=${jobPath}`,
  );

  // Shared to WhatsApp with its title and its own address.
  const whatsapp = page
    .locator(".job-detail")
    .getByRole("link", { name: t("jobs:share.whatsappTitle", { title }) });
  const shared = new URL((await whatsapp.getAttribute("href")) ?? "");
  expect(shared.host).toBe("wa.me");
  const text = shared.searchParams.get("text") ?? "";
  expect(text.startsWith(`${title} · `)).toBe(true);
  expect(text.endsWith(`\n${new URL(page.url()).origin}${jobPath}`)).toBe(true);
});

test("on a phone, the server's job list does not move as the app takes it over, which takes over a card far down only as it comes into view", async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  // Every layout shift of the load, as Lighthouse's CLS adds them up.
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/jobs");
  await appReady(page);
  // React's own mark on an element it has taken over (hydrated).
  const takenOver = (card: Locator) =>
    card.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber")));
  const cards = jobCards(page);
  await expect.poll(() => takenOver(cards.first())).toBe(true);
  const last = cards.nth(PAGE_SIZE - 1);
  expect(await takenOver(last)).toBe(false);

  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => takenOver(last)).toBe(true);
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
  );
  expect(shifts).toEqual([]);
});

test("a job that does not exist shows the not-found page", async ({ page }) => {
  // A well-formed ID of no job ("Job:999999"), then one that is no ID at all.
  for (const id of ["Sm9iOjk5OTk5OQ", "no-such-job"]) {
    const response = await page.goto(`/jobs/${id}`);
    await expect(page.getByRole("heading", { level: 1 }), id).toHaveText(t("status.404.title"));
    // The server drew the missing job's page itself, and said so with the status.
    expect(response?.status(), id).toBe(404);
  }
});

test("back from a job keeps the loaded list and its scroll position", async ({ page }) => {
  await page.goto("/jobs");
  const cards = jobCards(page);
  await expect(cards).toHaveCount(PAGE_SIZE);
  await appReady(page);
  await page.getByRole("link", { name: t("jobs:results.loadMore") }).click();
  await expect(cards).toHaveCount(2 * PAGE_SIZE);

  const card = cards.nth(PAGE_SIZE + 5);
  await card.scrollIntoViewIfNeeded();
  const scrollY = await page.evaluate(() => window.scrollY);
  expect(scrollY).toBeGreaterThan(0);
  const title = (await card.getByRole("heading").textContent())?.trim() ?? "";

  await card.getByRole("heading").getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  await page.goBack();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(cards).toHaveCount(2 * PAGE_SIZE);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeCloseTo(scrollY, -1);
  await expect(cards.nth(PAGE_SIZE + 5)).toBeInViewport();
});

test("filters live in the URL and survive a reload", async ({ page }) => {
  await page.goto("/jobs");
  const cards = jobCards(page);
  await expect(cards.first()).toBeVisible();
  // A change applies itself once the app has taken over; before, the form's button sends it.
  await appReady(page);
  const allIn = (place: string) =>
    expect
      .poll(async () => {
        const texts = await cards.allTextContents();
        return texts.length > 0 && texts.every((text) => text.includes(place));
      })
      .toBe(true);

  await page.getByLabel(t("jobs:filters.state"), { exact: true }).selectOption("Kerala");
  await expect(page).toHaveURL(/\/jobs\?state=Kerala$/);
  await allIn("Kerala");

  await page
    .getByLabel(t("jobs:filters.jobType"), { exact: true })
    .selectOption({ label: t("jobType.DAILY_WAGE") });
  await expect(page).toHaveURL(/\/jobs\?state=Kerala&job_type=daily_wage$/);
  await allIn(t("jobType.DAILY_WAGE"));

  await page.reload();
  await expect(page.getByLabel(t("jobs:filters.state"), { exact: true })).toHaveValue("Kerala");
  await allIn("Kerala");

  await page.goBack();
  await expect(page).toHaveURL(/\/jobs\?state=Kerala$/);
  await expect(page.getByLabel(t("jobs:filters.jobType"), { exact: true })).toHaveValue("");
});
