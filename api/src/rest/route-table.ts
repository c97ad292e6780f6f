import { accountRoutes } from "./accounts.js";
import { adminRoutes } from "./admin.js";
import { adminAnalyticsRoutes } from "./admin-analytics.js";
import { adminApplicationRoutes } from "./admin-applications.js";
import { adminDashboardRoutes } from "./admin-dashboard.js";
import { adminModerationRoutes } from "./admin-moderation.js";
import { adminSettingsRoutes, publicSettingsRoutes } from "./admin-settings.js";
import { adminSystemRoutes } from "./admin-system.js";
import { analyticsRoutes } from "./analytics.js";
import { applicationMoveRoutes } from "./application-moves.js";
import { applicationRoutes } from "./applications.js";
import { contactRoutes } from "./contact.js";
import { employerJobRoutes } from "./employer-jobs.js";
import { fileRoutes } from "./files.js";
import { integrationRoutes } from "./integrations.js";
import { jobRoutes } from "./jobs.js";
import { notificationRoutes } from "./notifications.js";
import { profileRoutes } from "./profiles.js";
import { ratingRoutes } from "./ratings.js";
import { recommendationRoutes } from "./recommendations.js";
import type { RestRoute } from "./route.js";
import { savedJobRoutes } from "./saved-jobs.js";

// Every /api/v1 route, in the order the OpenAPI document lists them.
export const routes: RestRoute[] = [
  ...accountRoutes,
  ...profileRoutes,
  ...jobRoutes,
  ...employerJobRoutes,
  ...applicationRoutes,
  ...applicationMoveRoutes,
  ...ratingRoutes,
  ...savedJobRoutes,
  ...integrationRoutes,
  ...recommendationRoutes,
  ...fileRoutes,
  ...notificationRoutes,
  ...adminRoutes,
  ...adminModerationRoutes,
  ...adminApplicationRoutes,
  ...adminDashboardRoutes,
  ...adminAnalyticsRoutes,
  ...adminSettingsRoutes,
  ...publicSettingsRoutes,
  ...adminSystemRoutes,
  ...analyticsRoutes,
  ...contactRoutes,
];
