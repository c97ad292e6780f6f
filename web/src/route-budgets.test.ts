import { describe, expect, it } from "vitest";
import { checkRouteBudgets, ROUTE_JS_BUDGETS, routeScriptBytes } from "../build/route-preloads";
import { ROUTE_PRELOADS } from "./route-preloads";

// What a visitor's first page loads before the app takes over is weighed by the build
// (web/build/route-preloads.ts), which stops when a page outgrows its budget (about what each
// weighs today; the pages without Relay within the 2G budget of 150 kB gzip).

const sizes: Record<string, number> = {
  "assets/index-a1.js": 10_000,
  "assets/framework-b2.js": 115_000,
  "assets/index-c3.css": 9_000,
  "assets/relay-d4.js": 52_000,
  "assets/JobsPage-e5.js": 30_000,
  "assets/ContentPage-f6.js": 2_000,
};
const entry = ["assets/index-a1.js", "assets/framework-b2.js"];
const table = {
  "/jobs": ["assets/relay-d4.js", "assets/JobsPage-e5.js", "assets/index-c3.css"],
  "/privacy": ["assets/ContentPage-f6.js", "assets/index-a1.js"],
};

describe("JavaScript before interactive, per page", () => {
  it("counts the entry, what it imports and the route's scripts, each once, no stylesheets", () => {
    expect(routeScriptBytes(table, entry, (file) => sizes[file] ?? Number.NaN)).toEqual({
      "/jobs": 207_000,
      "/privacy": 127_000,
    });
  });

  it("stops the build when a page is over its budget, naming it", () => {
    const bytes = { "/jobs": 207_000, "/privacy": 127_000 };
    expect(() => checkRouteBudgets(bytes, { "/jobs": 207_000, "/privacy": 150_000 })).not.toThrow();
    expect(() => checkRouteBudgets(bytes, { "/jobs": 206_999, "/privacy": 150_000 })).toThrow(
      /\/jobs loads 207000 bytes gzip, over its 206999/,
    );
  });

  it("stops the build when a budgeted page is no longer preloaded (so it would go unweighed)", () => {
    expect(() => checkRouteBudgets({}, { "/blog": 150_000 })).toThrow(/\/blog has a budget/);
  });

  it("budgets the pages the server draws; the information pages within the 2G 150 kB", () => {
    for (const route of Object.keys(ROUTE_JS_BUDGETS)) {
      expect(ROUTE_PRELOADS[route], route).toBeDefined();
    }
    for (const route of [
      "/",
      "/jobs",
      "/jobs/:jobId",
      "/privacy",
      "/faq",
      "/blog",
      "/blog/:slug",
    ]) {
      expect(ROUTE_JS_BUDGETS[route], route).toBeDefined();
    }
    for (const route of ["/privacy", "/terms", "/faq", "/blog", "/blog/:slug"]) {
      expect(ROUTE_JS_BUDGETS[route], route).toBeLessThanOrEqual(150_000);
    }
  });
});
