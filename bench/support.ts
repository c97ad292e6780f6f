import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createApp } from "../api/src/app.js";
import { loadConfig } from "../api/src/config.js";
import type { AppServices } from "../api/src/context.js";
import { connectOrCreate } from "../api/src/db/connect.js";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "../api/src/db/embedded.js";
import { migrate } from "../api/src/db/migrate.js";
import { createPrisma } from "../api/src/db/prisma.js";
import { setLogLevel } from "../api/src/log.js";
import { createServices } from "../api/src/services.js";

// What every benchmark needs: a database of its own and timing figures.

export interface ScratchDatabase {
  /** The benchmark's own database, created on first connect (connectOrCreate). */
  url: string;
  /** Drops the database, and stops the embedded server if one was started. */
  drop(): Promise<void>;
}

/**
 * A fresh database named after `name` and this process: on DATABASE_URL's server, or else on an
 * embedded PostgreSQL in a temporary directory.
 */
export async function scratchDatabase(name: string): Promise<ScratchDatabase> {
  let embedded: EmbeddedDatabase | null = null;
  let scratchDir: string | null = null;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    scratchDir = await fs.mkdtemp(path.join(os.tmpdir(), "kaamsetu-bench-"));
    // Temporary: its data goes at the end even where it was kept outside the scratch directory.
    embedded = await startEmbeddedPostgres({
      dataDir: scratchDir,
      port: 0,
      quiet: true,
      temporary: true,
    });
    serverUrl = embedded.urlFor("postgres");
  }
  const url = new URL(serverUrl);
  url.pathname = `/kaamsetu_bench_${name}_${process.pid}`;
  const server = serverUrl;
  return {
    url: url.toString(),
    async drop() {
      const admin = await connectOrCreate(server);
      await admin.query(
        `DROP DATABASE IF EXISTS ${admin.escapeIdentifier(url.pathname.slice(1))} WITH (FORCE)`,
      );
      await admin.end();
      await embedded?.stop();
      if (scratchDir) await fs.rm(scratchDir, { recursive: true, force: true });
    },
  };
}

export function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

/** `rounds` sequential runs after a warm-up, in milliseconds each. */
export async function time(
  rounds: number,
  run: (i: number) => Promise<unknown>,
  warmUp = 50,
): Promise<number[]> {
  for (let i = 0; i < Math.min(warmUp, rounds); i++) await run(i); // warm caches and plans
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await run(i);
    samples.push(performance.now() - start);
  }
  return samples;
}

/** A benchmark's app on its own migrated scratch database, as main.ts would build it. */
export interface ScratchServices {
  database: ScratchDatabase;
  services: AppServices;
  app: ReturnType<typeof createApp>;
  /** A client of its own, for seeding (end it when done). */
  connect(): Promise<pg.Client>;
  /** One GraphQL request in-process; the data, or a throw with the errors. */
  graphql<T = Record<string, unknown>>(
    document: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<T>;
}

/**
 * Runs `run` with a scratch database (migrated), the process's services over it (production
 * configuration, arbitrary documents allowed) and the app, then closes and drops all of it
 * (but `reuseUrl`'s database, which stays).
 */
export async function withScratchServices(
  name: string,
  run: (scratch: ScratchServices) => Promise<void>,
  options: { reuseUrl?: string } = {},
): Promise<void> {
  // An already seeded database (a benchmark's BENCH_DATABASE_URL) is migrated and kept.
  const database: ScratchDatabase = options.reuseUrl
    ? { url: options.reuseUrl, drop: async () => undefined }
    : await scratchDatabase(name);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "kaamsetu-bench-data-"));
  const pool = new pg.Pool({ connectionString: database.url, max: 10 });
  const prisma = createPrisma(pool);
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    SMS_PROVIDER: "log",
    SMS_LOG_IN_PRODUCTION: "true",
    GRAPHQL_ARBITRARY_OPERATIONS: "all",
  });
  setLogLevel(config.logLevel);
  const services = createServices({
    config,
    pool,
    prisma,
    secretKey: "bench-secret-key-0000000000000000",
  });
  try {
    const client = await connectOrCreate(database.url);
    try {
      await migrate(client);
    } finally {
      await client.end();
    }
    const app = createApp(services);
    await run({
      database,
      services,
      app,
      connect: () => connectOrCreate(database.url),
      async graphql(document, variables = {}, token) {
        const response = await app.yoga.fetch("http://localhost/graphql", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({ query: document, variables }),
        });
        const body = await response.json();
        if (body.errors) throw new Error(JSON.stringify(body.errors));
        return body.data;
      },
    });
  } finally {
    await services.searchLog.flush();
    await services.live.close();
    await services.rateLimiter.close();
    await prisma.$disconnect();
    await pool.end();
    await database.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

// Every statement any pg client of this process sends, counted while a count runs (and printed
// with BENCH_SHOW_SQL=1).
let counting = false;
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  if (counting) {
    statements += 1;
    if (process.env.BENCH_SHOW_SQL)
      console.log(String((args[0] as { text?: string })?.text ?? args[0]).slice(0, 160));
  }
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

/** How many SQL statements `run` sends (in-process, so every one is seen). */
export async function countStatements(run: () => Promise<unknown>): Promise<number> {
  statements = 0;
  counting = true;
  try {
    await run();
  } finally {
    counting = false;
  }
  return statements;
}
