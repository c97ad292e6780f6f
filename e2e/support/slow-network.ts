import type { Page } from "@playwright/test";
import {
  HYDRATED_ATTRIBUTE,
  HYDRATED_MARK,
  PARTS_HYDRATED_ATTRIBUTE,
  PARTS_HYDRATED_MARK,
} from "../../web/src/lib/hydration-marker.js";

// A poor 3G / good 2G link, as many of our workers have: 400 kbps each way and 400 ms
// round trips, emulated by Chromium itself (DevTools' Network.emulateNetworkConditions), so the
// page's real requests, in their real order, take as long as they would there.
export const SLOW_NETWORK = { kbps: 400, latencyMs: 400 } as const;
export const SLOW_NETWORK_LABEL = `${SLOW_NETWORK.kbps} kbps/${SLOW_NETWORK.latencyMs} ms`;

/** Throttles every request of `page` (set before it navigates). */
export async function emulateSlowNetwork(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  // Network.setCacheDisabled: every run is a first visit, as the figure is meant to say.
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const bytesPerSecond = (SLOW_NETWORK.kbps * 1000) / 8;
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: SLOW_NETWORK.latencyMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
}

/**
 * Waits until the app has taken over the page and says when that was: the hydration mark's time
 * since the navigation started (web/src/lib/hydration-marker.ts), in ms. With `parts`, the time
 * the parts it takes over last (the job list of /jobs) were taken over too.
 */
export async function interactiveAt(
  page: Page,
  timeoutMs = 60_000,
  parts = false,
): Promise<number> {
  await page
    .locator(`html[${parts ? PARTS_HYDRATED_ATTRIBUTE : HYDRATED_ATTRIBUTE}]`)
    .waitFor({ state: "attached", timeout: timeoutMs });
  return page.evaluate(
    (mark) => performance.getEntriesByName(mark, "mark")[0]?.startTime ?? Number.NaN,
    parts ? PARTS_HYDRATED_MARK : HYDRATED_MARK,
  );
}
