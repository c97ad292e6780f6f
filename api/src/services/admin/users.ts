import { announceUserSessionsEnded } from "../../auth/session-ends.js";
import type { Context } from "../../context.js";
import { ConflictError, NotFoundError } from "../../errors.js";
import type { AccountState, Prisma, User } from "../../generated/prisma/client.js";
import { messages } from "../../messages.js";
import { refreshAccountVerification } from "../accounts/documents.js";
import { notify } from "../notifications/notify.js";
import { type Erasure, erasePersonalData, finishErasure } from "../privacy/erasure.js";
import { type Actor, actorFor, recordAudit } from "./audit.js";
import { readReason } from "./jobs.js";

// What admins do to workers' and employers' accounts: verify (the badge),
// block, unblock and delete. Each is one transaction with its audit row; the users row is locked
// first, so two admins acting on one account take turns (and documents.ts's reviews with them).
//
// Blocking ends every session of the account at once, its open event streams too (the signal is
// sent at commit); sign-in is refused with 'This account has been blocked…' (otp.ts); the
// employer's active jobs are made inactive, so they leave search (unblocking does not relist
// them: the employer reactivates what is still wanted); applications stay where they are, the
// employers who received a blocked worker's applications keep them. The admin's reason goes to
// the audit row and, when given, to the account's notifications (read once it is unblocked).
//
// Deleting (India's DPDP Act: erase personal data once it is no longer needed) keeps the users
// row, so that other people's records stay whole, and erases what identifies the person: see
// eraseUser and docs/accounts.md, "Deleting an account".

type Tx = Prisma.TransactionClient;

/** The audit log keeps states and counts of accounts, never personal data (it cannot be erased). */
const auditView = (user: Pick<User, "userType" | "accountState">) => ({
  userType: user.userType,
  accountState: user.accountState,
});

async function lockedUser(tx: Tx, id: number): Promise<User> {
  const locked = await tx.$queryRaw<
    { id: number }[]
  >`SELECT id FROM users WHERE id = ${id} FOR UPDATE`;
  if (locked.length === 0) throw new NotFoundError();
  const user = await tx.user.findUniqueOrThrow({ where: { id } });
  if (user.erasedAt) throw new ConflictError("userErased");
  return user;
}

async function setState(
  ctx: Context,
  actor: Actor,
  id: number,
  action: string,
  change: (tx: Tx, user: User) => Promise<Record<string, unknown> | undefined>,
): Promise<User> {
  return ctx.prisma.$transaction(async (tx) => {
    const before = await lockedUser(tx, id);
    const details = await change(tx, before);
    const after = await tx.user.findUniqueOrThrow({ where: { id } });
    await recordAudit(tx, actor, {
      action,
      targetType: "user",
      targetId: id,
      before: auditView(before),
      after: auditView(after),
      details,
    });
    return after;
  });
}

/** The verified badge, given by an admin (documents.ts gives it when documents are verified). */
export function verifyUser(ctx: Context, id: number): Promise<User> {
  const actor = actorFor(ctx, "account.moderate");
  return setState(ctx, actor, id, "user.verify", async (tx, user) => {
    if (user.accountState === "BLOCKED") throw new ConflictError("userBlocked");
    await tx.user.update({ where: { id }, data: { accountState: "VERIFIED" } });
    return undefined;
  });
}

/** Ends every session of the user at once, their open streams included (at commit). */
async function endUserSessions(tx: Tx, userId: number): Promise<number> {
  const { count } = await tx.session.updateMany({
    where: { userId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  await announceUserSessionsEnded(tx, userId);
  return count;
}

export async function blockUser(ctx: Context, id: number, reason?: unknown): Promise<User> {
  const actor = actorFor(ctx, "account.moderate");
  const note = readReason(reason, false);
  const user = await setState(ctx, actor, id, "user.block", async (tx) => {
    await tx.user.update({ where: { id }, data: { accountState: "BLOCKED" } });
    const sessionsEnded = await endUserSessions(tx, id);
    const unlisted = await tx.job.updateManyAndReturn({
      where: { employerId: id, status: "ACTIVE" },
      data: { status: "INACTIVE" },
      select: { id: true },
    });
    if (note) {
      await notify(tx, [
        {
          userId: id,
          type: "ACCOUNT_STATUS",
          title: messages.accountBlockedTitle,
          message: messages.accountBlockedMessage(note),
          kind: "ACCOUNT_BLOCKED",
          params: { reason: note },
        },
      ]);
    }
    return {
      ...(note ? { reason: note } : {}),
      sessionsEnded,
      jobsMadeInactive: unlisted.map((job) => job.id),
    };
  });
  ctx.jobChanges.announce();
  return user;
}

/** Ends every session of the account ("sign out everywhere"), with its audit row. */
export function signOutUserEverywhere(ctx: Context, id: number): Promise<User> {
  const actor = actorFor(ctx, "account.moderate");
  return setState(ctx, actor, id, "user.signOut", async (tx) => ({
    sessionsEnded: await endUserSessions(tx, id),
  }));
}

/** Back to active, or verified when the documents earn the badge (documents.ts). */
export function unblockUser(ctx: Context, id: number): Promise<User> {
  const actor = actorFor(ctx, "account.moderate");
  return setState(ctx, actor, id, "user.unblock", async (tx, user) => {
    if (user.accountState !== "BLOCKED") return undefined;
    const next: AccountState = "ACTIVE";
    await tx.user.update({ where: { id }, data: { accountState: next } });
    await refreshAccountVerification(tx, id);
    return undefined;
  });
}

/**
 * Deletes an account as DPDP expects, the one way any account is erased: the users row stays
 * (applications, ratings, jobs and "paid as promised" answers point at it) but every copy of the
 * person's data goes, as the data map says (services/privacy/data-map.ts), in one transaction
 * with its audit row; then the files' bytes (services/privacy/erasure.ts).
 */
export async function eraseUser(ctx: Context, id: number, reason?: unknown): Promise<User> {
  const actor = actorFor(ctx, "account.erase");
  const note = readReason(reason, false);
  let erasure: Erasure | undefined;
  const user = await setState(ctx, actor, id, "user.delete", async (tx, before) => {
    await endUserSessions(tx, id);
    erasure = await erasePersonalData(tx, before);
    return {
      ...(note ? { reason: note } : {}),
      jobsDeleted: erasure.jobsDeleted,
      previousState: before.accountState,
    };
  });
  if (erasure) await finishErasure(ctx, erasure);
  ctx.jobChanges.announce();
  return user;
}
