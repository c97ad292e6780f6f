import { authorize } from "../../auth/policy/permissions.js";
import { userIdOf } from "../../auth/policy/roles.js";
import { visibleJobWhere } from "../../auth/policy/visibility.js";
import type { Context, Viewer } from "../../context.js";
import { NotFoundError } from "../../errors.js";
import type { PrismaClient } from "../../generated/prisma/client.js";

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

/** Whether the signed-in worker saved each of these jobs, in one statement. */
export async function savedAmong(
  db: Pick<PrismaClient, "savedJob">,
  viewer: Viewer | null,
  jobIds: readonly number[],
): Promise<boolean[]> {
  const labourId = userIdOf(viewer);
  const rows =
    labourId === null
      ? []
      : await db.savedJob.findMany({
          where: { labourId, jobId: { in: [...jobIds] } },
          select: { jobId: true },
        });
  const saved = new Set(rows.map((row) => row.jobId));
  return jobIds.map((id) => saved.has(id));
}
