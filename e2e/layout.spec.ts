import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./support/accounts";
import { appReady } from "./support/app";
import { jobCards } from "./support/jobs";
import { LAYOUT_WIDTHS } from "./support/sizes";

// The layout at a phone's, a tablet's and a laptop's width: no page scrolls
// sideways, every pay on the page (job cards, the job page) is drawn in full and nothing (the
// save button above all) lies over it, and a tab strip that scrolls sideways (the dashboard's
// menu, the status tabs) shows its active tab. Read-only: the demo worker and employer.

const DEMO_WORKER = "9876543210";
const DEMO_EMPLOYER = "9876543211";

/** What is wrong with the layout of the page as it is now drawn; empty when nothing. */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const name = (element: Element | null) =>
      element
        ? `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}">`
        : "nothing";
    const scroller = document.scrollingElement ?? document.documentElement;
    if (scroller.scrollWidth > Math.min(window.innerWidth, scroller.clientWidth)) {
      problems.push(
        `page scrolls sideways: ${scroller.scrollWidth} px wide in ${scroller.clientWidth}`,
      );
    }

    // Every pay: its text's boxes inside its card and the screen, and what is drawn on top of
    // each box's middle and ends is the pay itself (or the card's covering link, transparent).
    const pays = [...document.querySelectorAll<HTMLElement>("main .job-salary")];
    pays.forEach((pay, index) => {
      pay.scrollIntoView({ block: "center", inline: "nearest" });
      const card = pay.closest("article, .card") ?? document.body;
      const cardBox = card.getBoundingClientRect();
      const label = `pay ${index + 1} "${pay.textContent}"`;
      const range = document.createRange();
      range.selectNodeContents(pay);
      const boxes = [...range.getClientRects()].filter((box) => box.width > 0 && box.height > 0);
      if (boxes.length === 0) problems.push(`${label} is not drawn`);
      const covers = [...card.querySelectorAll(".save-job > *")].map((save) =>
        save.getBoundingClientRect(),
      );
      for (const box of boxes) {
        if (
          box.left < Math.max(0, cardBox.left) - 0.5 ||
          box.right > Math.min(window.innerWidth, cardBox.right) + 0.5
        ) {
          problems.push(
            `${label} is cut: its text runs ${box.left}-${box.right}, its card ${cardBox.left}-${cardBox.right}`,
          );
        }
        for (const save of covers) {
          const overlap =
            Math.min(box.right, save.right) - Math.max(box.left, save.left) > 0.5 &&
            Math.min(box.bottom, save.bottom) - Math.max(box.top, save.top) > 0.5;
          if (overlap) problems.push(`${label} lies under the save button`);
        }
        const y = box.top + box.height / 2;
        for (const x of [box.left + 2, box.left + box.width / 2, box.right - 2]) {
          const hit = document.elementFromPoint(x, y);
          const own = hit && (pay.contains(hit) || hit.matches(".job-card__link"));
          if (!own)
            problems.push(
              `${label} is covered at ${Math.round(x)},${Math.round(y)} by ${name(hit)}`,
            );
        }
      }
    });
    window.scrollTo(0, 0);

    // A tab strip's active tab lies inside the strip's visible box.
    for (const strip of document.querySelectorAll<HTMLElement>(".dashboard__nav, .status-tabs")) {
      const active = strip.querySelector('[aria-current="page"]');
      // The dashboard's menu has none on a page below one of its entries (a job's applications).
      if (!active) continue;
      const outer = strip.getBoundingClientRect();
      const left = outer.left + strip.clientLeft;
      const right = left + strip.clientWidth;
      const tab = active.getBoundingClientRect();
      if (tab.left < left - 0.5 || tab.right > right + 0.5) {
        problems.push(
          `active tab "${active.textContent}" of ${name(strip)} runs ${tab.left}-${tab.right}, the strip shows ${left}-${right}`,
        );
      }
    }
    return [...new Set(problems)];
  });
}

/** Opens `path`, waits for its heading (and `ready`), and checks the layout (softly). */
async function checkPage(page: Page, path: string, ready?: (page: Page) => Promise<void>) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await ready?.(page);
  const width = page.viewportSize()?.width;
  await expect.soft
    .poll(() => layoutProblems(page), { message: `${path} at ${width} px`, timeout: 4_000 })
    .toEqual([]);
}

