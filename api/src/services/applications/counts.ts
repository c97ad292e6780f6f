import type { ApplicationStatus, PrismaClient } from "../../generated/prisma/client.js";
import { ApplicationStatus as STATUSES } from "../../generated/prisma/enums.js";

// How many applications each job has, in all and in each status, for its employer's list: one
// grouped statement for a page of jobs.

export type ApplicationCounts = Record<ApplicationStatus, number> & { total: number };

function noApplications(): ApplicationCounts {
  const counts = { total: 0 } as ApplicationCounts;
  for (const status of Object.values(STATUSES)) counts[status] = 0;
  return counts;
}

export async function countsByJob(
  db: Pick<PrismaClient, "application">,
  jobIds: readonly number[],
): Promise<ApplicationCounts[]> {
  const rows = await db.application.groupBy({
    by: ["jobId", "status"],
    where: { jobId: { in: [...jobIds] } },
    _count: true,
  });
  const counts = new Map(jobIds.map((id) => [id, noApplications()]));
  for (const row of rows) {
    const entry = row.jobId === null ? undefined : counts.get(row.jobId);
    if (!entry) continue;
    entry[row.status] = row._count;
    entry.total += row._count;
  }
  return jobIds.map((id) => counts.get(id) ?? noApplications());
}
