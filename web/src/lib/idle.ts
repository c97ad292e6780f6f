/** Work that may wait until the page has painted, its app has started and the browser is idle. */
export function whenIdle(work: () => void): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(work, { timeout: 3_000 });
  else setTimeout(work, 1);
}
