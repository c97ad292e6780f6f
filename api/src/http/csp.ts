import { createHash } from "node:crypto";

// The Content-Security-Policy of the web app's HTML pages: everything from this origin only, and
// of inline scripts exactly the ones the page carries (the loader, a server-drawn page's
// records), allowed by their SHA-256. An injected script, even one that slipped past escaping,
// does not run. Inline style attributes stay allowed: React sets some (CSS variables).

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The policy for `html`, a whole page. */
export function contentSecurityPolicy(html: string): string {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash("sha256")
        .update(body ?? "")
        .digest("base64")}'`,
  );
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
