import { render } from "@testing-library/react";
import { type ReactNode, Suspense } from "react";
import { RelayEnvironmentProvider } from "react-relay";
import { createMemoryRouter, type LoaderFunctionArgs, RouterProvider } from "react-router";
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

/**
 * Renders `ui` at `path` as a route whose `loader` starts its query in `environment`, as the
 * app's route loaders do (relay/route-query.ts); returns the router.
 */
export function renderLoaded(
  path: string,
  ui: ReactNode,
  loader: (args: LoaderFunctionArgs, environment: RelayMockEnvironment) => unknown,
  environment: RelayMockEnvironment,
) {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        loader: (args) => loader(args, environment),
        element: <Suspense fallback={<p>loading</p>}>{ui}</Suspense>,
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  return router;
}
