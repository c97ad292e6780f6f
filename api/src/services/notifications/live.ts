import pg from "pg";
import { log } from "../../log.js";
import { NOTIFICATION_CHANNEL } from "./notify.js";

// Live delivery across api instances. Every change to someone's notifications announces itself
// with pg_notify inside its own transaction (notify.ts, notifications.ts), so PostgreSQL hands
// the signal to every listening instance at commit and never for a rollback. Each process keeps
// one dedicated connection (not from the pool: a LISTEN must stay on one session) and fans the
// signals out to its open subscriptions, by user.
//
// Why not Redis pub/sub, even when REDIS_URL is set: a publish is not part of the database
// transaction, so it would need an after-commit hook and could announce a change that then
// fails; every instance has PostgreSQL already, and the payloads are tiny ({userId, id}), far
// below NOTIFY's 8000-byte limit.

/** What a subscription hears about its user's notifications. */
export type LiveEvent =
  | { kind: "CREATED"; id: number }
  | { kind: "READ"; id: number }
  | { kind: "ALL_READ" }
  /** A stream opened, or the listener reconnected and may have missed signals: re-read the count. */
  | { kind: "RESYNC" };

/** A signal's wire form: notify.ts's NotificationSignal, or a read announced by notifications.ts. */
interface WireSignal {
  userId?: unknown;
  id?: unknown;
  read?: unknown;
}

export function parseSignal(
  payload: string | undefined,
): { userId: number; event: LiveEvent } | null {
  let signal: WireSignal;
  try {
    signal = JSON.parse(payload ?? "") as WireSignal;
  } catch {
    return null;
  }
  if (!signal || typeof signal.userId !== "number") return null;
  const { userId } = signal;
  if (signal.read === "all") return { userId, event: { kind: "ALL_READ" } };
  if (typeof signal.id !== "number") return null;
  return { userId, event: { kind: signal.read === true ? "READ" : "CREATED", id: signal.id } };
}

export interface LiveNotifications {
  /** Opens the listening connection; retries in the background when the database is away. */
  start(): void;
  /** Resolves once LISTEN is in place (tests wait for it before they notify). */
  ready(): Promise<void>;
  /**
   * The user's events until the caller returns the iterator or the process closes; `first`, when
   * given, comes before them.
   */
  events(userId: number, first?: LiveEvent): AsyncIterableIterator<LiveEvent>;
  /** Ends every subscription and the listening connection. */
  close(): Promise<void>;
}

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;
const CONNECT_TIMEOUT_MS = 5000;
/** Events one subscription may have waiting before it is ended as too slow. */
const QUEUE_MAX = 100;

export function createLiveNotifications(clientConfig: pg.ClientConfig): LiveNotifications {
  const listeners = new Map<number, Set<(event: LiveEvent) => void>>();
  const finishers = new Set<() => void>();
  let client: pg.Client | null = null;
  let started = false;
  let closed = false;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | null = null;
  let everConnected = false;
  let isReady = false;
  let markReady: () => void = () => undefined;
  let readyPromise = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  function deliver(userId: number, event: LiveEvent): void {
    for (const listener of listeners.get(userId) ?? []) listener(event);
  }

  function scheduleReconnect(): void {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  }

  function lost(lostClient: pg.Client, reason: string): void {
    if (client !== lostClient) return;
    client = null;
    lostClient.end().catch(() => undefined);
    if (closed) return;
    log.warn(`notifications: lost the listening connection (${reason}); reconnecting`);
    if (isReady) {
      isReady = false;
      readyPromise = new Promise<void>((resolve) => {
        markReady = resolve;
      });
    }
    scheduleReconnect();
  }

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({ ...clientConfig, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    next.on("error", (error) => lost(next, error.message));
    next.on("end", () => lost(next, "closed"));
    next.on("notification", (message) => {
      if (message.channel !== NOTIFICATION_CHANNEL) return;
      const signal = parseSignal(message.payload);
      if (signal) deliver(signal.userId, signal.event);
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(NOTIFICATION_CHANNEL)}`);
    } catch (error) {
      if (client === next) client = null;
      next.end().catch(() => undefined);
      if (!closed) {
        log.warn(
          `notifications: cannot listen (${error instanceof Error ? error.message : String(error)}); retrying`,
        );
        scheduleReconnect();
      }
      return;
    }
    if (closed || client !== next) {
      await next.end().catch(() => undefined);
      return;
    }
    retryMs = RETRY_FIRST_MS;
    if (everConnected) {
      // Signals sent while we were away are lost; every subscription re-reads its count.
      for (const userId of listeners.keys()) deliver(userId, { kind: "RESYNC" });
    }
    everConnected = true;
    isReady = true;
    markReady();
  }

  // Registered at once (not on the first next()), so nothing committed after the subscription
  // was set up is missed while its stream is still opening.
  function subscribe(userId: number, first?: LiveEvent): AsyncIterableIterator<LiveEvent> {
    const queue: LiveEvent[] = first ? [first] : [];
    const waiting: ((result: IteratorResult<LiveEvent>) => void)[] = [];
    let done = closed;
    const finish = () => {
      done = true;
      finishers.delete(finish);
      const set = listeners.get(userId);
      set?.delete(listener);
      if (set?.size === 0) listeners.delete(userId);
      for (const resolve of waiting.splice(0)) resolve({ value: undefined, done: true });
    };
    const listener = (event: LiveEvent) => {
      if (done) return;
      const resolve = waiting.shift();
      if (resolve) resolve({ value: event, done: false });
      else if (queue.length < QUEUE_MAX) queue.push(event);
      // A client too slow to take its events is ended, not buffered without limit; it
      // reconnects and re-reads its count.
      else finish();
    };
    if (!done) {
      listeners.set(userId, (listeners.get(userId) ?? new Set()).add(listener));
      finishers.add(finish);
    }
    return {
      next() {
        const event = queue.shift();
        if (event) return Promise.resolve({ value: event, done: false });
        if (done) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve) => waiting.push(resolve));
      },
      return() {
        finish();
        return Promise.resolve({ value: undefined, done: true });
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  return {
    start() {
      if (started || closed) return;
      started = true;
      void connect();
    },
    ready() {
      this.start();
      return readyPromise;
    },
    events(userId, first) {
      this.start();
      return subscribe(userId, first);
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      for (const finish of [...finishers]) finish();
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
