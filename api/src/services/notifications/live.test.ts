import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/database.js";
import { createEmployer } from "../../../test/fixtures.js";
import { announceUserSessionsEnded, SESSION_END_CHANNEL } from "../../auth/session-ends.js";
import { setLogLevel } from "../../log.js";
import { createLiveNotifications, type LiveEvent, type LiveNotifications } from "./live.js";
import { NOTIFICATION_CHANNEL, notify } from "./notify.js";

// LISTEN/NOTIFY delivery against a real PostgreSQL: a signal arrives only when its transaction
// commits, reaches every instance, only its own user's subscriptions, and survives a lost
// connection. Subscriptions end with their session, announced or found by a re-check.

let db: TestDatabase;
setLogLevel("error");
let a: LiveNotifications;
let b: LiveNotifications;
let userId: number;
let otherId: number;

beforeAll(async () => {
  db = await createTestDatabase();
  a = createLiveNotifications(db.pool.options);
  b = createLiveNotifications(db.pool.options);
  await Promise.all([a.ready(), b.ready()]);
  userId = (await createEmployer(db.prisma)).id;
  otherId = (await createEmployer(db.prisma)).id;
});
afterAll(async () => {
  await a.close();
  await b.close();
  await db.close();
});

// A next() that timed out stays pending and would take the following event; keep it for the
// next look instead.
const pending = new WeakMap<AsyncIterator<LiveEvent>, Promise<LiveEvent | null>>();

/** The iterator's next event, or null when none comes within `ms`. */
async function nextWithin(events: AsyncIterator<LiveEvent>, ms = 3000): Promise<LiveEvent | null> {
  const next =
    pending.get(events) ?? events.next().then((result) => (result.done ? null : result.value));
  pending.set(events, next);
  const timeout = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), ms));
  const result = await Promise.race([next, timeout]);
  if (result === "timeout") return null;
  pending.delete(events);
  return result;
}

const notice = (id: number) => ({
  userId: id,
  type: "APPLICATION_STATUS" as const,
  title: "Application accepted",
  message: "Your application was accepted.",
  data: { applicationId: 1, jobId: 2 },
});

