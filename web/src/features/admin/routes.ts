import { type LoaderFunctionArgs, type RouteObject, redirect } from "react-router";
import { lazyRoute } from "../../lib/chunks";
import { ADMIN_LOGIN_PATH, adminToken } from "./admin-session";

// /admin/login and /admin/dashboard/* (SPEC section 2): the back office, all of it in its own
// chunks. The app loads this table with the dashboards' (features/dashboard/routes.ts) on the way
// to an /admin address (routes.tsx, discoverRoutes), so a visitor's pages carry none of it. The guard only reads the token this
// browser holds; the layout asks the server who the admin is (and a rejected token comes back here).

const NAMESPACES = ["admin", "errors", "contact"];

export function adminGuard() {
  return adminToken() ? null : redirect(ADMIN_LOGIN_PATH);
}

const page = (chunk: string, load: Parameters<typeof lazyRoute>[1]) =>
  lazyRoute(chunk, load, NAMESPACES);

/** The applications screens also word statuses (the applicationStatus namespace). */
const applicationsPage = (chunk: string, load: Parameters<typeof lazyRoute>[1]) =>
  lazyRoute(chunk, load, [...NAMESPACES, "applicationStatus"]);

/**
 * A screen whose query starts with its route (its `*.loader.ts`, relay/route-query.ts), once the
 * guard lets the admin in: the loader's chunk is fetched beside the page's.
 */
const preloading =
  (load: () => Promise<{ loader: (args: LoaderFunctionArgs) => unknown }>) =>
  (args: LoaderFunctionArgs) =>
    adminGuard() ?? load().then((module) => module.loader(args));

/** The document title (components/Layout.tsx reads it): a key of the admin namespace. */
const title = (key: string) => ({ title: `admin:${key}` });

/** The back office's own frame (AdminLayout, AdminLoginPage) instead of the public one. */
const ownFrame = (key: string) => ({ ...title(key), ownFrame: true });

export const adminRoutes: RouteObject[] = [
  {
    path: "admin/login",
    loader: () => import("./AdminLoginPage.loader").then((module) => module.loader()),
    lazy: page("admin-login", () => import("./AdminLoginPage")),
    handle: ownFrame("login.title"),
  },
  {
    path: "admin/dashboard",
    loader: preloading(() => import("./AdminLayout.loader")),
    lazy: page("admin-layout", () => import("./AdminLayout")),
    handle: ownFrame("brand"),
    children: [
      {
        index: true,
        loader: preloading(() => import("./AdminOverviewPage.loader")),
        lazy: page("admin-overview", () => import("./AdminOverviewPage")),
        handle: title("overview.title"),
      },
      {
        // The moderation queue, by the kind in the address; the query starts here.
        path: "jobs",
        loader: (args) =>
          adminGuard() ?? import("./AdminJobsPage.loader").then((module) => module.loader(args)),
        lazy: page("admin-jobs", () => import("./AdminJobsPage")),
      },
      {
        // Every application, filtered by the address's search part; the query starts here.
        path: "applications",
        loader: (args) =>
          adminGuard() ??
          import("./AdminApplicationsPage.loader").then((module) => module.loader(args)),
        lazy: applicationsPage("admin-applications", () => import("./AdminApplicationsPage")),
        handle: title("applications.title"),
      },
      {
        // Workers' open disputes of a completion or no-show.
        path: "applications/disputes",
        loader: preloading(() => import("./AdminDisputesPage.loader")),
        lazy: page("admin-disputes", () => import("./AdminDisputesPage")),
        handle: title("disputes.title"),
      },
      {
        path: "applications/:id",
        loader: (args) =>
          adminGuard() ??
          import("./AdminApplicationPage.loader").then((module) => module.loader(args)),
        lazy: applicationsPage("admin-application", () => import("./AdminApplicationPage")),
        handle: title("applications.title"),
      },
      {
        path: "users",
        loader: (args) =>
          adminGuard() ?? import("./AdminUsersPage.loader").then((module) => module.loader(args)),
        lazy: page("admin-users", () => import("./AdminUsersPage")),
        handle: title("users.title"),
      },
      {
        // The whole user; it words applications' statuses too.
        path: "users/:id",
        loader: (args) =>
          adminGuard() ?? import("./AdminUserPage.loader").then((module) => module.loader(args)),
        lazy: applicationsPage("admin-user", () => import("./AdminUserPage")),
      },
      {
        path: "contact-messages",
        loader: preloading(() => import("./AdminContactPage.loader")),
        lazy: page("admin-contact", () => import("./AdminContactPage")),
        handle: title("inbox.title"),
      },
      {
        path: "content",
        loader: preloading(() => import("./AdminContentPage.loader")),
        lazy: page("admin-content", () => import("./AdminContentPage")),
        handle: title("content.title"),
      },
      {
        path: "audit-logs",
        loader: preloading(() => import("./AdminAuditPage.loader")),
        lazy: page("admin-audit", () => import("./AdminAuditPage")),
        handle: title("audit.title"),
      },
      {
        path: "roles",
        loader: preloading(() => import("./AdminRolesPage.loader")),
        lazy: page("admin-roles", () => import("./AdminRolesPage")),
        handle: title("admins.title"),
      },
      {
        path: "database",
        loader: preloading(() => import("./AdminDatabasePage.loader")),
        lazy: page("admin-database", () => import("./AdminDatabasePage")),
        handle: title("database.title"),
      },
      {
        path: "database/console",
        loader: adminGuard,
        lazy: page("admin-console", () => import("./AdminConsolePage")),
        handle: title("database.console"),
      },
      {
        path: "system",
        loader: preloading(() => import("./AdminSystemPage.loader")),
        lazy: page("admin-system", () => import("./AdminSystemPage")),
        handle: title("system.title"),
      },
      {
        path: "settings",
        loader: preloading(() => import("./AdminSettingsPage.loader")),
        lazy: page("admin-settings", () => import("./AdminSettingsPage")),
        handle: title("settings.title"),
      },
      {
        path: "backup",
        loader: adminGuard,
        lazy: page("admin-backup", () => import("./AdminBackupPage")),
        handle: title("backup.title"),
      },
      {
        path: "notifications",
        loader: preloading(() => import("./AdminNotificationsPage.loader")),
        lazy: page("admin-notifications", () => import("./AdminNotificationsPage")),
        handle: title("broadcast.title"),
      },
      {
        // The platform's analytics for the range and state in the address; the query starts here.
        path: "analytics",
        loader: preloading(() => import("./AdminAnalyticsPage.loader")),
        lazy: page("admin-analytics", () => import("./AdminAnalyticsPage")),
        handle: title("analytics.title"),
      },
      // Any other address names no screen: a 404 in the frame, never a "Coming soon".
      { path: "*", lazy: page("admin-not-found", () => import("./AdminNotFoundPage")) },
    ],
  },
];
