// Builds a workspace when its output is missing or older than its sources: `npm start`, and
// the tests that need the built web app (`node scripts/build-if-stale.mjs web`).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** What each workspace's build writes last, and the sources it is built from. */
export const BUILDS = {
  web: {
    name: "the web app",
    output: "web/dist/index.html",
    // With the shared package the web bundle imports, and the web's build tooling.
    inputs: [
      "web/src",
      "web/index.html",
      "web/public",
      "web/build",
      "web/vite.config.ts",
      "shared",
    ],
  },
  api: {
    name: "the api",
    output: "api/dist/main.js",
    inputs: ["api/src", "shared", "prisma/schema.prisma"],
  },
};

function newest(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...fs.readdirSync(target).map((name) => newest(path.join(target, name))),
  );
}

/** Builds `workspace` unless its output is newer than all its inputs; exits on a failed build. */
export function buildIfStale(workspace) {
  const { name, output, inputs } = BUILDS[workspace];
  const built = newest(path.join(root, output));
  if (built > 0 && inputs.every((input) => newest(path.join(root, input)) <= built)) return;
  console.log(`building ${name}…`);
  // Always the production build, whoever asks: under the tests NODE_ENV is `test`, and a web
  // build made with it uses React's development JSX, which the production server cannot run
  // (server rendering then turned itself off for the browser tests that reused that build).
  const result = spawnSync("npm", ["run", "build", "-w", workspace], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  for (const workspace of process.argv.slice(2)) buildIfStale(workspace);
}
