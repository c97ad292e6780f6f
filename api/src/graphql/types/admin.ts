import { adminViewerOf, canReadAdmin, canRemoveAdmin } from "../../auth/policy/admins.js";
import {
  type Action,
  ADMIN_ACTION_LIST,
  ADMIN_ACTIONS,
  permittedAdminActions,
} from "../../auth/policy/permissions.js";
import { ADMIN_ACCESS, ADMIN_SECTIONS, isAdminRole } from "../../auth/policy/roles.js";
import type { Admin as AdminRow } from "../../generated/prisma/client.js";
import { AccessLevel, AdminRole } from "../../generated/prisma/enums.js";
import {
  adminExists,
  authorizeAdminRead,
  createAdmin,
  createFirstAdmin,
  loginAdmin,
  removeAdmin,
  updateAdmin,
} from "../../services/admin/accounts.js";
import { builder } from "../builder.js";
import { localId } from "../global-id.js";
import { nodePayload, resultUnion } from "../payload.js";

// Admin accounts (services/admin/accounts.ts): whether one exists, the first one, signing in,
// the signed-in admin with their role's access to each back-office section, and managing admins.

export const AdminRoleEnum = builder.enumType(AdminRole, { name: "AdminRole" });
export const AccessLevelEnum = builder.enumType(AccessLevel, { name: "AccessLevel" });

// The first admin, answered to a visitor who just made it; nobody else reads an admin unseen.
const justCreated = new WeakSet<AdminRow>();

/** A policy action as a GraphQL enum value: `applicationDispute.decide` is APPLICATION_DISPUTE_DECIDE. */
const actionEnumName = (action: Action) =>
  action
    .replace(/([a-z])([A-Z])/g, "$1_$2")
    .replace(".", "_")
    .toUpperCase();

export const AdminActionEnum = builder.enumType("AdminAction", {
  description:
    "An action of the back office, as the policy names it (APPLICATION_DISPUTE_DECIDE is applicationDispute.decide).",
  values: Object.fromEntries(
    ADMIN_ACTION_LIST.map((action) => {
      const [section, level] = ADMIN_ACTIONS[action] ?? [];
      return [
        actionEnumName(action),
        {
          value: action,
          description: `${action}: needs ${section}, at least ${level?.toLowerCase().replace("_", " ")}.`,
        },
      ];
    }),
  ) as Record<string, { value: Action; description: string }>,
});

const SectionAccess = builder
  .objectRef<{ section: string; level: string }>("AdminSectionAccess")
  .implement({
    description: "How far the admin's role reaches in one section of the back office.",
    fields: (t) => ({
      section: t.exposeString("section", {
        description:
          "dashboard, users, jobs, applications, analytics, content, notifications, auditLogs, backup, settings, roles, database or system.",
      }),
      level: t.field({ type: AccessLevelEnum, resolve: (access) => access.level as AccessLevel }),
    }),
  });

