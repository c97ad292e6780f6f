import { i18n } from "../i18n/i18n";

// The service worker (web/vite.config.ts: Workbox's) is registered once the page
// has loaded and the browser is idle: never in the way of the first paint or the app taking over.
// On the first visit the worker takes control when it is installed (clientsClaim); it is then
// given the list of files this page had already loaded (Workbox's CACHE_URLS message), and asks
// for them again itself (from the browser's HTTP cache, not the network: their names carry their
// hash and they are kept a year) so it keeps them too, and the next visit, or this page offline,
// has them. The page only posts the list: two dozen fetches started from the page cost a slow
// phone's main thread a tenth of a second just as the visitor starts to use it. A new version of
// the worker waits until every page of the old one is closed: it takes over on the next visit.

export const SERVICE_WORKER_URL = "/sw.js";

function keepLoadedFiles(): void {
  const files = performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith("/assets/"));
  navigator.serviceWorker.controller?.postMessage({
    type: "CACHE_URLS",
    payload: { urlsToCache: [...new Set(files.map((file) => file.href))] },
  });
}

/** The page links the app manifest of its language (the server draws it so; this follows a change). */
function linkManifest(language: string): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (link) link.href = `/manifest/${language}.webmanifest`;
}

export function registerServiceWorker(): void {
  linkManifest(i18n.language);
  i18n.on("languageChanged", linkManifest);
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  const register = () => {
    const controlled = Boolean(navigator.serviceWorker.controller);
    navigator.serviceWorker.register(SERVICE_WORKER_URL).then(
      () => {
        if (controlled) return;
        navigator.serviceWorker.addEventListener("controllerchange", keepLoadedFiles, {
          once: true,
        });
      },
      (error: unknown) => console.warn("The service worker could not be registered", error),
    );
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
