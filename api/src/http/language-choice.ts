import {
  AVAILABLE_LANGUAGES,
  LANGUAGE_CHOICE_PATH,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
} from "@kaamsetu/shared/constants";
import { asLanguage, word } from "../i18n.js";
import { detail } from "../rest/gateway.js";

// The language menu before (or without) the app's JavaScript: each language is a link to
// `/language/<code>?next=<the page>`, which keeps the choice in the cookie the server draws
// pages by (ssr/render.ts pageLanguage; the app writes the same cookie when it switches in place) and
// sends the reader back to where they were, now drawn in that language.

/** Where a path is resolved, to tell a path of this site from an address of another. */
const THIS_SITE = "http://kaamsetu.invalid";

const isControl = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f;
};

/**
 * A page of this site to return to, as a Location header can carry it: a path, its text beyond
 * ASCII percent-encoded as the URL parser encodes it, never another origin ("//evil", "/\evil").
 * A control character or DEL is never part of a page's address (the parser would even drop some
 * silently, "/\t/evil" becoming "//evil"), so such a `next` is home.
 */
export function returnPath(next: string | null): string {
  if (!next?.startsWith("/") || [...next].some(isControl)) return "/";
  if (!URL.canParse(next, THIS_SITE)) return "/";
  const url = new URL(next, THIS_SITE);
  if (url.origin !== THIS_SITE) return "/";
  const path = `${url.pathname}${url.search}${url.hash}`;
  // A path the parser kept as "//host" would be another site to a browser.
  return /^\/(?![/\\])[\x21-\x7e]*$/.test(path) ? path : "/";
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
