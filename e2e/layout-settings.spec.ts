import {
  AVAILABLE_LANGUAGES,
  LANGUAGE_COOKIE,
  LANGUAGE_FALLBACKS,
  type Language,
} from "@kaamsetu/shared/constants";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { MARKETING_FIGURES } from "../api/src/constants";
import { STORAGE_KEYS } from "../web/src/config";
import { freshPhone, registerWorker } from "./support/accounts";
import { superuserToken } from "./support/admin";
import { appReady } from "./support/app";
import { registerEmployer } from "./support/employer";
import { signInToken } from "./support/employer-applications";
import { MOBILE } from "./support/sizes";
import { tIn } from "./support/texts";

// No page scrolls sideways on a 360 px phone, whatever an admin configures: with every public
// setting filled (a support phone, WhatsApp and community links, every landing figure at its
// largest) and in every language, the landing page, /jobs, a job page, sign-in, both homes, a
// profile editor and a back-office page fit the screen. The settings go back as they were after.

/** Every public setting, filled with the longest a real admin would plausibly write. */
const FILLED: Record<string, string | number> = {
  support_phone: "9876543210",
  support_whatsapp_url: "https://wa.me/919876543210?text=Namaste%20KaamSetu%20team",
  community_url: "https://chat.whatsapp.com/InviteCodeForTheKaamSetuWorkersCommunityGroup",
  ...Object.fromEntries(
    Object.values(MARKETING_FIGURES).map((figure) => [figure.setting, figure.maximum]),
  ),
};

/** The public settings as they are now, to put back afterwards. */
async function settingsBefore(page: Page, token: string): Promise<Record<string, unknown>> {
  const answer = await page.request.get("/api/v1/admin/settings/", {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { values } = (await answer.json()) as { values: Record<string, unknown> };
  return Object.fromEntries(Object.keys(FILLED).map((key) => [key, values[key] ?? null]));
}

async function putSettings(page: Page, token: string, values: Record<string, unknown>) {
  const csrf = (await (await page.request.get("/api/csrf-token")).json()) as { csrf_token: string };
  const answer = await page.request.put("/api/v1/admin/settings/", {
    data: values,
    headers: { Authorization: `Bearer ${token}`, "X-CSRF-Token": csrf.csrf_token },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function fitsTheScreen(page: Page, where: string): Promise<void> {
  // Not "network idle": a signed-in page keeps its notification stream open.
  await page.waitForLoadState("load");
  await page.evaluate(() => document.fonts.ready);
  const { overflow, widest } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // What reaches past the screen's edge, innermost first: where to look when this fails.
    /** Drawn past the edge and not cut off by a box of its own (a scroller, a closed menu). */
    const sticksOut = (element: Element) => {
      if (element.getBoundingClientRect().right <= width + 0.5) return false;
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (up.matches("details:not([open])")) return false;
        if (getComputedStyle(up).overflowX !== "visible") return false;
      }
      return true;
    };
    const past = [...document.querySelectorAll("body *")]
      .filter(sticksOut)
      .filter(
        (element) =>
          ![...element.children].some((child) => child.getBoundingClientRect().right > width + 0.5),
      )
      .slice(0, 5)
      .map(
        (element) =>
          `${element.closest("[class]")?.className ?? element.tagName} "${(element.textContent ?? "").slice(0, 30)}" (${Math.round(element.getBoundingClientRect().right)} px)`,
      );
    return { overflow: document.documentElement.scrollWidth - width, widest: past };
  });
  expect(
    overflow,
    `${where}: content wider than the screen: ${widest.join(", ")}`,
  ).toBeLessThanOrEqual(0);
}

/** A phone-sized browser reading `language`, signed in with `session` when given. */
async function phone(
  browser: Browser,
  language: string,
  session?: { key: string; token: string; userType?: string },
) {
  const context = await browser.newContext({ viewport: MOBILE, isMobile: true, hasTouch: true });
  const baseURL = test.info().project.use.baseURL ?? "";
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL }]);
  if (session) {
    await context.addInitScript(
      ({ key, token, userType, keys }) => {
        localStorage.setItem(key, token);
        if (userType) localStorage.setItem(keys.userType, userType);
        localStorage.setItem(keys.lastActivity, String(Date.now()));
      },
      { ...session, keys: STORAGE_KEYS },
    );
  }
  return { context, page: await context.newPage() };
}

let adminToken = "";
let workerToken = "";
let employerToken = "";
let jobPath = "";
const before: Record<string, unknown> = {};

