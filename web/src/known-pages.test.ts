import { describe, expect, it } from "vitest";
import { isKnownPage } from "./known-pages";
import { ROUTE_PRELOADS } from "./route-preloads";

describe("isKnownPage", () => {
  it.each([
    "/",
    "/jobs",
    "/jobs/",
    "/jobs/Sm9iOjE",
    "/search",
    "/signin",
    "/role-selection",
    "/pricing",
    "/admin/dashboard/users",
    "/labour/dashboard",
    "/employer/dashboard/jobs/Sm9iOjE/edit",
    // A dashboard's later screens say "coming soon" (the dashboard's own catch-all).
    "/labour/dashboard/recommended-jobs",
    ...Object.keys(ROUTE_PRELOADS).map((route) => route.replace(/:[^/]+/g, "example")),
  ])("%s is a page", (pathname) => {
    expect(isKnownPage(pathname)).toBe(true);
  });

  it.each(["/no-such-page", "/jobs/Sm9iOjE/whatever", "/labour", "/employer/jobs", "/index.php"])(
    "%s is not",
    (pathname) => {
      expect(isKnownPage(pathname)).toBe(false);
    },
  );
});
