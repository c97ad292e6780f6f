import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import {
  EMBEDDED_PG_RELOCATED_DATA_ROOT,
  EMBEDDED_PG_ROLE,
  EMBEDDED_PG_SYSTEM_USER,
} from "../constants.js";
import { log } from "../log.js";
import { embeddedDatabaseMessages as says } from "../messages.js";
import { cachedBinaries, type PostgresBinaries, packagedBinaries } from "./embedded-binaries.js";
import { EmbeddedDatabaseError, SetupProblem } from "./embedded-errors.js";
import { canReach, placeData, systemUser } from "./embedded-root.js";
import {
  DEFAULT_RESTART_POLICY,
  PostgresProcessError,
  Postmaster,
  type RestartPolicy,
  type RunAs,
  runToEnd,
} from "./postmaster.js";

// The PostgreSQL that runs when no DATABASE_URL is given: real binaries from an npm package,
// data in DATA_DIR/postgres, listening on 127.0.0.1 only, with a random password kept beside
// the data so nothing secret is in the repository. As root it runs as the system user
// `postgres` from a copy of the binaries that user can reach (embedded-binaries.ts), with its
// data where that user can reach it (embedded-root.ts). A postmaster that dies is restarted
// (postmaster.ts); a set-up it cannot start in is one EmbeddedDatabaseError line.

export interface EmbeddedDatabase {
  /** URL of the server's maintenance database `postgres`. */
  adminUrl: string;
  urlFor(database: string): string;
  /** The running postmaster's process id; undefined while it is being restarted. */
  readonly pid: number | undefined;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  /** 0 picks a free port; restarts keep the one picked. */
  port: number;
  quiet?: boolean;
  /** The postmaster died and every restart failed. By default the line is logged. */
  onGiveUp?: (error: Error) => void;
  restartPolicy?: RestartPolicy;
  /** As root, where the data goes when DATA_DIR is out of the system user's reach. */
  relocationRoot?: string;
  /** A scratch server: its data is removed when it stops, wherever it was kept. */
  temporary?: boolean;
}

interface Credentials {
  password: string;
}

export const APP_DATABASE = "kaamsetu";
const CREDENTIALS_FILE = "postgres-credentials.json";

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

