import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { connectOrCreate } from "../api/src/db/connect.js";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "../api/src/db/embedded.js";

// What every benchmark needs: a database of its own and timing figures.

export interface ScratchDatabase {
  /** The benchmark's own database, created on first connect (connectOrCreate). */
  url: string;
  /** Drops the database, and stops the embedded server if one was started. */
  drop(): Promise<void>;
}

/**
 * A fresh database named after `name` and this process: on DATABASE_URL's server, or else on an
 * embedded PostgreSQL in a temporary directory.
 */
export async function scratchDatabase(name: string): Promise<ScratchDatabase> {
  let embedded: EmbeddedDatabase | null = null;
  let scratchDir: string | null = null;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    scratchDir = await fs.mkdtemp(path.join(os.tmpdir(), "kaamsetu-bench-"));
    // Temporary: its data goes at the end even where it was kept outside the scratch directory.
    embedded = await startEmbeddedPostgres({
      dataDir: scratchDir,
      port: 0,
      quiet: true,
      temporary: true,
    });
    serverUrl = embedded.urlFor("postgres");
  }
  const url = new URL(serverUrl);
  url.pathname = `/kaamsetu_bench_${name}_${process.pid}`;
  const server = serverUrl;
  return {
    url: url.toString(),
    async drop() {
      const admin = await connectOrCreate(server);
      await admin.query(
        `DROP DATABASE IF EXISTS ${admin.escapeIdentifier(url.pathname.slice(1))} WITH (FORCE)`,
      );
      await admin.end();
      await embedded?.stop();
      if (scratchDir) await fs.rm(scratchDir, { recursive: true, force: true });
    },
  };
}

export function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

/** `rounds` sequential runs after a warm-up, in milliseconds each. */
export async function time(
  rounds: number,
  run: (i: number) => Promise<unknown>,
  warmUp = 50,
): Promise<number[]> {
  for (let i = 0; i < Math.min(warmUp, rounds); i++) await run(i); // warm caches and plans
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await run(i);
    samples.push(performance.now() - start);
  }
  return samples;
}
