import { authorize } from "../../auth/policy/permissions.js";
import { visibleJobWhere } from "../../auth/policy/visibility.js";
import type { Context } from "../../context.js";
import { NotFoundError } from "../../errors.js";

// A worker's saved jobs. Saving and unsaving are idempotent: saving twice keeps one row, and
// unsaving what is not saved is fine. Only jobs the worker can see can be saved.

export async function saveJob(ctx: Context, jobId: number): Promise<void> {
  const labour = authorize(ctx.viewer, "job.save");
  const job = await ctx.prisma.job.findFirst({
    where: { id: jobId, AND: [visibleJobWhere(ctx.viewer)] },
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
  const labour = authorize(ctx.viewer, "job.save");
  await ctx.prisma.savedJob.deleteMany({ where: { labourId: labour, jobId } });
}
