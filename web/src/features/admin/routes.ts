import { type RouteObject, redirect } from "react-router";
import { lazyRoute } from "../../lib/chunks";
import { ADMIN_HOME_PATH, ADMIN_LOGIN_PATH, adminToken } from "./admin-session";

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

/** The document title (components/Layout.tsx reads it): a key of the admin namespace. */
const title = (key: string) => ({ title: `admin:${key}` });

/** The back office's own frame (AdminLayout, AdminLoginPage) instead of the public one. */
const ownFrame = (key: string) => ({ ...title(key), ownFrame: true });

export const adminRoutes: RouteObject[] = [
  {
    path: "admin/login",
    loader: () => (adminToken() ? redirect(ADMIN_HOME_PATH) : null),
    lazy: page("admin-login", () => import("./AdminLoginPage")),
    handle: ownFrame("login.title"),
  },
  {
    path: "admin/dashboard",
    loader: adminGuard,
    lazy: page("admin-layout", () => import("./AdminLayout")),
    handle: ownFrame("brand"),
    children: [
      {
        index: true,
        lazy: page("admin-overview", () => import("./AdminOverviewPage")),
        handle: title("overview.title"),
      },
      {
        path: "jobs",
        loader: adminGuard,
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
        loader: adminGuard,
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
        loader: adminGuard,
        lazy: page("admin-users", () => import("./AdminUsersPage")),
        handle: title("users.title"),
      },
      {
        path: "users/:id",
        loader: adminGuard,
        lazy: page("admin-user", () => import("./AdminUserPage")),
      },
      {
        path: "contact-messages",
        loader: adminGuard,
        lazy: page("admin-contact", () => import("./AdminContactPage")),
        handle: title("inbox.title"),
      },
      {
        path: "content",
        loader: adminGuard,
        lazy: page("admin-content", () => import("./AdminContentPage")),
        handle: title("content.title"),
      },
      {
        path: "audit-logs",
        loader: adminGuard,
        lazy: page("admin-audit", () => import("./AdminAuditPage")),
        handle: title("audit.title"),
      },
      {
        path: "roles",
        loader: adminGuard,
        lazy: page("admin-roles", () => import("./AdminRolesPage")),
        handle: title("admins.title"),
      },
      {
        path: "database",
        loader: adminGuard,
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
        loader: adminGuard,
        lazy: page("admin-system", () => import("./AdminSystemPage")),
        handle: title("system.title"),
      },
      {
        path: "settings",
        loader: adminGuard,
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
        loader: adminGuard,
        lazy: page("admin-notifications", () => import("./AdminNotificationsPage")),
        handle: title("broadcast.title"),
      },
      {
        // The platform's analytics for the range and state in the address; the query starts here.
        path: "analytics",
        loader: (args) =>
          adminGuard() ??
          import("./AdminAnalyticsPage.loader").then((module) => module.loader(args)),
        lazy: page("admin-analytics", () => import("./AdminAnalyticsPage")),
        handle: title("analytics.title"),
      },
      { path: "*", lazy: page("admin-coming-soon", () => import("./AdminComingSoon")) },
    ],
  },
];
