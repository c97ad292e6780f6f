import "./styles/base.css";
import "./styles/layout.css";
import { StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { changeLanguage, i18n, storedLanguage } from "./i18n/i18n";
import { loadChunk } from "./lib/chunks";
import { markHydrated, nextTask, startHydrating } from "./lib/hydration-marker";
import { whenIdle } from "./lib/idle";
import { discoverRoutes, routes } from "./routes";
import {
  clearSession,
  getSession,
  idleTooLong,
  SESSION_EXPIRED_PATH,
  setSessionExpiredHandler,
} from "./session/session";

// Back after two idle hours: the session is over before any page asks for data with it.
const signedIn = getSession().status === "signedIn";
if (idleTooLong()) {
  clearSession();
  window.history.replaceState(null, "", SESSION_EXPIRED_PATH);
}

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html has no #root element");
const root: HTMLElement = rootElement;
// A server-rendered page was drawn for a visitor; a signed-in user gets their own render.
const serverDrawn = Boolean(window.__RELAY_RECORDS__ && root.firstElementChild && !signedIn);
// Said before the router runs the first route's loader: parts of the page may wait for it.
if (serverDrawn) startHydrating();
type Router = ReturnType<typeof createBrowserRouter>;

/** The router, and the mark on <html> that the app has taken over (lib/hydration-marker.ts). */
function App({ router }: { router: Router }) {
  useEffect(() => {
    markHydrated();
    startIdleWork(router);
  }, [router]);
  return <RouterProvider router={router} />;
}

async function start() {
  // A page the server drew is on the screen and works as HTML: its take-over starts in a task of
  // its own, after the one that ran the app's modules (React, the router, i18next), so a slow
  // phone has two shorter tasks instead of one long one in which no tap is handled.
  if (serverDrawn) await nextTask();
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation: discoverRoutes });
  setSessionExpiredHandler((path) => void router.navigate(path, { replace: true }));
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  if (!serverDrawn) {
    createRoot(root).render(app);
    return;
  }
  // The server drew this page. Take it over once the router holds the first route's code and
  // data (the data is already in Relay's store), so the first render matches the HTML. As a
  // transition, React hydrates in slices and a tap on the page is not held up behind it.
  const hydrate = () => startTransition(() => void hydrateRoot(root, app));
  if (router.state.initialized) hydrate();
  else {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      hydrate();
    });
  }
}
void start();

let idleWorkStarted = false;
/**
 * What waits until the app has taken over the page and the browser is idle: none of it is
 * needed to make the page work, and on a slow link each chunk it fetches earlier would share the
 * line with the chunks the page needs to become interactive (and count against that budget).
 */
function startIdleWork(router: Router) {
  if (idleWorkStarted) return;
  idleWorkStarted = true;
  // A page the server drew is hydrated in its own language; a choice made on this device that the
  // server did not know (its cookie gone) is applied once the page is idle, without a reload.
  whenIdle(() => {
    const chosen = storedLanguage();
    if (chosen && chosen !== i18n.language) void changeLanguage(chosen);
  });

  // Installable and offline: the service worker once idle; a signed-in worker's saves
  // made offline are sent when the network returns (relay/offline-sync.ts).
  whenIdle(() => {
    void loadChunk("service-worker", () => import("./lib/service-worker")).then((worker) =>
      worker.registerServiceWorker(),
    );
    const session = getSession();
    if (session.status === "signedIn" && session.userType === "labour") {
      void loadChunk("offline-sync", () => import("./relay/offline-sync")).then((sync) =>
        sync.startOfflineSync(),
      );
    }
  });

  whenIdle(() => {
    void loadChunk("browser-session", () => import("./session/browser-session")).then((module) =>
      module.startBrowserSession(router, () =>
        loadChunk("refresh", () => import("./relay/refresh")).then((refresh) =>
          refresh.refreshViewer(),
        ),
      ),
    );
  });
}
