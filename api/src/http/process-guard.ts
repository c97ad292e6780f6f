import { log } from "../log.js";

// The last line of defence, behind each request's own error handling: a rejection nobody
// awaited or an exception thrown from a callback (a stream's or a socket's event) is logged,
// with the request it happened in, and the process goes on serving everyone else. Node's
// default would end the process, and with it the embedded PostgreSQL and every other visitor's
// request: one bad request once did exactly that. Counted, so tests and monitoring can see
// that something slipped past the handling it should have had.

let slipped = 0;

export const slippedErrorCount = () => slipped;

function report(kind: string, error: unknown): void {
  slipped += 1;
  log.error(kind, {
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
}

let installed = false;

export function guardProcess(): void {
  if (installed) return;
  installed = true;
  process.on("unhandledRejection", (error) => report("unhandled rejection", error));
  process.on("uncaughtException", (error) => report("uncaught exception", error));
}
