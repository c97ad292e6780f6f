import type { PrismaClient } from "../../generated/prisma/client.js";

// What ratings say about a person: an average of 1 to 5 stars and how many ratings make it.

export interface RatingSummary {
  average: number | null;
  count: number;
}

/** Each worker's ratings from employers, in one grouped statement. */
export async function workerRatings(
  db: Pick<PrismaClient, "rating">,
  workerIds: readonly number[],
): Promise<RatingSummary[]> {
  const rows = await db.rating.groupBy({
    by: ["rateeId"],
    where: { rateeId: { in: [...workerIds] }, direction: "EMPLOYER_TO_LABOUR" },
    _avg: { score: true },
    _count: true,
  });
  const byWorker = new Map(
    rows.map((row) => [row.rateeId, { average: row._avg.score, count: row._count }]),
  );
  return workerIds.map((id) => byWorker.get(id) ?? { average: null, count: 0 });
}
