import { type Action, can } from "../../auth/policy/permissions.js";
import { userIdOf } from "../../auth/policy/roles.js";
import { visibleApplicationWhere } from "../../auth/policy/visibility.js";
import type { Viewer } from "../../context.js";
import { ForbiddenError, NotFoundError } from "../../errors.js";
import type {
  Application,
  ApplicationStatus,
  Prisma,
  PrismaClient,
} from "../../generated/prisma/client.js";
import { SYSTEM_CANCELLABLE } from "./transitions.js";

// Reading applications: a list's filter and order, those a viewer may read by id, the signed-in
// worker's application to each of some jobs (one statement for a page of them), and the one a
// viewer is about to act on.

type Db = Pick<PrismaClient, "application">;

/** A list's filter and order: newest first, optionally in one status. */
export function applicationListQuery(options: { status?: ApplicationStatus | null }) {
  return {
    where: options.status ? { status: options.status } : {},
    orderBy: [{ appliedAt: "desc" as const }, { id: "desc" as const }],
  };
}

/**
 * A worker's general application still in progress (no job; not yet withdrawn, rejected,
 * completed or cancelled). A worker has one at most: applying generally refuses a second.
 */
export const openGeneralApplicationWhere = (labourId: number) => ({
  labourId,
  jobId: null,
  status: { in: [...SYSTEM_CANCELLABLE] },
});

/** The applications with these ids as the viewer may read them; null for the others. */
export async function readableApplications(
  db: Db,
  viewer: Viewer | null,
  ids: readonly number[],
): Promise<(Application | null)[]> {
  const rows = await db.application.findMany({
    where: { id: { in: [...ids] }, AND: [visibleApplicationWhere(viewer)] },
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? null);
}

/** The signed-in worker's application to each of these jobs; null where they did not apply. */
export async function applicationsToJobs(
  db: Db,
  viewer: Viewer | null,
  jobIds: readonly number[],
): Promise<(Application | null)[]> {
  const labourId = userIdOf(viewer);
  const rows =
    labourId === null
      ? []
      : await db.application.findMany({ where: { labourId, jobId: { in: [...jobIds] } } });
  const byJob = new Map(rows.map((row) => [row.jobId, row]));
  return jobIds.map((id) => byJob.get(id) ?? null);
}

const ACTED_ON = {
  id: true,
  status: true,
  labourId: true,
  jobId: true,
  labour: { select: { firstName: true, lastName: true } },
  job: { select: { title: true, employerId: true } },
} as const;

/** An application as a change to it reads it: its state, its two sides, its job's title. */
export type ActedOn = Prisma.ApplicationGetPayload<{ select: typeof ACTED_ON }>;

/** The application, if the viewer may do `action` to it (as its worker or its job's employer). */
export async function applicationFor(
  tx: Prisma.TransactionClient,
  id: number,
  viewer: Viewer | null,
  action: Extract<Action, `application.${string}`>,
): Promise<ActedOn> {
  const application = await tx.application.findUnique({ where: { id }, select: ACTED_ON });
  if (!application) throw new NotFoundError();
  if (!can(viewer, action, application)) {
    // Those who may read the application know it exists; nobody else learns it.
    throw can(viewer, "application.read", application) ? new ForbiddenError() : new NotFoundError();
  }
  return application;
}
