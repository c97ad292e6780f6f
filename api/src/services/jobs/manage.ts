import { authorize, can, whereAllowed } from "../../auth/policy/permissions.js";
import type { Context, Viewer } from "../../context.js";
import { ConflictError, ForbiddenError, fieldError, NotFoundError } from "../../errors.js";
import { type Job, Prisma } from "../../generated/prisma/client.js";
import type { JobStatus, ModerationStatus } from "../../generated/prisma/enums.js";
import { placesOf } from "../../places/places.js";
import { enqueue } from "../../queue/queue.js";
import { jobAlertsJob } from "../alerts/fan-out.js";
import { jobRemoved } from "../applications/notices.js";
import { SYSTEM_CANCELLABLE } from "../applications/transitions.js";
import { notify } from "../notifications/notify.js";
import { type JobFields, parseJobInput } from "./job-input.js";
import { expiryFrom, newJobSettings } from "./job-settings.js";
import { moneyRequestPhrases } from "./money-request.js";
import { type JobText, jobTranslations, storedTranslations } from "./translations.js";

// An employer's own jobs: post, edit, make inactive, reactivate, delete. Who may post and change
// which jobs is auth/policy ("job.create", "job.manage"). Each change is one conditional
// statement (or one transaction), so two tabs or two people racing cannot leave a job
// half-changed. Each is announced once committed (ctx.jobChanges), so the pages this process
// drew for visitors are drawn again.

// The money-request shield: a job whose text asks workers for money is held as
// FLAGGED with the phrases matched, for a moderator, instead of being listed. What moderation
// any other new job starts in is a platform setting (job-settings.ts, initialModeration).

/** Moderation decisions that keep a job from being listed until an admin lifts them. */
const HELD_BACK: ModerationStatus[] = ["FLAGGED", "REJECTED"];

/** Whether the employer may make this job active again. */
export function canReactivate(job: Pick<Job, "status" | "moderationStatus">): boolean {
  return job.status !== "DELETED" && !HELD_BACK.includes(job.moderationStatus);
}

/** The trimmed ID, or 'Job ID is required' when it is blank. */
export function requireJobId(raw: string | null | undefined): string {
  if (raw == null || raw.trim() === "") throw fieldError("job_id", "jobIdRequired");
  return raw.trim();
}

/** Why a change to job `id` by `viewer` found no row: it is gone, or it is someone else's. */
async function missingOrForeign(
  db: Prisma.TransactionClient | Context["prisma"],
  id: number,
  viewer: Viewer | null,
): Promise<never> {
  const job = await db.job.findUnique({
    where: { id },
    select: { employerId: true, status: true },
  });
  if (!job || job.status === "DELETED") throw new NotFoundError();
  if (!can(viewer, "job.manage", job)) throw new ForbiddenError();
  // It changed between the two statements (deleted by another tab): as good as gone.
  throw new NotFoundError();
}

/** Job `id` if it is not deleted and the viewer may change it. */
const manageableJob = (id: number, viewer: Viewer | null): Prisma.JobWhereInput => ({
  id,
  status: { not: "DELETED" },
  AND: [whereAllowed(viewer, "job.manage")],
});

/** The form's fields as the row stores them: translations as JSON (none: SQL NULL). */
function jobData({ translations, ...fields }: JobFields) {
  if (translations === undefined) return fields;
  const stored = storedTranslations(translations);
  return { ...fields, translations: stored ?? Prisma.DbNull };
}

/** The shield's phrases in the job's text, its translations' included. */
const phrasesOf = (fields: JobFields, translations: readonly JobText[]) =>
  moneyRequestPhrases(
    fields.title,
    fields.description,
    fields.requirements,
    ...translations.flatMap((text) => [text.title, text.description]),
  );

