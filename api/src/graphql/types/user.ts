import { wrapErrorIfMatches } from "@pothos/plugin-errors";
import { authorize } from "../../auth/policy/permissions.js";
import { userIdOf } from "../../auth/policy/roles.js";
import type { Context } from "../../context.js";
import { AppError, ProfileIncompleteError } from "../../errors.js";
import type { User as UserRow } from "../../generated/prisma/client.js";
import { checkUser } from "../../services/accounts/check-user.js";
import { completionValues, documentUrl, PROFILE_SELECT } from "../../services/accounts/profile.js";
import { profileCompletion } from "../../services/accounts/profile-completion.js";
import { requireProfileForApplying } from "../../services/accounts/profile-gate.js";
import { signedLink } from "../../services/files/files.js";
import { builder } from "../builder.js";
import { selectsOnly } from "../selection.js";
import { IdentityTypeEnum, UserTypeEnum } from "./enums.js";
import { EmployerProfile, LabourProfile, ProfileCompletionRef } from "./user-profiles.js";

// The signed-in user (`viewer`) and a user as others may see them, and whether a phone number has
// an account. Resolvers only call services/accounts; the rules live there.

export const User = builder.prismaNode("User", {
  id: { field: "id" },
  nullable: true,
  description: "A worker's or employer's own account; only they (and admins) can read it.",
  authScopes: (user) => ({ can: ["account.read", user] }),
  findUnique: (id) => ({ id: Number(id) }),
  fields: (t) => ({
    userType: t.expose("userType", { type: UserTypeEnum }),
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
    phoneNumber: t.exposeString("phoneNumber", { description: "10 digits, no prefix." }),
    email: t.exposeString("email", { nullable: true }),
    preferredLanguage: t.exposeString("preferredLanguage", {
      description:
        "The language the user reads KaamSetu in (en, hi, bh…): chosen in the menu, else the one they registered in. Their OTP SMS is in it.",
    }),
    profilePicture: t.string({
      nullable: true,
      description:
        "The user's own picture as a signed link an <img> can load without a bearer token (the 256 px picture; add size=96 to its query for the small one). Sent back in a profile update, it names the same file.",
      select: { profilePictureUrl: true },
      resolve: (user, _args, ctx) => signedLink(ctx, user.profilePictureUrl),
    }),
    state: t.exposeString("state", { nullable: true }),
    city: t.exposeString("city", { nullable: true }),
    isVerified: t.boolean({
      select: { accountState: true },
      resolve: (user) => user.accountState === "VERIFIED",
    }),
    identityType: t.field({
      type: IdentityTypeEnum,
      nullable: true,
      description: "The identity document given at registration (or its latest replacement).",
      select: { identityDocuments: PROFILE_SELECT.identityDocuments },
      resolve: (user) => user.identityDocuments.find((d) => d.type !== "GSTIN")?.type ?? null,
    }),
    identityNumberLast4: t.string({
      nullable: true,
      select: { identityDocuments: PROFILE_SELECT.identityDocuments },
      resolve: (user) =>
        user.identityDocuments.find((d) => d.type !== "GSTIN")?.numberLast4 ?? null,
    }),
    panCardDocument: t.string({
      nullable: true,
      description: "The uploaded PAN card, for employers.",
      select: { identityDocuments: PROFILE_SELECT.identityDocuments },
      resolve: (user) => documentUrl(user.identityDocuments, "PAN"),
    }),
    gstinDocument: t.string({
      nullable: true,
      description: "The uploaded GST certificate, for employers.",
      select: { identityDocuments: PROFILE_SELECT.identityDocuments },
      resolve: (user) => documentUrl(user.identityDocuments, "GSTIN"),
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    labourProfile: t.relation("labourProfile", { type: LabourProfile, nullable: true }),
    employerProfile: t.relation("employerProfile", { type: EmployerProfile, nullable: true }),
    profileCompletion: t.field({
      type: ProfileCompletionRef,
      select: PROFILE_SELECT,
      resolve: (user) => profileCompletion(user.userType, completionValues(user)),
    }),
    applyRefusal: t.field({
      type: AppError,
      nullable: true,
      description:
        "The completion gate's refusal applying would answer now (profileIncomplete, with the missing fields), so a screen can say it before the worker fills the form; null when the profile lets them apply, and for employers.",
      select: { id: true, userType: true },
      resolve: async (user, _args, ctx) => {
        if (user.userType !== "LABOUR") return null;
        try {
          await requireProfileForApplying(ctx.prisma, user.id);
          return null;
        } catch (error) {
          // Answered as the AppError object, not thrown: wrapped as the errors plugin wraps a
          // result union's error, or GraphQL would take the Error for a failure of the field.
          if (error instanceof ProfileIncompleteError)
            return wrapErrorIfMatches(error, [AppError]) as AppError;
          throw error;
        }
      },
    }),
  }),
});

const PhoneRegistration = builder
  .objectRef<Awaited<ReturnType<typeof checkUser>>>("PhoneRegistration")
  .implement({
    fields: (t) => ({
      exists: t.exposeBoolean("exists"),
      userType: t.field({
        type: UserTypeEnum,
        nullable: true,
        resolve: (registration) => registration.userType,
      }),
    }),
  });

/** The signed-in user's own account (the field's scope has said which type). */
const ownId = (ctx: Context) => authorize(ctx.viewer, "account.read");

/**
 * The User fields that read nothing of their parent but its id. A `viewer` that selects only
 * these is answered from the request's session, which has just checked that the account exists
 * and is not blocked (auth/session.ts), without loading the row: the employer's dashboard
 * figures cost one statement fewer. A field is added where it is defined
 * (`answeredFromTheId`, employer-analytics.ts) and must never read another column of its parent:
 * it would read undefined.
 */
const ID_ONLY_USER_FIELDS = new Set<string>(["__typename", "id"]);

/** Declares User fields that read only their parent's id (see ID_ONLY_USER_FIELDS). */
export function answeredFromTheId(...fields: string[]): void {
  for (const field of fields) ID_ONLY_USER_FIELDS.add(field);
}

builder.queryFields((t) => ({
  viewer: t.prismaField({
    type: User,
    nullable: true,
    description: "The signed-in worker or employer; null when signed out.",
    authScopes: { public: true },
    resolve: (query, _root, _args, ctx, info) => {
      const id = userIdOf(ctx.viewer);
      if (id === null) return null;
      // Only fields that read the id: the session's user is the row they need.
      if (selectsOnly(info, ID_ONLY_USER_FIELDS)) return { id } as UserRow;
      return ctx.prisma.user.findUnique({ ...query, where: { id } });
    },
  }),
  phoneRegistration: t.field({
    type: PhoneRegistration,
    description: "Whether a phone number has an account, and of which type. Limited per address.",
    authScopes: { public: true },
    args: { phoneNumber: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => checkUser(ctx, args.phoneNumber),
  }),
  // REST's GET /labour/profile/ and /employers/profile/: 401 signed out, 403 the other type.
  viewerAsLabour: t.prismaField({
    type: User,
    description: "The signed-in worker; an error for anyone else.",
    authScopes: { labour: true },
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: ownId(ctx) } }),
  }),
  viewerAsEmployer: t.prismaField({
    type: User,
    description: "The signed-in employer; an error for anyone else.",
    authScopes: { employer: true },
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: ownId(ctx) } }),
  }),
}));
