import type { Viewer } from "../../context.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { OWNERSHIP } from "./ownership.js";
import { reachOf, whereAllowed } from "./permissions.js";
import { isUser } from "./roles.js";

// What a viewer may see of each kind, as the filters every read of it goes through: the node
// lookups, the lists, the batch loaders.

/** The public listing, in SQL, on jobs as `alias`; PUBLISHED_JOB is its Prisma twin. */
export const publicJobSql = (alias: string) =>
  `${alias}.status = 'active' AND ${alias}.moderation_status = 'approved'`;
/** The public listing on jobs as `j`, as the search statements name them. */
export const PUBLIC_JOB_SQL = publicJobSql("j");

const PUBLISHED_JOB: Prisma.JobWhereInput = { status: "ACTIVE", moderationStatus: "APPROVED" };

/**
 * Which jobs a viewer may see: everyone sees active, approved jobs; an employer also sees their
 * own jobs in any state but deleted; admins see every job.
 */
export function visibleJobWhere(viewer: Viewer | null): Prisma.JobWhereInput {
  const reach = reachOf(viewer, "job.readUnlisted");
  if (reach === "any") return {};
  if (reach === "own" && isUser(viewer)) {
    const own = { ...OWNERSHIP.job.where(viewer), status: { not: "DELETED" as const } };
    return { OR: [PUBLISHED_JOB, own] };
  }
  return PUBLISHED_JOB;
}

/** The applications a viewer may read: their own, those to their jobs, or (admins) all. */
export const visibleApplicationWhere = (viewer: Viewer | null) =>
  whereAllowed(viewer, "application.read");

/** A user's own notifications; nobody else reads them. */
export const visibleNotificationWhere = (viewer: Viewer | null) =>
  whereAllowed(viewer, "notification.read");
