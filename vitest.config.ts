import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

// graphql 16 ships CommonJS as "main" and ESM as "module". Node (and so Pothos and yoga) load
// the CommonJS one; Vite would pick the ESM one for our sources, and two copies of graphql
// cannot share a schema. Point Vite at the copy Node uses.
const graphqlMain = createRequire(import.meta.url).resolve("graphql");

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: [{ find: /^graphql$/, replacement: graphqlMain }] },
        test: {
          name: "api",
          include: [
            "api/src/**/*.test.ts",
            "api/test/**/*.test.ts",
            "shared/src/**/*.test.ts",
            "seed/**/*.test.ts",
          ],
          globalSetup: ["api/test/global-setup.ts"],
          setupFiles: ["api/test/setup.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Each file gets its own database; two workers keep both cores busy.
          pool: "forks",
          maxWorkers: 2,
        },
      },
      "web/vite.config.ts",
    ],
  },
});
