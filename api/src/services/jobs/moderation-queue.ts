import { authorize } from "../../auth/policy/permissions.js";
import type { Context } from "../../context.js";
import type { JobReportReason, Prisma } from "../../generated/prisma/client.js";
import { JOB_REPORT_REASONS } from "./reports.js";

// The admins' moderation queue, read side: jobs waiting for approval,
// jobs the money-request shield flagged (with the phrases it matched, Job.moneyRequestPhrases in GraphQL),
// jobs workers reported (open reports, counted by reason, the latest ones to read), and workers'
// "not paid" answers (ratings/paid.ts). Newest first, in cursor pages (the GraphQL connection
// passes `query`: its cursor and page size). Acting on them (approve, reject, flag, unflag,
// delete, resolving reports) is the admin actions' part.

export type QueueKind = "PENDING_APPROVAL" | "FLAGGED" | "REPORTED";
export const QUEUE_KINDS: readonly QueueKind[] = ["PENDING_APPROVAL", "FLAGGED", "REPORTED"];

type PageQuery = Pick<Prisma.JobFindManyArgs, "cursor" | "take" | "skip" | "include" | "select">;
type Db = Pick<Prisma.TransactionClient, "jobReport">;

/** A job with an open report: the queue's "reported" kind. */
const OPEN_REPORT = { reports: { some: { resolvedAt: null } } } satisfies Prisma.JobWhereInput;

/** The jobs of the queue's `kinds` (all three when none are named); deleted jobs never. */
export function queueWhere(kinds: readonly QueueKind[] = QUEUE_KINDS): Prisma.JobWhereInput {
  const wanted = kinds.length > 0 ? kinds : QUEUE_KINDS;
  const moderation = wanted.filter((kind) => kind !== "REPORTED");
  return {
    status: { not: "DELETED" },
    OR: [
      ...(moderation.length > 0 ? [{ moderationStatus: { in: moderation } }] : []),
      ...(wanted.includes("REPORTED") ? [OPEN_REPORT] : []),
    ],
  };
}

/** One page of the queue's jobs, newest first. Admins only. */
export async function moderationQueue<Q extends PageQuery>(
  ctx: Context,
  query: Q,
  kinds?: readonly QueueKind[],
) {
  authorize(ctx.viewer, "moderationQueue.read");
  return ctx.prisma.job.findMany({
    ...query,
    where: queueWhere(kinds),
    orderBy: [{ id: "desc" }],
  });
}

export type ReportCounts = Record<JobReportReason, number> & { total: number };

/** Open reports of each job, by reason: one grouped query for a whole page of jobs. */
export async function openReportCounts(
  prisma: Db,
  jobIds: readonly number[],
): Promise<ReportCounts[]> {
  const groups = await prisma.jobReport.groupBy({
    by: ["jobId", "reason"],
    where: { jobId: { in: [...jobIds] }, resolvedAt: null },
    _count: { _all: true },
  });
  return jobIds.map((jobId) => {
    const counts = Object.fromEntries(JOB_REPORT_REASONS.map((reason) => [reason, 0])) as Record<
      JobReportReason,
      number
    >;
    let total = 0;
    for (const group of groups) {
      if (group.jobId !== jobId) continue;
      counts[group.reason] = group._count._all;
      total += group._count._all;
    }
    return { ...counts, total };
  });
}

/** A job's newest open reports, up to `take`. */
export function latestReports(prisma: Db, jobId: number, take: number) {
  return prisma.jobReport.findMany({
    where: { jobId, resolvedAt: null },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
  });
}

/** One page of workers' "not paid" answers, newest application first. Admins only. */
export async function unpaidAnswers<Q extends { take?: number; skip?: number }>(
  ctx: Context,
  query: Q,
) {
  authorize(ctx.viewer, "moderationQueue.read");
  return ctx.prisma.paidConfirmation.findMany({
    ...query,
    where: { answer: "NO" },
    orderBy: [{ applicationId: "desc" }],
  });
}
