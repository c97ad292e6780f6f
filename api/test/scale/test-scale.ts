import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes, randomInt } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { Redis } from "ioredis";
import pg from "pg";
import { leaksIn } from "../../../e2e/support/log-secrets.js";
import { REDIS_PREFIX } from "../../src/auth/rate-limit.js";
import {
  ADMIN_LOGIN_DEFAULTS,
  OTP_DEFAULTS,
  PAGE_CACHE_TTL_MS_DEFAULT,
} from "../../src/constants.js";
import { PAGE_CACHE_HEADER } from "../../src/http/ssr/render.js";
import { type Answer, type CallOptions, call, openEventStream, startProxy } from "./http.js";

// `npm run test:scale` (docs/operations.md, "Several instances, proven"): three built api
// instances, started at the same moment on one fresh database of the machine's PostgreSQL
// (DATABASE_URL's server; by default postgresql://postgres@127.0.0.1:5432), behind a
// round-robin proxy, walked through the proxy and each instance directly:
//
//   1. migrations applied by the three starting together run once;
//   2. sign in on one, act on another, sign out on a third: every event stream, on every
//      instance and through the proxy, ends;
//   3. a job posted through one appears on another's server-drawn /jobs within the page
//      cache's promise (PAGE_CACHE_TTL_MS);
//   4. its job alert is sent once, not three times (the queue in PostgreSQL);
//   5. the OTP and admin sign-in limits hold across instances, with Redis (REDIS_URL,
//      127.0.0.1:6379 unless SCALE_REDIS_URL says otherwise), then again with the three
//      restarted on the same database without Redis (the limiter in PostgreSQL), when the
//      migrations, already applied, run no more;
//   6. no instance's log holds a session token, phone number or one-time password of the walk.
//
// Every check prints one line; the last line counts them. Stops at the first failure, leaving
// the instances' logs in the run's folder, whose path it prints.

const ROOT = path.resolve(import.meta.dirname, "../../..");
const PG_SERVER = serverOf(process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432");
const REDIS_URL = process.env.SCALE_REDIS_URL ?? "redis://127.0.0.1:6379";
const NAMES = ["A", "B", "C"] as const;
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 20_000;
/** How long a live change (a notification, a session's end) may take to reach another instance. */
const LIVE_WITHIN_MS = 10_000;
/** Which answers were drawn by the server (hit, miss, shared), not the plain app shell. */
const PAGE_CACHE = PAGE_CACHE_HEADER;
/** How long a busy machine may take to draw a page within the render timeout at all. */
const DRAWN_WITHIN_MS = 60_000;
/** The page cache's promise: no drawn page without a posted job this long after the post. */
const PAGE_PROMISE_MS = PAGE_CACHE_TTL_MS_DEFAULT;
/** OTP sends one client address may make per hour in this run (OTP_MAX_PER_IP_PER_HOUR). */
const OTP_PER_ADDRESS = 4;
const EVENTS = `subscription { notificationEvents { kind notification { id title } } }`;

// ------------------------------------------------------------------ checks and their count

let passed = 0;

function check(condition: unknown, what: string, detail?: unknown): void {
  if (!condition) {
    const more = detail === undefined ? "" : `: ${JSON.stringify(detail)}`;
    throw new Error(`FAILED: ${what}${more}`);
  }
  passed += 1;
  console.log(`  ok  ${what}`);
}

function section(title: string): void {
  console.log(`\n== ${title}`);
}

async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (true) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`FAILED: ${what} (not within ${timeoutMs} ms)`);
    await sleep(100);
  }
}

// ------------------------------------------------------------------ the run's surroundings

function serverOf(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = "";
  parsed.search = "";
  return parsed.toString().replace(/\/$/, "");
}

const RUN = randomBytes(3).toString("hex");
const RUN_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "kaamsetu-scale-"));
const DATABASE = `kaamsetu_scale_${process.pid}_${RUN}`;
const DATABASE_URL = `${PG_SERVER}/${DATABASE}`;
const SECRET_KEY = randomBytes(32).toString("hex");

/** This run's own loopback addresses, one per person: 127.<run>.<run>.<n>. */
const NET = `127.${randomInt(1, 255)}.${randomInt(1, 255)}`;
let nextHost = 1;
const newAddress = () => `${NET}.${nextHost++}`;

