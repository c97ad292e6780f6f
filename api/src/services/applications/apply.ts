import { authorize } from "../../auth/policy/permissions.js";
import { COVER_NOTE_MAX_LENGTH, PREFERRED_ITEMS_MAX, SKILL_MAX_LENGTH } from "../../constants.js";
import type { Context } from "../../context.js";
import { ConflictError, NotFoundError } from "../../errors.js";
import type { Application } from "../../generated/prisma/client.js";
import { requireProfileForApplying } from "../accounts/profile-gate.js";
import { InputReader } from "../input-reader.js";
import { notify } from "../notifications/notify.js";
import { applicationReceived } from "./notices.js";
import { openGeneralApplicationWhere } from "./read.js";
import { resumeFor } from "./resume.js";

// A worker applies: to a listed job, once, which its employer hears of; or generally, with the
// roles and places they want, one open at a time. Each is one transaction.

export interface ApplyInput {
  coverNote?: string | null;
  resumeUrl?: string | null;
}

export interface GeneralApplicationInput extends ApplyInput {
  preferredRoles?: readonly string[] | null;
  preferredLocations?: readonly string[] | null;
}

class ApplicationReader extends InputReader {
  list(key: string, field: string): string[] {
    const raw = this.input[key];
    if (raw === undefined || raw === null) return [];
    if (!Array.isArray(raw) || raw.some((item) => typeof item !== "string")) {
      this.fail(field, "invalidRequest");
      return [];
    }
    const items = [...new Set(raw.map((item: string) => item.replace(/\s+/g, " ").trim()))].filter(
      Boolean,
    );
    if (items.length > PREFERRED_ITEMS_MAX)
      this.fail(field, "itemsTooMany", { count: PREFERRED_ITEMS_MAX });
    if (items.some((item) => [...item].length > SKILL_MAX_LENGTH)) {
      this.fail(field, "maxLength", { count: SKILL_MAX_LENGTH });
    }
    return items;
  }
}

function readApply(input: GeneralApplicationInput, general: boolean) {
  const reader = new ApplicationReader({ ...input });
  const coverNote = reader.optionalText("coverNote", "cover_note", COVER_NOTE_MAX_LENGTH, {
    multiLine: true,
  });
  const resumeUrl = reader.optionalText("resumeUrl", "resume_url", 500);
  const preferredRoles = general ? reader.list("preferredRoles", "preferred_roles") : [];
  const preferredLocations = general
    ? reader.list("preferredLocations", "preferred_locations")
    : [];
  reader.done();
  return { coverNote, resumeUrl, preferredRoles, preferredLocations };
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === "P2002";
}

/**
 * Applies to a listed job. One application per worker per job is the database's unique key:
 * of two applies at once, one row is made and the other answers 409.
 */
export async function applyToJob(ctx: Context, jobId: number, input: ApplyInput) {
  const labourId = authorize(ctx.viewer, "application.create");
  const fields = readApply(input, false);
  try {
    return await ctx.prisma.$transaction(async (tx) => {
      const now = new Date();
      const job = await tx.job.findUnique({
        where: { id: jobId },
        select: {
          title: true,
          employerId: true,
          status: true,
          moderationStatus: true,
          expiresAt: true,
          requireResume: true,
        },
      });
      if (!job || job.status === "DELETED") throw new NotFoundError();
      const open =
        job.status === "ACTIVE" &&
        job.moderationStatus === "APPROVED" &&
        (!job.expiresAt || job.expiresAt > now);
      if (!open) throw new ConflictError("jobNotOpen");
      await requireProfileForApplying(tx, labourId);
      const existing = await tx.application.findUnique({
        where: { jobId_labourId: { jobId, labourId } },
        select: { id: true },
      });
      if (existing) throw new ConflictError("alreadyApplied");
      const resumeUrl = await resumeFor(tx, labourId, fields.resumeUrl, job.requireResume);
      const application = await tx.application.create({
        data: { jobId, labourId, coverNote: fields.coverNote, resumeUrl },
        include: { labour: { select: { firstName: true, lastName: true } } },
      });
      await notify(tx, [applicationReceived(application, job)]);
      return application as Application;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError("alreadyApplied");
    throw error;
  }
}

/** A general application: no job, the roles and places the worker wants. One open at a time. */
export async function applyGeneral(ctx: Context, input: GeneralApplicationInput) {
  const labourId = authorize(ctx.viewer, "application.create");
  const fields = readApply(input, true);
  return ctx.prisma.$transaction(async (tx) => {
    // Serialises one worker's general applications, which have no unique key to lean on.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('general-application'), ${labourId})`;
    const open = await tx.application.findFirst({
      where: openGeneralApplicationWhere(labourId),
      select: { id: true },
    });
    if (open) throw new ConflictError("generalApplicationOpen");
    await requireProfileForApplying(tx, labourId);
    const resumeUrl = await resumeFor(tx, labourId, fields.resumeUrl, false);
    return tx.application.create({
      data: {
        labourId,
        coverNote: fields.coverNote,
        resumeUrl,
        preferredRoles: fields.preferredRoles,
        preferredLocations: fields.preferredLocations,
      },
    });
  });
}
