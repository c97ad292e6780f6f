import { AsyncLocalStorage } from "node:async_hooks";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import type { Environment, GraphQLResponse } from "relay-runtime";
import { DEFAULT_LANGUAGE } from "./config";
import { setLanguageResolver } from "./i18n/current";
import { i18n, isAvailable, isLanguage } from "./i18n/i18n";
import { type PageHead, setHeadReporter } from "./lib/page-head";
import { type PublicSettings, setPublicSettingsResolver } from "./lib/public-settings";
import { setStatusReporter } from "./lib/response-status";
import { createEnvironment, type RecordMap, setEnvironmentResolver } from "./relay/environment";
import { graphqlRequestBody } from "./relay/request-body";
import { routes } from "./routes";

export { isKnownPage } from "./known-pages";

// Server rendering of the public pages (the api calls this; see api/src/ssr.ts): the page's
// HTML arrives with its content, so a phone on a slow network shows jobs before the JavaScript
// has arrived. Pages are drawn for a visitor, since a page request carries no token, with the
// data the route's loader asks for; the records go along so the browser renders the same
// thing without asking again, then takes over (hydrateRoot in main.tsx).

/** Runs one operation in-process; `body` is what a browser would POST to /graphql. */
export type ExecuteGraphQL = (body: string) => Promise<GraphQLResponse>;

export type RenderResult =
  | {
      kind: "page";
      html: string;
      records: RecordMap;
      status: number;
      language: string;
      /** The page's own title and description, when it declared them (lib/page-head.ts). */
      head?: PageHead;
    }
  | { kind: "redirect"; location: string };

const requestEnvironment = new AsyncLocalStorage<Environment>();
// Each page is drawn with its own i18next instance in its own language: two pages drawn at once
// in two languages never share one. Formatters (lib/format.ts) read it through current.ts.
const requestLanguage = new AsyncLocalStorage<string>();
setLanguageResolver(() => requestLanguage.getStore() ?? DEFAULT_LANGUAGE);
const requestStatus = new AsyncLocalStorage<{ status: number; head?: PageHead }>();
setStatusReporter((status) => {
  const page = requestStatus.getStore();
  if (page) page.status = status;
});
setHeadReporter((head) => {
  const page = requestStatus.getStore();
  if (page) page.head = head;
});
// The support contacts and figures the api read for this page (its services, cached there).
const requestPublicSettings = new AsyncLocalStorage<PublicSettings | null>();
setPublicSettingsResolver(() => requestPublicSettings.getStore() ?? null);
setEnvironmentResolver(() => {
  const environment = requestEnvironment.getStore();
  if (!environment) throw new Error("Relay environment used outside a server render");
  return environment;
});
const handler = createStaticHandler(routes);

/**
 * Every namespace, loaded in the page's language before it is drawn: a route's loader loads its
 * own in the browser's (global) instance only. The server keeps each language's texts once.
 */
const PAGE_NAMESPACES = [
  ...Object.keys(import.meta.glob("./locales/en/*.json")).map(
    (file) => file.split("/").pop()?.replace(".json", "") ?? "common",
  ),
  "errors",
];

export async function render(
  url: string,
  execute: ExecuteGraphQL,
  language: string = DEFAULT_LANGUAGE,
  publicSettings: PublicSettings | null = null,
): Promise<RenderResult | null> {
  const lng = isLanguage(language) && isAvailable(language) ? language : DEFAULT_LANGUAGE;
  const translation = i18n.cloneInstance({ lng, initAsync: false });
  const pending = new Set<Promise<unknown>>();
  const environment = createEnvironment((params, variables) => {
    const answer = execute(graphqlRequestBody(params, variables));
    pending.add(answer);
    void answer.finally(() => pending.delete(answer)).catch(() => undefined);
    return answer;
  });
  const page: { status: number; head?: PageHead } = { status: 200 };
  return requestPublicSettings.run(publicSettings, () =>
    requestLanguage.run(lng, () =>
      requestEnvironment.run(environment, () =>
        requestStatus.run(page, async () => {
          // A clone starts in the global instance's language; switching it touches only the clone.
          await translation.changeLanguage(lng);
          await translation.loadNamespaces(PAGE_NAMESPACES);
          const context = await handler.query(new Request(url));
          if (context instanceof Response) {
            const location = context.headers.get("location");
            return location ? { kind: "redirect", location } : null;
          }
          // A route that failed is left to the browser, which shows its error page.
          if (context.errors) return null;
          while (pending.size > 0) await Promise.allSettled([...pending]);
          // Relay files an answer into its store just after the answer's promise settles.
          await new Promise((resolve) => setImmediate(resolve));
          const html = renderToString(
            <StrictMode>
              <I18nextProvider i18n={translation}>
                <StaticRouterProvider
                  router={createStaticRouter(handler.dataRoutes, context)}
                  context={context}
                  hydrate={false}
                />
              </I18nextProvider>
            </StrictMode>,
          );
          const records = environment.getStore().getSource().toJSON();
          return {
            kind: "page",
            html,
            records,
            status: page.status,
            language: lng,
            ...(page.head ? { head: page.head } : {}),
          };
        }),
      ),
    ),
  );
}
