// What a failed query means for the person waiting on it. pg, Prisma's driver adapter and
// Prisma itself each wrap the cause differently (an errno on a socket error, a SQLSTATE on a
// server error, a `kind` from the adapter, a plain message from pg's pool), so this walks
// the whole chain of causes.

/** The database is away or restarting: the request may succeed later (503, Retry-After). */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  // SQLSTATE: statement timeout (DB_QUERY_TIMEOUT_MS); shut down by an administrator,
  // crashed, starting up; too many connections; the database does not exist (yet); Prisma's
  // "can't reach", "timed out", "closed".
  "57014",
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "3D000",
  "P1001",
  "P1002",
  "P1008",
  "P1017",
  "P2024",
  // Prisma: an interactive transaction that ran past its time (it waited on locks held by
  // others); it was rolled back, so the same request may succeed a moment later.
  "P2028",
  // SQLSTATE: a deadlock the server broke by rolling this transaction back, and a serialization
  // failure (two writers at once, e.g. opposite moves on one employer's roll-up rows): nothing
  // of it was kept, and the same request may succeed a moment later.
  "40P01",
  "40001",
]);
const UNAVAILABLE_KINDS = new Set([
  "DatabaseNotReachable",
  "DatabaseDoesNotExist",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Connection ended|the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)|terminating connection due to|Can't reach database server|Cannot use a pool after calling end|Query read timeout/i;

/**
 * SQLSTATE class 22 (data exception): a value the database cannot take, such as a date outside
 * its range or a number too large for its column, that got past validation. It is the
 * request's fault, not the server's.
 */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;
const DATA_EXCEPTION_KINDS = new Set(["ValueOutOfRange", "InvalidInputValue", "LengthMismatch"]);
/** Prisma refusing a value before it reaches the database: a decoded cursor that is no ID. */
const PRISMA_VALUE_REFUSED = /Unable to fit value|Invalid value provided/;

/** The error and every error it wraps, outermost first. */
function causes(error: unknown): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const queue: unknown[] = [error];
  while (queue.length > 0 && found.length < 20) {
    const next = queue.shift();
    if (!next || typeof next !== "object" || found.includes(next as Record<string, unknown>)) {
      continue;
    }
    const item = next as Record<string, unknown>;
    found.push(item);
    queue.push(item.cause, item.originalError, item.meta, item.driverAdapterError);
    if (Array.isArray(item.errors)) queue.push(...item.errors);
  }
  return found;
}

const codesOf = (item: Record<string, unknown>) =>
  [item.code, item.originalCode].filter((code): code is string => typeof code === "string");

export function isDatabaseUnavailable(error: unknown): boolean {
  return causes(error).some(
    (item) =>
      codesOf(item).some((code) => UNAVAILABLE_CODES.has(code) || code.startsWith("08")) ||
      (typeof item.kind === "string" && UNAVAILABLE_KINDS.has(item.kind)) ||
      (typeof item.message === "string" && UNAVAILABLE_MESSAGES.test(item.message)),
  );
}

export function isDataException(error: unknown): boolean {
  return causes(error).some(
    (item) =>
      codesOf(item).some((code) => DATA_EXCEPTION.test(code)) ||
      (typeof item.kind === "string" && DATA_EXCEPTION_KINDS.has(item.kind)) ||
      (item.name === "PrismaClientValidationError" &&
        typeof item.message === "string" &&
        PRISMA_VALUE_REFUSED.test(item.message)),
  );
}
