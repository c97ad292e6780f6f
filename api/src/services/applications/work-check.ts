import { authorize } from "../../auth/policy/permissions.js";
import { DISPUTE_NOTE_MAX_LENGTH, WORK_CHECK_DAYS } from "../../constants.js";
import type { Context } from "../../context.js";
import { ConflictError, NotFoundError } from "../../errors.js";
import type { Application, DisputeOutcome, Prisma } from "../../generated/prisma/client.js";
import { actorFor, recordAudit } from "../admin/audit.js";
import { InputReader } from "../input-reader.js";
import { notify } from "../notifications/notify.js";
import { revealApplicationRatings } from "../ratings/summary.js";
import { workDisputed } from "./notices.js";
import { applicationFor } from "./read.js";
import { workCountsBy } from "./work-counts.js";

// The worker's word on what the employer said happened (work-counts.ts says when it counts).
// A completed application asks its worker "Did you work this job?" in the rating request they
// get; a hire cancelled because the worker "did not turn up" asks "Is that right?". The worker
// answers once: yes (the employer's word counts at once), or no with an optional short note, a
// dispute that holds the completion or no-show, and the employer's rating of the worker, out of
// everything until an admin decides: it stands (counts) or it is void (counts nowhere, ever).
// A dispute is possible until the employer's word counts by time (WORK_CHECK_DAYS after the
// worker was asked): after that it is part of the worker's record and stays so.

/** The employer's word that is checked: a completion, or a no-show. */
export type WorkCheckKind = "COMPLETION" | "NO_SHOW";

/** Where a checked application stands, as the screens show it. */
export type WorkCheckState =
  // Asked, not answered: counts at workCountsBy(statusChangedAt) unless disputed.
  | "WAITING"
  | "CONFIRMED"
  // Not answered within WORK_CHECK_DAYS: counts.
  | "NOT_DISPUTED"
  // Disputed, waiting for an admin: counts nowhere.
  | "DISPUTED"
  | "STANDS"
  | "VOID";

type Checked = Pick<
  Application,
  | "status"
  | "workerNoShow"
  | "statusChangedAt"
  | "workerConfirmedAt"
  | "workerDisputedAt"
  | "disputeOutcome"
>;

/** Which word of the employer's an application carries for its worker to check; null if none. */
export function workCheckKind(
  application: Pick<Application, "status" | "workerNoShow">,
): WorkCheckKind | null {
  if (application.status === "COMPLETED") return "COMPLETION";
  if (application.status === "CANCELLED" && application.workerNoShow) return "NO_SHOW";
  return null;
}

/** The state of an application's check at `now` (mirrors work-counts.ts for the screens). */
export function workCheckState(application: Checked, now = new Date()): WorkCheckState | null {
  if (!workCheckKind(application)) return null;
  if (application.workerConfirmedAt) return "CONFIRMED";
  if (application.workerDisputedAt) {
    if (application.disputeOutcome === "STANDS") return "STANDS";
    if (application.disputeOutcome === "VOID") return "VOID";
    return "DISPUTED";
  }
  return workCountsBy(application.statusChangedAt) <= now ? "NOT_DISPUTED" : "WAITING";
}

/** Whether the application's worker may still answer (the worker is checked by the caller). */
export const mayAnswerWorkCheck = (application: Checked, now = new Date()) =>
  workCheckState(application, now) === "WAITING";

/**
 * Locks the application, lets only its worker through, and answers its checked word; 409 when
 * there is nothing to check or the worker has answered already.
 */
async function lockForAnswer(tx: Prisma.TransactionClient, ctx: Context, id: number) {
  await tx.$executeRaw`SELECT 1 FROM applications WHERE id = ${id} FOR UPDATE`;
  const actedOn = await applicationFor(tx, id, ctx.viewer, "application.confirmWork");
  const application = await tx.application.findUniqueOrThrow({ where: { id } });
  if (!workCheckKind(application)) throw new ConflictError("workCheckNotAllowed");
  if (application.workerConfirmedAt || application.workerDisputedAt) {
    throw new ConflictError("alreadyAnsweredWorkCheck");
  }
  return actedOn;
}

