import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

// In a process of its own: Vitest's workers have handlers of their own for these events.

const run = promisify(execFile);

const SCRIPT = `
import { guardProcess, slippedErrorCount } from ${JSON.stringify(path.join(import.meta.dirname, "process-guard.ts"))};
guardProcess();
Promise.reject(new Error("a rejection nobody awaited"));
setTimeout(() => { throw new Error("a throw from a callback"); }, 10);
setTimeout(() => console.log("still serving after " + slippedErrorCount()), 100);
`;

describe("guardProcess", () => {
  it("logs an unhandled rejection and an uncaught exception, and the process goes on", async () => {
    const { stdout } = await run(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", SCRIPT],
      { timeout: 20_000 },
    );
    const lines = stdout.trim().split("\n");
    expect(lines.at(-1)).toBe("still serving after 2");
    // The log's JSON records, on stdout with everything else the server writes.
    const records = lines.slice(0, -1).map((line) => JSON.parse(line));
    expect(records).toEqual([
      expect.objectContaining({
        level: "error",
        msg: "unhandled rejection",
        error: expect.stringContaining("a rejection nobody awaited"),
      }),
      expect.objectContaining({ level: "error", msg: "uncaught exception" }),
    ]);
  });
});

const GONE_SCRIPT = `
import { log } from ${JSON.stringify(path.join(import.meta.dirname, "..", "log.ts"))};
import { guardProcess, slippedErrorCount } from ${JSON.stringify(path.join(import.meta.dirname, "process-guard.ts"))};
guardProcess();
const writing = setInterval(() => log.info("still here"), 5);
setTimeout(() => {
  clearInterval(writing);
  process.stderr.write(String(slippedErrorCount()));
  process.exit(0);
}, 1500);
`;

describe("a log whose reader is gone", () => {
  it("stops writing to it instead of reporting each failed write by writing again", async () => {
    const { spawn } = await import("node:child_process");
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", GONE_SCRIPT],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    // The supervisor reading the log dies: its end of the pipe closes.
    child.stdout.destroy();
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(0);
    // Without the guard in log.ts every write's EPIPE was reported, by a write, again and again.
    expect(Number(stderr.trim().split("\n").at(-1))).toBeLessThanOrEqual(1);
  }, 30_000);
});
