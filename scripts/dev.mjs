// `npm run dev`: the API with reload on change (tsx watch) behind Vite's dev server with hot
// reload, and relay-compiler re-run when a graphql`` tag or schema.graphql changes (its own
// --watch needs watchman, which these machines lack). Open http://localhost:3000. Ctrl-C stops
// them all.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? port + 1);
const env = { ...process.env, NODE_ENV: "development" };

// The tools' own entry points under this node (not npx), so our signals reach them directly.
const bin = (file) => path.join(root, "node_modules", file);
const children = [
  spawn(
    process.execPath,
    [bin("tsx/dist/cli.mjs"), "watch", "--clear-screen=false", "api/src/main.ts"],
    { cwd: root, stdio: "inherit", env: { ...env, PORT: String(apiPort), HOST: "127.0.0.1" } },
  ),
  spawn(process.execPath, [bin("vite/bin/vite.js")], {
    cwd: path.join(root, "web"),
    stdio: "inherit",
    env: { ...env, PORT: String(port), API_PORT: String(apiPort) },
  }),
];

let relayRun = null;
let relayAgain = false;
function compileRelay() {
  if (relayRun) {
    relayAgain = true;
    return;
  }
  relayRun = spawn(process.execPath, [bin("relay-compiler/cli.js")], {
    cwd: root,
    stdio: "inherit",
  });
  relayRun.on("exit", () => {
    relayRun = null;
    if (relayAgain) {
      relayAgain = false;
      compileRelay();
    }
  });
}
let relayTimer;
const onSourceChange = (_event, file) => {
  if (!file || file.includes("__generated__") || !/\.(tsx?|graphql)$/.test(file)) return;
  clearTimeout(relayTimer);
  relayTimer = setTimeout(compileRelay, 300);
};
const watchers = [
  fs.watch(path.join(root, "web/src"), { recursive: true }, onSourceChange),
  fs.watch(path.join(root, "schema.graphql"), onSourceChange),
];
compileRelay();

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  for (const watcher of watchers) watcher.close();
  clearTimeout(relayTimer);
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
for (const child of children) {
  child.on("exit", (code) => {
    stop("SIGTERM");
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null))
      process.exit(code ?? 0);
  });
}
