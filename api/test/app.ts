import fs from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { type App, createApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import type { HttpServerTimeouts } from "../src/constants.js";
import type { AppServices } from "../src/context.js";
import { createHttpServer } from "../src/http/server.js";
import { setLogLevel } from "../src/log.js";
import { REST_BASE } from "../src/rest/gateway.js";
import { createServices } from "../src/services.js";
import { createTestDatabase, type TestDatabase } from "./database.js";
import { checkedFetch } from "./openapi-check.js";

export const TEST_SECRET = "test-secret-key-that-is-long-enough-0123456789";

export interface TestApp {
  db: TestDatabase;
  app: App;
  services: AppServices;
  secretKey: string;
  /** POSTs a GraphQL document through yoga.fetch, no port involved. */
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: RequestOptions,
  ): Promise<{ status: number; body: { data?: T; errors?: GraphQLErrorBody[] } }>;
  close(): Promise<void>;
}

export interface RequestOptions {
  /** Bearer token. */
  token?: string;
  /** Extra headers, e.g. X-CSRF-Token or X-Forwarded-For. */
  headers?: Record<string, string>;
}

export interface GraphQLErrorBody {
  message: string;
  extensions?: { code?: string; [key: string]: unknown };
}

export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Parameters<typeof createServices>[1] = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "kaamsetu-api-test-"));
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "error", DATA_DIR: dataDir, ...env });
  setLogLevel(config.logLevel);
  const services = createServices(
    { config, pool: db.pool, prisma: db.prisma, secretKey: TEST_SECRET },
    overrides,
  );
  const app = checkedApp(createApp(services));
  return {
    db,
    app,
    services,
    secretKey: TEST_SECRET,
    async graphql(query, variables, options = {}) {
      const response = await app.yoga.fetch("http://localhost/graphql", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: await response.json() };
    },
    async close() {
      await services.queue.stop();
      await services.live.close();
      await services.rateLimiter.close();
      await services.searchLog.flush();
      await db.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The app, with every REST answer checked against the published OpenAPI document. */
export const checkedApp = (app: App): App => ({
  ...app,
  fetch: checkedFetch(app.fetch, REST_BASE),
});

/** The app on a real port of 127.0.0.1, served as `npm start` serves it, for tests over HTTP. */
export async function listen(
  app: App,
  timeouts?: HttpServerTimeouts,
): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const server = createHttpServer(app.fetch, timeouts);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
