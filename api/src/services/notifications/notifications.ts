import { authorize } from "../../auth/policy/permissions.js";
import type { Context } from "../../context.js";
import { NotFoundError } from "../../errors.js";
import type { Notification, Prisma, PrismaClient } from "../../generated/prisma/client.js";
import { NOTIFICATION_CHANNEL } from "./notify.js";

// A user's own notifications: the list, the unread count, marking one or all as read. Only the
// user themself reads or marks theirs; another user's id answers "not found", so ids do not leak.
// A read is announced like a new notification (pg_notify in the same transaction), so the
// user's other open tabs and devices correct their unread count at once.

type Db = Pick<PrismaClient, "notification">;

/** The list's filter and order: newest first, optionally only the unread ones. */
export function notificationListQuery(options: { unreadOnly?: boolean | null }) {
  return {
    where: options.unreadOnly ? { isRead: false } : {},
    orderBy: [{ createdAt: "desc" as const }, { id: "desc" as const }],
  };
}

export function unreadNotificationCount(db: Db, userId: number): Promise<number> {
  return db.notification.count({ where: { userId, isRead: false } });
}

async function announceRead(
  tx: Prisma.TransactionClient,
  userId: number,
  read: { id: number } | "all",
): Promise<void> {
  const payload = JSON.stringify(
    read === "all" ? { userId, read } : { userId, id: read.id, read: true },
  );
  await tx.$executeRaw`SELECT pg_notify(${NOTIFICATION_CHANNEL}, ${payload})`;
}

/** Marks the viewer's notification read (again is fine); another user's is not found. */
export async function markNotificationRead(ctx: Context, id: number): Promise<Notification> {
  const userId = authorize(ctx.viewer, "notification.markRead");
  return ctx.prisma.$transaction(async (tx) => {
    const { count } = await tx.notification.updateMany({
      where: { id, userId, isRead: false },
      data: { isRead: true, readAt: new Date() },
    });
    const notification = await tx.notification.findFirst({ where: { id, userId } });
    if (!notification) throw new NotFoundError();
    if (count > 0) await announceRead(tx, userId, { id });
    return notification;
  });
}

/** Marks every unread notification of the viewer read; answers how many changed. */
export async function markAllNotificationsRead(ctx: Context): Promise<number> {
  const userId = authorize(ctx.viewer, "notification.markRead");
  return ctx.prisma.$transaction(async (tx) => {
    const { count } = await tx.notification.updateMany({
      where: { userId, isRead: false },
      data: { isRead: true, readAt: new Date() },
    });
    if (count > 0) await announceRead(tx, userId, "all");
    return count;
  });
}
