import { accountRoutes } from "./accounts.js";
import { employerJobRoutes } from "./employer-jobs.js";
import { jobRoutes } from "./jobs.js";
import type { RestRoute } from "./route.js";

// Every /api/v1 route, in the order the OpenAPI document lists them.
export const routes: RestRoute[] = [...accountRoutes, ...jobRoutes, ...employerJobRoutes];
