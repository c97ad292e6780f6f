import fs from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { DATABASE_RETRY_AFTER_SECONDS } from "./constants.js";
import { contentSecurityPolicy } from "./csp.js";
import { log } from "./log.js";
import { httpStatusOf } from "./rest/status.js";

// Server rendering of the public pages a visitor lands on first: the landing page, the job list
// and a job. The web build's server entry (web/src/entry-server.tsx) draws the page with the
// data its route loads, run in-process against our own schema as a signed-out visitor; the
// HTML goes out with the route's stylesheets and Relay's records, and the browser takes over.
// Whenever that cannot happen (no server build, an error, too slow) the plain app shell goes
// out instead and the browser renders the page itself, as before.
//
// The status is decided here too. The server entry knows the app's route table
// (isKnownPage): an address that is none of its pages answers 404 with the app's "Page not
// found", drawn. A page whose data could not be had (the database down) answers 503 with
// Retry-After and the plain shell, never the "not found" or empty list it drew from the
// failed answer: the browser's app asks again as it starts (an outage is often over by then)
// and otherwise shows its own "could not load" view with the menu, in the reader's language;
// crawlers come back later instead of dropping the page.

const RENDERED_ROUTES = ["/", "/jobs", "/jobs/:jobId"];
/** Past this the visitor is better served by the app shell and the browser's own render. */
const RENDER_TIMEOUT_MS = 2_000;

interface RenderResult {
  kind: "page" | "redirect";
  /** 404 when the page drew "not found". */
  status?: number;
  html?: string;
  records?: unknown;
  location?: string;
}
interface ServerEntry {
  render(url: string, execute: (body: string) => Promise<never>): Promise<RenderResult | null>;
  isKnownPage(pathname: string): boolean;
}
interface RouteAssets {
  base: string;
  table: Record<string, string[]>;
}
interface GraphQLAnswer {
  errors?: readonly { extensions?: { code?: unknown } }[];
}

/**
 * Whether a GraphQL answer failed on the server's side (the database unreachable, a bug) rather
 * than the visitor's (a malformed or unknown ID): codes with a 4xx status are the visitor's;
 * UNAVAILABLE, yoga's masked errors and anything unknown are the server's.
 */
export function failedOnServer(answer: GraphQLAnswer): boolean {
  return (answer.errors ?? []).some((error) => httpStatusOf(error.extensions?.code) >= 500);
}

/** The route pattern of `pathname` (":param" matches one segment), or null. */
export function matchRoute(patterns: readonly string[], pathname: string): string | null {
  const segments = pathname.replace(/\/+$/, "").split("/");
  return (
    patterns.find((pattern) => {
      const parts = pattern.replace(/\/+$/, "").split("/");
      return (
        parts.length === segments.length &&
        parts.every((part, n) => part === segments[n] || (part.startsWith(":") && !!segments[n]))
      );
    }) ?? null
  );
}

/** JSON that cannot end the script element it sits in, whatever a job description says. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function renderedPage(
  shell: string,
  page: { html: string; records: unknown; stylesheets: readonly string[] },
): string {
  const links = page.stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join("");
  return shell
    .replace("</head>", `${links}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${page.html}</div><script>window.__RELAY_RECORDS__=${scriptSafeJson(page.records)}</script>`,
    );
}

export function createServerRenderer(
  webDist: string,
  graphql: (request: Request) => Promise<Response>,
) {
  const serverEntry = path.join(webDist, "../dist-server/entry-server.js");
  let loaded:
    | Promise<{
        entry: ServerEntry;
        shell: string;
        shellPolicy: string;
        assets: RouteAssets;
      } | null>
    | undefined;

  const load = () =>
    (loaded ??= Promise.all([
      import(pathToFileURL(serverEntry).href) as Promise<ServerEntry>,
      fs.readFile(path.join(webDist, "index.html"), "utf8"),
      // Written by the web build (web/build/route-preloads.ts, ROUTE_ASSETS_FILE).
      fs.readFile(path.join(webDist, "route-assets.json"), "utf8"),
    ]).then(
      ([entry, shell, assets]) => ({
        entry,
        shell,
        // The plain shell goes out for 404s and 503s: its policy is worked out once.
        shellPolicy: contentSecurityPolicy(shell),
        assets: JSON.parse(assets) as RouteAssets,
      }),
      (error: unknown) => {
        log.warn("server rendering is off: no server build of the web app", {
          error: String(error),
        });
        return null;
      },
    ));

  function htmlResponse(
    request: Request,
    status: number,
    html: string,
    headers: Record<string, string>,
  ): Response {
    return new Response(request.method === "HEAD" ? null : html, {
      status,
      headers: {
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-cache",
        ...headers,
      },
    });
  }

  /**
   * The answer for a GET or HEAD of a page address, or null for the static handler's plain
   * shell (200): a known page it does not draw, or no server build to ask.
   */
  return async function renderPage(request: Request, url: URL): Promise<Response | null> {
    if (request.method !== "GET" && request.method !== "HEAD") return null;
    const built = await load();
    if (!built) return null;
    const known = built.entry.isKnownPage(url.pathname);
    if (known && !matchRoute(RENDERED_ROUTES, url.pathname)) return null;
    const shell = (status: number, headers: Record<string, string> = {}) =>
      htmlResponse(request, status, built.shell, {
        "content-security-policy": built.shellPolicy,
        ...headers,
      });
    const unavailable = () =>
      shell(503, {
        "cache-control": "no-store",
        "retry-after": String(DATABASE_RETRY_AFTER_SECONDS),
      });
    // The browser draws "not found" from the shell when the server cannot.
    const fallback = () => (known ? null : shell(404));

    const language = request.headers.get("accept-language");
    let dataFailed = false;
    const execute = async (body: string) => {
      try {
        const answer = await graphql(
          new Request("http://localhost/graphql", {
            method: "POST",
            headers: {
              "content-type": "application/json",
              ...(language ? { "accept-language": language } : {}),
            },
            body,
          }),
        );
        const parsed = (await answer.json()) as GraphQLAnswer;
        if (answer.status >= 500 || failedOnServer(parsed)) dataFailed = true;
        return parsed as never;
      } catch (error) {
        dataFailed = true;
        throw error;
      }
    };
    let timer: NodeJS.Timeout | undefined;
    try {
      const result = await Promise.race([
        built.entry.render(url.href, execute),
        new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
        }),
      ]);
      if (dataFailed) return unavailable();
      if (!result) return fallback();
      if (result.kind === "redirect" && result.location) {
        return new Response(null, { status: 302, headers: { location: result.location } });
      }
      const route = matchRoute(Object.keys(built.assets.table), url.pathname);
      const stylesheets = (route ? (built.assets.table[route] ?? []) : [])
        .filter((file) => file.endsWith(".css"))
        .map((file) => built.assets.base + file);
      const html = renderedPage(built.shell, {
        html: result.html ?? "",
        records: result.records ?? {},
        stylesheets,
      });
      return htmlResponse(request, known ? (result.status ?? 200) : 404, html, {
        "content-security-policy": contentSecurityPolicy(html),
      });
    } catch (error) {
      log.warn("server rendering failed; sending the app shell", {
        path: url.pathname,
        error: error instanceof Error ? error.message : String(error),
      });
      return dataFailed ? unavailable() : fallback();
    } finally {
      clearTimeout(timer);
    }
  };
}
