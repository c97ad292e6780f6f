import "./styles/base.css";
import "./styles/layout.css";
import "./i18n/i18n";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { routes } from "./routes";

const router = createBrowserRouter(routes);
const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

if (window.__RELAY_RECORDS__ && root.firstElementChild) {
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
} else {
  createRoot(root).render(app);
}
