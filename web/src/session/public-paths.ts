// Pages anyone may see (SPEC section 8, "Reactions by status"): a token turned down there only
// signs the user out; anywhere else it also sends them to sign in again.

const PUBLIC_PAGES = new Set([
  "/",
  "/jobs",
  "/search",
  "/signin",
  "/register",
  "/role-selection",
  "/pricing",
  "/terms",
  "/privacy",
  "/faq",
  "/about",
  "/blog",
  "/contact",
  "/timeline",
]);

export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return PUBLIC_PAGES.has(path) || path.startsWith("/jobs/");
}
