import pg from "pg";
import type { Config } from "../config.js";
import { loadConfig } from "../config.js";
import { redactUrl } from "../log.js";
import { APP_DATABASE, startEmbeddedPostgres } from "./embedded.js";
import { migrate } from "./migrate.js";

// config -> database (embedded or DATABASE_URL) -> migrations -> a connection pool.

export class DatabaseUnavailableError extends Error {}

export interface Database {
  url: string;
  pool: pg.Pool;
  close(): Promise<void>;
}

const CONNECT_TIMEOUT_MS = 5000;
const QUERY_TIMEOUT_GRACE_MS = 2000;

async function connectClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // A server that goes away surfaces on the next query; it must not crash the process.
  client.on("error", () => undefined);
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
}

function describe(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return describe(error.errors[0]);
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

/** Connects to `url`, creating its database first when the server says it does not exist. */
export async function connectOrCreate(url: string): Promise<pg.Client> {
  try {
    return await connectClient(url);
  } catch (error) {
    if ((error as { code?: string }).code !== "3D000") {
      throw new DatabaseUnavailableError(
        `cannot connect to the database at ${redactUrl(url)}: ${describe(error)}`,
      );
    }
  }
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = "/postgres";
  try {
    const admin = await connectClient(maintenance.toString());
    try {
      await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
    } catch (error) {
      // 42P04, or 23505 when two processes create it at the same instant: it exists now.
      if (!["42P04", "23505"].includes((error as { code?: string }).code ?? "")) throw error;
    } finally {
      await admin.end();
    }
    return await connectClient(url);
  } catch (error) {
    throw new DatabaseUnavailableError(
      `cannot create the database ${name} at ${redactUrl(url)}: ${describe(error)}`,
    );
  }
}

export async function openDatabase(
  config: Config = loadConfig(),
  options: {
    quiet?: boolean;
    /** The embedded PostgreSQL died and could not be restarted (its line is the argument). */
    onEmbeddedGiveUp?: (error: Error) => void;
    /**
     * Statements on the pool end after this long (server side), and the client stops waiting
     * QUERY_TIMEOUT_GRACE_MS later (a database that answers nothing). For the server's
     * requests (the demo data it loads on an empty database is small), not db:seed's bulk ones.
     */
    queryTimeoutMs?: number;
  } = {},
): Promise<Database> {
  const embedded = config.databaseUrl
    ? null
    : await startEmbeddedPostgres({
        dataDir: config.dataDir,
        port: config.embeddedPgPort,
        quiet: options.quiet,
        onGiveUp: options.onEmbeddedGiveUp,
      });
  try {
    const url = config.databaseUrl ?? (embedded?.urlFor(APP_DATABASE) as string);
    const client = await connectOrCreate(url);
    try {
      await migrate(client);
    } finally {
      await client.end();
    }
    const pool = new pg.Pool({
      connectionString: url,
      max: config.dbPoolSize,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      ...(options.queryTimeoutMs
        ? {
            statement_timeout: options.queryTimeoutMs,
            query_timeout: options.queryTimeoutMs + QUERY_TIMEOUT_GRACE_MS,
          }
        : {}),
    });
    // An idle client that loses its server must not crash the process; the pool drops it and
    // the next query connects afresh, to the same URL (a restarted embedded PostgreSQL keeps
    // its port).
    pool.on("error", () => undefined);
    return {
      url,
      pool,
      async close() {
        await pool.end();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
