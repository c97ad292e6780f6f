import { describe, expect, it } from "vitest";
import { matchRoute, renderedPage, scriptSafeJson } from "./ssr.js";

const SHELL = `<!doctype html><html><head><title>KaamSetu</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

describe("server-rendered pages", () => {
  it("match the rendered routes only", () => {
    const routes = ["/", "/jobs", "/jobs/:jobId"];
    expect(matchRoute(routes, "/")).toBe("/");
    expect(matchRoute(routes, "/jobs")).toBe("/jobs");
    expect(matchRoute(routes, "/jobs/")).toBe("/jobs");
    expect(matchRoute(routes, "/jobs/Sm9iOjE")).toBe("/jobs/:jobId");
    expect(matchRoute(routes, "/jobs/a/b")).toBeNull();
    expect(matchRoute(routes, "/search")).toBeNull();
  });

  it("put the page, its stylesheets and its records into the shell", () => {
    const html = renderedPage(SHELL, {
      html: "<h1>Jobs</h1>",
      records: { "client:root": { __id: "client:root" } },
      stylesheets: ["/assets/jobs.css"],
    });
    expect(html).toContain('<link rel="stylesheet" href="/assets/jobs.css"></head>');
    expect(html).toContain('<div id="root"><h1>Jobs</h1></div><script>window.__RELAY_RECORDS__=');
    expect(html.indexOf("__RELAY_RECORDS__")).toBeLessThan(html.indexOf("/assets/index.js"));
  });

  it("never let data end the records' script element", () => {
    const hostile = { description: "</script><script>alert(1)</script>\u2028" };
    const json = scriptSafeJson(hostile);
    expect(json).not.toContain("</script>");
    expect(json).not.toContain("\u2028");
    expect(JSON.parse(json)).toEqual(hostile);
  });
});
