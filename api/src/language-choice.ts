import { asLanguage, word } from "./i18n.js";
import { detail } from "./rest/gateway.js";
import {
  AVAILABLE_LANGUAGES,
  LANGUAGE_CHOICE_PATH,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
} from "./shared/constants.js";

// The language menu before (or without) the app's JavaScript: each language is a link to
// `/language/<code>?next=<the page>`, which keeps the choice in the cookie the server draws
// pages by (ssr.ts pageLanguage; the app writes the same cookie when it switches in place) and
// sends the reader back to where they were, now drawn in that language.

/** A page of this site to return to: a path, never another origin ("//evil", "/\evil"). */
export function returnPath(next: string | null): string {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return "/";
  // A line break or other control character could never be a header's value.
  return [...next].some((char) => (char.codePointAt(0) ?? 0) < 0x20) ? "/" : next;
}

/** The answer to `GET /language/<code>`, or null for an address that is not one. */
export function languageChoice(request: Request, url: URL): Response | null {
  const prefix = `${LANGUAGE_CHOICE_PATH}/`;
  if (!url.pathname.startsWith(prefix)) return null;
  if (request.method !== "GET" && request.method !== "HEAD") {
    return detail(405, word("methodNotAllowed"), { allow: "GET, HEAD" });
  }
  const code = url.pathname.slice(prefix.length).replace(/\/+$/, "");
  const language = asLanguage(code);
  if (!language || language !== code || !AVAILABLE_LANGUAGES.includes(language)) {
    return detail(404, word("notFound"));
  }
  return new Response(null, {
    status: 303,
    headers: {
      location: returnPath(url.searchParams.get("next")),
      "set-cookie": `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`,
      "cache-control": "no-store",
    },
  });
}
