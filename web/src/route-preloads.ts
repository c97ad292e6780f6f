// What the first route of a visit needs beyond the main bundle, so the build can preload it
// from index.html (web/build/route-preloads.ts). Paths are the routes of routes.tsx (a test
// checks they match); modules are the sources their `lazy`, loader and namespaces import.

const relay = "src/relay/RelayBoundary.tsx";
const locale = (namespace: string) => `src/locales/en/${namespace}.json`;
/** The English "errors" namespace: the server's message catalogue itself (i18n/i18n.ts). */
const errors = "../shared/src/error-messages.ts";
const dashboard = (page: string) => [
  relay,
  // The dashboards' route table, loaded on the way in (routes.tsx, discoverRoutes).
  "src/features/dashboard/routes.ts",
  "src/features/dashboard/DashboardLayout.tsx",
  `src/features/dashboard/${page}.tsx`,
  `src/features/dashboard/${page}.loader.ts`,
  locale("dashboard"),
];

const employerJobs = (page: string, loader: boolean, namespaces: string[] = []) => [
  relay,
  // The dashboards' route table, loaded on the way in (routes.tsx, discoverRoutes).
  "src/features/dashboard/routes.ts",
  "src/features/dashboard/DashboardLayout.tsx",
  `src/features/employer-jobs/${page}.tsx`,
  ...(loader ? [`src/features/employer-jobs/${page}.loader.ts`] : []),
  locale("dashboard"),
  locale("employerJobs"),
  locale("jobs"),
  errors,
  ...namespaces.map(locale),
];

const labourApplications = (page: string) => [
  relay,
  // The dashboards' route table, loaded on the way in (routes.tsx, discoverRoutes).
  "src/features/dashboard/routes.ts",
  "src/features/dashboard/DashboardLayout.tsx",
  `src/features/applications/${page}.tsx`,
  `src/features/applications/${page}.loader.ts`,
  locale("dashboard"),
  locale("applications"),
  locale("jobs"),
  locale("applicationStatus"),
  ...(page === "MyApplicationsPage" ? [errors] : []),
];

const notifications = [
  relay,
  // The dashboards' route table, loaded on the way in (routes.tsx, discoverRoutes).
  "src/features/dashboard/routes.ts",
  "src/features/dashboard/DashboardLayout.tsx",
  "src/features/notifications/NotificationsPage.tsx",
  "src/features/notifications/NotificationsPage.loader.ts",
  locale("dashboard"),
  locale("notifications"),
  locale("applicationStatus"),
];

/** An information page, the help centre or the blog: no Relay (relay/page-data.tsx). */
const content = (page: string) => [
  `src/features/content/${page}.tsx`,
  `src/features/content/${page}.loader.ts`,
  locale("content"),
];

/**
 * Parts of a server-drawn page whose code the page fetches after the rest is interactive, whose
 * stylesheets (not scripts) the route still loads: the server puts them in the page's head with
 * the route's own, so the part looks as it will once taken over and nothing moves when its code
 * arrives (web/build/route-preloads.ts). /jobs: the job list, with Relay (JobsPage.loader.ts).
 */
export const ROUTE_LATER_STYLESHEETS: Record<string, readonly string[]> = {
  "/jobs": ["src/features/jobs/JobResults.tsx"],
};

export const ROUTE_PRELOADS: Record<string, readonly string[]> = {
  "/": ["src/features/landing/LandingPage.tsx", locale("landing"), locale("search")],
  // Not the job list's code with Relay: a server-drawn /jobs takes over its search bar, filters
  // and menu first, and fetches the list's (features/jobs/JobsPage.loader.ts).
  "/jobs": [
    "src/features/jobs/JobsPage.tsx",
    "src/features/jobs/JobsPage.loader.ts",
    locale("jobs"),
    locale("search"),
  ],
  "/jobs/:jobId": [
    relay,
    "src/features/jobs/JobPage.tsx",
    "src/features/jobs/JobPage.loader.ts",
    locale("jobs"),
    locale("job"),
  ],
  "/search": [
    relay,
    "src/features/search/SearchPage.tsx",
    "src/features/search/SearchPage.loader.ts",
    locale("search"),
  ],
  "/signin": [relay, "src/features/auth/SignInPage.tsx", locale("auth"), errors],
  "/register": [relay, "src/features/auth/RegisterPage.tsx", locale("auth"), errors],
  "/role-selection": ["src/features/auth/RoleSelectionPage.tsx", locale("auth")],
  // Drawn by the server with their forms' stylesheets, which work before (or without) the code.
  "/contact": [relay, "src/features/contact/ContactPage.tsx", locale("contact"), errors],
  "/newsletter": [relay, "src/features/contact/NewsletterPage.tsx", locale("contact"), errors],
  "/newsletter/unsubscribe": [
    relay,
    "src/features/contact/UnsubscribePage.tsx",
    locale("contact"),
    errors,
  ],
  // Drawn by the server: their code comes with the entry, not after it has run, and
  // the server puts their stylesheet in the page's head.
  // (vite.config.ts reads this file, so it names features/content's INFORMATION_PAGE_PATHS
  // itself; route-preloads.test.ts holds the two together.)
  ...Object.fromEntries(
    ["privacy", "terms", "pricing", "about", "timeline"].map((slug) => [
      `/${slug}`,
      content("ContentPage"),
    ]),
  ),
  "/faq": content("FaqPage"),
  "/blog": content("BlogPage"),
  "/blog/:slug": content("BlogPostPage"),
  "/labour/dashboard": [
    relay,
    // The dashboards' route table, loaded on the way in (routes.tsx, discoverRoutes).
    "src/features/dashboard/routes.ts",
    "src/features/dashboard/DashboardLayout.tsx",
    "src/features/dashboard/LabourHome.tsx",
    "src/features/dashboard/LabourHome.loader.ts",
    locale("dashboard"),
    locale("trust"),
    locale("profile"),
    locale("jobs"),
    locale("applicationStatus"),
  ],
  "/employer/dashboard": [
    ...dashboard("DashboardHome"),
    locale("trust"),
    locale("applicationStatus"),
  ],
  "/employer/dashboard/analytics": [...dashboard("AnalyticsPage"), locale("applicationStatus")],
  "/labour/dashboard/profile": dashboard("ProfilePage"),
  "/employer/dashboard/profile": dashboard("ProfilePage"),
  "/labour/dashboard/notifications": notifications,
  "/employer/dashboard/notifications": notifications,
  "/labour/dashboard/applications": labourApplications("MyApplicationsPage"),
  "/labour/dashboard/saved-jobs": labourApplications("SavedJobsPage"),
  "/employer/dashboard/jobs": employerJobs("MyJobsPage", true, ["applicationStatus"]),
  "/employer/dashboard/jobs/new": employerJobs("PostJobPage", false),
  "/employer/dashboard/jobs/:jobId/edit": employerJobs("EditJobPage", true),
  "/employer/dashboard/jobs/:jobId/applications": [
    relay,
    // The dashboards' route table, loaded on the way in (routes.tsx, discoverRoutes).
    "src/features/dashboard/routes.ts",
    "src/features/dashboard/DashboardLayout.tsx",
    "src/features/employer-applications/JobApplicationsPage.tsx",
    "src/features/employer-applications/JobApplicationsPage.loader.ts",
    locale("dashboard"),
    locale("employerApplications"),
    locale("applicationStatus"),
    errors,
  ],
};