describe("live notifications", () => {
  it("delivers a committed notification to every instance, only to its own user", async () => {
    const onA = a.events({ userId: userId, sessionId: null });
    const onB = b.events({ userId: userId, sessionId: null });
    const other = b.events({ userId: otherId, sessionId: null });
    await db.prisma.$transaction((tx) => notify(tx, [notice(userId)]));
    const row = await db.prisma.notification.findFirstOrThrow({ where: { userId } });
    expect(await nextWithin(onA)).toEqual({ kind: "CREATED", id: row.id });
    expect(await nextWithin(onB)).toEqual({ kind: "CREATED", id: row.id });
    expect(await nextWithin(other, 300)).toBeNull();
    await Promise.all([onA.return?.(), onB.return?.(), other.return?.()]);
  });

  it("writes and announces nothing when the transaction rolls back", async () => {
    const events = a.events({ userId: userId, sessionId: null });
    const before = await db.prisma.notification.count();
    await expect(
      db.prisma.$transaction(async (tx) => {
        await notify(tx, [notice(userId)]);
        throw new Error("the status change failed");
      }),
    ).rejects.toThrow("the status change failed");
    expect(await db.prisma.notification.count()).toBe(before);
    expect(await nextWithin(events, 500)).toBeNull();
    await events.return?.();
  });

  it("holds the signal back until commit", async () => {
    const events = a.events({ userId: userId, sessionId: null });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db.prisma.$transaction(async (tx) => {
      await notify(tx, [notice(userId)]);
      await gate;
    });
    expect(await nextWithin(events, 300)).toBeNull();
    release();
    await transaction;
    expect((await nextWithin(events))?.kind).toBe("CREATED");
    await events.return?.();
  });

  it("ignores payloads that are not ours", async () => {
    const events = a.events({ userId: userId, sessionId: null });
    await db.pool.query("SELECT pg_notify($1, $2)", [NOTIFICATION_CHANNEL, "not json"]);
    await db.pool.query("SELECT pg_notify($1, $2)", [NOTIFICATION_CHANNEL, '{"userId":"x"}']);
    await db.pool.query("SELECT pg_notify($1, $2)", [
      NOTIFICATION_CHANNEL,
      JSON.stringify({ userId, read: "all" }),
    ]);
    expect(await nextWithin(events)).toEqual({ kind: "ALL_READ" });
    await events.return?.();
  });

  it("reconnects after losing its connection and tells subscribers to resync", async () => {
    const events = a.events({ userId: userId, sessionId: null });
    await db.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    );
    expect(await nextWithin(events, 10_000)).toEqual({ kind: "RESYNC" });
    await Promise.all([a.ready(), b.ready()]);
    await db.prisma.$transaction((tx) => notify(tx, [notice(userId)]));
    expect((await nextWithin(events))?.kind).toBe("CREATED");
    await events.return?.();
  });

  it("ends every subscription on close", async () => {
    const live = createLiveNotifications(db.pool.options);
    await live.ready();
    const events = live.events({ userId: userId, sessionId: null });
    const next = events.next();
    await live.close();
    expect(await next).toEqual({ value: undefined, done: true });
    expect(await live.events({ userId: userId, sessionId: null }).next()).toEqual({
      value: undefined,
      done: true,
    });
  });

  it("ends a session's subscriptions on every instance when its end is announced, no others", async () => {
    const onA = a.events({ userId, sessionId: 101 });
    const onB = b.events({ userId, sessionId: 101 });
    const otherSession = a.events({ userId, sessionId: 102 });
    await db.pool.query("SELECT pg_notify($1, $2)", [SESSION_END_CHANNEL, "not json"]);
    await db.pool.query("SELECT pg_notify($1, $2)", [
      SESSION_END_CHANNEL,
      JSON.stringify({ sessionId: 101 }),
    ]);
    expect(await onA.next()).toEqual({ value: undefined, done: true });
    expect(await onB.next()).toEqual({ value: undefined, done: true });
    await db.prisma.$transaction((tx) => notify(tx, [notice(userId)]));
    expect((await nextWithin(otherSession))?.kind).toBe("CREATED");
    await otherSession.return?.();
  });

  it("ends all of a user's subscriptions when that is announced, at commit only", async () => {
    const first = a.events({ userId: otherId, sessionId: 201 });
    const second = b.events({ userId: otherId, sessionId: 202 });
    const someoneElse = a.events({ userId, sessionId: 203 });
    await expect(
      db.prisma.$transaction(async (tx) => {
        await announceUserSessionsEnded(tx, otherId);
        throw new Error("the block failed");
      }),
    ).rejects.toThrow("the block failed");
    expect(await nextWithin(first, 300)).toBeNull();
    await db.prisma.$transaction((tx) => announceUserSessionsEnded(tx, otherId));
    expect(await nextWithin(first)).toBeNull();
    expect(await first.next()).toEqual({ value: undefined, done: true });
    expect(await second.next()).toEqual({ value: undefined, done: true });
    await db.prisma.$transaction((tx) => notify(tx, [notice(userId)]));
    expect((await nextWithin(someoneElse))?.kind).toBe("CREATED");
    await someoneElse.return?.();
  });

  it("re-checks the sessions of open subscriptions now and then, and ends the dead ones", async () => {
    const alive = new Set([301]);
    const checked: number[][] = [];
    const live = createLiveNotifications(db.pool.options, {
      recheckMs: 100,
      liveSessions: async (sessionIds) => {
        checked.push(sessionIds);
        return alive;
      },
    });
    try {
      const kept = live.events({ userId, sessionId: 301 });
      const ended = live.events({ userId, sessionId: 302 });
      const ending = ended.next();
      expect(await ending).toEqual({ value: undefined, done: true });
      expect(checked[0]?.sort()).toEqual([301, 302]);
      expect(await nextWithin(kept, 300)).toBeNull();
      await kept.return?.();
    } finally {
      await live.close();
    }
  });
});