test.describe
  .serial("every public setting filled, at 360 px", () => {
    test.beforeAll(async ({ browser, request }) => {
      adminToken = await superuserToken(request);
      // People of its own (the demo accounts' codes are counted per hour by the other specs).
      workerToken = await registerWorker(request, freshPhone(), {
        firstName: "Lakshmi",
        lastName: "Subramanian",
      });
      const employerPhone = freshPhone();
      await registerEmployer(request, employerPhone, {
        firstName: "Venkataramanan",
        lastName: "Krishnamurthy",
        company: "Sri Venkateswara Constructions and Interiors",
      });
      employerToken = await signInToken(request, employerPhone);
      const { items } = (await (await request.get("/api/v1/jobs/?limit=1")).json()) as {
        items: { id: string }[];
      };
      jobPath = `/jobs/${items[0]?.id}`;
      const { context, page } = await phone(browser, "en");
      Object.assign(before, await settingsBefore(page, adminToken));
      await putSettings(page, adminToken, FILLED);
      // The landing page shows them (the public settings reach every instance at once).
      await page.goto("/");
      await expect(page.locator(`a[href="${FILLED.community_url}"]`).first()).toBeAttached();
      await context.close();
    });

    test.afterAll(async ({ browser }) => {
      const { context, page } = await phone(browser, "en");
      await putSettings(page, adminToken, before);
      await context.close();
    });

    for (const language of AVAILABLE_LANGUAGES) {
      test(`${language}: no page scrolls sideways`, async ({ browser }) => {
        test.setTimeout(120_000);
        const visitor = await phone(browser, language);
        for (const path of ["/", "/jobs", jobPath, "/signin"]) {
          await visitor.page.goto(path);
          await fitsTheScreen(visitor.page, `${language} ${path}`);
        }
        await visitor.context.close();

        const worker = await phone(browser, language, {
          key: STORAGE_KEYS.authToken,
          token: workerToken,
          userType: "labour",
        });
        for (const path of ["/labour/dashboard", "/labour/dashboard/profile"]) {
          await worker.page.goto(path);
          await appReady(worker.page);
          await expect(worker.page.getByRole("heading", { level: 1 })).toBeVisible({
            // The dashboards' code loads first: slow on a busy machine.
            timeout: 30_000,
          });
          await fitsTheScreen(worker.page, `${language} ${path}`);
        }
        await worker.context.close();

        const employer = await phone(browser, language, {
          key: STORAGE_KEYS.authToken,
          token: employerToken,
          userType: "employer",
        });
        await employer.page.goto("/employer/dashboard");
        await expect(employer.page.getByRole("heading", { level: 1 })).toBeVisible({
          // The dashboards' code loads first: slow on a busy machine.
          timeout: 30_000,
        });
        await fitsTheScreen(employer.page, `${language} /employer/dashboard`);
        await employer.context.close();

        const admin = await phone(browser, language, {
          key: STORAGE_KEYS.adminToken,
          token: adminToken,
        });
        await admin.page.goto("/admin/dashboard");
        await expect(admin.page.getByRole("heading", { level: 1 })).toBeVisible({
          // The dashboards' code loads first: slow on a busy machine.
          timeout: 30_000,
        });
        await fitsTheScreen(admin.page, `${language} /admin/dashboard`);
        // bh's texts are Hindi's (its fallback).
        const words = LANGUAGE_FALLBACKS[language as Language]?.[0] ?? language;
        // The back office's own frame: not the public header's sign-in and register links, nor
        // the marketing footer's newsletter form.
        for (const key of ["nav.signIn", "nav.register"]) {
          await expect(admin.page.getByRole("link", { name: tIn(words, key) })).toHaveCount(0);
        }
        await expect(admin.page.locator("footer")).toHaveCount(0);
        // At 360 px the sections are behind the menu button, and it opens them.
        const sections = admin.page.getByRole("navigation", {
          name: tIn(words, "admin:sidebar.label"),
        });
        await expect(sections).toBeHidden();
        const menu = admin.page.getByRole("button", { name: tIn(words, "admin:sidebar.menu") });
        await expect(menu).toHaveAttribute("aria-expanded", "false");
        await menu.click();
        await expect(menu).toHaveAttribute("aria-expanded", "true");
        await expect(sections).toBeVisible();
        await fitsTheScreen(admin.page, `${language} /admin/dashboard, menu open`);
        // A section chosen: its page, the menu closed again.
        await sections.getByRole("link", { name: tIn(words, "admin:sections.settings") }).click();
        await expect(
          admin.page.getByRole("heading", { name: tIn(words, "admin:settings.title") }),
        ).toBeVisible();
        await expect(sections).toBeHidden();
        await fitsTheScreen(admin.page, `${language} /admin/dashboard/settings`);
        await admin.context.close();
      });
    }
  });
