/// <reference types="vitest/config" />
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import relay from "vite-plugin-relay";
import { routePreloads } from "./build/route-preloads.ts";
import { ROUTE_PRELOADS } from "./src/route-preloads.ts";

const apiPort = Number(process.env.API_PORT ?? 3001);
const api = `http://127.0.0.1:${apiPort}`;

const dependency = (file: string) =>
  fileURLToPath(new URL(`../node_modules/${file}`, import.meta.url));

export default defineConfig(({ mode }) => ({
  // vite-plugin-relay must come before the React plugin (it rewrites graphql`` tags).
  plugins: [relay, react(), routePreloads(ROUTE_PRELOADS)],
  resolve: {
    alias: [
      // Only the hooks API of react-relay: the legacy container API would ship unused.
      { find: /^react-relay$/, replacement: dependency("react-relay/hooks.js") },
      // react-router's package exports only its development build; ship the production one.
      ...(mode === "production"
        ? [
            {
              find: /^react-router$/,
              replacement: dependency("react-router/dist/production/index.mjs"),
            },
          ]
        : []),
    ],
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    // `npm run dev`: the API runs behind Vite's dev server.
    proxy: { "/graphql": api, "/api": api, "/healthz": api, "/readyz": api },
  },
  build: { outDir: "dist", emptyOutDir: true, target: "es2020", assetsInlineLimit: 2048 },
  test: {
    name: "web",
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "jsdom",
    setupFiles: ["./vitest.setup.ts"],
    // user-event drives real timers; a loaded 2-core machine needs more than the default 5 s.
    testTimeout: 15_000,
  },
}));
