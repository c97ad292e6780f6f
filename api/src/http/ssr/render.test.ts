import { spawnSync } from "node:child_process";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { createEmployer, createJob } from "../../../test/fixtures.js";
import { csrfHeaders, signedInEmployer } from "../../../test/sessions.js";
import { DATABASE_RETRY_AFTER_SECONDS } from "../../constants.js";
import { encodeGlobalID } from "../../graphql/global-id.js";
import { ROOT } from "../../paths.js";
import { savesData } from "../page-request.js";
import { createStaticHandler } from "../static.js";
import { renderedPage, scriptSafeJson } from "./html.js";
import { createServerRenderer, PAGE_CACHE_HEADER } from "./render.js";
import { matchRoute } from "./routes.js";

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
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/jobs.css"></head>');
    expect(html).toContain('<div id="root"><h1>Jobs</h1></div><script>window.__RELAY_RECORDS__=');
    expect(html.indexOf("__RELAY_RECORDS__")).toBeLessThan(html.indexOf("/assets/index.js"));
  });

  it("link the app manifest of the page's language and mark a page drawn to save data", () => {
    const shell = SHELL.replace("<html>", '<html lang="en">').replace(
      "</head>",
      '<link rel="manifest" href="/manifest/en.webmanifest" /></head>',
    );
    const hindi = renderedPage(shell, { html: "", records: {}, stylesheets: [], language: "hi" });
    expect(hindi).toContain('<html lang="hi">');
    expect(hindi).toContain('<link rel="manifest" href="/manifest/hi.webmanifest" />');
    const saving = renderedPage(shell, {
      html: "",
      records: {},
      stylesheets: [],
      language: "ta",
      saveData: true,
    });
    expect(saving).toContain('<html lang="ta" data-save-data>');
    expect(saving).toContain('href="/manifest/ta.webmanifest"');
  });

  it("read the browser's Save-Data header", () => {
    const asking = (value?: string) =>
      savesData(
        new Request(
          "http://localhost/jobs",
          value === undefined ? {} : { headers: { "save-data": value } },
        ),
      );
    expect(asking("on")).toBe(true);
    expect(asking(" On ")).toBe(true);
    expect(asking("off")).toBe(false);
    expect(asking()).toBe(false);
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
// route table. `npm run test:api` builds it before any test file runs, so no build competes with
// the other test files (once, with the build made here mid-run, /jobs failed to draw); here it is
// made only when this file is run alone and the build is missing or older than the web sources.
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

  /**
   * The web app as app.ts serves it, its GraphQL answered by `answer` (no database); with
   * `cacheTtlMs`, its pages are served again (`changed()` as when this process changes a job).
   */
  function servedWith(
    answer: (body: { query?: string; id?: string }, language: string | null) => unknown,
    options: { cacheTtlMs?: number } = {},
  ) {
    const asked: unknown[] = [];
    const languages: (string | null)[] = [];
    let listener: () => void = () => undefined;
    const renderPage = createServerRenderer(
      webDist,
      async (request) => {
        const body = (await request.json()) as { query?: string; id?: string };
        const language = request.headers.get("accept-language");
        asked.push(body);
        languages.push(language);
        return Response.json(await answer(body, language));
      },
      { cacheTtlMs: options.cacheTtlMs, onJobsChanged: (heard) => (listener = heard) },
    );
    const web = createStaticHandler(webDist, renderPage);
    const get = (pathname: string, method = "GET", headers: Record<string, string> = {}) => {
      const url = new URL(pathname, "http://localhost");
      return web(new Request(url, { method, headers }), url);
    };
    return { get, asked, languages, changed: () => listener() };
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
      "/employer/dashboard/jobs/new",
      // A dashboard's screens to come are its "coming soon" page, not an unknown address.
      "/labour/dashboard/recommended-jobs",
    ]) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
      expect(await response.text()).toContain('<div id="root"></div>');
    }
  });

  it("draw the support contacts and figures of the settings, hand them over, and leave out unset ones", async () => {
    const contacts = {
      supportPhone: "9876543210",
      supportWhatsappUrl: "https://wa.me/919876543210",
      communityUrl: "https://chat.whatsapp.com/AbCdEf",
      figures: [
        { key: "workers", value: 1234, isTarget: false },
        { key: "employers", value: 5000, isTarget: true },
      ],
    };
    const draw = async (settings: unknown) => {
      const renderPage = createServerRenderer(webDist, async () => Response.json({ data: {} }), {
        publicSettings: async () => settings,
      });
      const url = new URL("/", "http://localhost");
      const response = await renderPage(new Request(url), url);
      expect(response?.status).toBe(200);
      return (await response?.text()) ?? "";
    };
    const html = await draw(contacts);
    expect(html).toContain('href="tel:+919876543210"');
    expect(html).toContain("+91 98765 43210");
    expect(html).toContain('href="https://wa.me/919876543210"');
    expect(html).toContain('href="https://chat.whatsapp.com/AbCdEf"');
    expect(html).toContain("1,234");
    expect(html).toContain("Our goal: 5,000");
    expect(html).toContain(`window.__PUBLIC_SETTINGS__=${JSON.stringify(contacts)}`);

    const unset = await draw({
      ...contacts,
      supportPhone: null,
      supportWhatsappUrl: null,
      communityUrl: null,
    });
    expect(unset).not.toContain("tel:");
    expect(unset).not.toContain("wa.me");
    expect(unset).not.toContain("chat.whatsapp.com");
    expect(unset).not.toContain("Call support");
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

  it("answer 500 with the drawn 500 page when a page fails to draw, naming nothing of the error", async () => {
    // The landing page's testimonials as no list: drawing them throws.
    const { get } = servedWith(() => ({ data: { testimonials: "not a list", partnerLogos: [] } }));
    const response = await get("/");
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain("Something went wrong");
    expect(html).toContain('href="/faq"');
    expect(html).not.toMatch(/is not a function|TypeError|at \w+ \(/);
    // No records: the browser draws the page itself rather than take over this one.
    expect(html).not.toContain("__RELAY_RECORDS__");
    expect(response.headers.get("x-page-cache")).not.toBe("hit");
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
    // /help, the name people type, is the help centre at /faq, its search kept.
    const help = await get("/help?q=pay");
    expect(help.status).toBe(308);
    expect(help.headers.get("location")).toBe("/faq?q=pay");
  });

  it("through the app: a Hindi /jobs and job page name the place in Devanagari, as the app will", async () => {
    const employer = await createEmployer(t.db.prisma);
    const job = await createJob(t.db.prisma, employer.id, {
      title: "Plasterer for a Pune site",
      city: "Pune",
      state: "Maharashtra",
      skills: ["mason"],
    });
    const inHindi = (pathname: string) =>
      t.app.fetch(
        new Request(`http://localhost${pathname}`, { headers: { "accept-language": "hi" } }),
      );
    const list = await (await inHindi("/jobs?q=Plasterer")).text();
    expect(list).toContain("Plasterer for a Pune site");
    expect(list).toContain("पुणे, महाराष्ट्र");
    expect(list).toContain("राजमिस्त्री");
    const page = await (await inHindi(`/jobs/${encodeGlobalID("Job", job.id)}`)).text();
    expect(page).toContain("पुणे, महाराष्ट्र");
    // The state picker shows Hindi names and keeps the English ones as its values.
    expect(list).toMatch(/<option value="Maharashtra"[^>]*>महाराष्ट्र<\/option>/);
  });

  it("through the app: /jobs's Load more links the next page, drawn from its cursor with a link back", async () => {
    const employer = await createEmployer(t.db.prisma);
    for (let n = 1; n <= 25; n++) {
      const title = `Tiler number ${String(n).padStart(2, "0")}`;
      await createJob(t.db.prisma, employer.id, { title });
    }
    const get = (pathname: string) => t.app.fetch(new Request(`http://localhost${pathname}`));
    // Its own address: another test's /jobs may still be in the page cache.
    const first = await (await get("/jobs?q=tiler")).text();
    expect(first).toContain("Tiler number 25");
    expect(first).not.toContain("Tiler number 01");
    const next =
      /<a href="(\/jobs\?q=tiler&amp;cursor=[\w-]+)"[^>]*class="button button--ghost load-more__button"/.exec(
        first,
      )?.[1];
    expect(next, "the Load more link").toBeDefined();
    const second = await get((next as string).replace("&amp;", "&"));
    expect(second.status).toBe(200);
    const html = await second.text();
    expect(html).toContain("Tiler number 01");
    expect(html).not.toContain("Tiler number 25");
    expect(html).toMatch(/<a href="\/jobs\?q=tiler"[^>]*>Back to the first jobs<\/a>/);
    // A cursor that is no cursor is dropped, not shown as a failure.
    const odd = await get("/jobs?cursor=%3Cnot%20one%3E");
    expect(odd.status).toBe(302);
    expect(odd.headers.get("location")).toBe("/jobs");
  });

  describe("served again (the page cache)", () => {
    const missing = `/jobs/${jobId}`; // drawn "not found": a page, kept like one
    const source = (response: Response) => response.headers.get(PAGE_CACHE_HEADER);

    it("keeps the language in the key and tells the drawing only that language", async () => {
      const { get, asked, languages } = servedWith(() => ({ data: { job: null } }), {
        cacheTtlMs: 60_000,
      });
      const english = await get(missing, "GET", { "accept-language": "en-IN,en;q=0.9" });
      expect(source(english)).toBe("miss");
      const hindi = await get(missing, "GET", { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" });
      expect(source(hindi), "Hindi is not served the English page").toBe("miss");
      expect(source(await get(missing, "GET", { "accept-language": "hi" }))).toBe("hit");
      expect(source(await get(missing, "GET", { "accept-language": "en" }))).toBe("hit");
      // A language the app does not have is the default one, not a key of its own.
      expect(source(await get(missing, "GET", { "accept-language": "xx, fr;q=0.5" }))).toBe("hit");
      expect(source(await get(missing))).toBe("hit");
      expect(asked).toHaveLength(2);
      expect(languages).toEqual(["en", "hi"]);
    });

    it("keeps a page drawn for Save-Data apart, marks it, and says answers vary by it", async () => {
      const { get, asked } = servedWith(() => ({ data: { job: null } }), { cacheTtlMs: 60_000 });
      const plain = await get(missing);
      expect(source(plain)).toBe("miss");
      expect(plain.headers.get("vary")).toContain("save-data");
      expect(await plain.text()).not.toContain("data-save-data");
      const saving = await get(missing, "GET", { "save-data": "on" });
      expect(source(saving), "a Save-Data page is not the plain one").toBe("miss");
      expect(await saving.text()).toMatch(/<html lang="en" data-save-data/);
      expect(source(await get(missing, "GET", { "save-data": "on" }))).toBe("hit");
      expect(source(await get(missing))).toBe("hit");
      expect(asked).toHaveLength(2);
    });

    it("never keeps a failure: the next visitor gets a fresh drawing", async () => {
      let down = true;
      const { get, asked } = servedWith(
        () => (down ? { data: { job: null }, errors: [unavailable] } : { data: { job: null } }),
        { cacheTtlMs: 60_000 },
      );
      const failed = await get(missing);
      expect(failed.status).toBe(503);
      expect(source(failed)).toBe("miss");
      expect((await get(missing)).status).toBe(503);
      down = false;
      const back = await get(missing);
      expect(back.status).toBe(404);
      expect(source(back)).toBe("miss");
      expect(source(await get(missing))).toBe("hit");
      expect(asked).toHaveLength(3);
    });

    it("draws once for 50 visitors asking at once; the failure it drew goes only to them", async () => {
      let release: () => void = () => undefined;
      const slow = new Promise<void>((resolve) => {
        release = resolve;
      });
      const { get, asked } = servedWith(
        async () => {
          await slow;
          return { data: { job: null }, errors: [unavailable] };
        },
        { cacheTtlMs: 60_000 },
      );
      const visitors = Array.from({ length: 50 }, () => get(missing));
      await new Promise((resolve) => setTimeout(resolve, 50));
      release();
      const answers = await Promise.all(visitors);
      expect(asked).toHaveLength(1);
      expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(503));
      expect(answers.filter((answer) => source(answer) === "shared")).toHaveLength(49);
      await get(missing);
      expect(asked).toHaveLength(2);
    });

    it("forgets its pages when this process changes a job, and after its time to live", async () => {
      const { get, asked, changed } = servedWith(() => ({ data: { job: null } }), {
        cacheTtlMs: 600,
      });
      await get(missing);
      expect(source(await get(missing))).toBe("hit");
      changed();
      expect(source(await get(missing))).toBe("miss");
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(source(await get(missing))).toBe("miss");
      expect(asked).toHaveLength(3);
    });

    it("draws a request with credentials for itself: it neither reads nor fills the cache", async () => {
      const { get, asked } = servedWith(() => ({ data: { job: null } }), { cacheTtlMs: 60_000 });
      const credentials: Record<string, string>[] = [
        { authorization: "Bearer abc" },
        { cookie: "session=abc" },
      ];
      for (const headers of credentials) {
        expect(source(await get(missing, "GET", headers))).toBe("bypass");
      }
      expect(source(await get(missing)), "nothing the signed-in requests drew was kept").toBe(
        "miss",
      );
      expect(source(await get(missing, "GET", { authorization: "Bearer abc" }))).toBe("bypass");
      expect(asked).toHaveLength(4);
    });

    it("serves each visitor their own answer: encodings, HEAD, no cookie", async () => {
      const { get } = servedWith(() => ({ data: { job: null } }), { cacheTtlMs: 60_000 });
      const first = await get(missing);
      const html = await first.text();
      const gzipped = await get(missing, "GET", { "accept-encoding": "gzip, br" });
      expect(source(gzipped)).toBe("hit");
      expect(gzipped.headers.get("content-encoding")).toBe("gzip");
      expect(gzipped.headers.get("vary")).toContain("accept-encoding");
      expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(html);
      const plain = await get(missing);
      expect(plain.headers.get("content-encoding")).toBeNull();
      expect(await plain.text()).toBe(html);
      const head = await get(missing, "HEAD");
      expect(head.status).toBe(404);
      expect(await head.text()).toBe("");
      for (const answer of [first, gzipped, plain, head]) {
        expect(answer.headers.get("set-cookie")).toBeNull();
        expect(answer.headers.get("content-security-policy")).toBe(
          first.headers.get("content-security-policy"),
        );
      }
    });

    it("draws at its own origin, whatever Host a client sends (the key has no host)", async () => {
      const { get } = servedWith(() => ({ data: { job: null } }), { cacheTtlMs: 60_000 });
      const spoofed = await get(`http://evil.example${missing}`);
      expect(source(spoofed)).toBe("miss");
      expect(await spoofed.text()).not.toContain("evil.example");
      expect(source(await get(missing))).toBe("hit");
    });

    it("keeps no redirect and nothing of an address that is no page", async () => {
      const { get } = servedWith(() => ({ data: null }), { cacheTtlMs: 60_000 });
      const redirect = await get("/jobs?utm_source=x");
      expect(redirect.status).toBe(302);
      expect(source(redirect)).toBe("miss");
      expect(source(await get("/jobs?utm_source=x"))).toBe("miss");
      expect(source(await get("/no-such-page"))).toBe("off");
    });

    it("through the app: a second visitor is served from the cache; a job's changes show at once", async () => {
      const { user, token } = await signedInEmployer(t);
      const row = await createJob(t.db.prisma, user.id, { title: "Carpenter for school benches" });
      const page = `/jobs/${encodeGlobalID("Job", row.id)}`;
      const get = (pathname: string, headers: Record<string, string> = {}) =>
        t.app.fetch(new Request(`http://localhost${pathname}`, { headers }));
      const mutate = async (query: string, variables: Record<string, unknown>) => {
        const { body } = await t.graphql(query, variables, { token, headers: csrfHeaders(t) });
        expect(body.errors).toBeUndefined();
        return body.data as Record<string, { __typename: string; job?: { id: string } }>;
      };
      t.services.jobChanges.announce(); // pages earlier tests left
      const first = await get(page);
      expect(source(first)).toBe("miss");
      expect(await first.text()).toContain("Carpenter for school benches");
      expect(source(await get("/jobs"))).toBe("miss");

      // Changed behind the app's back (no announcement): the kept page is what is served.
      await t.db.prisma.job.update({ where: { id: row.id }, data: { title: "Quietly renamed" } });
      const second = await get(page);
      expect(source(second)).toBe("hit");
      expect(await second.text()).toContain("Carpenter for school benches");
      // Each answer still has its own request id; nothing else of a request is in it.
      expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
      expect(second.headers.get("set-cookie")).toBeNull();

      // An edit through the API shows on the next request, on the job's page and in the list.
      await mutate(
        `mutation ($id: ID!, $input: JobInput!) { updateJob(id: $id, input: $input) { __typename } }`,
        {
          id: encodeGlobalID("Job", row.id),
          input: {
            title: "Carpenter for library shelves",
            description: "Build and fit teak shelves in the school library.",
            jobType: "CONTRACT",
            positions: 2,
            state: "Maharashtra",
            city: "Pune",
            skills: ["carpentry"],
            salaryAmount: 900,
            salaryPeriod: "PER_DAY",
          },
        },
      );
      const edited = await get(page);
      expect(source(edited)).toBe("miss");
      expect(await edited.text()).toContain("Carpenter for library shelves");
      expect(await (await get("/jobs")).text()).toContain("Carpenter for library shelves");

      // Closed: its page says not found and the list no longer has it.
      await mutate(
        `mutation ($id: ID!) { setJobStatus(id: $id, status: INACTIVE) { __typename } }`,
        {
          id: encodeGlobalID("Job", row.id),
        },
      );
      expect((await get(page)).status).toBe(404);
      expect(await (await get("/jobs")).text()).not.toContain("Carpenter for library shelves");

      // A new job is in the list at once.
      await mutate(`mutation ($input: JobInput!) { createJob(input: $input) { __typename } }`, {
        input: {
          title: "Painter for a new clinic",
          description: "Two coats on the walls of a new clinic.",
          jobType: "DAILY_WAGE",
          positions: 1,
          state: "Maharashtra",
          city: "Pune",
          skills: ["painting"],
          salaryAmount: 700,
          salaryPeriod: "PER_DAY",
        },
      });
      const list = await get("/jobs");
      expect(source(list)).toBe("miss");
      expect(await list.text()).toContain("Painter for a new clinic");

      // A signed-in user's request is drawn for itself and leaves the visitors' page alone.
      expect(source(await get("/jobs", { authorization: `Bearer ${token}` }))).toBe("bypass");
      expect(source(await get("/jobs"))).toBe("hit");
    });
  });
});
