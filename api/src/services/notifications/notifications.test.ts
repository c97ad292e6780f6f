import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { signedInWorker } from "../../../test/sessions.js";
import type { Context } from "../../context.js";
import { NotFoundError, UnauthenticatedError } from "../../errors.js";
import type { LiveEvent } from "./live.js";
import {
  markAllNotificationsRead,
  markNotificationRead,
  unreadNotificationCount,
} from "./notifications.js";
import { notify } from "./notify.js";

// The service's rules with a real database: only the owner marks, a read is announced to the
// user's other tabs, and marking what is already read changes and announces nothing.

let t: TestApp;
let worker: { user: { id: number } };
let other: { user: { id: number } };

beforeAll(async () => {
  t = await createTestApp();
  worker = await signedInWorker(t);
  other = await signedInWorker(t);
  await t.services.live.ready();
});
afterAll(async () => {
  await t.close();
});

const as = (userId: number | null) =>
  ({
    ...t.services,
    viewer: userId === null ? null : { kind: "user", id: userId, userType: "LABOUR" },
  }) as unknown as Context;

async function send(userId: number, title: string): Promise<number> {
  await t.db.prisma.$transaction((tx) =>
    notify(tx, [{ userId, type: "RATING_REQUEST", title, message: `${title}.` }]),
  );
  return (await t.db.prisma.notification.findFirstOrThrow({ where: { userId, title } })).id;
}

/** The next read event within `ms`, or null; announcements of new notifications are skipped. */
async function nextWithin(events: AsyncIterator<LiveEvent>, ms: number): Promise<LiveEvent | null> {
  const deadline = Date.now() + ms;
  const read = (async () => {
    while (true) {
      const result = await events.next();
      if (result.done) return null;
      if (result.value.kind !== "CREATED") return result.value;
    }
  })();
  return Promise.race([
    read,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now())),
  ]);
}

describe("markNotificationRead", () => {
  it("marks the owner's, announces it once, and is quiet the second time", async () => {
    const id = await send(worker.user.id, "Rate Patil Constructions");
    const events = t.services.live.events({ userId: worker.user.id, sessionId: null });
    const row = await markNotificationRead(as(worker.user.id), id);
    expect(row).toMatchObject({ id, isRead: true });
    expect(await nextWithin(events, 3000)).toEqual({ kind: "READ", id });
    await markNotificationRead(as(worker.user.id), id);
    expect(await nextWithin(events, 300)).toBeNull();
    await events.return?.();
  });

  it("answers not found to anyone else and leaves the row alone", async () => {
    const id = await send(worker.user.id, "Rate Metro Electric");
    await expect(markNotificationRead(as(other.user.id), id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(markNotificationRead(as(null), id)).rejects.toBeInstanceOf(UnauthenticatedError);
    await expect(markNotificationRead(as(worker.user.id), 2_000_000)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect((await t.db.prisma.notification.findUniqueOrThrow({ where: { id } })).isRead).toBe(
      false,
    );
  });
});

describe("markAllNotificationsRead", () => {
  it("marks only the viewer's and announces it; nothing to mark announces nothing", async () => {
    await send(other.user.id, "Someone else's");
    const events = t.services.live.events({ userId: worker.user.id, sessionId: null });
    expect(await markAllNotificationsRead(as(worker.user.id))).toBeGreaterThan(0);
    expect(await nextWithin(events, 3000)).toEqual({ kind: "ALL_READ" });
    expect(await unreadNotificationCount(t.db.prisma, worker.user.id)).toBe(0);
    expect(await unreadNotificationCount(t.db.prisma, other.user.id)).toBe(1);
    expect(await markAllNotificationsRead(as(worker.user.id))).toBe(0);
    expect(await nextWithin(events, 300)).toBeNull();
    await events.return?.();
  });
});
