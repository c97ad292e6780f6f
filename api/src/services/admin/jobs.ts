import { MODERATION_NOTE_MAX_LENGTH } from "../../constants.js";
import type { Context } from "../../context.js";
import { ConflictError, fieldError, NotFoundError } from "../../errors.js";
import type { Job, ModerationStatus, Prisma } from "../../generated/prisma/client.js";
import { enqueue } from "../../queue/queue.js";
import { jobAlertsJob } from "../alerts/fan-out.js";
import { settleRemovedJob } from "../jobs/manage.js";
import { type Actor, actorFor, recordAudit } from "./audit.js";

// What admins do to jobs: approve, reject with a reason the employer reads
// (jobs.moderation_note), flag (held out of search for review), unflag, delete. Moderation is
// apart from the employer's own lifecycle (status), so unflagging gives back the job as it was.
// Each is one transaction with its audit row; the job's row is locked first. The moderation
// queue that lists what waits for these is another service (the scam shield's).

type Tx = Prisma.TransactionClient;

async function lockedJob(tx: Tx, id: number): Promise<Job> {
  const locked = await tx.$queryRaw<
    { id: number }[]
  >`SELECT id FROM jobs WHERE id = ${id} FOR UPDATE`;
  if (locked.length === 0) throw new NotFoundError();
  const job = await tx.job.findUniqueOrThrow({ where: { id } });
  if (job.status === "DELETED") throw new ConflictError("jobRemoved");
  return job;
}

const auditView = (job: Pick<Job, "status" | "moderationStatus" | "moderationNote">) => ({
  status: job.status,
  moderationStatus: job.moderationStatus,
  moderationNote: job.moderationNote,
});

/** A reason: required when `required`, at most MODERATION_NOTE_MAX_LENGTH characters. */
export function readReason(raw: unknown, required: boolean): string | null {
  const reason = typeof raw === "string" ? raw.trim() : "";
  if (!reason) {
    if (required) throw fieldError("reason", "required");
    return null;
  }
  if ([...reason].length > MODERATION_NOTE_MAX_LENGTH) {
    throw fieldError("reason", "maxLength", { count: MODERATION_NOTE_MAX_LENGTH });
  }
  return reason;
}

async function moderate(
  ctx: Context,
  actor: Actor,
  id: number,
  action: string,
  change: (job: Job) => Prisma.JobUpdateInput,
  details?: Record<string, unknown>,
): Promise<Job> {
  const job = await ctx.prisma.$transaction(async (tx) => {
    const before = await lockedJob(tx, id);
    const after = await tx.job.update({ where: { id }, data: change(before) });
    // A job held for review goes live now: its job alerts go out as a new post's do (once per
    // worker and job, however often it is approved: services/alerts/fan-out.ts).
    if (
      ctx.config.jobAlerts &&
      before.moderationStatus !== "APPROVED" &&
      after.moderationStatus === "APPROVED"
    ) {
      await enqueue(tx, jobAlertsJob(id));
    }
    await recordAudit(tx, actor, {
      action,
      targetType: "job",
      targetId: id,
      before: auditView(before),
      after: auditView(after),
      details,
    });
    return after;
  });
  ctx.jobChanges.announce();
  return job;
}

const decision = (moderationStatus: ModerationStatus, moderationNote: string | null) => () => ({
  moderationStatus,
  moderationNote,
});

export function approveJob(ctx: Context, id: number): Promise<Job> {
  return moderate(
    ctx,
    actorFor(ctx, "job.moderate"),
    id,
    "job.approve",
    decision("APPROVED", null),
  );
}

export function rejectJob(ctx: Context, id: number, reason: unknown): Promise<Job> {
  const actor = actorFor(ctx, "job.moderate");
  const note = readReason(reason, true);
  return moderate(ctx, actor, id, "job.reject", decision("REJECTED", note));
}

export function flagJob(ctx: Context, id: number, reason: unknown): Promise<Job> {
  const actor = actorFor(ctx, "job.moderate");
  const note = readReason(reason, false);
  return moderate(ctx, actor, id, "job.flag", decision("FLAGGED", note));
}

export function unflagJob(ctx: Context, id: number): Promise<Job> {
  const actor = actorFor(ctx, "job.moderate");
  return moderate(ctx, actor, id, "job.unflag", (job) => {
    if (job.moderationStatus !== "FLAGGED") throw new ConflictError("jobNotFlagged");
    return { moderationStatus: "APPROVED", moderationNote: null };
  });
}

/** Deletes a job as its employer's delete does (applications cancelled, workers told). */
export async function removeJob(ctx: Context, id: number, reason: unknown): Promise<Job> {
  const actor = actorFor(ctx, "job.remove");
  const note = readReason(reason, false);
  const job = await ctx.prisma.$transaction(async (tx) => {
    const before = await lockedJob(tx, id);
    const now = new Date();
    const after = await tx.job.update({
      where: { id },
      data: { status: "DELETED", deletedAt: now, ...(note ? { moderationNote: note } : {}) },
    });
    await settleRemovedJob(tx, id, now);
    await recordAudit(tx, actor, {
      action: "job.delete",
      targetType: "job",
      targetId: id,
      before: auditView(before),
      after: auditView(after),
      ...(note ? { details: { reason: note } } : {}),
    });
    return after;
  });
  ctx.jobChanges.announce();
  return job;
}
