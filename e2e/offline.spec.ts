import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  test,
} from "@playwright/test";
import { freshPhone, randomLetters, registerWorker } from "./support/accounts";
import { registerEmployer } from "./support/employer";
import { applyToJob, postJob, signInToken } from "./support/employer-applications";
import { t } from "./support/texts";
import { myApplication, signedInWorker } from "./support/worker";

// Installable and offline: after one online visit, a worker's saved jobs, applications and last
// job list open without a network, said to be copies; a save made offline is sent when the
// network returns. The service worker is waited for (registered once the app is idle, it must
// be active and control the page) before anything is expected of it, and the network is cut with
// the browser context's own offline switch, which the service worker's fetches obey too.

/** Waits until a service worker is active and controls the page (registered at idle). */
async function serviceWorkerInControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) => {
      navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true });
    });
  });
}

/** Waits until the phone keeps a copy of `route`'s list (relay/offline-copies.ts). */
async function copyKept(page: Page, route: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          (key) =>
            new Promise<boolean>((resolve) => {
              const opened = indexedDB.open("kaamsetu-offline");
              opened.onerror = () => resolve(false);
              opened.onsuccess = () => {
                const db = opened.result;
                if (!db.objectStoreNames.contains("kept")) {
                  db.close();
                  resolve(false);
                  return;
                }
                const read = db.transaction("kept").objectStore("kept").get(key);
                read.onsuccess = () => {
                  db.close();
                  resolve(read.result !== undefined);
                };
                read.onerror = () => {
                  db.close();
                  resolve(false);
                };
              };
            }),
          `copy:${route}`,
        ),
      { timeout: 20_000, message: `a copy of ${route} is kept` },
    )
    .toBe(true);
}

