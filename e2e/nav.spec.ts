import { AVAILABLE_LANGUAGES } from "@kaamsetu/shared/constants";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { appReady } from "./support/app";
import { MOBILE, MOBILE_MENU_TOP_PX, TOUCH_TARGET_PX } from "./support/sizes";
import { t } from "./support/texts";

/** The languages whose texts are complete (bh shows Hindi's). */
const AVAILABLE: readonly string[] = AVAILABLE_LANGUAGES;
/** Every language of SPEC section 9, by its native name, in the menu's order. */
const LANGUAGES = [
  ["en", "English"],
  ["hi", "हिन्दी"],
  ["ta", "தமிழ்"],
  ["te", "తెలుగు"],
  ["mr", "मराठी"],
  ["bn", "বাংলা"],
  ["ml", "മലയാളം"],
  ["bh", "भोजपुरी"],
] as const;

/** The slide-down menu: a dialog named like the main navigation. */
function mobileMenu(page: Page): Locator {
  return page.getByRole("dialog", { name: t("nav.main") });
}

test.describe("mobile menu at 360 px", () => {
  test.use({ viewport: MOBILE, isMobile: true, hasTouch: true });

  test("opens 56 px from the top with touch-sized targets and closes on Escape", async ({
    page,
  }) => {
    await page.goto("/");
    // Escape, a press outside and a route change close it through the app (without it the
    // menu is a plain <details>: e2e/no-js.spec.ts, e2e/slow-network.spec.ts).
    await appReady(page);
    const menu = mobileMenu(page);
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: t("nav.openMenu") }).click();
    await expect(menu).toBeVisible();
    // The box settles at its resting place once the slide-down animation has finished.
    await expect.poll(async () => (await menu.boundingBox())?.y).toBe(MOBILE_MENU_TOP_PX);

    const targets = menu.locator("a, button");
    expect(await targets.count()).toBeGreaterThan(0);
    for (const target of await targets.all()) {
      const box = await target.boundingBox();
      const name = (await target.textContent())?.trim();
      expect(box?.height, `height of "${name}"`).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
    }
    await expect(menu.getByRole("link", { name: t("nav.signIn") })).toBeVisible();
    await expect(menu.getByRole("link", { name: t("nav.register") })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    // Keyboard users land back on the button that opened it.
    await expect(page.getByRole("button", { name: t("nav.openMenu") })).toBeFocused();
  });

  test("closes on a route change from one of its links", async ({ page }) => {
    await page.goto("/");
    // Escape, a press outside and a route change close it through the app (without it the
    // menu is a plain <details>: e2e/no-js.spec.ts, e2e/slow-network.spec.ts).
    await appReady(page);
    await page.getByRole("button", { name: t("nav.openMenu") }).click();
    const menu = mobileMenu(page);
    await expect(menu).toBeVisible();

    await menu.getByRole("link", { name: t("nav.findJobs") }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: t("nav.openMenu") })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("closes on a press outside it", async ({ page }) => {
    await page.goto("/");
    // Escape, a press outside and a route change close it through the app (without it the
    // menu is a plain <details>: e2e/no-js.spec.ts, e2e/slow-network.spec.ts).
    await appReady(page);
    const toggle = page.getByRole("button", { name: t("nav.openMenu") });
    await toggle.click();
    const menu = mobileMenu(page);
    await expect(menu).toBeVisible();

    // An empty spot of the top bar, between the logo and the tools.
    const brand = await page
      .getByRole("link", { name: t("nav.home") })
      .first()
      .boundingBox();
    const search = await page.getByRole("link", { name: t("nav.search") }).boundingBox();
    if (!brand || !search) throw new Error("the top bar is not laid out");
    const x = (brand.x + brand.width + search.x) / 2;
    expect(search.x - (brand.x + brand.width), "room between logo and tools").toBeGreaterThan(4);
    await page.mouse.click(x, brand.y + brand.height / 2);
    await expect(menu).toBeHidden();
  });
});

test.describe("desktop bar", () => {
  test("the language menu lists the 8 native names; the available languages are offered, the others are disabled", async ({
    page,
  }) => {
    await page.goto("/jobs?q=mason");
    await page.getByRole("button", { name: "English" }).click();
    const list = page.getByRole("list", { name: t("nav.chooseLanguage") });
    await expect(list).toBeVisible();

    const choices = list.getByRole("listitem");
    await expect(choices).toHaveCount(LANGUAGES.length);
    for (const [index, [code, name]] of LANGUAGES.entries()) {
      const item = choices.nth(index);
      await expect(item).toContainText(name);
      if (AVAILABLE.includes(code)) {
        // A link to the server's choice, back to this page: it works before the app runs too.
        const choice = item.getByRole("link", { name });
        await expect(choice).toHaveAttribute("lang", code);
        await expect(choice).toHaveAttribute(
          "href",
          `/language/${code}?next=${encodeURIComponent("/jobs?q=mason")}`,
        );
        if (code === "en") await expect(choice).toHaveAttribute("aria-current", "true");
        else await expect(choice).not.toHaveAttribute("aria-current");
        await expect(choice).not.toContainText(t("nav.comingSoon"));
      } else {
        const choice = item.getByRole("button");
        await expect(choice).toHaveAttribute("lang", code);
        await expect(choice).toBeDisabled();
        await expect(choice).toContainText(t("nav.comingSoon"));
      }
    }

    await appReady(page);
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
  });

  test("visitors see sign in and register; the search icon opens /search", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: t("nav.signIn") })).toHaveAttribute(
      "href",
      "/signin",
    );
    await expect(banner.getByRole("link", { name: t("nav.register") })).toBeVisible();
    await banner.getByRole("link", { name: t("nav.search") }).click();
    await expect(page).toHaveURL(/\/search$/);
  });

  test("the footer shows the current year in its copyright", async ({ page }) => {
    await page.goto("/");
    const year = new Date().getFullYear();
    await expect(page.getByRole("contentinfo")).toContainText(t("footer.copyright", { year }));
  });
});
