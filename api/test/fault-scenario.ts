import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createApp } from "../src/app.js";
import { issueCsrfToken } from "../src/auth/csrf.js";
import { startUserSession } from "../src/auth/session.js";
import { loadConfig } from "../src/config.js";
import type { AppServices } from "../src/context.js";
import { type Database, openDatabase } from "../src/db/connect.js";
import { createPrisma, type PrismaClient } from "../src/db/prisma.js";
import { encodeGlobalID } from "../src/graphql/global-id.js";
import { setLogLevel } from "../src/log.js";
import { REST_BASE } from "../src/rest/gateway.js";
import { createServices } from "../src/services.js";
import { checkedApp, listen, TEST_SECRET } from "./app.js";
import { type EventStream, readEventStream } from "./event-stream.js";
import { createEmployer, createJob, createWorker as createWorkerRow } from "./fixtures.js";
import { type StoppablePostgres, startStoppablePostgres } from "./stoppable-postgres.js";
import { type Answer, type Sent, sendRequest, startTrickle } from "./trickle.js";

// The fault test's world and its run (fault.test.ts checks what was recorded): the app on a
// PostgreSQL of its own, built as main.ts builds it (openDatabase's pool, createServices,
// createApp, the live listener started) and listening on a port; an employer with a job and
// workers with sessions; then a trickle of requests while the database is crashed, left down and
// started again. Just before the crash a few applications are caught mid-transaction: their
// rows are written and they wait on the notifications table, which the test holds locked.

const DATABASE = "kaamsetu_fault";
const TRICKLE_EVERY_MS = 500;
const HEALTHY_MS = 1_500;
const DOWN_MS = 4_000;
/** Far beyond what any check allows: a request still open then is recorded as hung. */
const GIVE_UP_MS = 15_000;
/** Workers for the trickle's applications, one each; more than it can use up. */
const TRICKLE_WORKERS = 60;
/** Applications the crash interrupts mid-transaction. */
const INTERRUPTED = 3;
const BLOCKED_WITHIN_MS = 5_000;
const POLL_MS = 50;
const EVENTS = "subscription { notificationEvents { kind unreadCount } }";
const JOB_QUERY = "query ($id: ID!) { job(id: $id) { id title } }";

export interface LiveEvent {
  kind: string;
  unreadCount: number;
}

export interface FaultTimes {
  crashedAt: number;
  downAt: number;
  restartingAt: number;
  restartedAt: number;
}

