import type { Context } from "../../context.js";
import type { ApplicationStatus } from "../../generated/prisma/client.js";

// What happened to one application, as far as the data keeps it. The platform stores an
// application's current status and when it last changed, not each step it took: the history is
// put together from what is recorded (applying, the employer's contact and the worker's answer,
// the worker's word on a completion or no-show, "paid as promised", ratings, every admin action
// from the audit log) plus the last status change. Who made that change follows from the state
// machine (services/applications/transitions.ts: only the worker withdraws, only the employer
// makes the other moves), from the audit log for an admin's cancel, and from the job's deletion
// for the system's cancel. Earlier status steps are not kept and are not shown.

export type ApplicationEventKind =
  | "APPLIED"
  | "STATUS_CHANGED"
  | "CONTACTED"
  | "CONTACT_CONFIRMED"
  | "WORK_CONFIRMED"
  | "WORK_DISPUTED"
  | "PAID_ANSWERED"
  | "RATED"
  | "ADMIN_ACTION";

export type ApplicationEventActor = "WORKER" | "EMPLOYER" | "ADMIN" | "SYSTEM";

export interface ApplicationEvent {
  kind: ApplicationEventKind;
  at: Date;
  actor: ApplicationEventActor;
  /** The status it moved to (STATUS_CHANGED, and an admin action that moved it). */
  status: ApplicationStatus | null;
  /** An admin action's name as the audit log has it (application.cancel, ...). */
  action: string | null;
  adminUsername: string | null;
  /** A reason an admin gave. */
  note: string | null;
}

const event = (
  kind: ApplicationEventKind,
  at: Date,
  actor: ApplicationEventActor,
  extra: Partial<ApplicationEvent> = {},
): ApplicationEvent => ({
  kind,
  at,
  actor,
  status: null,
  action: null,
  adminUsername: null,
  note: null,
  ...extra,
});

interface Details {
  reason?: unknown;
  after?: { status?: unknown } | null;
}

/** The application's events, oldest first. */
export async function applicationHistory(ctx: Context, id: number): Promise<ApplicationEvent[]> {
  const [application, audit] = await Promise.all([
    ctx.prisma.application.findUnique({
      where: { id },
      include: {
        job: { select: { status: true } },
        contactVerification: { select: { updatedAt: true } },
        paidConfirmation: { select: { createdAt: true } },
        ratings: { select: { direction: true, createdAt: true } },
      },
    }),
    ctx.prisma.adminAuditLog.findMany({
      where: { targetType: "application", targetId: String(id) },
      include: { admin: { select: { username: true } } },
      orderBy: { id: "asc" },
    }),
  ]);
  if (!application) return [];
  const events: ApplicationEvent[] = [event("APPLIED", application.appliedAt, "WORKER")];
  if (application.contactedAt) {
    events.push(event("CONTACTED", application.contactedAt, "EMPLOYER"));
  }
  if (application.contactVerification) {
    events.push(event("CONTACT_CONFIRMED", application.contactVerification.updatedAt, "WORKER"));
  }
  if (application.workerConfirmedAt) {
    events.push(event("WORK_CONFIRMED", application.workerConfirmedAt, "WORKER"));
  }
  if (application.workerDisputedAt) {
    events.push(event("WORK_DISPUTED", application.workerDisputedAt, "WORKER"));
  }
  if (application.paidConfirmation) {
    events.push(event("PAID_ANSWERED", application.paidConfirmation.createdAt, "WORKER"));
  }
  for (const rating of application.ratings) {
    const actor = rating.direction === "LABOUR_TO_EMPLOYER" ? "WORKER" : "EMPLOYER";
    events.push(event("RATED", rating.createdAt, actor));
  }
  for (const row of audit) {
    const details = (row.details ?? {}) as Details;
    const status = details.after?.status;
    events.push(
      event("ADMIN_ACTION", row.createdAt, "ADMIN", {
        action: row.action,
        adminUsername: row.admin?.username ?? null,
        note: typeof details.reason === "string" ? details.reason : null,
        status: typeof status === "string" ? (status as ApplicationStatus) : null,
      }),
    );
  }
  const byAdmin = audit.some((row) => row.action === "application.cancel");
  if (application.status !== "PENDING" && !(application.status === "CANCELLED" && byAdmin)) {
    const actor: ApplicationEventActor =
      application.status === "WITHDRAWN"
        ? "WORKER"
        : application.status === "CANCELLED" && application.job?.status === "DELETED"
          ? "SYSTEM"
          : "EMPLOYER";
    events.push(
      event("STATUS_CHANGED", application.statusChangedAt, actor, {
        status: application.status,
      }),
    );
  }
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}
