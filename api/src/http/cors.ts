import {
  CORS_ALLOWED_HEADERS,
  CORS_ALLOWED_METHODS,
  CORS_EXPOSED_HEADERS,
  CORS_MAX_AGE_SECONDS,
} from "../constants.js";

// Cross-origin calls to the API (/graphql, /api/...), one rule for GraphQL and REST: only the
// origins CORS_ORIGINS names, each answered with exactly its own origin, never whatever Origin a
// request claims. The web app is same-origin and needs none. No Access-Control-Allow-Credentials:
// the API's callers send bearer tokens, never cookies, so a page of another origin gets nothing
// it did not already hold.

export interface Cors {
  /** The answer to a browser's preflight of an API call; null for any other request. */
  preflight(request: Request, url: URL): Response | null;
  /** Adds the CORS headers an API answer to this request carries (none for other origins). */
  decorate(request: Request, url: URL, response: Response): void;
}

const isApiPath = (pathname: string) => pathname === "/graphql" || pathname.startsWith("/api/");

export function createCors(allowedOrigins: readonly string[]): Cors {
  const allowed = new Set(allowedOrigins);

  /** The request's origin when it is an API call from an allowed origin. */
  function allowedOrigin(request: Request, url: URL): string | null {
    const origin = request.headers.get("origin");
    if (!origin || !allowed.has(origin)) return null;
    return isApiPath(url.pathname) ? origin : null;
  }

  function varyByOrigin(headers: Headers): void {
    // Answers differ by Origin only when some origin is allowed; caches must then keep them apart.
    if (allowed.size === 0) return;
    const vary = headers.get("vary");
    if (!vary?.toLowerCase().includes("origin")) {
      headers.set("vary", vary ? `${vary}, Origin` : "Origin");
    }
  }

  return {
    preflight(request, url) {
      if (request.method !== "OPTIONS" || !request.headers.has("access-control-request-method")) {
        return null;
      }
      if (!isApiPath(url.pathname)) return null;
      const headers = new Headers({ "content-length": "0" });
      const origin = allowedOrigin(request, url);
      if (origin) {
        headers.set("access-control-allow-origin", origin);
        headers.set("access-control-allow-methods", CORS_ALLOWED_METHODS.join(", "));
        headers.set("access-control-allow-headers", CORS_ALLOWED_HEADERS.join(", "));
        headers.set("access-control-max-age", String(CORS_MAX_AGE_SECONDS));
      }
      varyByOrigin(headers);
      return new Response(null, { status: 204, headers });
    },
    decorate(request, url, response) {
      if (!isApiPath(url.pathname)) return;
      const origin = allowedOrigin(request, url);
      if (origin) {
        response.headers.set("access-control-allow-origin", origin);
        response.headers.set("access-control-expose-headers", CORS_EXPOSED_HEADERS.join(", "));
      }
      varyByOrigin(response.headers);
    },
  };
}