const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join("");
const letters = (count: number) =>
  Array.from({ length: count }, () => String.fromCharCode(65 + randomInt(26))).join("");
/** A mobile number nobody has: 93 and eight random digits. */
const freshPhone = () => `93${digits(8)}`;

/** What the walk hands out, which no log may hold. */
const secrets = {
  tokens: new Set<string>(),
  phones: new Set<string>(),
  codes: new Set<string>(),
  passwords: new Set<string>(),
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

// ------------------------------------------------------------------ the instances

/** The calling shell's settings that would change what the walk checks: left out. */
const CALLERS_SETTINGS =
  /^(REDIS_URL|METRICS_|OTEL_|SMS_|OTP_|ADMIN_LOGIN_|EMBEDDED_PG|PAGE_CACHE|JOB_ALERTS|QUEUE_|SESSION_|GRAPHQL_)/;

/** Every instance started, for the stop at the end whatever happened. */
const running: Instance[] = [];

interface Instance {
  name: string;
  url: string;
  logFile: string;
  outbox: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

/** Starts the built server (api/dist/main.js) as `npm start` runs it, on the shared database. */
async function startInstance(name: string, generation: string, redis: boolean): Promise<Instance> {
  const port = await freePort();
  const dir = path.join(RUN_DIR, `${generation}-${name}`);
  fs.mkdirSync(dir, { recursive: true });
  const logFile = path.join(dir, "server.log");
  const outbox = path.join(dir, "sms-outbox.jsonl");
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) if (CALLERS_SETTINGS.test(key)) delete env[key];
  Object.assign(env, {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATABASE_URL,
    DATA_DIR: dir,
    SECRET_KEY,
    // Behind the proxy, as compose runs them behind nginx (X-Forwarded-For).
    TRUST_PROXY: "true",
    SEED_ON_EMPTY: "false",
    DB_POOL_SIZE: "4",
    // One process each: the instances are the point here, not a process's workers.
    WEB_CONCURRENCY: "1",
    // Codes to the outbox only (not echoed into the log, which is searched for them).
    SMS_PROVIDER: "log",
    SMS_LOG_IN_PRODUCTION: "true",
    SMS_LOG_ECHO: "false",
    SMS_OUTBOX_FILE: outbox,
    OTP_MAX_PER_IP_PER_HOUR: String(OTP_PER_ADDRESS),
    // The queue's "Completed task" lines are debug lines: they count the job alerts' runs.
    LOG_LEVEL: "debug",
    NO_COLOR: "1",
    ...(redis ? { REDIS_URL } : {}),
  });
  const log = fs.openSync(logFile, "w");
  const child = spawn(process.execPath, [path.join(ROOT, "api/dist/main.js")], {
    cwd: ROOT,
    env,
    stdio: ["ignore", log, log],
  });
  fs.closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { name, url: `http://127.0.0.1:${port}`, logFile, outbox, child, exited };
}

async function waitReady(instance: Instance): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null) {
      throw new Error(`instance ${instance.name} exited before it was ready; ${tail(instance)}`);
    }
    const answer = await call(instance.url, "GET", "/readyz", {
      from: "127.0.0.1",
      timeoutMs: 5000,
    }).catch(() => null);
    if (answer?.status === 200) return;
    await sleep(200);
  }
  throw new Error(`instance ${instance.name} was not ready in time; ${tail(instance)}`);
}

function tail(instance: Instance, lines = 30): string {
  const text = fs.existsSync(instance.logFile) ? fs.readFileSync(instance.logFile, "utf8") : "";
  return `end of ${instance.logFile}:\n${text.trimEnd().split("\n").slice(-lines).join("\n")}`;
}

/** SIGTERM, as a process manager sends it; true when it exited 0 within the grace period. */
async function stopInstance(instance: Instance): Promise<boolean> {
  if (instance.child.exitCode !== null) return instance.child.exitCode === 0;
  instance.child.kill("SIGTERM");
  const code = await Promise.race([instance.exited, sleep(STOP_TIMEOUT_MS).then(() => "late")]);
  if (code === "late") {
    instance.child.kill("SIGKILL");
    await instance.exited;
    return false;
  }
  return code === 0;
}

interface LogLine {
  msg?: string;
  level?: string;
  [field: string]: unknown;
}

function logLines(instance: Instance): LogLine[] {
  return fs
    .readFileSync(instance.logFile, "utf8")
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
}

