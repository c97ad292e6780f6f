import type { Context } from "../../context.js";
import type { Prisma } from "../../generated/prisma/client.js";

/**
 * Which jobs a caller may see: everyone sees active, approved jobs; an employer also sees their
 * own jobs in any state but deleted; admins see every job. The SQL twin for lists is PUBLIC_JOB_SQL.
 */
export function visibleJobWhere(ctx: Pick<Context, "viewer">): Prisma.JobWhereInput {
  const viewer = ctx.viewer;
  if (viewer?.kind === "admin") return {};
  const published: Prisma.JobWhereInput = { status: "ACTIVE", moderationStatus: "APPROVED" };
  if (viewer?.kind === "user" && viewer.userType === "EMPLOYER") {
    return { OR: [published, { employerId: viewer.id, status: { not: "DELETED" } }] };
  }
  return published;
}
