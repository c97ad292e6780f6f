// The pages the server draws for a visitor (render.ts), by the web app's route patterns, and
// how an address matches one.

export const RENDERED_ROUTES = [
  "/",
  "/jobs",
  "/jobs/:jobId",
  // The information pages, the help centre and the blog: indexable, fast on 2G.
  "/privacy",
  "/terms",
  "/pricing",
  "/about",
  "/timeline",
  "/faq",
  "/blog",
  "/blog/:slug",
  // The contact form and the newsletter's pages: forms that work without
  // JavaScript, drawn again with their messages when refused (forms.ts).
  "/contact",
  "/newsletter",
  "/newsletter/unsubscribe",
];

/** The route pattern of `pathname` (":param" matches one segment), or null. */
export function matchRoute(patterns: readonly string[], pathname: string): string | null {
  const segments = pathname.replace(/\/+$/, "").split("/");
  return (
    patterns.find((pattern) => {
      const parts = pattern.replace(/\/+$/, "").split("/");
      return (
        parts.length === segments.length &&
        parts.every((part, n) => part === segments[n] || (part.startsWith(":") && !!segments[n]))
      );
    }) ?? null
  );
}
