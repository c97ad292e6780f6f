import fs from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  PAGE_CACHE_MAX_BYTES,
  PAGE_CACHE_MAX_PAGES,
} from "../../constants.js";
import { log } from "../../log.js";
import { httpStatusOf } from "../../rest/status.js";
import { acceptsGzip, gzipBytes } from "../compress.js";
import { contentSecurityPolicy } from "../csp.js";
import type { FormState } from "../forms.js";
import { createPageCache, type PageSource } from "../page-cache.js";
import { carriesCredentials, pageLanguage, savesData } from "../page-request.js";
import { renderedPage } from "./html.js";
import { matchRoute, RENDERED_ROUTES } from "./routes.js";

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
//
// Drawn pages are served again for a few seconds (../page-cache.ts), to visitors only: the answer
// is drawn for a signed-out visitor from the address and the language alone, and carries nothing
// of the request (no cookie is set; the policy names the page's scripts by hash, no nonce; the
// request id is added by app.ts per answer). So the key is the language and the address as
// asked (path and query: the page writes its own address into links, such as sign-in's "next",
// and /jobs already redirects every other spelling of a search to its one address, so there is
// nothing to normalise that would not change the page). A request carrying credentials (an
// Authorization header or any cookie) is drawn for itself and neither reads nor fills the cache:
// nothing drawn with them may reach anyone else. Only 200s and drawn 404s of the pages drawn
// here are kept (a job that is not there yet is forgotten with the rest when one is posted);
// a 503, a failed or timed-out render and a redirect never are. `PAGE_CACHE_TTL_MS=0` turns it
// off. Each answer says where it came from in `X-Page-Cache`: hit, miss, shared (another
// request's drawing), bypass (credentials) or off.

export const PAGE_CACHE_HEADER = "x-page-cache";
/** Past this the visitor is better served by the app shell and the browser's own render. */
const RENDER_TIMEOUT_MS = 2_000;

interface RenderResult {
  kind: "page" | "redirect";
  /** 404 when the page drew "not found". */
  status?: number;
  html?: string;
  records?: unknown;
  /** The language the page was drawn in. */
  language?: string;
  location?: string;
  /** The page's own title and meta description. */
  head?: { title: string; description?: string };
  /** False for the 500 page drawn when the page failed: the browser draws it afresh. */
  hydrate?: boolean;
  /** Why the page failed to draw (logged, never sent). */
  failure?: string;
}
interface ServerEntry {
  render(
    url: string,
    execute: (body: string) => Promise<never>,
    language: string,
    form?: FormState,
    publicSettings?: unknown,
    saveData?: boolean,
  ): Promise<RenderResult | null>;
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

/** An answer as drawn, before anything of the request it goes to: what the cache keeps. */
interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  /** The page; null for a redirect. */
  html: Buffer | null;
  /** The same, gzipped, for a kept page (compressed once, not for every visitor). */
  gzipped?: Buffer;
}