/** The newest code texted to `phone` by any instance, after `before` earlier ones. */
async function codeFor(instances: Instance[], phone: string, before: number): Promise<string> {
  return waitFor(
    `a code for ${phone.slice(0, 2)}… in an outbox`,
    async () => {
      const sent = sentTo(instances, phone);
      if (sent.length <= before) return null;
      const code = /\b(\d{6})\b/.exec(sent.at(-1) ?? "")?.[1] ?? null;
      if (code) secrets.codes.add(code);
      return code;
    },
    5000,
  );
}

function sentTo(instances: Instance[], phone: string): string[] {
  return instances.flatMap((instance) =>
    fs.existsSync(instance.outbox)
      ? fs
          .readFileSync(instance.outbox, "utf8")
          .split("\n")
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { to: string; text: string; sent_at: string })
          .filter((entry) => entry.to === phone)
          .sort((a, b) => a.sent_at.localeCompare(b.sent_at))
          .map((entry) => entry.text)
      : [],
  );
}

// ------------------------------------------------------------------ the people of the walk

const rest = (base: string, method: string, route: string, options: CallOptions) =>
  call(base, method, `/api/v1${route}`, options);

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function csrf(base: string, from: string): Promise<string> {
  const answer = await call(base, "GET", "/api/csrf-token", { from });
  const token = answer.json?.csrf_token;
  if (typeof token !== "string") throw new Error(`no CSRF token from ${base}: ${answer.status}`);
  return token;
}

function ok(answer: Answer, what: string): Record<string, unknown> {
  if (answer.status >= 300) throw new Error(`${what} answered ${answer.status}: ${answer.text}`);
  return answer.json ?? {};
}

/** Registers `phone` through `base` (send-otp, the code from the outbox, verify, register). */
async function register(
  instances: Instance[],
  base: string,
  from: string,
  kind: "labour" | "employer",
  phone: string,
): Promise<string> {
  secrets.phones.add(phone);
  const before = sentTo(instances, phone).length;
  ok(
    await rest(base, "POST", "/auth/send-otp/", {
      from,
      body: { phone_number: phone, for_registration: true },
    }),
    "send-otp",
  );
  const otp = await codeFor(instances, phone, before);
  const verified = ok(
    await rest(base, "POST", "/auth/verify-otp/", { from, body: { phone_number: phone, otp } }),
    "verify-otp",
  );
  const registrationToken = String(verified.access_token);
  secrets.tokens.add(registrationToken);
  const common = { first_name: "Scale", last_name: "Test", phone_number: phone };
  const fields =
    kind === "labour"
      ? { ...common, identity_type: "voter_id", identity_number: `${letters(3)}${digits(7)}` }
      : {
          ...common,
          email: `scale.${phone}@example.in`,
          address: "4 Station Road, Pune",
          identity_type: "pan",
          identity_number: `${letters(3)}P${letters(1)}${digits(4)}${letters(1)}`,
          state: "Maharashtra",
          city: "Pune",
          company_name: "Scale Builders",
        };
  const registered = ok(
    await rest(base, "POST", `/auth/register/${kind}/`, {
      from,
      body: fields,
      headers: bearer(registrationToken),
    }),
    `register ${kind}`,
  );
  const token = String(registered.access_token);
  secrets.tokens.add(token);
  return token;
}

// ------------------------------------------------------------------ the walk's parts

