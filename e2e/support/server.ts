import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

// Starts the built app the way `npm start` does (scripts/start.mjs: build what is stale, then the
// production server with the embedded PostgreSQL and the demo data), on a scratch DATA_DIR and a
// free port, and stops exactly that process and its PostgreSQL again. The browser tests and the
// web benchmark (bench/web.bench.ts) both run the app through this.

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const ARTIFACTS = path.join(ROOT, "e2e/artifacts");
export const SERVER_LOG = path.join(ARTIFACTS, "server.log");
/** The outbox the app's SMS log provider appends to, in its DATA_DIR. */
export const SMS_OUTBOX = "sms-outbox.jsonl";

/** Building both workspaces and a first PostgreSQL start with seeding on a slow CI machine. */
const READY_TIMEOUT_MS = 5 * 60_000;
/** The server waits up to 10 s for open connections, then stops PostgreSQL. */
const STOP_TIMEOUT_MS = 30_000;
const POLL_MS = 250;

export interface RunningApp {
  baseURL: string;
  dataDir: string;
  pid: number;
  secondsToReady: number;
  stop(): Promise<void>;
}

export interface AppOptions {
  /** Names the scratch folder and prefixes what this module prints. */
  name: string;
  /** Where the app's output goes; without it the output goes to this process's own. */
  logFile?: string;
  /** A fixed port instead of a free one. */
  port?: number;
  /** Leave the scratch DATA_DIR behind for a look after the run. */
  keepData?: boolean;
  /** More environment for the app (limits a test run needs loosened). */
  env?: Record<string, string>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(POLL_MS);
  }
  return true;
}

function logTail(logFile: string | undefined, lines = 40): string {
  if (!logFile) return "(its output is above)";
  const text = fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8") : "";
  return `end of ${logFile}:\n${text.trimEnd().split("\n").slice(-lines).join("\n")}`;
}

/** The postmaster's PID from its pid file, while that process still runs. */
function postgresPid(dataDir: string): number | null {
  const pidFile = path.join(dataDir, "postgres", "postmaster.pid");
  const first = fs.existsSync(pidFile) ? fs.readFileSync(pidFile, "utf8").split("\n")[0] : "";
  const pid = Number(first);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
}

async function waitForReady(
  baseURL: string,
  child: ChildProcess,
  logFile: string | undefined,
): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the app exited (${child.exitCode ?? child.signalCode}) before it was ready; ${logTail(logFile)}`,
      );
    }
    try {
      const response = await fetch(`${baseURL}/readyz`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet (building, or PostgreSQL starting and seeding).
    }
    await sleep(POLL_MS);
  }
  throw new Error(`the app was not ready within ${READY_TIMEOUT_MS / 1000} s; ${logTail(logFile)}`);
}

export async function startApp(options: AppOptions): Promise<RunningApp> {
  const { name, logFile } = options;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `kaamsetu-${name}-`));
  const port = options.port || (await freePort());
  const baseURL = `http://127.0.0.1:${port}`;

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_ON_EMPTY: "true",
    // Output on the caller's terminal carries only what needs attention.
    ...(options.logFile ? {} : { LOG_LEVEL: "warn" }),
    // The log is a file: keep build and server output free of colour codes.
    NO_COLOR: "1",
  };
  // Always the embedded PostgreSQL in the scratch DATA_DIR: never a developer's or CI's database,
  // never a real SMS gateway (one-time passwords go to DATA_DIR/sms-outbox.jsonl, scripts/start.mjs,
  // where the browser tests read them) and never a real translation provider.
  for (const name of [
    "DATABASE_URL",
    "REDIS_URL",
    "EMBEDDED_PG_PORT",
    "FORCE_COLOR",
    "SMS_PROVIDER",
    "SMS_HTTP_URL",
    "SMS_HTTP_API_KEY",
    "SMS_OUTBOX_FILE",
    // Nor a real translation provider: a spec that wants one passes a double's address.
    "TRANSLATION_PROVIDER",
    "TRANSLATION_URL",
    "TRANSLATION_API_KEY",
    "TRANSLATION_SERVICE_ID",
  ]) {
    delete env[name];
  }
  Object.assign(env, options.env);

  const started = performance.now();
  if (logFile) fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = logFile ? fs.openSync(logFile, "w") : "inherit";
  const child = spawn(process.execPath, [path.join(ROOT, "scripts/start.mjs")], {
    cwd: ROOT,
    env,
    stdio: ["ignore", log, log],
  });
  if (typeof log === "number") fs.closeSync(log);
  if (child.pid === undefined) throw new Error("could not start scripts/start.mjs");
  const pid = child.pid;
  const running = () => child.exitCode === null && child.signalCode === null;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const waitForChild = (ms: number) =>
    Promise.race([exited.then(() => true), sleep(ms).then(() => false)]);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    // The server stops its PostgreSQL on SIGTERM. Should it hang, kill it and stop the
    // PostgreSQL of this DATA_DIR by the PID in its pid file, so no database is left running.
    if (running()) {
      process.kill(pid, "SIGTERM");
      if (!(await waitForChild(STOP_TIMEOUT_MS))) {
        console.warn(`${name}: the app (pid ${pid}) ignored SIGTERM; killing it`);
        process.kill(pid, "SIGKILL");
        await waitForChild(STOP_TIMEOUT_MS);
      }
    }
    const postgres = postgresPid(dataDir);
    if (postgres !== null) {
      console.warn(`${name}: PostgreSQL (pid ${postgres}) outlived the app; stopping it`);
      process.kill(postgres, "SIGINT");
      if (!(await waitForExit(postgres, STOP_TIMEOUT_MS))) process.kill(postgres, "SIGKILL");
    }
    if (!options.keepData) fs.rmSync(dataDir, { recursive: true, force: true });
  };

  console.log(
    `${name}: starting the app on ${baseURL} (DATA_DIR ${dataDir}${logFile ? `, log ${logFile}` : ""})`,
  );
  try {
    await waitForReady(baseURL, child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  const secondsToReady = (performance.now() - started) / 1000;
  return { baseURL, dataDir, pid, secondsToReady, stop };
}
