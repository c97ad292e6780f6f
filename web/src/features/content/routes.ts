import { type LoaderFunctionArgs, type RouteObject, redirect } from "react-router";
import { lazyRoute } from "../../lib/chunks";

// The information pages, the help centre and the blog: their texts are data an admin
// edits (GraphQL sends each body as HTML rendered on the server), drawn by the server for a
// visitor in their language. No Relay: each loader, in its own module beside the page's code,
// runs one compiled operation (relay/page-data.tsx; the documents are in the *.query.ts files).

/** The pages whose body is the `page` entry of their own slug (migration 20261127181100). */
export const INFORMATION_PAGE_PATHS = ["privacy", "terms", "pricing", "about", "timeline"] as const;

const pageLoader = (slug: string) => (args: LoaderFunctionArgs) =>
  import("./ContentPage.loader").then((module) => module.loader(slug, args));

export const contentRoutes: RouteObject[] = [
  ...INFORMATION_PAGE_PATHS.map(
    (slug): RouteObject => ({
      path: slug,
      lazy: lazyRoute("content-page", () => import("./ContentPage"), ["content"]),
      loader: pageLoader(slug),
    }),
  ),
  {
    path: "faq",
    lazy: lazyRoute("faq", () => import("./FaqPage"), ["content"]),
    loader: (args) => import("./FaqPage.loader").then((module) => module.loader(args)),
  },
  // The help centre has one address; /help (which readers and the issue tracker use too) leads
  // there with its query: in the app here, and on the server (308, api/src/app.ts) before any
  // JavaScript.
  {
    path: "help",
    loader: ({ request }) => redirect(`/faq${new URL(request.url).search}`),
  },
  {
    path: "blog",
    lazy: lazyRoute("blog", () => import("./BlogPage"), ["content"]),
    loader: (args) => import("./BlogPage.loader").then((module) => module.loader(args)),
  },
  {
    path: "blog/:slug",
    lazy: lazyRoute("blog-post", () => import("./BlogPostPage"), ["content"]),
    loader: (args) => import("./BlogPostPage.loader").then((module) => module.loader(args)),
  },
];
