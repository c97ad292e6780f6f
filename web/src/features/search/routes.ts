import type { RouteObject } from "react-router";
import { lazyRoute, loadChunk } from "../../lib/chunks";

export const searchRoutes: RouteObject[] = [
  {
    path: "search",
    loader: () =>
      loadChunk("search-loader", () => import("./SearchPage.loader")).then((m) => m.loader()),
    lazy: lazyRoute("search", () => import("./SearchPage"), ["search", "names"]),
  },
];