export const Admin = builder.prismaNode("Admin", {
  id: { field: "id" },
  nullable: true,
  description: "An admin of the back office: the admin themself, and admins who may read roles.",
  authScopes: (admin, ctx) =>
    canReadAdmin(ctx.viewer, admin) || justCreated.has(admin)
      ? { public: true }
      : { can: "admin.read" },
  findUnique: (id) => ({ id: Number(id) }),
  fields: (t) => ({
    username: t.exposeString("username"),
    email: t.exposeString("email"),
    fullName: t.exposeString("fullName"),
    role: t.expose("role", { type: AdminRoleEnum }),
    isSuperuser: t.boolean({ resolve: (admin) => admin.role === "SUPERUSER" }),
    isActive: t.exposeBoolean("isActive"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    lastLoginAt: t.expose("lastLoginAt", { type: "DateTime", nullable: true }),
    access: t.field({
      type: [SectionAccess],
      description:
        "The role's level in each section (the policy's matrix), for screens to hide what it cannot do.",
      resolve: (admin) =>
        isAdminRole(admin.role)
          ? ADMIN_SECTIONS.map((section) => ({ section, level: ADMIN_ACCESS[admin.role][section] }))
          : [],
    }),
    permissions: t.field({
      type: [AdminActionEnum],
      description:
        "The back-office actions the admin's role may take, as the policy decides them: screens offer these and no others.",
      resolve: (admin) => permittedAdminActions(adminViewerOf(admin)),
    }),
    viewerCanDeactivate: t.boolean({
      description:
        "Whether the signed-in admin may deactivate this one (deleteAdmin): admin.manage, and not themself.",
      resolve: (admin, _args, ctx) => canRemoveAdmin(ctx.viewer, admin),
    }),
  }),
});

builder.queryFields((t) => ({
  adminExists: t.boolean({
    description: "Whether any admin exists; until one does, the first may be created.",
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => adminExists(ctx),
  }),
  adminViewer: t.prismaField({
    type: Admin,
    nullable: true,
    description: "The signed-in admin (GET /admin/me).",
    authScopes: { admin: true },
    resolve: (query, _root, _args, ctx) =>
      ctx.viewer?.kind === "admin"
        ? ctx.prisma.admin.findUnique({ ...query, where: { id: ctx.viewer.id } })
        : null,
  }),
  admins: t.prismaConnection({
    type: Admin,
    cursor: "id",
    description: "Every admin, active and deactivated, oldest first.",
    authScopes: { can: "admin.read" },
    totalCount: (_root, _args, ctx) => {
      authorizeAdminRead(ctx);
      return ctx.prisma.admin.count();
    },
    resolve: (query, _root, _args, ctx) => {
      authorizeAdminRead(ctx);
      return ctx.prisma.admin.findMany({ ...query, orderBy: { id: "asc" } });
    },
  }),
}));

const AdminFieldsInput = builder.inputType("AdminFieldsInput", {
  description: "An admin's fields; on an update, only those given change.",
  fields: (t) => ({
    username: t.string(),
    email: t.string(),
    fullName: t.string(),
    password: t.string({ description: "At least 8 characters." }),
    role: t.string({ description: "superuser, admin, moderator, operator or viewer (any case)." }),
    isSuperuser: t.boolean({ description: "true stands for role superuser (the spec's client)." }),
    isActive: t.boolean(),
  }),
});

const AdminPayload = nodePayload("AdminPayload", "admin", Admin);

const AdminLoginPayload = builder
  .objectRef<{ accessToken: string }>("AdminLoginPayload")
  .implement({
    fields: (t) => ({
      accessToken: t.exposeString("accessToken", {
        description: "The admin's bearer token (the spec's client keeps it as admin_token).",
      }),
      tokenType: t.string({ resolve: () => "bearer" }),
    }),
  });

const adminLocalId = (raw: string | number) => localId(String(raw), "Admin");

builder.mutationFields((t) => ({
  createFirstAdmin: t.field({
    type: AdminPayload,
    description: "Creates the first admin, a superuser, while none exists; refused (403) after.",
    skipTypeScopes: true,
    authScopes: { public: true },
    errors: resultUnion("CreateFirstAdminResult"),
    args: { input: t.arg({ type: AdminFieldsInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const admin = await createFirstAdmin(ctx, input);
      justCreated.add(admin);
      return { admin };
    },
  }),
  adminLogin: t.field({
    type: AdminLoginPayload,
    description:
      "Signs an admin in. Any failure is 'Invalid username or password'; attempts are limited per username and per address.",
    skipTypeScopes: true,
    authScopes: { public: true },
    errors: resultUnion("AdminLoginResult"),
    args: {
      username: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => loginAdmin(ctx, args),
  }),
  createAdmin: t.field({
    type: AdminPayload,
    description: "Creates another admin (role viewer unless given).",
    skipTypeScopes: true,
    authScopes: { can: "admin.manage" },
    errors: resultUnion("CreateAdminResult"),
    args: { input: t.arg({ type: AdminFieldsInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ admin: await createAdmin(ctx, input) }),
  }),
  updateAdmin: t.field({
    type: AdminPayload,
    description: "Changes an admin; the last active superuser keeps that role.",
    skipTypeScopes: true,
    authScopes: { can: "admin.manage" },
    errors: resultUnion("UpdateAdminResult"),
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: AdminFieldsInput, required: true }),
    },
    resolve: async (_root, { id, input }, ctx) => ({
      admin: await updateAdmin(ctx, adminLocalId(id), input),
    }),
  }),
  deleteAdmin: t.field({
    type: AdminPayload,
    description:
      "Deactivates an admin (kept for the audit log; their sessions end); not oneself, not the last superuser.",
    skipTypeScopes: true,
    authScopes: { can: "admin.manage" },
    errors: resultUnion("DeleteAdminResult"),
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => ({ admin: await removeAdmin(ctx, adminLocalId(id)) }),
  }),
}));
