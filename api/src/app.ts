import { issueCsrfToken } from "./auth/csrf.js";
import { compressResponse } from "./compress.js";
import { type AppServices, rememberSocketAddress } from "./context.js";
import { pendingMigrations, readMigrations } from "./db/migrate.js";
import { createGraphQLServer } from "./graphql/yoga.js";
import { log } from "./log.js";
import { messages } from "./messages.js";
import { createRestGateway, detail, json, REST_BASE } from "./rest/gateway.js";
import { createServerRenderer } from "./ssr.js";
import { createStaticHandler } from "./static.js";

// The HTTP app: one fetch handler for GraphQL, the REST gateway, the CSRF token, health checks
// and the built web app.

const SECURITY_HEADERS: Record<string, string> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
};

export function createApp(services: AppServices) {
  const yoga = createGraphQLServer(services);
  const rest = createRestGateway(services);
  const renderPage = createServerRenderer(services.config.webDist, async (request) =>
    yoga.fetch(request),
  );
  const web = createStaticHandler(services.config.webDist, renderPage);
  const migrations = readMigrations();

  async function readiness(): Promise<Response> {
    const client = await services.pool.connect().catch(() => null);
    if (!client) return json(503, { status: "unavailable", database: "unreachable" });
    try {
      const pending = await pendingMigrations(client, await migrations);
      if (pending.length > 0) return json(503, { status: "unavailable", pending });
      return json(200, { status: "ready" });
    } catch {
      return json(503, { status: "unavailable", database: "error" });
    } finally {
      client.release();
    }
  }

  async function route(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const { pathname } = url;
    if (pathname === "/graphql") return yoga.fetch(request);
    if (pathname === REST_BASE || pathname.startsWith(`${REST_BASE}/`)) {
      return rest(request, url);
    }
    if (pathname === "/api/csrf-token" || pathname === "/api/csrf-token/") {
      if (request.method !== "GET") return detail(405, messages.methodNotAllowed, { allow: "GET" });
      const token = issueCsrfToken(services.secretKey, services.config.csrfTokenTtlSeconds);
      return json(200, { csrf_token: token }, { "cache-control": "no-store" });
    }
    if (pathname === "/healthz") return json(200, { status: "ok" });
    if (pathname === "/readyz") return readiness();
    if (pathname.startsWith("/api/")) return detail(404, messages.notFound);
    if (request.method !== "GET" && request.method !== "HEAD") {
      return new Response(messages.methodNotAllowed, {
        status: 405,
        headers: { allow: "GET, HEAD" },
      });
    }
    return web(request, url);
  }

  /** The HTTP server passes its request (`req`) along, for the client's socket address. */
  async function fetch(request: Request, server?: unknown): Promise<Response> {
    const incoming = (server as { req?: { socket?: { remoteAddress?: string } } } | undefined)?.req;
    rememberSocketAddress(request, incoming?.socket?.remoteAddress);
    let response: Response;
    try {
      response = await route(request);
    } catch (error) {
      log.error("request failed", { error: error instanceof Error ? error.stack : String(error) });
      response = detail(500, messages.serverError);
    }
    response = await compressResponse(request, response);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!response.headers.has(name)) response.headers.set(name, value);
    }
    return response;
  }

  return { fetch, yoga, config: services.config };
}

export type App = ReturnType<typeof createApp>;
