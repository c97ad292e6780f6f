import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type EmbeddedDatabase, isAlive, startEmbeddedPostgres } from "../src/db/embedded.js";

// A PostgreSQL of a test's own that it may crash and bring back (the fault test): the embedded
// server in a scratch directory, whatever DATABASE_URL says, since the shared server must never
// be stopped. crash() is an immediate shutdown (SIGQUIT to the postmaster): every backend ends
// at once, nothing is checkpointed, open transactions are lost and the next start runs crash
// recovery, as after a power cut or a failover. restart() starts it again on the same port and
// data, so the app's connection string stays right. The embedded server's own restart of a
// dead postmaster is off here: the test decides how long the database stays away.

export interface StoppablePostgres {
  urlFor(database: string): string;
  crash(): Promise<void>;
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** The test restarts the postmaster itself, when it chooses. */
const NO_RESTARTS = { attempts: 0, firstDelayMs: 0, stableAfterMs: 0 };
/** How long the postmaster may take to exit after SIGQUIT before the test gives up. */
const EXIT_TIMEOUT_MS = 10_000;
const POLL_MS = 50;

export async function startStoppablePostgres(): Promise<StoppablePostgres> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "kaamsetu-fault-"));
  const start = (port: number, temporary: boolean) =>
    startEmbeddedPostgres({
      dataDir,
      port,
      quiet: true,
      restartPolicy: NO_RESTARTS,
      // Giving up at once is what NO_RESTARTS asks for: nothing to report.
      onGiveUp: () => undefined,
      // Only the last server removes the data (wherever it was placed): a restart needs it.
      temporary,
    });
  let server: EmbeddedDatabase = await start(0, false);
  const first = new URL(server.adminUrl);
  const port = Number(first.port);
  const urlFor = (database: string) => {
    const url = new URL(first);
    url.pathname = `/${database}`;
    return url.toString();
  };

  return {
    urlFor,
    async crash() {
      const pid = server.pid;
      if (pid === undefined) throw new Error("the postmaster is not running");
      process.kill(pid, "SIGQUIT");
      const deadline = Date.now() + EXIT_TIMEOUT_MS;
      while (isAlive(pid)) {
        if (Date.now() > deadline) throw new Error(`the postmaster ${pid} outlived SIGQUIT`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      // Nothing left to stop; this lets go of the dead one's exit hook.
      await server.stop();
    },
    async restart() {
      server = await start(port, true);
    },
    async close() {
      await server.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
