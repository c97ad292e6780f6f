/**
 * Set on <html> once the app has taken over the page (hydrated the server's HTML, or drawn its
 * own): the moment a page becomes interactive in the app's sense. Browser tests wait for it and
 * the throttled test (e2e/slow-network.spec.ts) and bench:web time it. Before it, every control
 * of the public pages works as plain HTML.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/** A performance mark made at the same moment: its startTime is the time to interactive. */
export const HYDRATED_MARK = "kaamsetu:hydrated";

/**
 * Set on <html> once the parts of a server-drawn page that the app takes over after the rest have
 * been taken over too (at once on a page that has none). /jobs is one: its job list needs Relay
 * (52 kB gzip), which is fetched after the page is interactive, so the list works as plain HTML
 * (links and forms) a moment longer than the search bar, filters and menu (features/jobs/
 * JobsPage.tsx). Browser tests that use the list in the app's way wait for this.
 */
export const PARTS_HYDRATED_ATTRIBUTE = "data-parts-hydrated";

/** A performance mark made at the same moment. */
export const PARTS_HYDRATED_MARK = "kaamsetu:parts-hydrated";

/**
 * Resolves in a task of its own, after the browser has had the chance to handle a tap and paint:
 * a long piece of start-up work split at such points is several short tasks, not one long one a
 * slow phone's tap waits behind (Lighthouse's Total Blocking Time counts each task's time past
 * 50 ms). `scheduler.yield` where the browser has it (the rest of this work then goes before
 * other queued tasks), else a message to this window, which runs sooner than a 0 ms timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

let hydrating = false;
let later = 0;
let resolveHydrated: () => void = () => undefined;
const hydrated = new Promise<void>((resolve) => {
  resolveHydrated = resolve;
});

/** main.tsx, before its router loads the first route: it will take over the server's HTML. */
export function startHydrating(): void {
  hydrating = true;
}

/** The app is taking over a server-drawn page and has not finished the first pass. */
const beforeTakeOver = () =>
  hydrating && !document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE);

/** Marks the page as taken over by the app (main.tsx, once its first render has committed). */
export function markHydrated(): void {
  if (document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) return;
  performance.mark?.(HYDRATED_MARK);
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  resolveHydrated();
  if (later === 0) markPartsHydrated();
}

/**
 * A part of the first, server-drawn page that the app takes over after the rest: `load` starts
 * once the rest is interactive, so its code leaves the slow link to the code that makes the page
 * so. Anywhere else (a later page, a page the app draws itself, the server) it starts at once.
 * `done` is to be called once the part is taken over (or has given up: its code did not load);
 * `deferred` says whether the load waits for the rest of the page.
 */
export function hydrateLater<T>(load: () => Promise<T>): {
  loaded: Promise<T>;
  done: () => void;
  deferred: boolean;
} {
  if (typeof document === "undefined" || !beforeTakeOver()) {
    return { loaded: load(), done: () => undefined, deferred: false };
  }
  later += 1;
  let finished = false;
  const done = () => {
    if (finished) return;
    finished = true;
    later -= 1;
    if (later === 0 && document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) {
      markPartsHydrated();
    }
  };
  // In a task after the one that marked the page taken over (whose effects ran in it).
  const loaded = hydrated.then(nextTask).then(load);
  loaded.catch(done);
  return { loaded, done, deferred: true };
}

function markPartsHydrated(): void {
  if (document.documentElement.hasAttribute(PARTS_HYDRATED_ATTRIBUTE)) return;
  performance.mark?.(PARTS_HYDRATED_MARK);
  document.documentElement.setAttribute(PARTS_HYDRATED_ATTRIBUTE, "");
}
