import { authorize } from "../../auth/policy/permissions.js";
import type { AuditTargetType } from "../../constants.js";
import type { Context, Viewer } from "../../context.js";
import { BadRequestError } from "../../errors.js";
import type { Prisma } from "../../generated/prisma/client.js";

// The audit log: every admin action writes one row, who, what, which target,
// before and after, when and from which address, inside the transaction of the action itself,
// so a row exists exactly when the action committed. The table is append-only: a trigger
// (migration 20261126120000_admin_back_office) refuses UPDATE and DELETE, and admins are
// deactivated rather than deleted so no row ever needs its admin_id changed.

/** Who acts: the admin and the client address of their request. */
export interface Actor {
  adminId: number;
  ipAddress: string | null;
}

/**
 * The GraphQL type of each kind of target (AUDIT_TARGET_TYPES, shared/src/constants.ts), whose global
 * ID the log shows and takes as a filter; null for a target that is a name, not a node (a
 * setting's key, a table's name, the database). Typed by the list, so it cannot fall behind.
 */
export const AUDIT_TARGET_NODES = {
  user: "User",
  job: "Job",
  identity_document: "IdentityDocument",
  admin: "Admin",
  content: "ContentEntry",
  testimonial: "Testimonial",
  partnerLogo: "PartnerLogo",
  file: null,
  contact_message: "ContactMessage",
  application: "Application",
  broadcast: null,
  setting: null,
  table: null,
  database: null,
} as const satisfies Record<AuditTargetType, string | null>;

export interface AuditEntry {
  /** `<target>.<verb>`: user.block, job.reject, admin.create, ... */
  action: string;
  /** One of AUDIT_TARGET_TYPES: a new kind of target is added there, so the log can filter it. */
  targetType: AuditTargetType;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
  /** Anything else worth keeping (a reason given). */
  details?: Record<string, unknown>;
}

/** The acting admin of a context, once `action` is allowed to them (401/403 otherwise). */
export function actorFor(
  ctx: Pick<Context, "viewer" | "clientAddress">,
  action: Parameters<typeof authorize>[1],
): Actor {
  return { adminId: authorize(ctx.viewer, action), ipAddress: ctx.clientAddress };
}

/** Writes the action's row in the caller's transaction. */
export async function recordAudit(
  tx: Pick<Prisma.TransactionClient, "adminAuditLog">,
  actor: Actor,
  entry: AuditEntry,
): Promise<void> {
  const details = {
    ...(entry.before === undefined ? {} : { before: entry.before }),
    ...(entry.after === undefined ? {} : { after: entry.after }),
    ...entry.details,
  } as Prisma.InputJsonValue;
  await tx.adminAuditLog.create({
    data: {
      adminId: actor.adminId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: String(entry.targetId),
      details,
      ipAddress: actor.ipAddress?.slice(0, 45) ?? null,
    },
  });
}

/** The audit log's filters (GET /admin/audit-logs/). */
export interface AuditFilter {
  adminId?: number | null;
  action?: string | null;
  targetType?: AuditTargetType | null;
  targetId?: string | null;
  from?: Date | null;
  to?: Date | null;
}

/** The rows matching the filter, as a Prisma filter; only for admins who may read the log. */
export function auditLogWhere(
  viewer: Viewer | null,
  filter: AuditFilter,
): Prisma.AdminAuditLogWhereInput {
  authorize(viewer, "auditLog.read");
  if (filter.from && filter.to && filter.from > filter.to) {
    throw new BadRequestError("auditDateRange");
  }
  return {
    ...(filter.adminId ? { adminId: filter.adminId } : {}),
    ...(filter.action ? { action: filter.action } : {}),
    ...(filter.targetType ? { targetType: filter.targetType } : {}),
    ...(filter.targetId ? { targetId: filter.targetId } : {}),
    ...(filter.from || filter.to
      ? {
          createdAt: {
            ...(filter.from ? { gte: filter.from } : {}),
            ...(filter.to ? { lte: filter.to } : {}),
          },
        }
      : {}),
  };
}
