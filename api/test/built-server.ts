import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { ROOT } from "../src/paths.js";
import type { TestDatabase } from "./database.js";

// The built server (api/dist, as `npm start` and the image run it) in a child process on a test
// database, for what only the bundle shows: which modules it loads, its cluster of workers.

const START_TIMEOUT_MS = 180_000;

export interface BuiltServer {
  url: string;
  pid: number;
  lines: () => Record<string, unknown>[];
  stop(): Promise<void>;
  exited: Promise<number | null>;
}

/** `node api/dist/main.js` on `database`, recording every module it loads in `importsFile`. */
export async function startBuiltServer(
  database: TestDatabase,
  env: Record<string, string>,
  importsFile: string,
): Promise<BuiltServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", path.join(ROOT, "api/test/imports/record.mjs"), "api/dist/main.js"],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: "0",
        DATABASE_URL: database.url,
        SECRET_KEY: "tracing-test-secret-key-0123456789abcdef",
        SEED_ON_EMPTY: "false",
        SMS_PROVIDER: "log",
        SMS_LOG_IN_PRODUCTION: "true",
        JOB_ALERTS: "false",
        WEB_CONCURRENCY: "1",
        RECORD_IMPORTS_FILE: importsFile,
        ...env,
      },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  const url = await new Promise<string>((resolve, reject) => {
    // A cluster's primary and its workers start slowly on a busy 2-core machine.
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`no start:\n${output}`));
    }, START_TIMEOUT_MS);
    child.stdout?.on("data", () => {
      const found = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${found[1]}`);
      }
    });
    child.once("exit", (code) => reject(new Error(`exited ${code}:\n${output}`)));
  });
  return {
    url,
    pid: child.pid ?? 0,
    exited,
    lines: () =>
      output
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
