import { parseArgs } from "node:util";
import { loadConfig } from "../api/src/config.js";
import { openDatabase } from "../api/src/db/connect.js";
import { readDemoData } from "../api/src/db/demo/data.js";
import { inDemoTransaction, loadDemo } from "../api/src/db/demo/load.js";
import { createPrisma } from "../api/src/db/prisma.js";
import { prismaQuery } from "../api/src/db/rows.js";
import { resolveSecretKey } from "../api/src/secret.js";
import { createServices } from "../api/src/services.js";
import { DEMO_ACCOUNTS } from "./accounts.js";
import { writeDemoData } from "./demo-file.js";
import { resetDatabase } from "./reset.js";
import { seedVolume, vacuumAfterVolume } from "./volume.js";

// npm run db:seed [-- --jobs N --workers N --seed N]
// Empties the database and loads the demo data (so the demo accounts always exist), in one
// transaction; then, with --jobs or --workers, volume data for benchmarks in another.
// npm run db:seed -- --write-demo: plans the demo data again into api/src/db/demo/demo-data.json
// (after a change to the generator), touching no database.

const USAGE = "usage: npm run db:seed -- [--jobs N] [--workers N] [--seed N] | --write-demo";

interface SeedArgs {
  jobs?: number;
  workers?: number;
  seed?: number;
  writeDemo?: boolean;
}

function parse(argv: string[]): SeedArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      jobs: { type: "string" },
      workers: { type: "string" },
      seed: { type: "string" },
      "write-demo": { type: "boolean" },
    },
    strict: true,
  });
  const args: SeedArgs = { writeDemo: values["write-demo"] };
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
  if (args.writeDemo) {
    console.log(`db:seed: wrote ${await writeDemoData()}`);
    return;
  }
  const started = performance.now();
  const config = loadConfig();
  const database = await openDatabase(config);
  const prisma = createPrisma(database.pool);
  const services = createServices({
    config,
    pool: database.pool,
    prisma,
    // The server's own: identity numbers are stored as hashes keyed with it.
    secretKey: await resolveSecretKey(config),
  });
  try {
    const data = await readDemoData();
    const demo = await inDemoTransaction(services, async (services, tx) => {
      await resetDatabase(prismaQuery(tx));
      return loadDemo(services, data);
    });
    const volumeWanted = args.jobs !== undefined || args.workers !== undefined;
    const volume = volumeWanted
      ? await seedVolume(database.pool, {
          jobs: args.jobs ?? 0,
          workers: args.workers ?? 0,
          seed: args.seed,
        })
      : null;
    if (volume) await vacuumAfterVolume(database.pool);
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
    await services.live.close();
    await services.rateLimiter.close();
    await prisma.$disconnect();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`db:seed failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