/** Whether a process runs (EPERM: it does, as another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function prepareDataDir(dataDir: string): Promise<void> {
  const isDirectory = await fs
    .mkdir(dataDir, { recursive: true, mode: 0o755 })
    .then(() => fs.stat(dataDir))
    .then(
      (stat) => stat.isDirectory(),
      (error: NodeJS.ErrnoException) => {
        if (error.code === "EEXIST" || error.code === "ENOTDIR") return false;
        throw error;
      },
    );
  if (!isDirectory) throw new SetupProblem(says.dataDirNotDirectory(dataDir));
}

/** A postmaster.pid whose process still runs means another KaamSetu process owns this data. */
async function assertNotRunning(pgData: string): Promise<void> {
  const content = await fs.readFile(path.join(pgData, "postmaster.pid"), "utf8").catch(() => null);
  const pid = Number(content?.split("\n")[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    throw new SetupProblem(says.alreadyRunning(pgData, pid));
  }
}

async function binariesFor(runAs: RunAs | undefined): Promise<PostgresBinaries> {
  const packaged = await packagedBinaries();
  if (!runAs) return packaged;
  const cached = await cachedBinaries(packaged);
  if (!(await canReach(runAs, path.join(cached.root, "bin")))) {
    throw new SetupProblem(says.binariesUnreachable(cached.root, EMBEDDED_PG_SYSTEM_USER));
  }
  return cached;
}

/** The existing cluster's password, or a new cluster made by initdb with a new one. */
async function initialise(
  setup: { pgData: string; dataDir: string; binaries: PostgresBinaries; runAs?: RunAs },
  options: { quiet?: boolean; onLog: (line: string) => void },
): Promise<Credentials> {
  const { pgData, runAs } = setup;
  const credentialsFile = path.join(setup.dataDir, CREDENTIALS_FILE);
  if (await exists(path.join(pgData, "PG_VERSION"))) {
    const content = await fs.readFile(credentialsFile, "utf8").catch(() => null);
    if (content === null) throw new SetupProblem(says.credentialsMissing(pgData, credentialsFile));
    return JSON.parse(content) as Credentials;
  }
  if (!options.quiet) log.info(`initialising the embedded PostgreSQL in ${pgData}`);
  const credentials = { password: randomBytes(24).toString("hex") };
  await fs.rm(pgData, { recursive: true, force: true });
  await fs.mkdir(pgData, { mode: 0o700 });
  // initdb reads the password from a file; it sits beside the data, where the system user can
  // read it and nobody else can, and is removed at once.
  const passwordFile = path.join(path.dirname(pgData), `.initdb-${randomBytes(6).toString("hex")}`);
  await fs.writeFile(passwordFile, `${credentials.password}\n`, { mode: 0o600 });
  try {
    if (runAs) {
      await fs.chown(pgData, runAs.uid, runAs.gid);
      await fs.chown(passwordFile, runAs.uid, runAs.gid);
    }
    const args = [
      `--pgdata=${pgData}`,
      "--auth=scram-sha-256",
      `--username=${EMBEDDED_PG_ROLE}`,
      `--pwfile=${passwordFile}`,
      "--encoding=UTF8",
      "--locale=C",
    ];
    await runToEnd({ binary: setup.binaries.initdb, args, runAs }, options.onLog);
  } finally {
    await fs.rm(passwordFile, { force: true });
  }
  await fs.writeFile(credentialsFile, JSON.stringify(credentials), { mode: 0o600 });
  return credentials;
}

function reason(error: unknown, port: number): string {
  if (error instanceof SetupProblem) return error.message;
  if (error instanceof PostgresProcessError) {
    if (error.spawnCode) return says.cannotRun(error.message);
    if (error.lines.some((line) => line.includes("Address already in use"))) {
      return says.portInUse(port);
    }
  }
  return says.failed(error instanceof Error ? error.message : String(error));
}

async function start(options: EmbeddedOptions, port: number): Promise<EmbeddedDatabase> {
  const { dataDir } = options;
  const onLog = (line: string) => log.debug(`postgres: ${line}`);
  await prepareDataDir(dataDir);
  const runAs = process.getuid?.() === 0 ? await systemUser() : undefined;
  const binaries = await binariesFor(runAs);
  const pgData = runAs
    ? await placeData(dataDir, runAs, options.relocationRoot ?? EMBEDDED_PG_RELOCATED_DATA_ROOT)
    : path.join(dataDir, "postgres");
  await assertNotRunning(pgData);
  const credentials = await initialise({ pgData, dataDir, binaries, runAs }, { ...options, onLog });

  const args = ["-D", pgData, "-p", String(port)];
  for (const setting of [
    "listen_addresses=127.0.0.1",
    "unix_socket_directories=",
    "max_connections=200",
    "lc_messages=C",
  ]) {
    args.push("-c", setting);
  }
  const postmaster = new Postmaster(
    { binary: binaries.postgres, args, runAs },
    {
      policy: options.restartPolicy ?? DEFAULT_RESTART_POLICY,
      onLog,
      // A clean-up of /tmp may have taken the copied binaries since the last start.
      beforeRestart: async () => void (await binariesFor(runAs)),
      onGiveUp: options.onGiveUp ?? ((error) => log.error(error.message)),
    },
  );
  await postmaster.start();

  const urlFor = (database: string) =>
    `postgresql://${EMBEDDED_PG_ROLE}:${credentials.password}@127.0.0.1:${port}/${database}`;
  return {
    adminUrl: urlFor("postgres"),
    urlFor,
    get pid() {
      return postmaster.pid;
    },
    async stop() {
      await postmaster.stop();
      if (!options.temporary) return;
      const relocated = path.resolve(path.dirname(pgData)) !== path.resolve(dataDir);
      await fs.rm(relocated ? path.dirname(pgData) : pgData, { recursive: true, force: true });
    },
  };
}

/** Starts the embedded PostgreSQL; a failure is an EmbeddedDatabaseError of one line. */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  let port = options.port;
  try {
    port ||= await freePort();
    return await start(options, port);
  } catch (error) {
    const line = says.cannotStart(reason(error, port)).replace(/\s+/g, " ");
    throw new EmbeddedDatabaseError(line);
  }
}