/** The list has its cards and the app has taken the page over. */
async function listReady(page: Page): Promise<void> {
  await expect(jobCards(page).first()).toBeVisible();
  await appReady(page);
}

/** A dashboard list of job cards has its cards and the app has taken the page over. */
async function cardsReady(page: Page): Promise<void> {
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  await appReady(page);
}

/** A job page's address: the first job on /jobs. */
async function firstJobPath(page: Page): Promise<string> {
  await page.goto("/jobs");
  const href = await jobCards(page).first().getByRole("link").first().getAttribute("href");
  if (!href) throw new Error("the first job card has no link");
  return href;
}

/** The profile editor, checked with each of its sections open in turn (one opens at a time). */
async function checkEditor(page: Page, path: string): Promise<void> {
  await checkPage(page, path, appReady);
  const width = page.viewportSize()?.width;
  const toggles = page.locator(".profile-section__toggle");
  // The editor arrives with its data, after the page's frame.
  await expect(toggles.first()).toBeVisible();
  const count = await toggles.count();
  for (let index = 0; index < count; index++) {
    const toggle = toggles.nth(index);
    if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect.soft
      .poll(() => layoutProblems(page), {
        message: `${path}, section "${await toggle.textContent()}", at ${width} px`,
        timeout: 4_000,
      })
      .toEqual([]);
  }
}

async function signInAs(page: Page, phone: string, dashboard: RegExp): Promise<void> {
  await page.goto("/signin");
  await signIn(page, phone);
  await page.waitForURL(dashboard);
}

test.describe.configure({ timeout: 180_000 });

test("signed out: /jobs and a job page at 360, 768 and 1280 px", async ({ page }) => {
  const job = await firstJobPath(page);
  for (const viewport of LAYOUT_WIDTHS) {
    await page.setViewportSize(viewport);
    await checkPage(page, "/jobs", listReady);
    await checkPage(page, job, appReady);
  }
});

test("signed out: /jobs at the edges of its layouts, 320 to 1440 px", async ({ page }) => {
  // The phone's one column up to 767 px, the pay in its own column from 768, the filters beside
  // the list from 960: each side of each step, and the narrowest and widest screens.
  for (const width of [320, 767, 959, 960, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await checkPage(page, "/jobs", listReady);
  }
});

test("the demo worker: /jobs, a job page, the dashboard and the profile editor at 360, 768 and 1280 px", async ({
  page,
}) => {
  await signInAs(page, DEMO_WORKER, /\/labour\/dashboard$/);
  const job = await firstJobPath(page);
  for (const viewport of LAYOUT_WIDTHS) {
    await page.setViewportSize(viewport);
    await checkPage(page, "/jobs", listReady);
    await checkPage(page, job, appReady);
    await checkPage(page, "/labour/dashboard");
    await checkPage(page, "/labour/dashboard/applications?status=cancelled");
    await checkPage(page, "/labour/dashboard/saved-jobs");
    await checkPage(page, "/labour/dashboard/alerts");
    await checkPage(page, "/labour/dashboard/recommended", cardsReady);
    await checkPage(page, "/labour/dashboard/notifications");
    await checkEditor(page, "/labour/dashboard/profile");
  }
});

test("the demo employer: the dashboard and the profile editor at 360, 768 and 1280 px", async ({
  page,
}) => {
  await signInAs(page, DEMO_EMPLOYER, /\/employer\/dashboard$/);
  await page.goto("/employer/dashboard/jobs");
  const applications = await page
    .locator('main a[href*="/applications"]')
    .first()
    .getAttribute("href");
  for (const viewport of LAYOUT_WIDTHS) {
    await page.setViewportSize(viewport);
    await checkPage(page, "/employer/dashboard");
    await checkPage(page, "/employer/dashboard/jobs?status=inactive");
    if (applications) await checkPage(page, `${applications}?status=cancelled`);
    await checkPage(page, "/employer/dashboard/notifications");
    await checkPage(page, "/employer/dashboard/analytics");
    await checkEditor(page, "/employer/dashboard/profile");
  }
});
