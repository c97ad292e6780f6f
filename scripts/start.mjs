// `npm start`: build what is missing or stale, then run the server in production mode.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

function newest(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...fs.readdirSync(target).map((name) => newest(path.join(target, name))),
  );
}

function buildIfStale(name, output, inputs, workspace) {
  const built = newest(path.join(root, output));
  if (built > 0 && inputs.every((input) => newest(path.join(root, input)) <= built)) return;
  console.log(`building ${name}…`);
  const result = spawnSync("npm", ["run", "build", "-w", workspace], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

buildIfStale(
  "the web app",
  "web/dist/index.html",
  ["web/src", "web/index.html", "web/public"],
  "web",
);
buildIfStale("the api", "api/dist/main.js", ["api/src", "prisma/schema.prisma"], "api");

process.env.NODE_ENV ??= "production";
// A developer's machine (the embedded database) has no SMS gateway: unless one is configured,
// one-time passwords go to an outbox file (and the log), which the server allows in production
// only when told so. With DATABASE_URL this is a real deployment, which must configure SMS.
if (!process.env.SMS_PROVIDER && !process.env.SMS_HTTP_URL && !process.env.DATABASE_URL) {
  process.env.SMS_PROVIDER = "log";
  process.env.SMS_LOG_IN_PRODUCTION = "true";
  const dataDir = path.resolve(process.env.DATA_DIR || path.join(root, ".data"));
  const outbox = path.resolve(
    process.env.SMS_OUTBOX_FILE || path.join(dataDir, "sms-outbox.jsonl"),
  );
  console.log(
    `No SMS gateway configured: one-time passwords are written to ${outbox}, not sent (set SMS_PROVIDER=http and SMS_HTTP_URL to send them).`,
  );
}
// `npm start` under a process manager: npm does not pass SIGTERM on to us, so when the npm that
// launched us goes away, shut down as if we had been told to (and stop the embedded PostgreSQL).
const launcher = process.ppid;
setInterval(() => {
  if (process.ppid !== launcher) process.kill(process.pid, "SIGTERM");
}, 1000).unref();
await import(path.join(root, "api/dist/main.js"));
