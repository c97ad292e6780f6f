/**
 * Where to go after signing in: a path of this app from `?next=`, never another site. Only a
 * single leading "/" is accepted: "//host" and "/\host" are other sites to a browser, and a
 * scheme ("javascript:", "https:") never starts with "/".
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next?.startsWith("/")) return null;
  if (next.startsWith("//") || next.startsWith("/\\")) return null;
  // Control characters and backslashes have no place in our paths; browsers strip some of them
  // and would read "/\t/host" as "//host".
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting them is the point
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return null;
  // Back to the sign-in or registration pages would only ask again.
  if (/^\/(?:signin|register|role-selection)(?:[/?#]|$)/.test(next)) return null;
  return next;
}

/**
 * `path` carrying `?next=` on (sign-in → "Create an account" → role selection → registration),
 * so a person who started at a job's Apply button ends on that job whichever way they go.
 * An unsafe or missing `next` is left off.
 */
export function withNext(path: string, next: string | null | undefined): string {
  const safe = safeNextPath(next);
  if (!safe) return path;
  const value = encodeURIComponent(safe).replace(/%2F/g, "/");
  return `${path}${path.includes("?") ? "&" : "?"}next=${value}`;
}