export function createServerRenderer(
  webDist: string,
  graphql: (request: Request) => Promise<Response>,
  options: {
    /** How long a drawn page is served again; 0 draws every page afresh. */
    cacheTtlMs?: number;
    /**
     * Subscribes to this process's job changes; the cache forgets its pages on each (a settings
     * change is announced there too).
     */
    onJobsChanged?: (listener: () => void) => unknown;
    /**
     * The support contacts and figures every page shows (services/content/public-settings.ts,
     * cached there): drawn into the page and handed to the browser with it, so it never asks.
     */
    publicSettings?: () => Promise<unknown>;
  } = {},
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
  const cacheTtlMs = options.cacheTtlMs ?? 0;
  const cache =
    cacheTtlMs > 0
      ? createPageCache<PageAnswer | null>({
          ttlMs: cacheTtlMs,
          maxEntries: PAGE_CACHE_MAX_PAGES,
          maxBytes: PAGE_CACHE_MAX_BYTES,
          sizeOf: (answer) => (answer.html?.length ?? 0) + (answer.gzipped?.length ?? 0),
        })
      : null;
  if (cache) options.onJobsChanged?.(() => cache.clear());

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

  function htmlAnswer(status: number, html: string, headers: Record<string, string>): PageAnswer {
    return {
      status,
      html: Buffer.from(html),
      headers: {
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-cache",
        ...headers,
      },
    };
  }

  /** A fresh Response of `answer` for this request: its method, its encodings. */
  function respond(request: Request, answer: PageAnswer, source: string): Response {
    const headers = new Headers(answer.headers);
    headers.set(PAGE_CACHE_HEADER, source);
    if (answer.html) headers.append("vary", "save-data");
    let body: Buffer | null = answer.html;
    if (answer.gzipped && body) {
      headers.append("vary", "accept-encoding");
      if (acceptsGzip(request)) {
        body = answer.gzipped;
        headers.set("content-encoding", "gzip");
      }
    }
    return new Response(
      request.method === "HEAD" ? null : (body as Uint8Array<ArrayBuffer> | null),
      {
        status: answer.status,
        headers,
      },
    );
  }

  /**
   * Draws the page of `url` in `language` for a signed-out visitor: a page, a redirect, the shell
   * with 404 or 503, or null for the static handler's plain shell (200). `keep` when it may be
   * served to the next visitors.
   */
  async function draw(
    built: NonNullable<Awaited<ReturnType<typeof load>>>,
    url: URL,
    language: string,
    known: boolean,
    form?: { state: FormState; status: number },
    saveData = false,
  ): Promise<{ value: PageAnswer | null; keep: boolean }> {
    const once = (value: PageAnswer | null) => ({ value, keep: false });
    const shell = (status: number, headers: Record<string, string> = {}) =>
      htmlAnswer(status, built.shell, {
        "content-security-policy": built.shellPolicy,
        ...headers,
      });
    const unavailable = () =>
      once(
        shell(503, {
          "cache-control": "no-store",
          "retry-after": String(DATABASE_RETRY_AFTER_SECONDS),
        }),
      );
    // The browser draws "not found" from the shell when the server cannot.
    const fallback = () => once(known ? null : shell(404));

    let dataFailed = false;
    const execute = async (body: string) => {
      try {
        const answer = await graphql(
          new Request("http://localhost/graphql", {
            method: "POST",
            headers: { "content-type": "application/json", "accept-language": language },
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
      // Without them (the database away) the page is still drawn, with no support contacts.
      const publicSettings = await options.publicSettings?.().catch((error: unknown) => {
        log.warn("server rendering without the public settings", { error: String(error) });
        return undefined;
      });
      const result = await Promise.race([
        built.entry.render(url.href, execute, language, form?.state, publicSettings, saveData),
        new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
        }),
      ]);
      if (dataFailed) return unavailable();
      if (!result) return fallback();
      if (result.kind === "redirect" && result.location) {
        return once({ status: 302, html: null, headers: { location: result.location } });
      }
      if (result.failure) {
        log.warn("server rendering failed; sending the 500 page", {
          path: url.pathname,
          error: result.failure,
        });
      }
      const route = matchRoute(Object.keys(built.assets.table), url.pathname);
      const stylesheets = (route ? (built.assets.table[route] ?? []) : [])
        .filter((file) => file.endsWith(".css"))
        .map((file) => built.assets.base + file);
      const html = renderedPage(built.shell, {
        html: result.html ?? "",
        records: result.records ?? {},
        stylesheets,
        language: result.language ?? language,
        ...(result.head ? { head: result.head } : {}),
        ...(result.hydrate === false ? { hydrate: false } : {}),
        ...(publicSettings === undefined ? {} : { publicSettings }),
        ...(saveData ? { saveData } : {}),
      });
      const status = form ? form.status : known ? (result.status ?? 200) : 404;
      const answer = htmlAnswer(status, html, {
        "content-security-policy": contentSecurityPolicy(html),
        // A form drawn again holds what this visitor typed.
        ...(form ? { "cache-control": "no-store" } : {}),
      });
      const keep = !form && known && (status === 200 || status === 404);
      if (keep && answer.html) answer.gzipped = await gzipBytes(answer.html);
      return { value: answer, keep };
    } catch (error) {
      log.warn("server rendering failed; sending the app shell", {
        path: url.pathname,
        error: error instanceof Error ? error.message : String(error),
      });
      return dataFailed ? unavailable() : fallback();
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * The answer for a GET or HEAD of a page address, or null for the static handler's plain
   * shell (200): a known page it does not draw, or no server build to ask.
   */
  async function renderPage(request: Request, url: URL): Promise<Response | null> {
    if (request.method !== "GET" && request.method !== "HEAD") return null;
    const built = await load();
    if (!built) return null;
    const known = built.entry.isKnownPage(url.pathname);
    if (known && !matchRoute(RENDERED_ROUTES, url.pathname)) return null;
    const language = pageLanguage(request);
    const saveData = savesData(request);
    // Drawn at a fixed origin: the Host header a client sent is in no page, kept or not.
    const address = new URL("http://localhost");
    address.pathname = url.pathname;
    address.search = url.search;
    const drawNow = () => draw(built, address, language, known, undefined, saveData);

    let answer: PageAnswer | null;
    let source: PageSource | "bypass" | "off";
    if (!cache || !known) {
      // An address that is no page draws "not found" without data: nothing worth keeping.
      ({ value: answer } = await drawNow());
      source = "off";
    } else if (carriesCredentials(request)) {
      ({ value: answer } = await drawNow());
      source = "bypass";
    } else {
      ({ value: answer, source } = await cache.get(
        `${language}${saveData ? " save-data" : ""} ${url.pathname}${url.search}`,
        drawNow,
      ));
    }
    return answer && respond(request, answer, source);
  }

  /**
   * A public form's page (../forms.ts) drawn again for the visitor who posted it, with what they
   * typed and each failure, answering `status`; never kept. Null without a server build.
   */
  async function renderForm(
    request: Request,
    path: string,
    state: FormState,
    status: number,
  ): Promise<Response | null> {
    const built = await load();
    if (!built) return null;
    const address = new URL(path, "http://localhost");
    const { value } = await draw(
      built,
      address,
      pageLanguage(request),
      true,
      { state, status },
      savesData(request),
    );
    return value && respond(request, value, "off");
  }

  return Object.assign(renderPage, { renderForm });
}
