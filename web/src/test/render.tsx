import { render } from "@testing-library/react";
import { type ReactNode, Suspense } from "react";
import { RelayEnvironmentProvider } from "react-relay";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { RelayMockEnvironment } from "relay-test-utils";
import { i18n } from "../i18n/i18n";

/** The jobs texts, loaded as the route would before its page renders. */
export function loadJobsTexts() {
  return i18n.loadNamespaces(["jobs", "job"]);
}

/** Renders `ui` at `path` inside a router and a Relay environment; returns the router. */
export function renderAt(path: string, ui: ReactNode, environment?: RelayMockEnvironment) {
  const router = createMemoryRouter(
    [
      { path: "*", element: <Suspense fallback={<p>loading</p>}>{ui}</Suspense> },
      { path: "/signin", element: <p>sign in page</p> },
    ],
    { initialEntries: [path] },
  );
  const tree = <RouterProvider router={router} />;
  render(
    environment ? (
      <RelayEnvironmentProvider environment={environment}>{tree}</RelayEnvironmentProvider>
    ) : (
      tree
    ),
  );
  return router;
}