export async function createJob(ctx: Context, input: Record<string, unknown>): Promise<Job> {
  const owner = authorize(ctx.viewer, "job.create");
  const fields = parseJobInput(input, await placesOf(ctx.pool));
  const phrases = phrasesOf(fields, fields.translations ?? []);
  const now = new Date();
  const job = await ctx.prisma.$transaction(async (tx) => {
    // Its job alerts, sent in the background once this commits (services/alerts/fan-out.ts):
    // the insert's trigger adds the task when the settings' statement asked for it and the job
    // is listed at once (a job held for review gets them when an admin approves it,
    // services/admin/jobs.ts).
    const settings = await newJobSettings(tx, now, ctx.config.jobAlerts);
    return tx.job.create({
      data: {
        ...jobData(fields),
        employerId: owner,
        status: "ACTIVE",
        moderationStatus: phrases.length > 0 ? "FLAGGED" : settings.moderationStatus,
        moneyPhrases: phrases,
        publishedAt: now,
        expiresAt: settings.expiresAt,
      },
    });
  });
  ctx.jobChanges.announce();
  return job;
}

/**
 * A job open again (reactivated or renewed) looks for workers again: those who joined, changed
 * their skills or saved a search since it was posted hear of it. Nobody hears twice (job_alerts
 * keeps one row per worker and job), so the workers alerted at the post are left alone.
 */
async function alertsAgain(ctx: Context, tx: Prisma.TransactionClient, id: number) {
  if (ctx.config.jobAlerts) await enqueue(tx, jobAlertsJob(id));
}

/**
 * Replaces every field of the form; status and moderation stay as they are, unless the new text
 * asks workers for money in a phrase a moderator has not seen on this job: then it is held as
 * FLAGGED (a rejected job stays rejected).
 */
export async function updateJob(
  ctx: Context,
  id: number,
  input: Record<string, unknown>,
): Promise<Job> {
  authorize(ctx.viewer, "job.manage");
  const fields = parseJobInput(input, await placesOf(ctx.pool));
  const job = await ctx.prisma.$transaction(async (tx) => {
    const current = await tx.job.findFirst({
      where: manageableJob(id, ctx.viewer),
      select: { moderationStatus: true, moneyPhrases: true, translations: true },
    });
    if (!current) return missingOrForeign(tx, id, ctx.viewer);
    // Translations left out are kept, and checked with the new text as they stay beside it.
    const phrases = phrasesOf(fields, fields.translations ?? jobTranslations(current.translations));
    const unseen = phrases.some((phrase) => !current.moneyPhrases.includes(phrase));
    const hold = unseen && current.moderationStatus !== "REJECTED";
    const { count } = await tx.job.updateMany({
      where: manageableJob(id, ctx.viewer),
      data: {
        ...jobData(fields),
        moneyPhrases: phrases,
        ...(hold ? { moderationStatus: "FLAGGED" as const } : {}),
      },
    });
    if (count === 0) return missingOrForeign(tx, id, ctx.viewer);
    return tx.job.findUniqueOrThrow({ where: { id } });
  });
  ctx.jobChanges.announce();
  return job;
}

/**
 * Makes a job inactive (it leaves search at once) or active again. A deleted job, or one an
 * admin has flagged or rejected, cannot be reactivated.
 */
