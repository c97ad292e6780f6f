import http from "node:http";
import { createServerAdapter } from "@whatwg-node/server";
import { createApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { DatabaseUnavailableError, openDatabase } from "./db/connect.js";
import { createPrisma } from "./db/prisma.js";
import { seedIfEmpty } from "./db/seed-on-start.js";
import { log, setLogLevel } from "./log.js";
import { guardProcess } from "./process-guard.js";
import { resolveSecretKey } from "./secret.js";
import { createServices } from "./services.js";

// config -> database (embedded or DATABASE_URL) -> migrations -> demo data when empty -> listen.

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  guardProcess();
  const config = loadConfig();
  setLogLevel(config.logLevel);
  const secretKey = await resolveSecretKey(config);
  const database = await openDatabase(config);
  const prisma = createPrisma(database.pool);
  const services = createServices({ config, pool: database.pool, prisma, secretKey });
  const app = createApp(services);
  services.live.start();
  const server = http.createServer(createServerAdapter(app.fetch));
  let closing = false;
  const stop = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal}: shutting down`);
    const timer = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    // Ends the open notification streams, so their connections can close.
    await services.live.close().catch(() => undefined);
    if (server.listening) await new Promise((resolve) => server.close(resolve));
    clearTimeout(timer);
    await services.rateLimiter.close().catch(() => undefined);
    await prisma.$disconnect().catch(() => undefined);
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));

  if (config.seedOnEmpty) await seedIfEmpty(database.pool);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  log.info(`KaamSetu is running at http://localhost:${port} (${config.nodeEnv})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseUnavailableError) {
    log.error(error.message);
  } else {
    log.error(`could not start: ${error instanceof Error ? error.message : String(error)}`);
    log.debug(error instanceof Error ? (error.stack ?? "") : "");
  }
  process.exit(1);
});
