import type { NotificationType, Prisma } from "../../generated/prisma/client.js";

// Writing a notification. Always inside the transaction of the change that causes it, so a
// notification exists if and only if its change committed. The same transaction announces it
// with pg_notify, which PostgreSQL delivers to listeners only at commit: every api instance
// listening on NOTIFICATION_CHANNEL hears of it then (live.ts), and never of a rolled-back one.

export const NOTIFICATION_CHANNEL = "kaamsetu_notifications";

export interface NewNotification {
  userId: number;
  type: NotificationType;
  title: string;
  message: string;
  /** Where it points, e.g. { applicationId, jobId }. */
  data?: Prisma.InputJsonValue;
}

/** What a listener hears: whose notification and its id (the row is read from the database). */
export interface NotificationSignal {
  userId: number;
  id: number;
}

export async function notify(
  tx: Prisma.TransactionClient,
  notifications: NewNotification[],
): Promise<void> {
  if (notifications.length === 0) return;
  const rows = await tx.notification.createManyAndReturn({
    data: notifications,
    select: { id: true, userId: true },
  });
  const signals = rows.map(({ id, userId }): NotificationSignal => ({ id, userId }));
  await tx.$executeRaw`SELECT pg_notify(${NOTIFICATION_CHANNEL}, payload)
    FROM unnest(${signals.map((signal) => JSON.stringify(signal))}::text[]) AS payload`;
}
