import { authorize } from "../../auth/policy/permissions.js";
import { ADMIN_SEARCH_MAX_LENGTH } from "../../constants.js";
import type { Context, Viewer } from "../../context.js";
import { BadRequestError, ConflictError } from "../../errors.js";
import type {
  Application,
  ApplicationStatus,
  JobType,
  Prisma,
} from "../../generated/prisma/client.js";
import { statusInWords } from "../../messages.js";
import { normalisePhone } from "../accounts/phone.js";
import { cancelledByTeam } from "../applications/notices.js";
import { applicationFor } from "../applications/read.js";
import { isFinal } from "../applications/transitions.js";
import { notify } from "../notifications/notify.js";
import { actorFor, recordAudit } from "./audit.js";
import { readReason } from "./jobs.js";

// The back office's applications: every application on the platform, filtered and searched, and
// an admin's cancel (a scam job's applications, say). Reading needs `application.search`,
// cancelling `application.cancel` (auth/policy/permissions.ts).

export interface ApplicationFilter {
  status?: ApplicationStatus | null;
  /** The job's state (where the work is). */
  state?: string | null;
  jobType?: JobType | null;
  /** Applied at or after. */
  from?: Date | null;
  /** Applied before. */
  to?: Date | null;
  /** A worker's phone number (matched exactly), else words of a job title, company or name. */
  search?: string | null;
}

/** How the search box's text is matched: a phone number exactly, else words. */
export function searchWhere(raw: string): Prisma.ApplicationWhereInput {
  const search = raw.trim().slice(0, ADMIN_SEARCH_MAX_LENGTH);
  // A phone is matched on its normalised 10 digits through the unique index on users, never by a
  // partial match over every account.
  const phone = normalisePhone(search);
  if (phone) return { labour: { phoneNumber: phone } };
  const words = search.split(/\s+/).filter(Boolean);
  return {
    AND: words.map((word) => {
      const part = { contains: word, mode: "insensitive" as const };
      return {
        OR: [
          { job: { title: part } },
          { job: { employer: { employerProfile: { companyName: part } } } },
          { labour: { firstName: part } },
          { labour: { lastName: part } },
        ],
      };
    }),
  };
}

/** The applications matching the filter; only for admins who may list them. */
export function adminApplicationWhere(
  viewer: Viewer | null,
  filter: ApplicationFilter,
): Prisma.ApplicationWhereInput {
  authorize(viewer, "application.search");
  if (filter.from && filter.to && filter.from > filter.to) {
    throw new BadRequestError("auditDateRange");
  }
  const state = filter.state?.trim();
  const search = filter.search?.trim();
  return {
    ...(filter.status ? { status: filter.status } : {}),
    ...(state || filter.jobType
      ? {
          job: {
            ...(state ? { state: { equals: state, mode: "insensitive" as const } } : {}),
            ...(filter.jobType ? { jobType: filter.jobType } : {}),
          },
        }
      : {}),
    ...(filter.from || filter.to
      ? {
          appliedAt: {
            ...(filter.from ? { gte: filter.from } : {}),
            ...(filter.to ? { lt: filter.to } : {}),
          },
        }
      : {}),
    ...(search ? searchWhere(search) : {}),
  };
}

/** Newest first; the id breaks ties so cursor pages neither skip nor repeat a row. */
export const ADMIN_APPLICATION_ORDER = [
  { appliedAt: "desc" },
  { id: "desc" },
] as const satisfies Prisma.ApplicationOrderByWithRelationInput[];

/**
 * An admin cancels an application still in progress, with a reason both sides read: one
 * transaction with the status change, both notifications and the audit row. A final one
 * (completed, rejected, withdrawn, cancelled) is refused: 409 moveNotAllowed.
 */
export async function cancelApplication(
  ctx: Context,
  id: number,
  rawReason: unknown,
): Promise<Application> {
  const actor = actorFor(ctx, "application.cancel");
  const reason = readReason(rawReason, true) as string;
  return ctx.prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM applications WHERE id = ${id} FOR UPDATE`;
    const current = await applicationFor(tx, id, ctx.viewer, "application.cancel");
    if (isFinal(current.status)) {
      throw new ConflictError("moveNotAllowed", {
        from: statusInWords(current.status),
        to: statusInWords("CANCELLED"),
      });
    }
    const cancelled = await tx.application.update({
      where: { id },
      data: { status: "CANCELLED", statusChangedAt: new Date() },
    });
    await notify(tx, cancelledByTeam(current, reason));
    await recordAudit(tx, actor, {
      action: "application.cancel",
      targetType: "application",
      targetId: id,
      before: { status: current.status },
      after: { status: cancelled.status },
      details: { reason },
    });
    return cancelled;
  });
}
