import http from "node:http";
import type { AddressInfo } from "node:net";
import { createServerAdapter } from "@whatwg-node/server";
import { type App, createApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { createTestDatabase, type TestDatabase } from "./database.js";

export const TEST_SECRET = "test-secret-key-that-is-long-enough-0123456789";

export interface TestApp {
  db: TestDatabase;
  app: App;
  secretKey: string;
  /** POSTs a GraphQL document through yoga.fetch, no port involved. */
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{ status: number; body: { data?: T; errors?: GraphQLErrorBody[] } }>;
  close(): Promise<void>;
}

export interface GraphQLErrorBody {
  message: string;
  extensions?: { code?: string; [key: string]: unknown };
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "error", ...env });
  const app = createApp({ config, pool: db.pool, prisma: db.prisma, secretKey: TEST_SECRET });
  return {
    db,
    app,
    secretKey: TEST_SECRET,
    async graphql(query, variables) {
      const response = await app.yoga.fetch("http://localhost/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: await response.json() };
    },
    close: () => db.close(),
  };
}

/** The app on a real port of 127.0.0.1, for REST tests over HTTP. */
export async function listen(app: App): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const server = http.createServer(createServerAdapter(app.fetch));
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
