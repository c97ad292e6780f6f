import type { NotificationType, Prisma } from "../../generated/prisma/client.js";

// Writing a notification. Always inside the transaction of the change that causes it, so a
// notification exists if and only if its change committed. The same transaction announces it
// with pg_notify, which PostgreSQL delivers to listeners only at commit: every api instance
// listening on NOTIFICATION_CHANNEL hears of it then (live.ts), and never of a rolled-back one.

export const NOTIFICATION_CHANNEL = "kaamsetu_notifications";

/**
 * What happened, for clients that word a notification in the reader's language; `title` and
 * `message` are the English wording, for everyone else.
 */
export type NotificationKind =
  | "APPLICATION_RECEIVED"
  | "APPLICATION_WITHDRAWN"
  | "APPLICATION_STATUS"
  | "RATE_EMPLOYER"
  | "RATE_WORKER"
  | "NO_SHOW_CHECK"
  | "WORK_DISPUTED"
  | "EMPLOYER_CONTACTED"
  | "JOB_REMOVED"
  | "APPLICATION_CANCELLED_BY_TEAM"
  | "APPLICANT_CANCELLED_BY_TEAM"
  | "DOCUMENT_VERIFIED"
  | "DOCUMENT_REJECTED"
  | "JOB_MATCH"
  | "ANNOUNCEMENT"
  | "ACCOUNT_BLOCKED";

export interface NewNotification {
  userId: number;
  type: NotificationType;
  title: string;
  message: string;
  /** Where it points, e.g. { applicationId, jobId }. */
  data?: Record<string, Prisma.InputJsonValue | null>;
  kind?: NotificationKind;
  /** The values its wording fills in (a job title, a status), kept with it in `data`. */
  params?: Record<string, string>;
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
    data: notifications.map(({ kind, params, data, ...notification }) => ({
      ...notification,
      data: { ...data, ...(kind ? { kind, params: params ?? {} } : {}) },
    })),
    select: { id: true, userId: true },
  });
  const signals = rows.map(({ id, userId }): NotificationSignal => ({ id, userId }));
  await tx.$executeRaw`SELECT pg_notify(${NOTIFICATION_CHANNEL}, payload)
    FROM unnest(${signals.map((signal) => JSON.stringify(signal))}::text[]) AS payload`;
}
