import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./support/chromium";
import { DESKTOP } from "./support/sizes";

// Playwright drives Debian's Chromium (no downloaded browsers) against the built app that
// global-setup.ts starts on a scratch DATA_DIR. See e2e/README.md.

const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  outputDir: "test-results",
  globalSetup: "./global-setup.ts",
  // The server, its PostgreSQL and Chromium share a small machine: two workers at most, and one
  // on CI, where steadiness matters more than speed.
  workers: CI ? 1 : 2,
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: CI
    ? [["list"], ["html", { outputFolder: "playwright-report", open: "never" }]]
    : [["list"]],
  use: {
    // Global setup runs before the workers load this file, so they see the address it chose.
    baseURL: process.env.E2E_BASE_URL,
    browserName: "chromium",
    ...devices["Desktop Chrome"],
    viewport: DESKTOP,
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
    actionTimeout: 10_000,
    navigationTimeout: 30_000,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    video: "off",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      chromiumSandbox: false,
      args: [
        ...CHROMIUM_FLAGS,
        // Hermetic: any host but the app fails at once instead of waiting on a network CI lacks.
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
      ],
    },
  },
});
