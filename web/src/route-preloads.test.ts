import fs from "node:fs";
import path from "node:path";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { INFORMATION_PAGE_PATHS } from "./features/content/routes";
import { dashboardRoutes } from "./features/dashboard/routes";
import { ROUTE_LATER_STYLESHEETS, ROUTE_PRELOADS } from "./route-preloads";
import { appRoutes } from "./routes";

describe("ROUTE_PRELOADS", () => {
  it.each(Object.entries(ROUTE_PRELOADS))(
    "%s is a route and its modules exist",
    (route, modules) => {
      const example = route.replace(/:[^/]+/g, "example");
      const matched = matchRoutes(appRoutes(dashboardRoutes), example) ?? [];
      const leaf = matched[matched.length - 1]?.route;
      expect(leaf?.path === "*", `${route} falls through to not-found`).toBe(false);
      for (const module of modules) {
        expect(fs.existsSync(path.resolve(import.meta.dirname, "..", module)), module).toBe(true);
      }
    },
  );

  it("takes later parts' stylesheets for routes it preloads, from modules that exist", () => {
    for (const [route, modules] of Object.entries(ROUTE_LATER_STYLESHEETS)) {
      expect(ROUTE_PRELOADS[route], route).toBeDefined();
      for (const module of modules) {
        expect(fs.existsSync(path.resolve(import.meta.dirname, "..", module)), module).toBe(true);
        // Their scripts come later: not preloaded with the route.
        expect(ROUTE_PRELOADS[route], module).not.toContain(module);
      }
    }
  });

  it("preloads every information page, the help centre and the blog", () => {
    for (const page of [...INFORMATION_PAGE_PATHS.map((slug) => `/${slug}`), "/faq", "/blog"]) {
      expect(ROUTE_PRELOADS[page], page).toBeDefined();
    }
  });
});