async function savedJobTitles(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.get("/api/v1/labour/saved-jobs/", {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return response.text();
}

async function offline(context: BrowserContext, page: Page, on: boolean): Promise<void> {
  await context.setOffline(on);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(!on);
}

/** Room for a loaded machine: a page drawn offline still waits for its code from the worker. */
const SLOW = { timeout: 30_000 };

test("after one online visit, saved jobs and my applications open offline; a save made offline is sent when back online", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const employerPhone = freshPhone();
  await registerEmployer(request, employerPhone, {
    firstName: "Kiran",
    lastName: "Patil",
    company: "Patil Interiors",
  });
  const employerToken = await signInToken(request, employerPhone);
  const word = randomLetters(8);
  const savedTitle = `Painter ${word} saved`;
  const appliedTitle = `Mason ${word} applied`;
  const laterTitle = `Tiler ${word} later`;
  const savedId = await postJob(request, employerToken, savedTitle);
  const appliedId = await postJob(request, employerToken, appliedTitle);
  await postJob(request, employerToken, laterTitle);
  const worker = await signedInWorker(page, request, { firstName: "Arjun", lastName: "Singh" });
  await applyToJob(request, worker.token, appliedId, "I have ten years of masonry.");

  // The service worker takes control; the next loads go through it and it keeps what they fetch.
  await serviceWorkerInControl(page);
  await page.reload();
  await serviceWorkerInControl(page);

  // Online: save one job, then open the lists once (each is kept on the phone).
  await page.goto(`/jobs/${encodeURIComponent(savedId)}`);
  const save = page.getByRole("button", { name: t("jobs:save.saveTitle", { title: savedTitle }) });
  await expect(save).toHaveAttribute("aria-pressed", "false");
  await save.click();
  await expect(save).toHaveAttribute("aria-pressed", "true");
  await expect
    .poll(() => savedJobTitles(request, worker.token), { timeout: 20_000 })
    .toContain(savedTitle);

  const savedJobs = "/labour/dashboard/saved-jobs";
  await page.goto(savedJobs);
  await expect(page.getByRole("heading", { name: savedTitle, exact: true })).toBeVisible(SLOW);
  await copyKept(page, "saved-jobs");

  const applications = "/labour/dashboard/applications";
  await page.goto(applications);
  await expect(myApplication(page, appliedTitle)).toBeVisible(SLOW);
  await copyKept(page, "my-applications");

  const search = `/jobs?q=${encodeURIComponent(word)}`;
  await page.goto(search);
  await expect(page.getByRole("heading", { name: laterTitle, exact: true })).toBeVisible(SLOW);
  await copyKept(page, "jobs");

  // Offline: the lists open from the phone, each said to be a copy.
  await offline(context, page, true);
  const offlineNote = page.getByRole("status").filter({ hasText: t("offline:copy.offline") });

  await page.goto(savedJobs);
  await expect(page.getByRole("heading", { name: savedTitle, exact: true })).toBeVisible(SLOW);
  await expect(offlineNote).toBeVisible(SLOW);

  await page.goto(applications);
  await expect(myApplication(page, appliedTitle)).toBeVisible(SLOW);
  await expect(offlineNote).toBeVisible(SLOW);

  // A save made offline is kept on the phone and said so.
  await page.goto(search);
  await expect(offlineNote).toBeVisible(SLOW);
  const later = page.getByRole("button", { name: t("jobs:save.saveTitle", { title: laterTitle }) });
  await expect(later).toHaveAttribute("aria-pressed", "false");
  await later.click();
  await expect(page.getByText(t("offline:save.queued"))).toBeVisible(SLOW);
  await expect(later).toHaveAttribute("aria-pressed", "true");
  expect(await savedJobTitles(request, worker.token)).not.toContain(laterTitle);

  // Back online: it is sent.
  await offline(context, page, false);
  await expect
    .poll(() => savedJobTitles(request, worker.token), {
      timeout: 20_000,
      message: "the save made offline reaches the server",
    })
    .toContain(laterTitle);
});

test("the app installs: each language's manifest names the icons, and pages link their language's", async ({
  request,
}) => {
  const english = await request.get("/manifest/en.webmanifest");
  expect(english.ok()).toBe(true);
  expect(english.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await english.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest.name).toBe(t("offline:manifest.name"));
  expect(manifest.start_url).toBe("/");
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(["192x192", "512x512", "512x512"]);
  expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.ok(), icon.src).toBe(true);
    expect(file.headers()["content-type"]).toBe("image/png");
  }
  for (const language of ["hi", "ta", "te", "mr", "bn", "ml"]) {
    const other = await request.get(`/manifest/${language}.webmanifest`);
    expect(other.ok(), language).toBe(true);
    expect(((await other.json()) as { lang: string }).lang).toBe(language);
  }
  // The service worker precaches the shell alone (web/build/pwa.ts): a handful of files, every
  // one of which the shell itself loads; no route's chunk, no language's texts.
  const worker = await (await request.get("/sw.js")).text();
  const precached = [...worker.matchAll(/url:"([^"]+)"/g)].map((match) => match[1] ?? "");
  expect(precached).toContain("index.html");
  expect(precached.length).toBeLessThanOrEqual(12);
  const shell = await (await request.get("/index.html")).text();
  for (const url of precached) expect(shell, url).toContain(url === "index.html" ? "" : url);
  const hindiPage = await request.get("/jobs", { headers: { "accept-language": "hi" } });
  expect(await hindiPage.text()).toContain('<link rel="manifest" href="/manifest/hi.webmanifest"');
});

/** Waits until the page has loaded all it asked for (a chunk cut off on its way fails the page). */
async function quiet(page: Page): Promise<void> {
  const resources = () => page.evaluate(() => performance.getEntriesByType("resource").length);
  await expect
    .poll(
      async () => {
        const before = await resources();
        await page.waitForTimeout(1_000);
        return (await resources()) === before;
      },
      { intervals: [0] },
    )
    .toBe(true);
}

