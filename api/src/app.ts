import { randomUUID } from "node:crypto";
import { validateHeaderValue } from "node:http";
import { performance } from "node:perf_hooks";
import { issueCsrfToken } from "./auth/csrf.js";
import { DATABASE_RETRY_AFTER_SECONDS } from "./constants.js";
import { type AppServices, rememberSocketAddress, requestLanguage } from "./context.js";
import { pendingMigrations, readMigrations } from "./db/migrate.js";
import { withClient } from "./db/with-client.js";
import { expectedFailure } from "./graphql/errors.js";
import { createGraphQLServer } from "./graphql/yoga.js";
import { compressResponse } from "./http/compress.js";
import { createCors } from "./http/cors.js";
import { createFormHandler } from "./http/forms.js";
import { languageChoice } from "./http/language-choice.js";
import { METRICS_PATH, metricsAnswer } from "./http/metrics-endpoint.js";
import { createServerRenderer, PAGE_CACHE_HEADER } from "./http/ssr/render.js";
import { matchRoute, RENDERED_ROUTES } from "./http/ssr/routes.js";
import { createStaticHandler } from "./http/static.js";
import { inLanguage, word } from "./i18n.js";
import { log, newRequestRecord, type RequestRecord, routeIs, withRequest } from "./log.js";
import { createRestGateway, errorBody, json, REST_BASE, refusal } from "./rest/gateway.js";
import { HTTP_STATUS } from "./rest/status.js";
import { publicSettings } from "./services/content/public-settings.js";
import { isStorableAddress } from "./text-guard.js";
import { type RequestTrace, tracing } from "./tracing/tracing.js";

// The HTTP app: one fetch handler for GraphQL, the REST gateway, the CSRF token, health checks
// and the built web app.

const SECURITY_HEADERS: Record<string, string> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
};

/** Every answer names its request, so a report of a failure leads to its log record. */
export const REQUEST_ID_HEADER = "x-request-id";

/**
 * An error no route turned into an answer: expected ones (the database away: 503 with
 * Retry-After) keep their meaning; anything else is this request's 500, logged once with its
 * cause, and never more than this request's failure.
 */
export function failureResponse(error: unknown): Response {
  const expected = expectedFailure(error);
  if (expected) {
    if (expected.code === "UNAVAILABLE") log.warn("request failed: database unavailable");
    const retryAfter = expected.retryAfterSeconds;
    return json(
      HTTP_STATUS[expected.code],
      errorBody(expected),
      retryAfter ? { "retry-after": String(retryAfter) } : {},
    );
  }
  log.error("request failed", { error: error instanceof Error ? error.stack : String(error) });
  return refusal(500, "serverError");
}

/**
 * The answer itself when every header is one Node can write, else a logged 500. Node refuses to
 * write a header holding a control character or DEL only once the app has answered, and the
 * request would then get no status line at all while its connection stays open.
 */
export function writableAnswer(response: Response): Response {
  for (const [name, value] of response.headers) {
    try {
      validateHeaderValue(name, value);
    } catch {
      log.error("an answer had a header no client can be sent; answering 500", { header: name });
      return refusal(500, "serverError");
    }
  }
  return response;
}

