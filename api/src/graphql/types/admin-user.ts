import { authorize } from "../../auth/policy/permissions.js";
import { ADMIN_SEARCH_MAX_LENGTH, MODERATION_NOTE_MAX_LENGTH } from "../../constants.js";
import type { Viewer } from "../../context.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { AccountState } from "../../generated/prisma/enums.js";
import {
  blockUser,
  eraseUser,
  signOutUserEverywhere,
  unblockUser,
  verifyUser,
} from "../../services/admin/users.js";
import { builder } from "../builder.js";
import { localId } from "../global-id.js";
import { nodePayload, resultUnion } from "../payload.js";
import { UserTypeEnum } from "./enums.js";
import { Rating } from "./rating.js";
import { User } from "./user.js";

// The back office's users: searching and opening accounts (their profile,
// documents, jobs and applications are the User's own fields; admins may read them all), and
// verifying, blocking, unblocking and deleting one (services/admin/users.ts).

export const AccountStateEnum = builder.enumType(AccountState, {
  name: "AccountState",
  description: "active, pending, verified (the badge) or blocked.",
});

/** What only admins who may search accounts read of a user. */
const adminOnly = { authScopes: { can: "account.search" as const } };

const RATINGS_SHOWN = 50;

builder.prismaObjectFields(User, (t) => ({
  accountState: t.expose("accountState", { type: AccountStateEnum, ...adminOnly }),
  erasedAt: t.expose("erasedAt", {
    type: "DateTime",
    nullable: true,
    description: "When an admin deleted the account (its personal data erased).",
    ...adminOnly,
  }),
  lastLoginAt: t.expose("lastLoginAt", { type: "DateTime", nullable: true, ...adminOnly }),
  ratingsReceived: t.field({
    type: [Rating],
    description: `The latest ${RATINGS_SHOWN} ratings others gave this user, revealed or not.`,
    ...adminOnly,
    resolve: (user, _args, ctx) =>
      ctx.prisma.rating.findMany({
        where: { rateeId: user.id },
        orderBy: { id: "desc" },
        take: RATINGS_SHOWN,
      }),
  }),
  ratingsGiven: t.field({
    type: [Rating],
    description: `The latest ${RATINGS_SHOWN} ratings this user gave.`,
    ...adminOnly,
    resolve: (user, _args, ctx) =>
      ctx.prisma.rating.findMany({
        where: { raterId: user.id },
        orderBy: { id: "desc" },
        take: RATINGS_SHOWN,
      }),
  }),
}));

interface UserFilter {
  search?: string | null;
  userType?: "LABOUR" | "EMPLOYER" | null;
  state?: string | null;
  status?: AccountState | null;
}

/** The accounts matching the filter; only for admins who may search accounts. */
function userSearchWhere(viewer: Viewer | null, filter: UserFilter): Prisma.UserWhereInput {
  authorize(viewer, "account.search");
  const search = filter.search?.trim().slice(0, ADMIN_SEARCH_MAX_LENGTH) ?? "";
  const digits = search.replace(/\D/g, "");
  const words = search.split(/\s+/).filter(Boolean);
  return {
    ...(filter.userType ? { userType: filter.userType } : {}),
    ...(filter.state ? { state: { equals: filter.state.trim(), mode: "insensitive" } } : {}),
    ...(filter.status ? { accountState: filter.status } : {}),
    ...(search
      ? {
          OR: [
            ...(digits.length >= 3 && digits.length === search.replace(/[\s+-]/g, "").length
              ? [{ phoneNumber: { contains: digits.slice(-10) } }]
              : []),
            {
              AND: words.map((word) => ({
                OR: [
                  { firstName: { contains: word, mode: "insensitive" as const } },
                  { lastName: { contains: word, mode: "insensitive" as const } },
                ],
              })),
            },
          ],
        }
      : {}),
  };
}

builder.queryFields((t) => ({
  adminUsers: t.prismaConnection({
    type: User,
    cursor: "id",
    description:
      "Workers and employers, newest first, by name or phone, type, state and account state.",
    authScopes: { can: "account.search" },
    args: {
      search: t.arg.string({ description: "Part of a name, or of a phone number." }),
      userType: t.arg({ type: UserTypeEnum }),
      state: t.arg.string({ description: "A state of India, as the profile names it." }),
      status: t.arg({ type: AccountStateEnum }),
    },
    totalCount: (_root, args, ctx) =>
      ctx.prisma.user.count({ where: userSearchWhere(ctx.viewer, args) }),
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.user.findMany({
        ...query,
        where: userSearchWhere(ctx.viewer, args),
        orderBy: { id: "desc" },
      }),
  }),
  adminUser: t.prismaField({
    type: User,
    nullable: true,
    description: "One worker or employer, with everything the back office may read of them.",
    authScopes: { can: "account.search" },
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, { id }, ctx) =>
      ctx.prisma.user.findUnique({ ...query, where: { id: localId(String(id), "User") } }),
  }),
}));

const AdminUserPayload = nodePayload("AdminUserPayload", "user", User);

const userAction = (
  description: string,
  union: string,
  scope: "account.moderate" | "account.erase",
  act: (ctx: Parameters<typeof verifyUser>[0], id: number, reason?: unknown) => Promise<unknown>,
  withReason = false,
) =>
  builder.mutationField(
    union.replace(/Result$/, "").replace(/^./, (c) => c.toLowerCase()),
    (t) =>
      t.field({
        type: AdminUserPayload,
        description,
        skipTypeScopes: true,
        authScopes: { can: scope },
        errors: resultUnion(union),
        args: {
          id: t.arg.id({ required: true }),
          ...(withReason
            ? {
                reason: t.arg.string({
                  description: `Why (at most ${MODERATION_NOTE_MAX_LENGTH} characters): kept in the audit log. The back office always asks for one.`,
                }),
              }
            : {}),
        },
        resolve: async (_root, args, ctx) => ({
          user: (await act(
            ctx,
            localId(String(args.id), "User"),
            (args as { reason?: string | null }).reason,
          )) as Awaited<ReturnType<typeof verifyUser>>,
        }),
      }),
  );

userAction(
  "An admin gives the account the verified badge.",
  "VerifyUserResult",
  "account.moderate",
  verifyUser,
);
userAction(
  "An admin blocks the account: its sessions end at once, sign-in is refused, its jobs leave search; the reason is kept in the audit log and told to the account (a notification).",
  "BlockUserResult",
  "account.moderate",
  blockUser,
  true,
);
userAction("An admin unblocks the account.", "UnblockUserResult", "account.moderate", unblockUser);
userAction(
  "An admin ends every session of the account at once (sign out everywhere); audited.",
  "SignOutUserEverywhereResult",
  "account.moderate",
  signOutUserEverywhere,
);
userAction(
  "An admin deletes the account: its personal data is erased, others' records kept (docs/accounts.md: Deleting an account).",
  "DeleteUserResult",
  "account.erase",
  eraseUser,
  true,
);
