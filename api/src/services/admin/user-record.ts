import { authorize } from "../../auth/policy/permissions.js";
import type { Context } from "../../context.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { SYSTEM_CANCELLABLE } from "../applications/transitions.js";
import { type LabourScore, scoreFacts, scoreOf } from "../score/labour-score.js";

// The whole of one account as the back office reads it, beyond its own fields: what blocking or
// deleting it would change (counted here, so the confirmation names it), its sessions, the
// reports against it, its labour score and the admin actions on it. Each reader is for admins
// the policy lets read accounts; the schema's scopes say which.

type Db = Context["prisma"];

/** What a decision on the account would touch, counted now. */
export interface AccountImpact {
  /** The employer's active jobs: blocking unlists them. */
  activeJobs: number;
  /** The employer's jobs not deleted: deleting the account deletes them. */
  jobs: number;
  /** Sessions still open: blocking, deleting and "sign out everywhere" end them. */
  openSessions: number;
  /** The worker's applications still in progress (pending to accepted). */
  applicationsInProgress: number;
}

export async function accountImpact(db: Db, userId: number): Promise<AccountImpact> {
  const [activeJobs, jobs, openSessions, applicationsInProgress] = await Promise.all([
    db.job.count({ where: { employerId: userId, status: "ACTIVE" } }),
    db.job.count({ where: { employerId: userId, status: { not: "DELETED" } } }),
    db.session.count({ where: openSessionWhere(userId) }),
    db.application.count({
      where: { labourId: userId, status: { in: [...SYSTEM_CANCELLABLE] } },
    }),
  ]);
  return { activeJobs, jobs, openSessions, applicationsInProgress };
}

/** A user's sessions that still let them in (an admin's "sign out everywhere" ends them). */
export function openSessionWhere(userId: number): Prisma.SessionWhereInput {
  return { userId, kind: "ACCESS", revokedAt: null, expiresAt: { gt: new Date() } };
}

/** How many applications in progress deleting the job would cancel. */
export function applicationsInProgressOf(db: Db, jobId: number): Promise<number> {
  return db.application.count({ where: { jobId, status: { in: [...SYSTEM_CANCELLABLE] } } });
}

/** A worker's labour score as they read it themselves; null for an employer. */
export async function accountLabourScore(
  db: Db,
  user: { id: number; userType: string },
): Promise<LabourScore | null> {
  if (user.userType !== "LABOUR") return null;
  return scoreOf(await scoreFacts(db, user.id));
}

export const AUDIT_TRAIL_SHOWN = 50;

/**
 * The admin actions on the account, newest first: on the user, their identity documents and
 * (an employer's) jobs. Only for admins who may read the audit log.
 */
export async function accountAuditTrail(
  ctx: Pick<Context, "prisma" | "viewer">,
  userId: number,
  query: { include?: Prisma.AdminAuditLogInclude; select?: Prisma.AdminAuditLogSelect },
) {
  authorize(ctx.viewer, "auditLog.read");
  const [documents, jobs] = await Promise.all([
    ctx.prisma.identityDocument.findMany({ where: { userId }, select: { id: true } }),
    ctx.prisma.job.findMany({ where: { employerId: userId }, select: { id: true } }),
  ]);
  const ids = (rows: { id: number }[]) => rows.map((row) => String(row.id));
  return ctx.prisma.adminAuditLog.findMany({
    ...query,
    where: {
      OR: [
        { targetType: "user", targetId: String(userId) },
        { targetType: "identity_document", targetId: { in: ids(documents) } },
        { targetType: "job", targetId: { in: ids(jobs) } },
      ],
    },
    orderBy: { id: "desc" },
    take: AUDIT_TRAIL_SHOWN,
  });
}
