import { AsyncLocalStorage } from "node:async_hooks";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import type { Environment, GraphQLResponse } from "relay-runtime";
import { Footer } from "./components/Footer";
import { NavBar } from "./components/NavBar";
import { StatusPage } from "./components/StatusPage";
import { DEFAULT_LANGUAGE } from "./config";
import { setLanguageResolver } from "./i18n/current";
import { i18n, isAvailable, isLanguage } from "./i18n/i18n";
import { setDataSaverResolver } from "./lib/data-saver";
import { type PageHead, setHeadReporter } from "./lib/page-head";
import { type PublicSettings, setPublicSettingsResolver } from "./lib/public-settings";
import { setStatusReporter } from "./lib/response-status";
import { type ServerFormState, setServerFormResolver } from "./lib/server-form";
import { createEnvironment, type RecordMap, setEnvironmentResolver } from "./relay/environment";
import { setOperationExecutor } from "./relay/page-operation";
import { graphqlRequestBody } from "./relay/request-body";
import { routes } from "./routes";

export { isKnownPage } from "./known-pages";

// Server rendering of the public pages (the api calls this; see api/src/http/ssr/render.ts): the page's
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
      /**
       * False for the 500 page drawn after the page itself failed: the browser renders the
       * page afresh rather than taking over HTML its own render would not match.
       */
      hydrate?: boolean;
      /** Why the page could not be drawn, for the server's log only. */
      failure?: string;
    }
  | { kind: "redirect"; location: string };

const requestEnvironment = new AsyncLocalStorage<Environment>();
// Pages without Relay (the landing page's showcase) run their operation through the same executor.
const requestExecute = new AsyncLocalStorage<ExecuteGraphQL>();
setOperationExecutor(() => requestExecute.getStore());
// Each page is drawn with its own i18next instance in its own language: two pages drawn at once
// in two languages never share one. Formatters (lib/format.ts) read it through current.ts.
const requestLanguage = new AsyncLocalStorage<string>();
setLanguageResolver(() => requestLanguage.getStore() ?? DEFAULT_LANGUAGE);
const requestStatus = new AsyncLocalStorage<{ status: number; head?: PageHead }>();
// A public form posted without JavaScript and refused, drawn again (api/src/http/forms.ts).
const requestForm = new AsyncLocalStorage<ServerFormState | null>();
setServerFormResolver(() => requestForm.getStore() ?? null);
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
// The request's `Save-Data: on` (api/src/http/ssr/render.ts): pictures other than logos are left out.
const requestSaveData = new AsyncLocalStorage<boolean>();
setDataSaverResolver(() => requestSaveData.getStore() ?? false);
setEnvironmentResolver(() => {
  const environment = requestEnvironment.getStore();
  if (!environment) throw new Error("Relay environment used outside a server render");
  return environment;
});
const handler = createStaticHandler(routes);

/** The frame with the 500 page in it: what goes out when the page itself could not be drawn. */
function FailedPage() {
  return (
    <>
      <NavBar />
      <main id="main" tabIndex={-1}>
        <StatusPage status={500} />
      </main>
      <Footer />
    </>
  );
}
/** React's mark of a Suspense boundary the server could not draw (react-dom's Fizz: "$!"). */
const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";
const failureHandler = createStaticHandler([{ path: "*", Component: FailedPage }]);

/**
 * Every namespace, loaded in the page's language before it is drawn: a route's loader loads its
 * own in the browser's (global) instance only. The server keeps each language's texts once.
 */
const PAGE_NAMESPACES = [
  ...Object.keys(import.meta.glob("./locales/en/*.json")).map(
    (file) => file.split("/").pop()?.replace(".json", "") ?? "common",
  ),
  "errors",
  "names",
];

export async function render(
  url: string,
  execute: ExecuteGraphQL,
  language: string = DEFAULT_LANGUAGE,
  form: ServerFormState | null = null,
  publicSettings: PublicSettings | null = null,
  saveData = false,
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
  return requestSaveData.run(saveData, () =>
    requestPublicSettings.run(publicSettings, () =>
      requestLanguage.run(lng, () =>
        requestExecute.run(execute, () =>
          requestEnvironment.run(environment, () =>
            requestStatus.run(page, () =>
              requestForm.run(form, async () => {
                // A clone starts in the global instance's language; switching it touches only the clone.
                await translation.changeLanguage(lng);
                await translation.loadNamespaces(PAGE_NAMESPACES);
                const context = await handler.query(new Request(url));
                if (context instanceof Response) {
                  const location = context.headers.get("location");
                  return location ? { kind: "redirect", location } : null;
                }
                // A route whose loader threw draws its error page (RouteError): 403, 404 or 500, which
                // sets the status. Data the server could not get is told apart by the caller (503).
                while (pending.size > 0) await Promise.allSettled([...pending]);
                // Relay files an answer into its store just after the answer's promise settles.
                await new Promise((resolve) => setImmediate(resolve));
                const draw = (dataRoutes: typeof handler.dataRoutes, drawn: typeof context) =>
                  renderToString(
                    <StrictMode>
                      <I18nextProvider i18n={translation}>
                        <StaticRouterProvider
                          router={createStaticRouter(dataRoutes, drawn)}
                          context={drawn}
                          hydrate={false}
                        />
                      </I18nextProvider>
                    </StrictMode>,
                  );
                let html = "";
                let failure: string | null = null;
                try {
                  html = draw(handler.dataRoutes, context);
                  // A part that threw inside a Suspense boundary (the layout's, around every page) is
                  // not thrown by renderToString: React leaves the boundary's fallback, marked <!--$!-->,
                  // for the browser to draw. The page was not drawn: that is a failure too.
                  if (html.includes(CLIENT_RENDERED_BOUNDARY))
                    failure = "a part of the page failed to draw";
                } catch (error) {
                  failure = error instanceof Error ? error.message : String(error);
                }
                if (failure !== null) {
                  // The page itself failed: the 500 page in the frame, with nothing of the error (the
                  // caller logs `failure`), drawn afresh by the browser.
                  const failed = await failureHandler.query(new Request(url));
                  if (failed instanceof Response) return null;
                  return {
                    kind: "page",
                    html: draw(failureHandler.dataRoutes, failed),
                    records: {},
                    status: 500,
                    language: lng,
                    hydrate: false,
                    failure,
                  };
                }
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
        ),
      ),
    ),
  );
}
