import { hash, verify } from "@node-rs/argon2";
import { isSelfAdmin } from "../../auth/policy/admins.js";
import { authorize } from "../../auth/policy/permissions.js";
import { startAdminSession } from "../../auth/session.js";
import { ADMIN_LOGIN_DEFAULTS } from "../../constants.js";
import type { Context } from "../../context.js";
import {
  ConflictError,
  ForbiddenError,
  fieldError,
  NotFoundError,
  RateLimitedError,
  UnauthenticatedError,
} from "../../errors.js";
import type { Admin, Prisma } from "../../generated/prisma/client.js";
import { isUniqueViolation } from "../accounts/register.js";
import { type AdminFieldsInput, readAdminFields } from "./admin-input.js";
import { type Actor, actorFor, recordAudit } from "./audit.js";

// Admin accounts: the first admin, signing in, and admins managing admins.
// Passwords are hashed with argon2id (@node-rs/argon2: a maintained Rust binding shipped as an
// npm binary, no compiler needed), never stored or logged as typed. Admins are deactivated,
// never deleted (their audit rows keep naming them); a deactivated admin's sessions stop at once
// (session.ts reads admins.is_active). Every change of the admins, and the last-superuser rule,
// runs under one advisory lock, so two admins demoting the last two superusers take turns.

type Tx = Prisma.TransactionClient;

