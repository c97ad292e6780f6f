import type { Context } from "../../context.js";
import { ForbiddenError, NotFoundError, UnauthenticatedError } from "../../errors.js";
import { visibleJobWhere } from "./visibility.js";

// A worker's saved jobs. Saving and unsaving are idempotent: saving twice keeps one row, and
// unsaving what is not saved is fine. Only jobs the worker can see can be saved.

function labourId(ctx: Context): number {
  const viewer = ctx.viewer;
  if (viewer?.kind !== "user") throw new UnauthenticatedError();
  if (viewer.userType !== "LABOUR") throw new ForbiddenError();
  return viewer.id;
}

export async function saveJob(ctx: Context, jobId: number): Promise<void> {
  const labour = labourId(ctx);
  const job = await ctx.prisma.job.findFirst({
    where: { id: jobId, AND: [visibleJobWhere(ctx)] },
    select: { id: true },
  });
  if (!job) throw new NotFoundError();
  // One statement: a job deleted meanwhile fails the foreign key, never a half-saved row.
  await ctx.prisma.savedJob.upsert({
    where: { labourId_jobId: { labourId: labour, jobId } },
    create: { labourId: labour, jobId },
    update: {},
  });
}

export async function unsaveJob(ctx: Context, jobId: number): Promise<void> {
  const labour = labourId(ctx);
  await ctx.prisma.savedJob.deleteMany({ where: { labourId: labour, jobId } });
}
