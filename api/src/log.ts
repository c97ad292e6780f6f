import { AsyncLocalStorage } from "node:async_hooks";
import cluster from "node:cluster";
import pino from "pino";

// The server log: one JSON object per line on stdout (pino), `{"level","time","msg",
// "requestId", ...fields}`, for a collector to parse; `npm run dev` prints them readably
// instead (usePrettyLogs). A record written while a request is handled carries that request's
// id, which its answer carries too (X-Request-Id), so a person's report of a failure leads to
// its cause. Callers log what happened, not the tokens, codes or URLs with passwords involved
// (see redactUrl); the field names below are blanked whatever a caller passes, as a second line.

type Level = "debug" | "info" | "warn" | "error";

/** Fields that may hold a credential or a person's number: never written as given. */
export const REDACTED_FIELDS = [
  "authorization",
  "cookie",
  "token",
  "accessToken",
  "refreshToken",
  "registrationToken",
  "csrfToken",
  "otp",
  "code",
  "password",
  "phone",
  "phoneNumber",
  "to",
];

const REDACT_PATHS = [
  ...REDACTED_FIELDS,
  ...REDACTED_FIELDS.map((field) => `*.${field}`),
  'headers["authorization"]',
  'headers["cookie"]',
];

/**
 * Everything the log writes goes through process.stdout.write (tests capture it there). Once
 * stdout fails (its reader is gone: EPIPE), the log stops writing there: each failed write would
 * raise an error whose report is another write, a loop that spins a process whose supervisor
 * died.
 */
let stdoutFailed = false;
process.stdout.on?.("error", () => {
  stdoutFailed = true;
});
const stdout = {
  write: (line: string) => (stdoutFailed ? true : process.stdout.write(line)),
};

function makeLogger(level: Level, destination: pino.DestinationStream): pino.Logger {
  return pino(
    {
      level,
      // A cluster's worker names itself (cluster/primary.ts); a single process writes no base.
      base: cluster.isWorker ? { worker: cluster.worker?.id } : undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    },
    destination,
  );
}

let destination: pino.DestinationStream = stdout;
let logger = makeLogger("info", destination);

export function setLogLevel(level: Level): void {
  logger.level = level;
}

/**
 * Readable lines for a person at a terminal (`npm run dev`), through pino-pretty, which is a
 * development dependency: loaded only when asked, never in production or the tests.
 */
export async function usePrettyLogs(): Promise<void> {
  const { default: pretty } = await import("pino-pretty");
  destination = pretty({
    colorize: true,
    singleLine: true,
    translateTime: "SYS:HH:MM:ss.l",
    ignore: "pid,hostname",
  });
  logger = makeLogger(logger.level as Level, destination);
}

/** What the app knows about the request being handled, for its log lines and its metrics. */
export interface RequestRecord {
  id: string;
  /** The route's template (`/api/v1/jobs/{id}/`, `/jobs/:jobId`), never the raw path. */
  route: string;
  /** The signed-in user or admin behind the request, once authenticated. */
  viewerId: number | null;
  viewerKind: "user" | "admin" | null;
  /** The API key the viewer acts through (its id, never its secret), when one is. */
  apiKeyId: number | null;
  /** Time spent in SQL statements on behalf of this request, in ms. */
  sqlMs: number;
  /** The request's trace, when traces are exported (tracing/tracing.ts). */
  traceId: string | null;
}

const currentRequest = new AsyncLocalStorage<RequestRecord>();

/** Runs `handle` as the request `record`: log records written meanwhile name it. */
export const withRequest = <T>(record: RequestRecord, handle: () => T): T =>
  currentRequest.run(record, handle);

export const newRequestRecord = (id: string): RequestRecord => ({
  id,
  route: "other",
  viewerId: null,
  viewerKind: null,
  apiKeyId: null,
  sqlMs: 0,
  traceId: null,
});

/** Names the route the request being handled took: a template, never the raw path. */
export function routeIs(route: string): void {
  const record = currentRequest.getStore();
  if (record) record.route = route;
}

/** The request being handled, when there is one. */
export const requestRecord = (): RequestRecord | undefined => currentRequest.getStore();

export const currentRequestId = (): string | null => currentRequest.getStore()?.id ?? null;

function write(level: Level, message: string, fields?: Record<string, unknown>): void {
  if (!logger.isLevelEnabled(level)) return;
  const record = currentRequest.getStore();
  if (!record) {
    logger[level](fields ?? {}, message);
    return;
  }
  const { id: requestId, traceId } = record;
  logger[level](traceId ? { requestId, traceId, ...fields } : { requestId, ...fields }, message);
}

export const log = {
  debug: (message: string, fields?: Record<string, unknown>) => write("debug", message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
};

/** The URL without its password, for messages. */
export function redactUrl(raw: string): string {
  try {
    const parsed = new URL(raw);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparseable URL)";
  }
}
