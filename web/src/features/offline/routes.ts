import type { RouteObject } from "react-router";
import { lazyRoute } from "../../lib/chunks";

// The data saver's page: a setting kept on this phone, linked from the footer.

export const DATA_SAVER_PATH = "/data-saver";

export const offlineRoutes: RouteObject[] = [
  {
    path: DATA_SAVER_PATH.slice(1),
    lazy: lazyRoute("data-saver", () => import("./DataSaverPage"), ["offline"]),
  },
];
