/// <reference types="vitest/config" />
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import relay from "vite-plugin-relay";
import { appManifests, appShell } from "./build/pwa.ts";
import { relayHooks } from "./build/relay-hooks.ts";
import { routePreloads } from "./build/route-preloads.ts";
import { ROUTE_LATER_STYLESHEETS, ROUTE_PRELOADS } from "./src/route-preloads.ts";

const RELAY_MODULES =
  /node_modules[\\/](relay-runtime|react-relay|fbjs|invariant|@babel[\\/]runtime)[\\/]|web[\\/]build[\\/](react-relay-hooks|relay-runtime)\.js$/;

const FRAMEWORK_MODULES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|html-parse-stringify|void-elements)[\\/]/;

const apiPort = Number(process.env.API_PORT ?? 3001);
const api = `http://127.0.0.1:${apiPort}`;

const shell = appShell();

const dependency = (file: string) =>
  fileURLToPath(new URL(`../node_modules/${file}`, import.meta.url));

export default defineConfig(({ mode }) => ({
  // vite-plugin-relay must come before the React plugin (it rewrites graphql`` tags).
  // relayHooks: react-relay trimmed to what the app uses (build/relay-hooks.ts).
  plugins: [
    relayHooks(),
    relay,
    react(),
    routePreloads(ROUTE_PRELOADS, ROUTE_LATER_STYLESHEETS),
    appManifests(),
    shell.plugin,
    // The service worker (issue 23 item 3), registered by main.tsx once the app is idle. Workbox
    // writes it (generateSW): maintained, versioned precaching and the strategies below, rather
    // than a hand-written worker. Precached: the app shell only (build/pwa.ts). Pages: network
    // first, the phone's copy after 4 s without an answer or offline (else the shell, whose app
    // shows what it kept: relay/offline-copies.ts). Hashed files: from the phone once fetched.
    // /graphql and /api/ are never cached. No skipWaiting: a new version takes over on the next
    // visit, never under an open page.
    VitePWA({
      strategies: "generateSW",
      injectRegister: false,
      manifest: false,
      filename: "sw.js",
      workbox: {
        globPatterns: ["**/*.{js,css,html}"],
        manifestTransforms: [shell.transform],
        // Hashed names: the browser's HTTP cache already holds them; no fetch again on install.
        dontCacheBustURLsMatching: /^assets\//,
        navigateFallback: null,
        skipWaiting: false,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === "navigate" &&
              !/^\/(api|graphql|language|healthz|readyz|files)(\/|$)/.test(url.pathname),
            handler: "NetworkFirst",
            options: {
              cacheName: "pages",
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 30 },
              cacheableResponse: { statuses: [200] },
              precacheFallback: { fallbackURL: "index.html" },
            },
          },
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
            handler: "CacheFirst",
            options: {
              cacheName: "assets",
              expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && /^\/(icons\/|manifest\/|favicon\.svg$)/.test(url.pathname),
            handler: "StaleWhileRevalidate",
            options: { cacheName: "static", cacheableResponse: { statuses: [200] } },
          },
        ],
      },
    }),
  ],
  resolve: {
    alias: [
      // The shared package from this checkout's own shared/, as its package.json exports say,
      // whatever node_modules links to (a git worktree sharing another checkout's packages):
      // the route preloads name its modules by their path in the repository.
      {
        find: /^@kaamsetu\/shared\/locales\/(.*)$/,
        replacement: fileURLToPath(new URL("../shared/locales/$1", import.meta.url)),
      },
      {
        find: /^@kaamsetu\/shared\/(.*)$/,
        replacement: fileURLToPath(new URL("../shared/src/$1.ts", import.meta.url)),
      },
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
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2020",
    assetsInlineLimit: 2048,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The framework (every page) and Relay (every data page) each load as one file, which
          // compresses better than the several small ones the default split makes of them.
          // Only each group's own modules: Relay's chunk imports React, it does not hold it.
          groups: [
            { name: "framework", test: FRAMEWORK_MODULES, includeDependenciesRecursively: false },
            { name: "relay", test: RELAY_MODULES, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  test: {
    name: "web",
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "jsdom",
    setupFiles: ["./vitest.setup.ts"],
    // user-event drives real timers; a loaded 2-core machine needs more than the default 5 s.
    testTimeout: 15_000,
  },
}));