export interface Worker {
  id: number;
  token: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const json = (headers: Record<string, string> = {}) => ({
  "content-type": "application/json",
  ...headers,
});

/** The world, or nothing left running when building it fails. */
export async function createFaultWorld() {
  const postgres = await startStoppablePostgres();
  try {
    return await buildWorld(postgres);
  } catch (error) {
    await postgres.close();
    throw error;
  }
}

async function buildWorld(postgres: StoppablePostgres) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "kaamsetu-fault-app-"));
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "error",
    DATA_DIR: dataDir,
    DATABASE_URL: postgres.urlFor(DATABASE),
  });
  setLogLevel(config.logLevel);
  const database: Database = await openDatabase(config, { quiet: true });
  const prisma: PrismaClient = createPrisma(database.pool);
  const services: AppServices = createServices({
    config,
    pool: database.pool,
    prisma,
    secretKey: TEST_SECRET,
  });
  const app = checkedApp(createApp(services));
  services.live.start();
  const server = await listen(app);

  const signIn = (userId: number) =>
    startUserSession(prisma, services, userId, { userAgent: "fault-test", ipAddress: "127.0.0.1" });

  async function createWorker(): Promise<Worker> {
    const user = await createWorkerRow(prisma);
    return { id: user.id, token: await signIn(user.id) };
  }

  const employerRow = await createEmployer(prisma);
  const employer = { id: employerRow.id, token: await signIn(employerRow.id) };
  const jobId = (await createJob(prisma, employer.id, { positions: 100 })).id;

  function applyRequest(worker: Worker): Sent {
    return {
      url: `${server.baseUrl}${REST_BASE}/jobs/${encodeGlobalID("Job", jobId)}/apply/`,
      init: {
        method: "POST",
        headers: json({
          authorization: `Bearer ${worker.token}`,
          "x-csrf-token": issueCsrfToken(TEST_SECRET, config.csrfTokenTtlSeconds),
        }),
        body: JSON.stringify({ cover_note: "I can start tomorrow." }),
      },
      tag: worker.id,
    };
  }

  async function openStream(
    token: string,
  ): Promise<EventStream<{ data?: { notificationEvents?: LiveEvent } }>> {
    const response = await fetch(`${server.baseUrl}/graphql`, {
      method: "POST",
      headers: json({ accept: "text/event-stream", authorization: `Bearer ${token}` }),
      body: JSON.stringify({ query: EVENTS }),
    });
    return readEventStream(response);
  }

  /** A session of the test's own that locks the notifications table, as a long writer would. */
  async function holdNotifications(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: postgres.urlFor(DATABASE) });
    // The crash ends this session too.
    client.on("error", () => undefined);
    await client.connect();
    await client.query("BEGIN");
    await client.query("LOCK TABLE notifications IN EXCLUSIVE MODE");
    return client;
  }

  /** Waits until `count` transactions have written their application and wait on the lock. */
  async function waitForBlockedWrites(lock: pg.Client, count: number): Promise<void> {
    const deadline = Date.now() + BLOCKED_WITHIN_MS;
    while (Date.now() < deadline) {
      // An INSERT asks for ROW EXCLUSIVE, which the held EXCLUSIVE lock refuses.
      const { rows } = await lock.query<{ waiting: number }>(
        `SELECT count(*)::int AS waiting FROM pg_locks
         WHERE relation = 'notifications'::regclass AND mode = 'RowExclusiveLock' AND NOT granted`,
      );
      if ((rows[0]?.waiting ?? 0) >= count) return;
      await sleep(POLL_MS);
    }
    const { rows } = await lock.query(
      `SELECT a.state, a.wait_event, l.mode, l.relation::regclass::text, left(a.query, 60) AS query
       FROM pg_stat_activity a LEFT JOIN pg_locks l ON l.pid = a.pid AND NOT l.granted
       WHERE a.datname = current_database()`,
    );
    throw new Error(
      `fewer than ${count} applications were waiting on the notifications lock: ${JSON.stringify(rows)}`,
    );
  }

  /** The trickle's requests: a job list over REST, a job over GraphQL, readiness, an application. */
  function trickleKinds(workers: Worker[]): Record<string, () => Sent | null> {
    return {
      restJobs: () => ({ url: `${server.baseUrl}${REST_BASE}/jobs/`, init: {} }),
      graphqlJob: () => ({
        url: `${server.baseUrl}/graphql`,
        init: {
          method: "POST",
          headers: json(),
          body: JSON.stringify({
            query: JOB_QUERY,
            variables: { id: encodeGlobalID("Job", jobId) },
          }),
        },
      }),
      readyz: () => ({ url: `${server.baseUrl}/readyz`, init: {} }),
      apply: () => {
        const worker = workers.shift();
        return worker ? applyRequest(worker) : null;
      },
    };
  }

  /** Trickle, crash with writes in flight, stay down, restart, trickle on; records everything. */
  async function run(recoverForMs: number) {
    const workers: Worker[] = [];
    for (let i = 0; i < TRICKLE_WORKERS; i++) workers.push(await createWorker());
    const caught: Worker[] = [];
    for (let i = 0; i < INTERRUPTED; i++) caught.push(await createWorker());
    await services.live.ready();
    const heldStream = await openStream(employer.token);
    const opening = (await heldStream.next())?.data?.notificationEvents;
    if (opening?.kind !== "RESYNC") throw new Error("the notification stream did not open");

    const trickle = startTrickle({
      kinds: trickleKinds(workers),
      everyMs: TRICKLE_EVERY_MS,
      giveUpMs: GIVE_UP_MS,
    });
    let lock: pg.Client | null = null;
    try {
      await sleep(HEALTHY_MS);
      lock = await holdNotifications();
      const interrupted = Promise.all(
        caught.map((worker) => sendRequest("apply", applyRequest(worker), GIVE_UP_MS)),
      );
      await waitForBlockedWrites(lock, INTERRUPTED);
      const crashedAt = performance.now();
      await postgres.crash();
      const downAt = performance.now();
      await sleep(DOWN_MS);
      const restartingAt = performance.now();
      await postgres.restart();
      const restartedAt = performance.now();
      await sleep(recoverForMs);
      const times: FaultTimes = { crashedAt, downAt, restartingAt, restartedAt };
      return {
        times,
        heldStream,
        answers: trickle.answers,
        interrupted: { workers: caught, answers: await interrupted },
      };
    } catch (error) {
      await heldStream.close();
      throw error;
    } finally {
      // Ended (or, after the crash, dead) before the trickle is awaited: while it holds the
      // lock, writes wait on it.
      await lock?.end().catch(() => undefined);
      await trickle.stop();
    }
  }

  return {
    database,
    services,
    employer,
    jobId,
    createWorker,
    applyRequest,
    openStream,
    run,
    /** A connection of the test's own, for looking at what the app wrote. */
    inspect: () => new pg.Client({ connectionString: postgres.urlFor(DATABASE) }),
    async close() {
      await server.close();
      await services.live.close();
      await services.rateLimiter.close();
      await prisma.$disconnect();
      await database.close();
      await postgres.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type FaultWorld = Awaited<ReturnType<typeof buildWorld>>;
export type FaultRun = Awaited<ReturnType<FaultWorld["run"]>>;
export type { Answer };