/** The lock every change of the set of admins holds (the first admin, roles, deactivation). */
async function lockAdmins(tx: Tx): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('kaamsetu:admins'))`;
}

/** An admin as the audit log keeps it: never the password hash. */
const auditView = (admin: Admin) => ({
  username: admin.username,
  email: admin.email,
  fullName: admin.fullName,
  role: admin.role,
  isActive: admin.isActive,
});

function uniqueConflict(error: unknown): never {
  if (isUniqueViolation(error, "username")) throw fieldError("username", "adminUsernameTaken");
  if (isUniqueViolation(error, "email")) throw fieldError("email", "adminEmailTaken");
  throw error;
}

export async function adminExists(ctx: Pick<Context, "prisma">): Promise<boolean> {
  return (await ctx.prisma.admin.count()) > 0;
}

/**
 * The first admin, a superuser, while there is no admin at all (403 after). Two calls at once
 * make one admin: both wait for the lock, the second then finds the first.
 */
export async function createFirstAdmin(
  ctx: Pick<Context, "prisma" | "clientAddress">,
  input: AdminFieldsInput,
): Promise<Admin> {
  const fields = readAdminFields({ ...input, role: undefined, isSuperuser: undefined }, false);
  const passwordHash = await hash(fields.password ?? "");
  return ctx.prisma
    .$transaction(async (tx) => {
      await lockAdmins(tx);
      if ((await tx.admin.count()) > 0) throw new ForbiddenError("adminAlreadyExists");
      const admin = await tx.admin.create({
        data: {
          username: fields.username ?? "",
          email: fields.email ?? "",
          fullName: fields.fullName ?? "",
          passwordHash,
          role: "SUPERUSER",
          accessLevel: "FULL",
        },
      });
      await recordAudit(
        tx,
        { adminId: admin.id, ipAddress: ctx.clientAddress },
        {
          action: "admin.createFirst",
          targetType: "admin",
          targetId: admin.id,
          after: auditView(admin),
        },
      );
      return admin;
    })
    .catch(uniqueConflict);
}

// A hash of no password, checked when the username is unknown so that an unknown username takes
// as long to refuse as a wrong password.
const UNKNOWN_USER_HASH = hash("not a password of anyone's");

/**
 * Signs an admin in: their session token. Any failure is 401 'Invalid username or password';
 * attempts are limited per username and per client address (429 with Retry-After), counted
 * before the password is checked so a guesser learns nothing after the limit. A success clears
 * its username's count: only failures add up to a refusal, so an admin who signs in often is
 * never locked out by their own sign-ins (the address's count stays).
 */
export async function loginAdmin(
  ctx: Pick<Context, "prisma" | "config" | "rateLimiter" | "clientAddress" | "request">,
  input: { username: unknown; password: unknown },
): Promise<{ accessToken: string }> {
  const username = typeof input.username === "string" ? input.username.trim() : "";
  const password = typeof input.password === "string" ? input.password : "";
  const { adminLogin } = ctx.config;
  const usernameKey = `admin-login:user:${username.toLowerCase().slice(0, 100)}`;
  const limit = await ctx.rateLimiter.consume([
    {
      key: usernameKey,
      limit: adminLogin.maxPerUsername,
      windowSeconds: ADMIN_LOGIN_DEFAULTS.usernameWindowSeconds,
    },
    ...(ctx.clientAddress
      ? [
          {
            key: `admin-login:ip:${ctx.clientAddress}`,
            limit: adminLogin.maxPerAddress,
            windowSeconds: ADMIN_LOGIN_DEFAULTS.addressWindowSeconds,
          },
        ]
      : []),
  ]);
  if (!limit.allowed) throw new RateLimitedError(limit.retryAfterSeconds);
  const admin = username ? await ctx.prisma.admin.findUnique({ where: { username } }) : null;
  const matches = await verify(admin?.passwordHash ?? (await UNKNOWN_USER_HASH), password).catch(
    () => false,
  );
  if (!admin?.isActive || !matches || !password) {
    throw new UnauthenticatedError("adminLoginInvalid");
  }
  const accessToken = await ctx.prisma.$transaction(async (tx) => {
    await tx.admin.update({ where: { id: admin.id }, data: { lastLoginAt: new Date() } });
    return startAdminSession(tx, ctx, admin.id, {
      userAgent: ctx.request.headers.get("user-agent"),
      ipAddress: ctx.clientAddress,
    });
  });
  await ctx.rateLimiter.forget([usernameKey]);
  return { accessToken };
}

/** Another admin is created by one who may manage admins; role viewer unless given. */
export async function createAdmin(ctx: Context, input: AdminFieldsInput): Promise<Admin> {
  const actor = actorFor(ctx, "admin.manage");
  const fields = readAdminFields(input, false);
  const passwordHash = await hash(fields.password ?? "");
  const role = fields.role ?? "VIEWER";
  return ctx.prisma
    .$transaction(async (tx) => {
      const admin = await tx.admin.create({
        data: {
          username: fields.username ?? "",
          email: fields.email ?? "",
          fullName: fields.fullName ?? "",
          passwordHash,
          role,
          accessLevel: role === "SUPERUSER" ? "FULL" : "READ_ONLY",
          isActive: fields.isActive ?? true,
          createdById: actor.adminId,
        },
      });
      await recordAudit(tx, actor, {
        action: "admin.create",
        targetType: "admin",
        targetId: admin.id,
        after: auditView(admin),
      });
      return admin;
    })
    .catch(uniqueConflict);
}

/** Refuses a change that would leave no active superuser. */
async function keepOneSuperuser(tx: Tx, admin: Admin, stillSuperuser: boolean): Promise<void> {
  if (admin.role !== "SUPERUSER" || !admin.isActive || stillSuperuser) return;
  const others = await tx.admin.count({
    where: { role: "SUPERUSER", isActive: true, id: { not: admin.id } },
  });
  if (others === 0) throw new ConflictError("lastSuperuser");
}

async function lockedAdmin(tx: Tx, id: number): Promise<Admin> {
  await lockAdmins(tx);
  const admin = await tx.admin.findUnique({ where: { id } });
  if (!admin) throw new NotFoundError();
  return admin;
}

/** Changes an admin's fields, role, activity or password (only what is given). */
export async function updateAdmin(
  ctx: Context,
  id: number,
  input: AdminFieldsInput,
): Promise<Admin> {
  const actor = actorFor(ctx, "admin.manage");
  const fields = readAdminFields(input, true);
  const passwordHash = fields.password ? await hash(fields.password) : undefined;
  return ctx.prisma
    .$transaction(async (tx) => {
      const before = await lockedAdmin(tx, id);
      const role = fields.role ?? before.role;
      const isActive = fields.isActive ?? before.isActive;
      await keepOneSuperuser(tx, before, role === "SUPERUSER" && isActive);
      const after = await tx.admin.update({
        where: { id },
        data: {
          ...(fields.username ? { username: fields.username } : {}),
          ...(fields.email ? { email: fields.email } : {}),
          ...(fields.fullName ? { fullName: fields.fullName } : {}),
          ...(passwordHash ? { passwordHash } : {}),
          role,
          isActive,
          ...(fields.role ? { accessLevel: role === "SUPERUSER" ? "FULL" : "READ_ONLY" } : {}),
        },
      });
      // A new password, or a deactivation, ends the admin's sessions.
      if (passwordHash || !isActive) await endAdminSessions(tx, id);
      await recordAudit(tx, actor, {
        action: "admin.update",
        targetType: "admin",
        targetId: id,
        before: auditView(before),
        after: { ...auditView(after), passwordChanged: Boolean(passwordHash) },
      });
      return after;
    })
    .catch(uniqueConflict);
}

async function endAdminSessions(tx: Tx, adminId: number): Promise<void> {
  await tx.session.updateMany({
    where: { adminId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
}

/**
 * DELETE /admin/{id}: the admin is deactivated (their sessions end, they cannot sign in), never
 * removed, so the audit log keeps naming them. Not oneself, not the last superuser.
 */
export async function removeAdmin(ctx: Context, id: number): Promise<Admin> {
  const actor: Actor = actorFor(ctx, "admin.manage");
  if (isSelfAdmin(ctx.viewer, { id })) throw new ConflictError("adminSelfRemove");
  return ctx.prisma.$transaction(async (tx) => {
    const before = await lockedAdmin(tx, id);
    await keepOneSuperuser(tx, before, false);
    const after = await tx.admin.update({ where: { id }, data: { isActive: false } });
    await endAdminSessions(tx, id);
    await recordAudit(tx, actor, {
      action: "admin.remove",
      targetType: "admin",
      targetId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return after;
  });
}

/** Who may read the admins (the roles section); `me` needs only to be an admin. */
export const authorizeAdminRead = (ctx: Pick<Context, "viewer">) =>
  authorize(ctx.viewer, "admin.read");
