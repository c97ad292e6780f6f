import { AsyncLocalStorage } from "node:async_hooks";

// One-line log records on stdout/stderr. Secrets never go through here: callers log what
// happened, not the tokens, codes or URLs with passwords involved (see redactUrl). A record
// written while a request is handled carries that request's id, which its answer carries too
// (X-Request-Id), so a person's report of a failure leads to its cause.

const levels = { debug: 10, info: 20, warn: 30, error: 40 } as const;
type Level = keyof typeof levels;

let threshold: number = levels.info;

export function setLogLevel(level: Level): void {
  threshold = levels[level];
}

const currentRequest = new AsyncLocalStorage<{ id: string }>();

/** Runs `handle` as the request `id`: log records written meanwhile name it. */
export const withRequestId = <T>(id: string, handle: () => T): T =>
  currentRequest.run({ id }, handle);

export const currentRequestId = (): string | null => currentRequest.getStore()?.id ?? null;

function write(level: Level, message: string, fields?: Record<string, unknown>): void {
  if (levels[level] < threshold) return;
  const requestId = currentRequestId();
  const all = requestId ? { requestId, ...fields } : fields;
  const extra = all ? ` ${JSON.stringify(all)}` : "";
  const line = `${new Date().toISOString()} ${level.toUpperCase()} ${message}${extra}\n`;
  (levels[level] >= levels.warn ? process.stderr : process.stdout).write(line);
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
