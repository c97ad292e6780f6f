// The seeded app as `npm start` runs it, in a child process: scripts/start.mjs rebuilds web/ and
// api/ when their sources are newer than the build, then serves both on one port with an embedded
// PostgreSQL in a scratch DATA_DIR that is seeded with the demo data on first start.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
// Building both workspaces and initialising PostgreSQL on a cold machine takes a few minutes.
const START_TIMEOUT_MS = 10 * 60_000;
const STOP_TIMEOUT_MS = 30_000;

export interface AppServer {
  baseUrl: string;
  dataDir: string;
  pid: number;
  secondsToReady: number;
  stop(): Promise<void>;
}

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

function exited(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
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

/**
 * PostgreSQL processes still running on our scratch data: the postmaster named in
 * postmaster.pid (removed by a clean shutdown) and anything whose command line names the dir.
 */
async function leftoverPostgres(dataDir: string): Promise<number[]> {
  const pids = new Set<number>();
  const pidFile = await fs
    .readFile(path.join(dataDir, "postgres", "postmaster.pid"), "utf8")
    .catch(() => "");
  const postmaster = Number(pidFile.split("\n")[0]);
  if (Number.isInteger(postmaster) && postmaster > 0 && isAlive(postmaster)) pids.add(postmaster);
  for (const entry of await fs.readdir("/proc").catch(() => [])) {
    if (!/^\d+$/.test(entry)) continue;
    const commandLine = await fs.readFile(`/proc/${entry}/cmdline`, "utf8").catch(() => "");
    if (commandLine.includes(dataDir)) pids.add(Number(entry));
  }
  return [...pids];
}

export async function startAppServer(): Promise<AppServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "kaamsetu-web-bench-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
  };
  // The embedded PostgreSQL, never a database someone configured for other work.
  delete env.DATABASE_URL;
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(ROOT, "scripts/start.mjs")], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (child.pid === undefined) throw new Error("could not start scripts/start.mjs");
  const pid = child.pid;

  let stopped: Promise<void> | null = null;
  const stop = () => {
    stopped ??= (async () => {
      // SIGTERM lets the server stop its PostgreSQL; SIGKILL only if it hangs.
      if (child.exitCode === null && child.signalCode === null) {
        process.kill(pid, "SIGTERM");
        if (!(await exited(child, STOP_TIMEOUT_MS))) {
          process.kill(pid, "SIGKILL");
          await exited(child, STOP_TIMEOUT_MS);
        }
      }
      const leftovers = await leftoverPostgres(dataDir);
      for (const leftover of leftovers) process.kill(leftover, "SIGINT");
      if (leftovers.length === 0) await fs.rm(dataDir, { recursive: true, force: true });
      if (leftovers.length > 0) {
        throw new Error(
          `PostgreSQL was still running on ${dataDir} after the server stopped (pids ${leftovers.join(", ")}); sent it a fast shutdown`,
        );
      }
    })();
    return stopped;
  };

  try {
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        const status = child.exitCode ?? child.signalCode;
        throw new Error(
          `scripts/start.mjs exited with ${status} before the server was ready (its output, e.g. a failed build, is above)`,
        );
      }
      if (Date.now() > deadline) throw new Error("the server was not ready within 10 minutes");
      const ready = await fetch(`${baseUrl}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const secondsToReady = (performance.now() - started) / 1000;
  return { baseUrl, dataDir, pid, secondsToReady, stop };
}

/** The first job of the seeded list, as a visitor would find it. */
export async function firstJobId(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ jobs(first: 1) { edges { node { id } } } }" }),
  });
  const body = (await response.json()) as {
    data?: { jobs?: { edges?: { node?: { id?: string } }[] } };
    errors?: unknown;
  };
  const id = body.data?.jobs?.edges?.[0]?.node?.id;
  if (!id) throw new Error(`no job in the seeded data: ${JSON.stringify(body.errors ?? body)}`);
  return id;
}
