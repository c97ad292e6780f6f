import { AUDIT_TARGET_TYPES, type AuditTargetType, auditTargetEnumName } from "../../constants.js";
import { AUDIT_TARGET_NODES, auditLogWhere } from "../../services/admin/audit.js";
import { builder } from "../builder.js";
import { encodeGlobalID, localId } from "../global-id.js";

// The audit log (services/admin/audit.ts): read-only here and in the database.

export const AuditTargetTypeEnum = builder.enumType("AuditTargetType", {
  description:
    "What an audit row is about (its targetType, as the row spells it: PARTNER_LOGO is partnerLogo).",
  values: Object.fromEntries(
    AUDIT_TARGET_TYPES.map((type) => [auditTargetEnumName(type), { value: type }]),
  ) as Record<string, { value: AuditTargetType }>,
});

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
        const type = nodeOf(entry.targetType);
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

/** The GraphQL type whose global ID stands for a target of `type`; null for a name. */
function nodeOf(type: string | null): string | null {
  return (AUDIT_TARGET_NODES as Record<string, string | null>)[type ?? ""] ?? null;
}

/** Each GraphQL type a target can be, and the kind of target it is. */
const TARGET_TYPES: Record<string, AuditTargetType> = Object.fromEntries(
  AUDIT_TARGET_TYPES.flatMap((type) => {
    const node = nodeOf(type);
    return node ? [[node, type]] : [];
  }),
);

builder.queryFields((t) => ({
  adminAuditLogs: t.prismaConnection({
    type: AuditLogEntry,
    cursor: "id",
    description: "The audit log, newest first, by admin, action, target and dates.",
    authScopes: { can: "auditLog.read" },
    args: {
      adminId: t.arg.id(),
      action: t.arg.string(),
      targetType: t.arg({
        type: AuditTargetTypeEnum,
        description: "Rows about this kind of target.",
      }),
      targetId: t.arg.id({
        description:
          "A target's global ID (a user's, job's, admin's, document's, content entry's, testimonial's, logo's, contact message's); with a targetType that is no node (a setting, a table, a file, a broadcast), its key or id as the row has it.",
      }),
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
  targetType?: AuditTargetType | null;
  targetId?: string | number | null;
  from?: Date | null;
  to?: Date | null;
}) {
  let target: { targetType: AuditTargetType; targetId?: string } | null = args.targetType
    ? { targetType: args.targetType }
    : null;
  const named = args.targetType ? nodeOf(args.targetType) : null;
  if (args.targetId && args.targetType && !named) {
    // A setting's key, a table's name, a file's or a broadcast's id: as the row has it.
    target = { targetType: args.targetType, targetId: String(args.targetId) };
  } else if (args.targetId) {
    const raw = String(args.targetId);
    const candidates = named ? [named] : Object.keys(TARGET_TYPES);
    const typename = candidates.find((name) => {
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
    if (!target) localId(raw, named ?? "User");
  }
  return {
    adminId: args.adminId ? localId(String(args.adminId), "Admin") : null,
    action: args.action?.trim() || null,
    ...(target ?? {}),
    from: args.from ?? null,
    to: args.to ?? null,
  };
}
