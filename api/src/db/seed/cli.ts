import { parseArgs } from "node:util";
import { openDatabase } from "../connect.js";
import { DEMO_ACCOUNTS } from "./accounts.js";
import { seedDemo } from "./demo.js";
import { inTransaction } from "./insert.js";
import { resetDatabase } from "./reset.js";
import { seedVolume, type VolumeSummary } from "./volume.js";

// npm run db:seed [-- --jobs N --workers N --seed N]
// Empties the database, loads the demo data (so the demo accounts always exist) and, with
// --jobs or --workers, volume data for benchmarks; all in one transaction.

const USAGE = "usage: npm run db:seed -- [--jobs N] [--workers N] [--seed N]";

interface SeedArgs {
  jobs?: number;
  workers?: number;
  seed?: number;
}

function parse(argv: string[]): SeedArgs {
  const { values } = parseArgs({
    args: argv,
    options: { jobs: { type: "string" }, workers: { type: "string" }, seed: { type: "string" } },
    strict: true,
  });
  const args: SeedArgs = {};
  for (const name of ["jobs", "workers", "seed"] as const) {
    const raw = values[name];
    if (raw === undefined) continue;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < 1) {
      throw new Error(`--${name} must be a positive integer, got "${raw}"`);
    }
    args[name] = value;
  }
  return args;
}

async function main(): Promise<void> {
  let args: SeedArgs;
  try {
    args = parse(process.argv.slice(2).filter((arg) => arg !== "--"));
  } catch (error) {
    console.error(`db:seed: ${(error as Error).message}. ${USAGE}`);
    process.exit(2);
  }
  const started = performance.now();
  const database = await openDatabase();
  try {
    const volumeWanted = args.jobs !== undefined || args.workers !== undefined;
    const { demo, volume } = await inTransaction(database.pool, async (client) => {
      await resetDatabase(client);
      const demo = await seedDemo(client);
      const volume: VolumeSummary | null = volumeWanted
        ? await seedVolume(client, {
            jobs: args.jobs ?? 0,
            workers: args.workers ?? 0,
            seed: args.seed,
          })
        : null;
      return { demo, volume };
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const more = volume
      ? `; volume: ${volume.employers} employers, ${volume.jobs} jobs, ${volume.workers} workers, ${volume.applications} applications`
      : "";
    console.log(
      `db:seed: demo: ${demo.employers} employers, ${demo.jobs} jobs, ${demo.workers} workers, ` +
        `${demo.applications} applications${more}; ${seconds}s ` +
        `(demo logins ${DEMO_ACCOUNTS.labour.phoneNumber}, ${DEMO_ACCOUNTS.employer.phoneNumber})`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`db:seed failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
