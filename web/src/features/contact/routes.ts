import type { RouteObject } from "react-router";
import { lazyRoute } from "../../lib/chunks";

// The contact form and the newsletter's own pages, drawn by the server like
// the information pages. Their forms post plainly without JavaScript (api/src/http/forms.ts) and
// through GraphQL with it.

export const contactRoutes: RouteObject[] = [
  {
    path: "contact",
    lazy: lazyRoute("contact", () => import("./ContactPage"), ["contact", "errors"]),
  },
  {
    path: "newsletter",
    lazy: lazyRoute("newsletter", () => import("./NewsletterPage"), ["contact", "errors"]),
  },
  {
    path: "newsletter/unsubscribe",
    lazy: lazyRoute("newsletter-unsubscribe", () => import("./UnsubscribePage"), [
      "contact",
      "errors",
    ]),
  },
];
