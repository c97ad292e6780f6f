// Text PostgreSQL cannot store must never reach it: a NUL character (its text types end at one)
// and a lone UTF-16 surrogate (no UTF-8 spelling). Either would answer 500, and a NUL in a query
// parameter could end the whole process. Every way text enters the server (the request's address,
// JSON bodies, GraphQL variables and literals, multipart fields and file names) is checked here,
// once, before any query runs; invalid UTF-8 is refused where bytes are decoded.

// A NUL, a high surrogate not followed by a low one, or a low one not preceded by a high one.
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Deeper than any input we take; a body nested further is refused rather than walked. */
export const MAX_INPUT_DEPTH = 64;

export const isStorableText = (text: string) => !UNSTORABLE.test(text);

/**
 * Whether every string in a decoded input (keys included, and the names of uploaded files) is
 * storable and it nests at most MAX_INPUT_DEPTH deep.
 */
export function isStorableInput(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return isStorableText(value);
  if (value === null || typeof value !== "object") return true;
  if (depth >= MAX_INPUT_DEPTH) return false;
  if (typeof File !== "undefined" && value instanceof File) return isStorableText(value.name);
  if (Array.isArray(value)) return value.every((item) => isStorableInput(item, depth + 1));
  if (value instanceof FormData) {
    for (const [key, item] of value)
      if (!isStorableText(key) || !isStorableInput(item)) return false;
    return true;
  }
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key) || !isStorableInput(item, depth + 1)) return false;
  }
  return true;
}

/** Bytes as UTF-8 text, or null when they are not valid UTF-8 or not storable. */
export function decodeStorableUtf8(bytes: Uint8Array): string | null {
  try {
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
    return isStorableText(text) ? text : null;
  } catch {
    return null;
  }
}

function decodeComponent(raw: string, plusIsSpace: boolean): string | null {
  try {
    const text = decodeURIComponent(plusIsSpace ? raw.replace(/\+/g, " ") : raw);
    return isStorableText(text) ? text : null;
  } catch {
    // Percent-escapes that are not UTF-8 (%FF, %C3 alone, %ED%A0%80 for a surrogate).
    return null;
  }
}

/**
 * Whether a request's path and query decode to storable UTF-8 text. URLSearchParams would turn
 * `%FF` into U+FFFD and pass `%00` through; this decodes each part strictly instead.
 */
export function isStorableAddress(url: URL): boolean {
  for (const segment of url.pathname.split("/")) {
    if (decodeComponent(segment, false) === null) return false;
  }
  const query = url.search.slice(1);
  if (query === "") return true;
  for (const pair of query.split("&")) {
    const split = pair.indexOf("=");
    const parts = split === -1 ? [pair] : [pair.slice(0, split), pair.slice(split + 1)];
    if (parts.some((part) => decodeComponent(part, true) === null)) return false;
  }
  return true;
}
