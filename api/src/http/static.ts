import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { routeIs } from "../log.js";
import { contentSecurityPolicy } from "./csp.js";

// Serves the built web app: hashed assets cached for a year, precompressed .br/.gz siblings
// when the client accepts them, and for every other path the page's answer (`page`: the server
// rendering, which also decides 404 and 503) or else index.html, so client routes work.

/** The route label of the built app's files, in the metrics and the access log. */
export const STATIC_ROUTE = "static";

/** A page address's answer, or null for the plain app shell. */
export type PageHandler = (request: Request, url: URL) => Promise<Response | null>;

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

async function fileSize(file: string): Promise<number | null> {
  try {
    const stat = await fs.stat(file);
    return stat.isFile() ? stat.size : null;
  } catch {
    return null;
  }
}

export function createStaticHandler(root: string, page?: PageHandler) {
  const resolvedRoot = path.resolve(root);
  const policies = new Map<string, { modified: number; policy: string }>();

  /**
   * A page's policy names its inline scripts, read from the file as built (not its .br/.gz);
   * worked out once per build of the file, not on every request for the app shell.
   */
  async function pagePolicy(file: string): Promise<string> {
    const modified = (await fs.stat(file).catch(() => null))?.mtimeMs ?? -1;
    const known = policies.get(file);
    if (known?.modified === modified) return known.policy;
    const policy = contentSecurityPolicy(await fs.readFile(file, "utf8").catch(() => ""));
    policies.set(file, { modified, policy });
    return policy;
  }

  async function send(request: Request, file: string, cacheControl: string): Promise<Response> {
    const type = TYPES[path.extname(file)] ?? "application/octet-stream";
    const policy = path.extname(file) === ".html" ? await pagePolicy(file) : undefined;
    const accepts = request.headers.get("accept-encoding") ?? "";
    for (const [encoding, suffix] of [
      ["br", ".br"],
      ["gzip", ".gz"],
    ] as const) {
      const size = accepts.includes(encoding) ? await fileSize(file + suffix) : null;
      if (size !== null) {
        return stream(request, file + suffix, size, type, cacheControl, policy, encoding);
      }
    }
    const size = await fileSize(file);
    if (size === null) return new Response("Not found", { status: 404 });
    return stream(request, file, size, type, cacheControl, policy);
  }

  function stream(
    request: Request,
    file: string,
    size: number,
    type: string,
    cacheControl: string,
    policy: string | undefined,
    encoding?: string,
  ): Response {
    const headers: Record<string, string> = {
      "content-type": type,
      "content-length": String(size),
      "cache-control": cacheControl,
      vary: "accept-encoding",
      "x-content-type-options": "nosniff",
    };
    if (encoding) headers["content-encoding"] = encoding;
    if (policy) headers["content-security-policy"] = policy;
    const body =
      request.method === "HEAD"
        ? null
        : (Readable.toWeb(createReadStream(file)) as unknown as ReadableStream);
    return new Response(body, { status: 200, headers });
  }

  return async function handle(request: Request, url: URL): Promise<Response> {
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return new Response("Bad request", { status: 400 });
    }
    const file = path.join(resolvedRoot, path.normalize(pathname));
    if (!file.startsWith(resolvedRoot + path.sep) && file !== resolvedRoot) {
      return new Response("Not found", { status: 404 });
    }
    if (pathname !== "/" && (await fileSize(file)) !== null) {
      routeIs(STATIC_ROUTE);
      const immutable = pathname.startsWith("/assets/");
      return send(request, file, immutable ? "public, max-age=31536000, immutable" : "no-cache");
    }
    if (path.extname(pathname) !== "") {
      routeIs(STATIC_ROUTE);
      return new Response("Not found", { status: 404 });
    }
    return (
      (await page?.(request, url)) ??
      send(request, path.join(resolvedRoot, "index.html"), "no-cache")
    );
  };
}
