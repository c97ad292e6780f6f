import pg from "pg";
import { parseSessionEnd, SESSION_END_CHANNEL, type SessionEnd } from "../../auth/session-ends.js";
import { LIVE_SESSION_RECHECK_MS } from "../../constants.js";
import { log } from "../../log.js";
import { NOTIFICATION_CHANNEL } from "./notify.js";

// Live delivery across api instances. Every change to someone's notifications announces itself
// with pg_notify inside its own transaction (notify.ts, notifications.ts), so PostgreSQL hands
// the signal to every listening instance at commit and never for a rollback. Each process keeps
// one dedicated connection (not from the pool: a LISTEN must stay on one session) and fans the
// signals out to its open subscriptions, by user.
//
// A subscription belongs to the session that opened it and ends with it: on the announcement
// of its end (session-ends.ts), and at the latest at the next re-check of the sessions behind
// open subscriptions, which also catches expiry and idleness that nothing announces.
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

/** Whose events a subscription takes, and the session it lives no longer than. */
export interface LiveSubscriber {
  userId: number;
  /** Null: no session to outlive (in-process callers, tests). */
  sessionId: number | null;
}

export interface LiveOptions {
  /** Which of these sessions are still live; without it only announced ends close streams. */
  liveSessions?: (sessionIds: number[]) => Promise<ReadonlySet<number>>;
  /** How often open subscriptions' sessions are re-checked. */
  recheckMs?: number;
}

/** The listening connection, for the admin's system section. */
export type ListenerState = "LISTENING" | "CONNECTING" | "STOPPED";

export interface LiveNotifications {
  /** Whether LISTEN is in place now, being (re)established, or not started or closed. */
  state(): ListenerState;
  /** Opens the listening connection; retries in the background when the database is away. */
  start(): void;
  /** Resolves once LISTEN is in place (tests wait for it before they notify). */
  ready(): Promise<void>;
  /**
   * The user's events until the caller returns the iterator, its session ends or the process
   * closes; `first`, when given, comes before them.
   */
  events(subscriber: LiveSubscriber, first?: LiveEvent): AsyncIterableIterator<LiveEvent>;
  /** Re-checks the sessions behind open subscriptions now (also done every `recheckMs`). */
  recheckSessions(): Promise<void>;
  /** Ends every subscription and the listening connection. */
  close(): Promise<void>;
}

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;
const CONNECT_TIMEOUT_MS = 5000;
/** Events one subscription may have waiting before it is ended as too slow. */
const QUEUE_MAX = 100;

interface Subscription {
  listener: (event: LiveEvent) => void;
  finish: () => void;
}

/** Adds to or removes from a map of sets, dropping emptied sets. */
function addTo<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  map.set(key, (map.get(key) ?? new Set()).add(value));
}
function removeFrom<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  const set = map.get(key);
  set?.delete(value);
  if (set?.size === 0) map.delete(key);
}

export function createLiveNotifications(
  clientConfig: pg.ClientConfig,
  options: LiveOptions = {},
): LiveNotifications {
  const byUser = new Map<number, Set<Subscription>>();
  const bySession = new Map<number, Set<Subscription>>();
  const recheckMs = options.recheckMs ?? LIVE_SESSION_RECHECK_MS;
  let recheckTimer: NodeJS.Timeout | null = null;
  let rechecking: Promise<void> | null = null;
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
    for (const { listener } of byUser.get(userId) ?? []) listener(event);
  }

  function endSessions(end: SessionEnd): void {
    const ended = "sessionId" in end ? bySession.get(end.sessionId) : byUser.get(end.userId);
    for (const { finish } of [...(ended ?? [])]) finish();
  }

  async function recheck(): Promise<void> {
    const { liveSessions } = options;
    if (!liveSessions || bySession.size === 0) return;
    const checked = [...bySession.keys()];
    let live: ReadonlySet<number>;
    try {
      live = await liveSessions(checked);
    } catch (error) {
      // The database is away: keep the streams; the next re-check decides.
      log.warn("notifications: cannot re-check the sessions of open streams", {
        error: error instanceof Error ? error.message : String(error),
      });
      return;
    }
    for (const sessionId of checked) {
      if (!live.has(sessionId)) endSessions({ sessionId });
    }
  }

  function recheckSessions(): Promise<void> {
    rechecking ??= recheck().finally(() => {
      rechecking = null;
    });
    return rechecking;
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
      if (message.channel === SESSION_END_CHANNEL) {
        const end = parseSessionEnd(message.payload);
        if (end) endSessions(end);
        return;
      }
      if (message.channel !== NOTIFICATION_CHANNEL) return;
      const signal = parseSignal(message.payload);
      if (signal) deliver(signal.userId, signal.event);
    });
    client = next;
    try {
      await next.connect();
      await next.query(
        `LISTEN ${next.escapeIdentifier(NOTIFICATION_CHANNEL)};
         LISTEN ${next.escapeIdentifier(SESSION_END_CHANNEL)}`,
      );
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
      // Said once it works again, so the log shows how long live delivery was away.
      log.info("notifications: listening again");
      // Signals sent while we were away are lost: sessions that ended meanwhile are found by a
      // re-check, and every subscription re-reads its count.
      void recheckSessions();
      for (const userId of byUser.keys()) deliver(userId, { kind: "RESYNC" });
    }
    everConnected = true;
    isReady = true;
    markReady();
  }

  // Registered at once (not on the first next()), so nothing committed after the subscription
  // was set up is missed while its stream is still opening.
  function subscribe(
    subscriber: LiveSubscriber,
    first?: LiveEvent,
  ): AsyncIterableIterator<LiveEvent> {
    const queue: LiveEvent[] = first ? [first] : [];
    const waiting: ((result: IteratorResult<LiveEvent>) => void)[] = [];
    let done = closed;
    const finish = () => {
      done = true;
      removeFrom(byUser, subscriber.userId, subscription);
      if (subscriber.sessionId !== null) removeFrom(bySession, subscriber.sessionId, subscription);
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
    const subscription: Subscription = { listener, finish };
    if (!done) {
      addTo(byUser, subscriber.userId, subscription);
      if (subscriber.sessionId !== null) addTo(bySession, subscriber.sessionId, subscription);
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
    state() {
      if (closed || !started) return "STOPPED";
      return isReady ? "LISTENING" : "CONNECTING";
    },
    start() {
      if (started || closed) return;
      started = true;
      void connect();
      if (options.liveSessions) {
        recheckTimer = setInterval(() => void recheckSessions(), recheckMs);
        recheckTimer.unref();
      }
    },
    ready() {
      this.start();
      return readyPromise;
    },
    events(subscriber, first) {
      this.start();
      return subscribe(subscriber, first);
    },
    recheckSessions,
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      if (recheckTimer) clearInterval(recheckTimer);
      recheckTimer = null;
      for (const { finish } of [...byUser.values()].flatMap((set) => [...set])) finish();
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