/** The worker confirms the employer's word: it counts at once, and so does the employer's rating. */
export async function confirmWork(ctx: Context, id: number) {
  authorize(ctx.viewer, "application.confirmWork");
  return ctx.prisma.$transaction(async (tx) => {
    await lockForAnswer(tx, ctx, id);
    await tx.application.update({ where: { id }, data: { workerConfirmedAt: new Date() } });
    await revealApplicationRatings(tx, id);
    return tx.application.findUniqueOrThrow({ where: { id } });
  });
}

/**
 * The worker disputes the employer's word ("No, it did not happen"), with an optional note: it
 * and the employer's rating count nowhere until an admin decides. Refused once the word counts
 * by time: the database's clock decides, and the application row is locked, so the reveal sweep
 * (which locks it too) and a dispute never both win.
 */
export async function disputeWork(ctx: Context, id: number, note?: string | null) {
  authorize(ctx.viewer, "application.confirmWork");
  const reader = new InputReader({ note });
  const text = reader.optionalText("note", "note", DISPUTE_NOTE_MAX_LENGTH, {
    multiLine: true,
  });
  reader.done();
  return ctx.prisma.$transaction(async (tx) => {
    const actedOn = await lockForAnswer(tx, ctx, id);
    const late = await tx.$queryRaw<{ late: boolean }[]>`
      SELECT (a.status_changed_at <= now() - make_interval(days => ${WORK_CHECK_DAYS})
        OR EXISTS (SELECT 1 FROM ratings r WHERE r.application_id = a.id
          AND r.direction = 'employer_to_labour' AND r.revealed_at IS NOT NULL)) AS late
      FROM applications a WHERE a.id = ${id}`;
    if (late[0]?.late) throw new ConflictError("disputeTooLate", { days: WORK_CHECK_DAYS });
    await tx.application.update({
      where: { id },
      data: { workerDisputedAt: new Date(), disputeNote: text },
    });
    await notify(tx, workDisputed(actedOn));
    return tx.application.findUniqueOrThrow({ where: { id } });
  });
}

export const DISPUTE_OUTCOMES: readonly DisputeOutcome[] = ["STANDS", "VOID"];

/** Disputes no admin has decided yet (the queue's filter). */
export const OPEN_DISPUTE = {
  workerDisputedAt: { not: null },
  disputeOutcome: null,
} satisfies Prisma.ApplicationWhereInput;

/** One page of open disputes, oldest first (the back office's queue). */
export function openDisputes<
  Q extends Pick<Prisma.ApplicationFindManyArgs, "cursor" | "take" | "skip" | "include" | "select">,
>(ctx: Context, query: Q) {
  authorize(ctx.viewer, "applicationDispute.read");
  return ctx.prisma.application.findMany({
    ...query,
    where: OPEN_DISPUTE,
    orderBy: [{ workerDisputedAt: "asc" }, { id: "asc" }],
  });
}

/**
 * An admin decides an open dispute: the employer's word stands (it counts, and so does their
 * rating of the worker) or is void (neither ever counts). Once; audited in the same transaction.
 */
export async function decideDispute(ctx: Context, id: number, outcome: DisputeOutcome) {
  const actor = actorFor(ctx, "applicationDispute.decide");
  return ctx.prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM applications WHERE id = ${id} FOR UPDATE`;
    const application = await tx.application.findUnique({ where: { id } });
    if (!application?.workerDisputedAt) throw new NotFoundError();
    if (application.disputeOutcome) throw new ConflictError("disputeAlreadyDecided");
    const decided = await tx.application.update({
      where: { id },
      data: {
        disputeOutcome: outcome,
        disputeDecidedById: actor.adminId,
        disputeDecidedAt: new Date(),
      },
    });
    await recordAudit(tx, actor, {
      action: "application.decideDispute",
      targetType: "application",
      targetId: id,
      before: { dispute: "open" },
      after: { outcome },
      details: { kind: workCheckKind(application) },
    });
    await revealApplicationRatings(tx, id);
    return decided;
  });
}
