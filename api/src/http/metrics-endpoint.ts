import { createHash, timingSafeEqual } from "node:crypto";
import type http from "node:http";
import type { Metrics } from "../metrics.js";
import { createHttpServer } from "./server.js";

// GET /metrics: the registry in Prometheus's text format, for a scraper bearing METRICS_TOKEN.
// Without a token configured the path does not exist (app.ts never routes here), so nothing
// about the process is public by default.

export const METRICS_PATH = "/metrics";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether the request bears the token, compared in constant time whatever its length. */
export function bearsToken(request: Request, token: string): boolean {
  const header = request.headers.get("authorization") ?? "";
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? "";
  return timingSafeEqual(digest(presented), digest(token)) && presented.length > 0;
}

export function metricsAnswer(metrics: Metrics, token: string) {
  return async function serve(request: Request): Promise<Response> {
    if (request.method !== "GET" && request.method !== "HEAD") {
      return new Response("Method not allowed\n", { status: 405, headers: { allow: "GET, HEAD" } });
    }
    if (!bearsToken(request, token)) {
      return new Response("Unauthorized\n", {
        status: 401,
        headers: { "www-authenticate": 'Bearer realm="metrics"', "cache-control": "no-store" },
      });
    }
    const body = await metrics.text();
    return new Response(request.method === "HEAD" ? null : body, {
      headers: { "content-type": metrics.registry.contentType, "cache-control": "no-store" },
    });
  };
}

/** METRICS_PORT's listener: /metrics (with the token) and nothing else. Not yet listening. */
export function createMetricsServer(metrics: Metrics, token: string): http.Server {
  const serve = metricsAnswer(metrics, token);
  return createHttpServer(async (request) => {
    if (new URL(request.url).pathname !== METRICS_PATH) {
      return new Response("Not found\n", { status: 404 });
    }
    return serve(request);
  });
}