export function createApp(services: AppServices) {
  const yoga = createGraphQLServer(services);
  const rest = createRestGateway(services);
  const renderPage = createServerRenderer(
    services.config.webDist,
    async (request) => yoga.fetch(request),
    {
      cacheTtlMs: services.config.pageCacheTtlMs,
      onJobsChanged: (listener) => services.jobChanges.subscribe(listener),
      publicSettings: () => publicSettings(services),
    },
  );
  const web = createStaticHandler(services.config.webDist, renderPage);
  const forms = createFormHandler(services, renderPage.renderForm);
  const migrations = readMigrations();
  const cors = createCors(services.config.corsOrigins);
  const { metrics } = services;
  // Absent, as any unknown path, until the operator sets a token for the scraper.
  const metricsToken = services.config.metrics.token;
  const serveMetrics = metricsToken ? metricsAnswer(metrics, metricsToken) : null;

  /** What every answer of the database being away says: come back in a few seconds. */
  const retryLater = { "retry-after": String(DATABASE_RETRY_AFTER_SECONDS) };

  async function readiness(): Promise<Response> {
    let connected = false;
    try {
      const known = await migrations;
      const pending = await withClient(services.pool, (client) => {
        connected = true;
        return pendingMigrations(client, known);
      });
      if (pending.length > 0) return json(503, { status: "unavailable", pending }, retryLater);
      return json(200, { status: "ready" });
    } catch {
      const database = connected ? "error" : "unreachable";
      return json(503, { status: "unavailable", database }, retryLater);
    }
  }

  async function route(request: Request, url: URL): Promise<Response> {
    const { pathname } = url;
    if (pathname === "/graphql") {
      routeIs("/graphql");
      return yoga.fetch(request);
    }
    if (pathname === REST_BASE || pathname.startsWith(`${REST_BASE}/`)) {
      return rest(request, url);
    }
    if (pathname === "/api/csrf-token" || pathname === "/api/csrf-token/") {
      routeIs("/api/csrf-token");
      if (request.method !== "GET") return refusal(405, "methodNotAllowed", { allow: "GET" });
      const token = issueCsrfToken(services.secretKey, services.config.csrfTokenTtlSeconds);
      return json(200, { csrf_token: token }, { "cache-control": "no-store" });
    }
    if (pathname === "/healthz" || pathname === "/readyz") {
      routeIs(pathname);
      return pathname === "/healthz" ? json(200, { status: "ok" }) : readiness();
    }
    if (pathname.startsWith("/api/")) return refusal(404, "notFound");
    if (serveMetrics && pathname === METRICS_PATH) {
      routeIs(METRICS_PATH);
      return serveMetrics(request);
    }
    // "Help" is the help centre's other name, the one people type: it lives at /faq (SPEC).
    if ((pathname === "/help" || pathname === "/help/") && request.method === "GET") {
      routeIs("/help");
      return new Response(null, { status: 308, headers: { location: `/faq${url.search}` } });
    }
    const chosen = languageChoice(request, url);
    if (chosen) {
      routeIs("/language/:code");
      return chosen;
    }
    // The public forms that work without JavaScript (http/forms.ts): /contact, the newsletter.
    const posted = request.method === "POST" ? await forms(request, url) : null;
    if (posted) {
      routeIs(matchRoute(RENDERED_ROUTES, pathname) ?? "form");
      return posted;
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      return new Response(word("methodNotAllowed"), {
        status: 405,
        headers: { allow: "GET, HEAD" },
      });
    }
    const page = await web(request, url);
    // Not a file (static.ts names those): a page by its pattern, else the app shell, whose
    // routes the browser draws, or the drawn "not found" page.
    routeIs(
      matchRoute(RENDERED_ROUTES, pathname) ?? (page.status === 404 ? "not found" : "app shell"),
    );
    return page;
  }

  /**
   * The HTTP server passes its request (`req`) along, for the client's socket address. Never
   * throws: the server adapter would answer with the error's stack as text.
   */
  function fetch(request: Request, server?: unknown): Promise<Response> {
    return serve(request, server).catch((error: unknown) => failureResponse(error));
  }

  async function serve(request: Request, server?: unknown): Promise<Response> {
    const started = performance.now();
    const incoming = (server as { req?: { socket?: { remoteAddress?: string } } } | undefined)?.req;
    rememberSocketAddress(request, incoming?.socket?.remoteAddress);
    const requestId = forwardedRequestId(request) ?? randomUUID();
    // The address must parse (a Host header of `[::1` does not).
    const url = URL.canParse(request.url) ? new URL(request.url) : null;
    // Every message of the answer is in the request's language (i18n.ts).
    const language = url ? requestLanguage(request) : "en";
    const record = newRequestRecord(requestId);
    // With traces on, the request's span carries its id and its lines the trace's id.
    const traced = tracing()?.traceRequest(requestId) ?? null;
    if (traced) record.traceId = traced.traceId;
    let response = await withRequest(record, () =>
      inLanguage(language, async () => {
        // Checked once for every route: no part of the address may decode to text the database
        // cannot store (a NUL in a job list's location could end the process).
        if (!url || !isStorableAddress(url)) return refusal(400, "invalidRequest");
        try {
          return cors.preflight(request, url) ?? (await route(request, url));
        } catch (error) {
          return failureResponse(error);
        }
      }),
    );
    if (url) cors.decorate(request, url, response);
    response = writableAnswer(await compressResponse(request, response));
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!response.headers.has(name)) response.headers.set(name, value);
    }
    response.headers.set(REQUEST_ID_HEADER, requestId);
    return measured(request, record, response, started, traced);
  }

  /**
   * The answer, counted in the metrics and written to the access log once it is finished: now,
   * or for an event stream when the stream ends.
   */
  function measured(
    request: Request,
    record: RequestRecord,
    response: Response,
    started: number,
    traced: RequestTrace | null,
  ): Response {
    const cached = response.headers.get(PAGE_CACHE_HEADER);
    if (cached) metrics.pageCache(cached);
    traced?.finish(request.method, record.route, response.status);
    const finish = () => {
      const ms = performance.now() - started;
      metrics.observeRequest({
        method: request.method,
        route: record.route,
        status: response.status,
        seconds: ms / 1000,
        sqlSeconds: record.sqlMs / 1000,
      });
      // The route's template, never the address: a query string may carry a token.
      withRequest(record, () =>
        log.info("request", {
          method: request.method,
          route: record.route,
          status: response.status,
          durationMs: Math.round(ms * 10) / 10,
          sqlMs: Math.round(record.sqlMs * 10) / 10,
          ...(record.viewerKind === "user" ? { userId: record.viewerId } : {}),
          ...(record.viewerKind === "admin" ? { adminId: record.viewerId } : {}),
          ...(record.apiKeyId !== null ? { apiKeyId: record.apiKeyId } : {}),
        }),
      );
    };
    const isStream = response.headers.get("content-type")?.startsWith("text/event-stream");
    if (!isStream || !response.body) {
      finish();
      return response;
    }
    const closed = metrics.streamOpened();
    const body = untilEnd(response.body, () => {
      closed();
      finish();
    });
    return new Response(body, { status: response.status, headers: response.headers });
  }

  /** A request id our own proxy assigned, so one id follows the request through both logs. */
  function forwardedRequestId(request: Request): string | null {
    if (!services.config.trustProxy) return null;
    const id = request.headers.get(REQUEST_ID_HEADER);
    return id && /^[\w.:-]{1,100}$/.test(id) ? id : null;
  }

  return { fetch, yoga, config: services.config };
}

export type App = ReturnType<typeof createApp>;

/** The same bytes, and `onEnd` called once when they end, fail or the reader goes away. */
function untilEnd(body: ReadableStream<Uint8Array>, onEnd: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    onEnd();
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          end();
          controller.close();
        } else {
          controller.enqueue(value);
        }
      } catch (error) {
        end();
        controller.error(error);
      }
    },
    cancel(reason) {
      end();
      return reader.cancel(reason);
    },
  });
}
