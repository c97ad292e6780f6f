// Debian's Chromium as this project drives it headless (browser tests and bench:web): never a
// downloaded browser, and none of its background calls to a network these machines lack.
export const CHROMIUM_PATH = "/usr/bin/chromium";
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