test.describe("logging out with a save made offline", () => {
  // Every request passes page.route (a service worker would answer some itself); the page is
  // never reloaded offline here, so nothing needs the worker's copies.
  test.use({ serviceWorkers: "block" });

  test("the worker is told the save is not sent and may stay; online, it is sent before the log out", async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const employerPhone = freshPhone();
    await registerEmployer(request, employerPhone, {
      firstName: "Meena",
      lastName: "Joshi",
      company: "Joshi Builders",
    });
    const employerToken = await signInToken(request, employerPhone);
    const word = randomLetters(8);
    const title = `Welder ${word} kept`;
    const jobId = await postJob(request, employerToken, title);
    const worker = await signedInWorker(page, request, { firstName: "Sunil", lastName: "Yadav" });
    // To the job list, within the app (the page is never loaded again): the newest job first.
    await page
      .getByRole("link", { name: t("nav.findJobs") })
      .first()
      .click();
    const save = page.getByRole("button", { name: t("jobs:save.saveTitle", { title }) });
    await expect(save).toHaveAttribute("aria-pressed", "false", SLOW);
    // A save button starts the queue of saves made offline, which fetches the log-out check.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType("resource")
            .some((entry) => /\/SignOutCheck-[\w-]+\.js$/.test(entry.name)),
        ),
      )
      .toBe(true);
    await quiet(page);

    // Offline: the save is kept on the phone.
    await offline(context, page, true);
    await save.click();
    await expect(page.getByText(t("offline:save.queued"))).toBeVisible();
    await expect(save).toHaveAttribute("aria-pressed", "true");

    // Logging out says it is not sent; the worker stays.
    const logout = page.getByRole("button", { name: t("nav.logout") });
    const dialog = page.getByRole("dialog", { name: t("offline:signOut.title") });
    await logout.click();
    await expect(dialog).toContainText(t("offline:signOut.unsent_one", { count: 1 }));
    await expect(dialog).toContainText(t("offline:signOut.offline"));
    await dialog.getByRole("button", { name: t("offline:signOut.stay") }).click();
    await expect(dialog).toHaveCount(0);
    await expect(logout).toBeVisible();
    expect(await savedJobTitles(request, worker.token)).not.toContain(title);

    // Online, with the save held on its way: logging out waits for it, then goes on.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/graphql", async (route) => {
      if (route.request().postData()?.includes(`"jobId":"${jobId}"`)) await released;
      await route.continue();
    });
    await offline(context, page, false);
    await logout.click();
    await expect(dialog).toContainText(t("offline:signOut.sending_one", { count: 1 }));
    expect(await savedJobTitles(request, worker.token)).not.toContain(title);
    release();
    await expect(page.getByRole("link", { name: t("nav.signIn") }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // Sent before this device forgot the worker.
    expect(await savedJobTitles(request, worker.token)).toContain(title);
  });

  test("a save not sent when two idle hours end the session is named on the sign-in page", async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const employerPhone = freshPhone();
    await registerEmployer(request, employerPhone, {
      firstName: "Ravi",
      lastName: "Shetty",
      company: "Shetty Works",
    });
    const employerToken = await signInToken(request, employerPhone);
    const title = `Fitter ${randomLetters(8)} idle`;
    const jobId = await postJob(request, employerToken, title);
    const phone = freshPhone();
    const token = await registerWorker(request, phone, { firstName: "Lata", lastName: "More" });

    await page.clock.install();
    await page.goto("/");
    await page.evaluate((token) => {
      localStorage.setItem("authToken", token);
      localStorage.setItem("userType", "labour");
      localStorage.setItem("userData", JSON.stringify({ first_name: "Lata", last_name: "More" }));
      localStorage.setItem("lastActivity", String(Date.now()));
    }, token);
    await page.goto("/jobs");
    const save = page.getByRole("button", { name: t("jobs:save.saveTitle", { title }) });
    await expect(save).toHaveAttribute("aria-pressed", "false", SLOW);
    await quiet(page);

    await offline(context, page, true);
    await save.click();
    await expect(page.getByText(t("offline:save.queued"))).toBeVisible();
    // Back online, the save never gets through (held on its way) before the session ends.
    await page.route("**/graphql", async (route) => {
      if (route.request().postData()?.includes(`"jobId":"${jobId}"`)) return;
      await route.continue();
    });
    await offline(context, page, false);

    await page.clock.fastForward("02:01:00");
    await expect(page).toHaveURL(/\/signin\?timeout=true$/);
    await expect(page.getByText(t("errors:sessionTimedOut"))).toBeVisible();
    await expect(page.getByText(t("auth:signIn.unsentSaves_one", { count: 1 }))).toBeVisible();
  });
});
