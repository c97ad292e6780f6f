import { accountRoutes } from "./accounts.js";
import { applicationRoutes } from "./applications.js";
import { employerJobRoutes } from "./employer-jobs.js";
import { fileRoutes } from "./files.js";
import { jobRoutes } from "./jobs.js";
import { notificationRoutes } from "./notifications.js";
import type { RestRoute } from "./route.js";

// Every /api/v1 route, in the order the OpenAPI document lists them.
export const routes: RestRoute[] = [
  ...accountRoutes,
  ...jobRoutes,
  ...employerJobRoutes,
  ...applicationRoutes,
  ...fileRoutes,
  ...notificationRoutes,
];
