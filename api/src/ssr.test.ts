import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.js";
import { createEmployer, createJob } from "../test/fixtures.js";
import { DATABASE_RETRY_AFTER_SECONDS } from "./constants.js";
import { encodeGlobalID } from "./graphql/global-id.js";
import { ROOT } from "./paths.js";
import { createServerRenderer, matchRoute, renderedPage, scriptSafeJson } from "./ssr.js";
import { createStaticHandler } from "./static.js";

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

// The page statuses need the built web app: its server entry draws the pages and knows the
// route table. The build is made here when it is missing or older than the web sources.
describe("page statuses", () => {
  const webDist = path.join(ROOT, "web/dist");
  const notFoundTitle = "Page not found";
  const jobId = "Sm9iOjE"; // Job:1, a well-formed ID
  const unavailable = { message: "Server error occurred", extensions: { code: "UNAVAILABLE" } };
  let t: TestApp;

  beforeAll(async () => {
    const build = spawnSync(
      process.execPath,
      [path.join(ROOT, "scripts/build-if-stale.mjs"), "web"],
      {
        cwd: ROOT,
        stdio: "inherit",
      },
    );
    expect(build.status, "the web build").toBe(0);
    t = await createTestApp();
  }, 300_000);
  afterAll(() => t?.close());

  /** The web app as app.ts serves it, its GraphQL answered by `answer` (no database). */
  function servedWith(answer: (body: { query?: string; id?: string }) => unknown) {
    const asked: unknown[] = [];
    const renderPage = createServerRenderer(webDist, async (request) => {
      const body = (await request.json()) as { query?: string; id?: string };
      asked.push(body);
      return Response.json(answer(body));
    });
    const web = createStaticHandler(webDist, renderPage);
    const get = (pathname: string, method = "GET") => {
      const url = new URL(pathname, "http://localhost");
      return web(new Request(url, { method }), url);
    };
    return { get, asked };
  }

  it("answer an address that is no page 404 with the drawn not-found page, asking nothing", async () => {
    const { get, asked } = servedWith(() => ({ data: null }));
    for (const pathname of ["/no-such-page", "/jobs/Sm9iOjE/whatever", "/labour", "/wp-login"]) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(404);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(response.headers.get("content-security-policy")).toContain("script-src");
      expect(await response.text()).toContain(notFoundTitle);
    }
    expect(asked).toEqual([]);
    const head = await get("/no-such-page", "HEAD");
    expect(head.status).toBe(404);
    expect(await head.text()).toBe("");
  });

  it("answer the pages the browser draws 200 with the app shell", async () => {
    const { get } = servedWith(() => ({ data: null }));
    for (const pathname of [
      "/signin",
      "/role-selection",
      "/pricing",
      "/employer/dashboard/jobs/new",
      // A dashboard's screens to come are its "coming soon" page, not an unknown address.
      "/labour/dashboard/recommended-jobs",
    ]) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
      expect(await response.text()).toContain('<div id="root"></div>');
    }
  });

  it("answer a missing file 404 and serve the ones there", async () => {
    const { get } = servedWith(() => ({ data: null }));
    expect((await get("/assets/no-such-chunk.js")).status).toBe(404);
    expect((await get("/favicon.svg")).status).toBe(200);
  });

  it("answer a job that is not there 404, as the page draws it", async () => {
    const { get } = servedWith(() => ({ data: { job: null } }));
    const response = await get(`/jobs/${jobId}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(notFoundTitle);
  });

  it("answer the visitor's own mistake in an ID 404 (BAD_REQUEST is not an outage)", async () => {
    const { get } = servedWith(() => ({
      data: { job: null },
      errors: [{ message: "Invalid request", extensions: { code: "BAD_REQUEST" } }],
    }));
    expect((await get(`/jobs/${jobId}`)).status).toBe(404);
  });

  it.each([
    [
      "a job nulled by the outage",
      `/jobs/${jobId}`,
      { data: { job: null }, errors: [unavailable] },
    ],
    ["a job list with no data", "/jobs", { data: null, errors: [unavailable] }],
    [
      "a masked failure",
      `/jobs/${jobId}`,
      {
        data: { job: null },
        errors: [{ message: "Unexpected error.", extensions: { code: "INTERNAL_SERVER_ERROR" } }],
      },
    ],
  ])(
    "never turn a failed data load into 404: %s answers 503 with the shell",
    async (_name, pathname, answer) => {
      const { get } = servedWith(() => answer);
      const response = await get(pathname);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(response.headers.get("cache-control")).toBe("no-store");
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain(notFoundTitle);
      // No records of the failed answer, which the browser would otherwise draw from.
      expect(html).not.toContain("__RELAY_RECORDS__");
    },
  );

  it("answer 503 when the GraphQL executor itself fails", async () => {
    const renderPage = createServerRenderer(webDist, async () => {
      throw new Error("connection refused");
    });
    const url = new URL(`/jobs/${jobId}`, "http://localhost");
    const response = await renderPage(new Request(url), url);
    expect(response?.status).toBe(503);
  });

  it("through the app: pages 200 with their data, a job that exists 200, unknown addresses 404", async () => {
    const employer = await createEmployer(t.db.prisma);
    const job = await createJob(t.db.prisma, employer.id, { title: "Mason for a school wall" });
    const get = (pathname: string) => t.app.fetch(new Request(`http://localhost${pathname}`));
    expect((await get("/")).status).toBe(200);
    const list = await get("/jobs");
    expect(list.status).toBe(200);
    expect(await list.text()).toContain("Mason for a school wall");
    const page = await get(`/jobs/${encodeGlobalID("Job", job.id)}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Mason for a school wall");
    expect((await get("/jobs/Sm9iOjk5OTk5OTk")).status).toBe(404);
    expect((await get("/no-such-page")).status).toBe(404);
  });
});