export async function setJobStatus(ctx: Context, id: number, status: JobStatus): Promise<Job> {
  authorize(ctx.viewer, "job.manage");
  if (status !== "ACTIVE" && status !== "INACTIVE") {
    throw fieldError("status", "jobStatusInvalid");
  }
  if (status === "INACTIVE") {
    const { count } = await ctx.prisma.job.updateMany({
      where: manageableJob(id, ctx.viewer),
      data: { status: "INACTIVE" },
    });
    if (count === 0) return missingOrForeign(ctx.prisma, id, ctx.viewer);
    ctx.jobChanges.announce();
    return ctx.prisma.job.findUniqueOrThrow({ where: { id } });
  }
  const job = await ctx.prisma.$transaction(async (tx) => {
    const now = new Date();
    const job = await tx.job.findUnique({
      where: { id },
      select: { employerId: true, expiresAt: true, publishedAt: true },
    });
    if (!job) throw new NotFoundError();
    if (!can(ctx.viewer, "job.manage", job)) throw new ForbiddenError();
    const { count } = await tx.job.updateMany({
      where: { ...manageableJob(id, ctx.viewer), moderationStatus: { notIn: HELD_BACK } },
      data: {
        status: "ACTIVE",
        publishedAt: job.publishedAt ?? now,
        // A job whose end date has passed runs again with no end date, as the employer asks.
        ...(job.expiresAt && job.expiresAt <= now ? { expiresAt: null } : {}),
      },
    });
    if (count === 0) throw new ConflictError("cannotReactivate");
    await alertsAgain(ctx, tx, id);
    return tx.job.findUniqueOrThrow({ where: { id } });
  });
  ctx.jobChanges.announce();
  return job;
}

/**
 * Renews a job: it is active again with a fresh end, the `job_expiry_days` setting
 * from now, whether it expired, was made inactive or is still running. Not a deleted job, nor
 * one an admin has flagged or rejected.
 */
export async function renewJob(ctx: Context, id: number): Promise<Job> {
  authorize(ctx.viewer, "job.manage");
  const job = await ctx.prisma.$transaction(async (tx) => {
    const now = new Date();
    const job = await tx.job.findUnique({
      where: { id },
      select: { employerId: true, status: true, publishedAt: true },
    });
    if (!job || job.status === "DELETED") throw new NotFoundError();
    if (!can(ctx.viewer, "job.manage", job)) throw new ForbiddenError();
    const { count } = await tx.job.updateMany({
      where: {
        ...manageableJob(id, ctx.viewer),
        status: { in: ["ACTIVE", "INACTIVE", "EXPIRED"] },
        moderationStatus: { notIn: HELD_BACK },
      },
      data: {
        status: "ACTIVE",
        publishedAt: job.publishedAt ?? now,
        expiresAt: await expiryFrom(tx, now),
      },
    });
    if (count === 0) throw new ConflictError("jobNotRenewable");
    await alertsAgain(ctx, tx, id);
    return tx.job.findUniqueOrThrow({ where: { id } });
  });
  ctx.jobChanges.announce();
  return job;
}

/**
 * Deletes a job for good, as its employer sees it: it leaves search and their list, and cannot
 * come back. The row stays so workers who applied keep it in their history: their applications
 * still in progress become cancelled and each of them is told. Saved copies are dropped. One
 * transaction.
 */
export async function deleteJob(ctx: Context, id: number): Promise<void> {
  authorize(ctx.viewer, "job.manage");
  await ctx.prisma.$transaction(async (tx) => {
    const now = new Date();
    const { count } = await tx.job.updateMany({
      where: manageableJob(id, ctx.viewer),
      data: { status: "DELETED", deletedAt: now },
    });
    if (count === 0) await missingOrForeign(tx, id, ctx.viewer);
    await settleRemovedJob(tx, id, now);
  });
  ctx.jobChanges.announce();
}

/**
 * What follows a job's deletion (its employer's or an admin's), in the deleting transaction:
 * applications still in progress become cancelled and each worker is told; saved copies go.
 */
export async function settleRemovedJob(
  tx: Prisma.TransactionClient,
  id: number,
  now: Date,
): Promise<void> {
  const job = await tx.job.findUniqueOrThrow({ where: { id }, select: { title: true } });
  const cancelled = await tx.application.updateManyAndReturn({
    where: { jobId: id, status: { in: [...SYSTEM_CANCELLABLE] } },
    data: { status: "CANCELLED", statusChangedAt: now },
    select: { id: true, jobId: true, labourId: true },
  });
  await notify(
    tx,
    cancelled.map((application) => jobRemoved(application, job.title)),
  );
  await tx.savedJob.deleteMany({ where: { jobId: id } });
}
