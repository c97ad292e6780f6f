// `npm start`: build what is missing or stale, then run the server in production mode.
import path from "node:path";
import { buildIfStale } from "./build-if-stale.mjs";

const root = path.resolve(import.meta.dirname, "..");

buildIfStale("web");
buildIfStale("api");

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
