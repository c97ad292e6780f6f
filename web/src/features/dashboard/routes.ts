import type { LoaderFunctionArgs, RouteObject } from "react-router";
import { lazyRoute } from "../../lib/chunks";
import type { UserType } from "../../lib/user-type";
import { adminRoutes } from "../admin/routes";
import { labourApplicationRoutes } from "../applications/routes";
import { employerApplicationRoutes } from "../employer-applications/routes";
import { employerJobRoutes } from "../employer-jobs/routes";
import { integrationRoutes } from "../integrations/routes";
import { jobAlertRoutes } from "../job-alerts/routes";
import { notificationRoutes } from "../notifications/routes";
import { dashboardGuard } from "./guard";

// /labour/dashboard/* and /employer/dashboard/*: the overview, the profile and an employer's
// jobs (features/employer-jobs); the other nested pages come with later work. Every loader
// checks the guard first, so no query starts for someone who is about to be sent elsewhere.
// Loaders live in their own modules: they import Relay.

function dashboardRoute(userType: UserType): RouteObject {
  const guarded =
    (load: (args: LoaderFunctionArgs) => Promise<unknown>) => (args: LoaderFunctionArgs) =>
      dashboardGuard(userType, args.request) ?? load(args);
  return {
    path: `${userType}/dashboard`,
    loader: ({ request }) => dashboardGuard(userType, request) ?? { userType },
    lazy: lazyRoute("dashboard", () => import("./DashboardLayout"), ["dashboard"]),
    children: [
      userType === "labour"
        ? {
            // The worker's home: tips, score, recommendations, applications, saved jobs.
            index: true,
            loader: guarded(() => import("./LabourHome.loader").then((m) => m.loader())),
            // "job" and "errors": the general application's form, its refusals and the gate.
            lazy: lazyRoute("labour-home", () => import("./LabourHome"), [
              "dashboard",
              "trust",
              "profile",
              "jobs",
              "job",
              "applicationStatus",
              "errors",
              "names",
            ]),
          }
        : {
            index: true,
            loader: guarded((args) => import("./DashboardHome.loader").then((m) => m.loader(args))),
            // "trust": the worker's labour score; statuses: the employer's applications.
            lazy: lazyRoute("dashboard-home", () => import("./DashboardHome"), [
              "dashboard",
              "trust",
              "applicationStatus",
            ]),
          },
      {
        path: "profile",
        loader: guarded(() => import("./ProfilePage.loader").then((m) => m.loader())),
        lazy: lazyRoute("profile", () => import("./ProfilePage"), [
          "dashboard",
          "profile",
          "errors",
          "names",
        ]),
      },
      ...(userType === "employer" ? employerJobRoutes(guarded) : []),
      ...(userType === "labour" ? labourApplicationRoutes(guarded) : []),
      ...(userType === "labour"
        ? [
            {
              // The worker's recommended jobs with "Why this job".
              path: "recommended",
              loader: guarded(() => import("./RecommendedJobsPage.loader").then((m) => m.loader())),
              lazy: lazyRoute("recommended-jobs", () => import("./RecommendedJobsPage"), [
                "dashboard",
                "jobs",
                "profile",
                "names",
              ]),
            },
          ]
        : []),
      ...(userType === "labour" ? jobAlertRoutes(guarded) : []),
      ...(userType === "employer" ? employerApplicationRoutes(guarded) : []),
      ...(userType === "employer" ? integrationRoutes(guarded) : []),
      ...notificationRoutes(guarded),
      ...(userType === "employer"
        ? [
            {
              path: "analytics",
              loader: guarded(() => import("./AnalyticsPage.loader").then((m) => m.loader())),
              lazy: lazyRoute("employer-analytics", () => import("./AnalyticsPage"), [
                "dashboard",
                "applicationStatus",
              ]),
            },
          ]
        : []),
      {
        path: "*",
        lazy: lazyRoute("dashboard-soon", () => import("./DashboardComingSoon"), ["dashboard"]),
      },
    ],
  };
}

export const dashboardRoutes: RouteObject[] = [
  dashboardRoute("labour"),
  dashboardRoute("employer"),
  // The back office: its own guard, layout and Relay environment (the admin's token).
  ...adminRoutes,
];
