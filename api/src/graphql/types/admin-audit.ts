import { auditLogWhere } from "../../services/admin/audit.js";
import { builder } from "../builder.js";
import { encodeGlobalID, localId } from "../global-id.js";

// The audit log (services/admin/audit.ts): read-only here and in the database.

export const AuditLogEntry = builder.prismaNode("AdminAuditLog", {
  name: "AuditLogEntry",
  id: { field: "id" },
  nullable: true,
  description: "One admin action: who, what, on which target, before and after, when, from where.",
  authScopes: { can: "auditLog.read" },
  findUnique: (id) => ({ id: Number(id) }),
  fields: (t) => ({
    action: t.exposeString("action", { description: "user.block, job.reject, admin.create, ..." }),
    targetType: t.exposeString("targetType", { nullable: true }),
    targetId: t.string({
      nullable: true,
      description: "The target's global ID (its REST and GraphQL id).",
      resolve: (entry) => {
        const type = {
          user: "User",
          job: "Job",
          admin: "Admin",
          identity_document: "IdentityDocument",
        }[entry.targetType ?? ""];
        return type && entry.targetId ? encodeGlobalID(type, entry.targetId) : entry.targetId;
      },
    }),
    details: t.string({
      nullable: true,
      description: "before, after and anything else kept, as JSON text.",
      resolve: (entry) => (entry.details == null ? null : JSON.stringify(entry.details)),
    }),
    ipAddress: t.exposeString("ipAddress", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    // Who acted is part of the log: anyone who may read the log reads it, unlike the Admin node
    // (roles and e-mail addresses), which needs admin.read.
    adminId: t.id({
      nullable: true,
      description: "The acting admin's global ID.",
      resolve: (entry) => (entry.adminId == null ? null : encodeGlobalID("Admin", entry.adminId)),
    }),
    adminUsername: t.string({
      nullable: true,
      description: "The acting admin's username.",
      select: { admin: { select: { username: true } } },
      resolve: (entry) => entry.admin?.username ?? null,
    }),
  }),
});

const TARGET_TYPES: Record<string, string> = {
  User: "user",
  Job: "job",
  Admin: "admin",
  IdentityDocument: "identity_document",
};

builder.queryFields((t) => ({
  adminAuditLogs: t.prismaConnection({
    type: AuditLogEntry,
    cursor: "id",
    description: "The audit log, newest first, by admin, action, target and dates.",
    authScopes: { can: "auditLog.read" },
    args: {
      adminId: t.arg.id(),
      action: t.arg.string(),
      targetId: t.arg.id({ description: "A user's, job's, admin's or document's global ID." }),
      from: t.arg({ type: "DateTime" }),
      to: t.arg({ type: "DateTime" }),
    },
    totalCount: (_root, args, ctx) =>
      ctx.prisma.adminAuditLog.count({ where: auditLogWhere(ctx.viewer, filterOf(args)) }),
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.adminAuditLog.findMany({
        ...query,
        where: auditLogWhere(ctx.viewer, filterOf(args)),
        orderBy: { id: "desc" },
      }),
  }),
}));

function filterOf(args: {
  adminId?: string | number | null;
  action?: string | null;
  targetId?: string | number | null;
  from?: Date | null;
  to?: Date | null;
}) {
  let target: { targetType: string; targetId: string } | null = null;
  if (args.targetId) {
    const raw = String(args.targetId);
    const typename = Object.keys(TARGET_TYPES).find((name) => {
      try {
        localId(raw, name);
        return true;
      } catch {
        return false;
      }
    });
    const type = typename ? TARGET_TYPES[typename] : undefined;
    target =
      typename && type ? { targetType: type, targetId: String(localId(raw, typename)) } : null;
    if (!target) localId(raw, "User");
  }
  return {
    adminId: args.adminId ? localId(String(args.adminId), "Admin") : null,
    action: args.action?.trim() || null,
    ...(target ?? {}),
    from: args.from ?? null,
    to: args.to ?? null,
  };
}