const migrationNames = () =>
  fs
    .readdirSync(path.join(ROOT, "prisma/migrations"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

async function startAll(generation: string, redis: boolean): Promise<Instance[]> {
  // All three at the same moment: they meet at the migrations' advisory lock.
  const instances = await Promise.all(NAMES.map((name) => startInstance(name, generation, redis)));
  running.push(...instances);
  const started = performance.now();
  await Promise.all(instances.map(waitReady));
  console.log(
    `  (${instances.map((i) => `${i.name} ${i.url}`).join(", ")}; all ready in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  return instances;
}

async function checkMigrations(db: pg.Client, instances: Instance[], expectApplied: boolean) {
  const names = migrationNames();
  const applied = instances.map((instance) =>
    logLines(instance)
      .map((line) => /^applied migration (\S+)$/.exec(line.msg ?? "")?.[1])
      .filter((name): name is string => Boolean(name)),
  );
  const all = applied.flat();
  console.log(
    `  (applied by ${instances.map((instance, i) => `${instance.name}: ${applied[i]?.length}`).join(", ")} of ${names.length})`,
  );
  if (expectApplied) {
    check(
      all.length === names.length && new Set(all).size === names.length,
      `the ${names.length} migrations were applied once in all, none by two instances`,
      { applied: all.length },
    );
  } else {
    check(all.length === 0, "restarted on the migrated database, no instance applied any again");
  }
  const { rows } = await db.query<{ rows: string; names: string; unfinished: string }>(
    `SELECT count(*) AS rows, count(DISTINCT migration_name) AS names,
            count(*) FILTER (WHERE finished_at IS NULL OR rolled_back_at IS NOT NULL) AS unfinished
     FROM _prisma_migrations`,
  );
  const row = rows[0];
  check(
    Number(row?.rows) === names.length &&
      Number(row?.names) === names.length &&
      Number(row?.unfinished) === 0,
    `_prisma_migrations has one finished row per migration (${names.length})`,
    row,
  );
}

async function signInActSignOut(instances: Instance[], proxy: string, db: pg.Client) {
  const [a, b, c] = instances as [Instance, Instance, Instance];
  const worker = newAddress();
  const employer = newAddress();

  section("sign in on A, act on B, sign out on C");
  const workerPhone = freshPhone();
  const workerToken = await register(instances, a.url, worker, "labour", workerPhone);
  check(workerToken.length > 20, "a worker registered and signed in on A (code from A's outbox)");
  // Acts on B, with a CSRF token C issued (stateless: any instance checks another's).
  const profile = await rest(b.url, "PUT", "/labour/profile/", {
    from: worker,
    headers: { ...bearer(workerToken), "x-csrf-token": await csrf(c.url, worker) },
    body: { skills: "Welder", state: "Maharashtra", city: "Pune" },
  });
  check(
    profile.status === 200,
    "the worker's profile was saved on B (A's session, C's CSRF token)",
    {
      status: profile.status,
    },
  );
  // The bell's stream on every instance directly and one through the proxy.
  const streams = await Promise.all([
    ...instances.map((instance) => openEventStream(instance.url, workerToken, EVENTS, worker)),
    openEventStream(proxy, workerToken, EVENTS, worker),
  ]);
  await waitFor(
    "every stream opens with its RESYNC",
    async () => streams.every((stream) => stream.events.length > 0),
    LIVE_WITHIN_MS,
  );
  check(true, "event streams open on A, B, C and through the proxy, each with its first event");

  section("a job posted through C: on B's server-drawn /jobs in time, its alert sent once");
  const employerPhone = freshPhone();
  const employerToken = await register(instances, proxy, employer, "employer", employerPhone);
  check(employerToken.length > 20, "an employer registered through the proxy");
  // B draws /jobs and keeps it: the page the next visitor would get from its cache. (A page
  // whose drawing outlasts the render timeout goes out as the plain app shell, which is neither
  // drawn nor kept: on a busy machine it may take a few tries.)
  const cached = await waitFor(
    "B serving /jobs from its page cache",
    async () => {
      const page = await call(b.url, "GET", "/jobs", { from: employer });
      return page.headers[PAGE_CACHE] === "hit" ? page : null;
    },
    DRAWN_WITHIN_MS,
  );
  check(cached.status === 200, "B drew /jobs and serves it from its page cache");
  const title = `Welder for gate grills ${RUN}`;
  const posted = await rest(c.url, "POST", "/jobs/", {
    from: employer,
    headers: { ...bearer(employerToken), "x-csrf-token": await csrf(a.url, employer) },
    body: {
      title,
      description: "Welding iron gate grills at a new house; machine and rods provided.",
      state: "Maharashtra",
      city: "Pune",
      job_type: "daily_wage",
      positions: 1,
      salary_amount: 1200,
      salary_period: "per_day",
      skills: ["Welding"],
    },
  });
  const postedAt = performance.now();
  check(posted.status === 201, "the employer posted a job on C", { status: posted.status });
  // How long B kept serving a page without it, by when each visitor's request was sent
  // (drawing the new page may take longer on a busy machine: that is not the cache's doing).
  let stale = 0;
  const seenAfter = await waitFor(
    "the job on B's server-drawn /jobs",
    async () => {
      const asked = performance.now() - postedAt;
      const page = await call(b.url, "GET", "/jobs", { from: employer });
      if (!page.headers[PAGE_CACHE]) return null; // the plain shell: nothing drawn
      if (page.text.includes(title)) return Math.max(asked, 1);
      stale = Math.max(stale, asked);
      return null;
    },
    DRAWN_WITHIN_MS,
  );
  check(
    stale <= PAGE_PROMISE_MS,
    `B's server-drawn /jobs showed it to a visitor asking ${(seenAfter / 1000).toFixed(2)} s after the post (${stale ? `the last without it: ${(stale / 1000).toFixed(2)} s` : "none without it"}; promise: ${PAGE_PROMISE_MS / 1000} s)`,
  );
  const drawn = (base: string) =>
    waitFor(
      `a server-drawn /jobs from ${base}`,
      async () => {
        const page = await call(base, "GET", "/jobs", { from: employer });
        return page.headers[PAGE_CACHE] ? page : null;
      },
      DRAWN_WITHIN_MS,
    );
  const others = await Promise.all([drawn(a.url), drawn(c.url), drawn(proxy)]);
  check(
    others.every((page) => page.text.includes(title)),
    "A's and C's server-drawn /jobs show it, and so does the proxy's",
  );

  // The alert: one job_match, sent by one run of one task on one of the three.
  const created = (stream: { events: Record<string, unknown>[] }) =>
    stream.events.filter((event) => {
      const data = event.data as { notificationEvents?: { kind?: string } } | undefined;
      return data?.notificationEvents?.kind === "CREATED";
    }).length;
  await waitFor(
    "the job alert on every open stream",
    async () => streams.every((stream) => created(stream) >= 1),
    LIVE_WITHIN_MS + 20_000,
  );
  // Time for a second or third run, had there been one, to show.
  await sleep(3000);
  check(
    streams.every((stream) => created(stream) === 1),
    "each open stream (A, B, C, proxy) heard of exactly one new notification",
    streams.map(created),
  );
  const list = ok(
    await rest(proxy, "GET", "/notifications/labour/notifications/", {
      from: worker,
      headers: bearer(workerToken),
    }),
    "notifications",
  );
  const matches = ((list.items ?? []) as { notification_type?: string }[]).filter(
    (item) => item.notification_type === "job_match",
  );
  check(matches.length === 1, "the worker has one job_match notification, not three", {
    matches: matches.length,
  });
  const runs = instances.map(
    (instance) =>
      logLines(instance).filter((line) =>
        /^queue: Completed task \d+ \(job-alerts\b/.test(line.msg ?? ""),
      ).length,
  );
  check(
    runs.reduce((sum, n) => sum + n, 0) === 1,
    `the job-alerts task ran once in all (${NAMES.map((n, i) => `${n}: ${runs[i]}`).join(", ")})`,
  );
  const { rows: queued } = await db.query<{ n: string }>(
    "SELECT count(*) AS n FROM graphile_worker.jobs WHERE task_identifier = 'job-alerts'",
  );
  check(Number(queued[0]?.n) === 0, "no job-alerts task is left in the queue");

  section("sign out on C: every stream ends");
  const out = await rest(c.url, "POST", "/auth/logout/", {
    from: worker,
    headers: bearer(workerToken),
  });
  check(out.status === 204, "the worker signed out on C", { status: out.status });
  const ended = await Promise.race([
    Promise.all(streams.map((stream) => stream.ended)).then(() => true),
    sleep(LIVE_WITHIN_MS).then(() => false),
  ]);
  check(
    ended,
    `the streams on A, B, C and through the proxy all ended within ${LIVE_WITHIN_MS / 1000} s`,
    streams.map((stream) => stream.isEnded),
  );
  for (const stream of streams) stream.close();
  const refused = await Promise.all(
    instances.map((instance) =>
      rest(instance.url, "GET", "/notifications/labour/notifications/", {
        from: worker,
        headers: bearer(workerToken),
      }),
    ),
  );
  check(
    refused.every((answer) => answer.status === 401),
    "the signed-out token is refused on A, B and C",
    refused.map((answer) => answer.status),
  );
}

interface Admin {
  username: string;
  password: string;
}

async function createAdmin(proxy: string): Promise<Admin> {
  const from = newAddress();
  const admin = { username: `scale_${RUN}`, password: randomBytes(12).toString("hex") };
  secrets.passwords.add(admin.password);
  const created = await rest(proxy, "POST", "/admin/create-first-admin/", {
    from,
    headers: { "x-csrf-token": await csrf(proxy, from) },
    body: {
      username: admin.username,
      email: `${admin.username}@example.in`,
      full_name: "Scale Test",
      password: admin.password,
    },
  });
  check(created.status === 201, "the first admin was created through the proxy", {
    status: created.status,
  });
  return admin;
}

async function adminLogin(base: string, from: string, admin: Admin, password: string) {
  const answer = await rest(base, "POST", "/admin/login/", {
    from,
    headers: { "x-csrf-token": await csrf(base, from) },
    form: { username: admin.username, password },
  });
  const token = answer.json?.access_token;
  if (typeof token === "string") secrets.tokens.add(token);
  return answer.status;
}

/** The OTP and admin sign-in limits, counted on one instance and holding on the others. */
async function limits(instances: Instance[], admin: Admin, limiter: string) {
  const [a, b, c] = instances as [Instance, Instance, Instance];

  section(`limits across instances (${limiter})`);
  // One code per OTP_RESEND_SECONDS per phone: sent on A, refused on B and C.
  const phone = freshPhone();
  secrets.phones.add(phone);
  const resendFrom = newAddress();
  const sendOtp = (instance: Instance, number: string, from: string) =>
    rest(instance.url, "POST", "/auth/send-otp/", {
      from,
      body: { phone_number: number, for_registration: true },
    });
  const first = await sendOtp(a, phone, resendFrom);
  const second = await sendOtp(b, phone, resendFrom);
  const third = await sendOtp(c, phone, resendFrom);
  check(
    first.status === 200 && second.status === 429 && third.status === 429,
    `a code sent on A; another for that phone refused on B and C within ${OTP_DEFAULTS.resendSeconds} s`,
    [first.status, second.status, third.status],
  );
  await codeFor(instances, phone, 0);

  // OTP_MAX_PER_IP_PER_HOUR codes per client address, whichever instance sends them.
  const from = newAddress();
  const statuses: number[] = [];
  for (let i = 0; i <= OTP_PER_ADDRESS; i++) {
    const number = freshPhone();
    secrets.phones.add(number);
    const answer = await sendOtp(instances[i % 3] as Instance, number, from);
    statuses.push(answer.status);
    if (answer.status === 200) await codeFor(instances, number, 0);
  }
  check(
    statuses.slice(0, OTP_PER_ADDRESS).every((status) => status === 200) &&
      statuses[OTP_PER_ADDRESS] === 429,
    `${OTP_PER_ADDRESS} codes for one address spread over A, B, C; the next refused`,
    statuses,
  );

  // Admin sign-in: failures counted per username on every instance; then even the right
  // password is refused until the window ends.
  const adminFrom = newAddress();
  check(
    (await adminLogin(c.url, adminFrom, admin, admin.password)) === 200,
    "the admin signs in on C with the right password",
  );
  const failures: number[] = [];
  for (let i = 0; i < ADMIN_LOGIN_DEFAULTS.maxPerUsername; i++) {
    failures.push(await adminLogin((instances[i % 3] as Instance).url, adminFrom, admin, "wrong"));
  }
  const locked = await Promise.all(
    instances.map((instance) => adminLogin(instance.url, adminFrom, admin, admin.password)),
  );
  check(
    failures.every((status) => status === 401) && locked.every((status) => status === 429),
    `${ADMIN_LOGIN_DEFAULTS.maxPerUsername} wrong passwords spread over A, B, C; then the right one is refused on all three`,
    { failures, locked },
  );
}

/** Where each part's counters went: Redis in the first, PostgreSQL in the second. */
async function countersIn(db: pg.Client, redis: Redis | null, admin: Admin, where: string) {
  const key = `admin-login:user:${admin.username}`;
  const { rows } = await db.query<{ n: string }>(
    "SELECT count(*) AS n FROM rate_limit_buckets WHERE key = $1",
    [key],
  );
  const inRedis = redis ? await redis.exists(`${REDIS_PREFIX}${key}`) : 0;
  if (where === "redis") {
    check(
      inRedis === 1 && Number(rows[0]?.n) === 0,
      "the counters were in Redis, none in PostgreSQL",
    );
  } else {
    check(Number(rows[0]?.n) === 1, "the counters were in PostgreSQL (rate_limit_buckets)");
  }
}

/** No instance's log holds a token, phone number, code or password of the walk. */
function checkLogs(instances: Instance[], label: string) {
  const tokenHashes = new Set(
    [...secrets.tokens].map((token) => createHash("sha256").update(token).digest("hex")),
  );
  const search = { tokenHashes, phones: secrets.phones, codes: secrets.codes };
  const hits: string[] = [];
  for (const instance of instances) {
    const text = fs.readFileSync(instance.logFile, "utf8");
    hits.push(...leaksIn(text, search, `${instance.name}'s log`));
    for (const password of secrets.passwords) {
      if (text.includes(password)) hits.push(`${instance.name}'s log: the admin's password`);
    }
  }
  check(
    hits.length === 0,
    `the ${label}'s logs hold none of the walk's ${secrets.tokens.size} tokens, ${secrets.phones.size} phone numbers, ${secrets.codes.size} codes and its password`,
    hits,
  );
}

// ------------------------------------------------------------------ the run

async function main(): Promise<void> {
  const started = performance.now();
  section("build (when stale)");
  const build = spawnSync(
    process.execPath,
    [path.join(ROOT, "scripts/build-if-stale.mjs"), "web", "api"],
    {
      cwd: ROOT,
      stdio: "inherit",
    },
  );
  if (build.status !== 0) throw new Error("the build failed");

  const server = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  await server.connect();
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  let db: pg.Client | null = null;
  let proxy: Awaited<ReturnType<typeof startProxy>> | null = null;
  let failed = true;
  try {
    const version = await server.query<{ v: string }>(
      "SELECT current_setting('server_version') AS v",
    );
    await server.query(`CREATE DATABASE ${DATABASE}`);
    console.log(`database ${DATABASE} on PostgreSQL ${version.rows[0]?.v}; run folder ${RUN_DIR}`);
    await redis.connect();
    console.log(`Redis ${REDIS_URL}: ${await redis.ping()}`);

    section("three instances with Redis start together on the empty database");
    let instances = await startAll("redis", true);
    db = new pg.Client({ connectionString: DATABASE_URL });
    await db.connect();
    await checkMigrations(db, instances, true);
    proxy = await startProxy(instances.map((instance) => instance.url));
    console.log(`  (proxy ${proxy.url})`);

    await signInActSignOut(instances, proxy.url, db);
    const admin = await createAdmin(proxy.url);
    await limits(instances, admin, "Redis");
    await countersIn(db, redis, admin, "redis");
    check(
      proxy.hits.every((hits) => hits > 0),
      `the proxy sent requests to each instance (${proxy.hits.join(", ")})`,
    );
    await proxy.close();
    proxy = null;
    const stopped = await Promise.all(instances.map(stopInstance));
    check(stopped.every(Boolean), "the three stopped on SIGTERM, each exiting 0");
    checkLogs(instances, "Redis part");

    section("the three again, without Redis (the limiter in PostgreSQL), on the same database");
    instances = await startAll("postgres", false);
    await checkMigrations(db, instances, false);
    await limits(instances, admin, "PostgreSQL");
    await countersIn(db, null, admin, "postgres");
    const stoppedAgain = await Promise.all(instances.map(stopInstance));
    check(stoppedAgain.every(Boolean), "the three stopped on SIGTERM, each exiting 0");
    checkLogs(instances, "PostgreSQL part");
    failed = false;
  } finally {
    await proxy?.close();
    await Promise.all(running.map(stopInstance));
    await db?.end().catch(() => undefined);
    await server.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`).catch(() => undefined);
    await server.end();
    redis.disconnect();
    if (failed) {
      for (const instance of running) console.error(`\n${tail(instance, 15)}`);
      console.error(`\nthe instances' logs and outboxes are kept in ${RUN_DIR}`);
    } else {
      fs.rmSync(RUN_DIR, { recursive: true, force: true });
    }
    console.log(`\n(${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
}

main().then(
  () => {
    console.log(`test:scale: ${passed} passed, 0 failed`);
  },
  (error: unknown) => {
    console.error(`\n${error instanceof Error ? error.message : String(error)}`);
    console.log(`test:scale: ${passed} passed, 1 failed`);
    process.exitCode = 1;
  },
);
