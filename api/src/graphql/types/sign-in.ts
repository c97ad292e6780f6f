import { revokeSession } from "../../auth/session.js";
import type { Context } from "../../context.js";
import { sendOtp, verifyOtp } from "../../services/accounts/otp.js";
import { builder } from "../builder.js";
import { resultUnion } from "../payload.js";
import { UserTypeEnum } from "./enums.js";
import { User } from "./user.js";

// Phone + OTP sign-in and signing out. Resolvers only call services/accounts; the rules live
// there.

/** Signing in authenticates the rest of the operation, so its payload can carry the viewer. */
export function signInAs(ctx: Context, user: { id: number; userType: "LABOUR" | "EMPLOYER" }) {
  ctx.viewer = { kind: "user", id: user.id, userType: user.userType };
}

const SendOtpInput = builder.inputType("SendOtpInput", {
  fields: (t) => ({
    phoneNumber: t.string({ required: true, description: "10 digits; +91, 0 and spaces allowed." }),
    forRegistration: t.boolean({ defaultValue: false }),
  }),
});

const SendOtpPayload = builder
  .objectRef<Awaited<ReturnType<typeof sendOtp>>>("SendOtpPayload")
  .implement({
    fields: (t) => ({
      message: t.exposeString("message"),
      userExists: t.exposeBoolean("userExists"),
      expiresInSeconds: t.exposeInt("expiresInSeconds"),
      resendAfterSeconds: t.exposeInt("resendAfterSeconds", {
        description: "How long before another code may be requested.",
      }),
    }),
  });

const VerifyOtpInput = builder.inputType("VerifyOtpInput", {
  fields: (t) => ({
    phoneNumber: t.string({ required: true }),
    otp: t.string({ required: true }),
    forRegistration: t.boolean({
      defaultValue: false,
      description: "Accepted for the spec's client; the answer depends on the phone alone.",
    }),
  }),
});

export interface SignedIn {
  accessToken: string;
  isNewUser: boolean;
  user: { id: number; userType: "LABOUR" | "EMPLOYER" } | null;
}

const VerifyOtpPayload = builder.objectRef<SignedIn>("VerifyOtpPayload").implement({
  fields: (t) => ({
    accessToken: t.exposeString("accessToken", {
      description: "A session token; for a new user a registration token for this phone only.",
    }),
    userType: t.field({
      type: UserTypeEnum,
      nullable: true,
      resolve: (payload) => payload.user?.userType ?? null,
    }),
    isNewUser: t.exposeBoolean("isNewUser"),
    viewer: t.prismaField({
      type: User,
      nullable: true,
      resolve: (query, payload, _args, ctx) =>
        payload.user
          ? ctx.prisma.user.findUnique({ ...query, where: { id: payload.user.id } })
          : null,
    }),
  }),
});

builder.mutationFields((t) => ({
  sendOtp: t.field({
    type: SendOtpPayload,
    description: "Texts a 6-digit code to the phone. Limited per phone and per client address.",
    skipTypeScopes: true,
    authScopes: { public: true },
    errors: resultUnion("SendOtpResult"),
    args: { input: t.arg({ type: SendOtpInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      sendOtp(ctx, {
        phoneNumber: input.phoneNumber,
        forRegistration: input.forRegistration ?? false,
      }),
  }),
  verifyOtp: t.field({
    type: VerifyOtpPayload,
    description: "Checks the code: a session for a registered phone, else a registration token.",
    skipTypeScopes: true,
    authScopes: { public: true },
    errors: resultUnion("VerifyOtpResult"),
    args: { input: t.arg({ type: VerifyOtpInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const result = await verifyOtp(ctx, input);
      if (result.user) signInAs(ctx, result.user);
      return result;
    },
  }),
  signOut: t.boolean({
    description: "Ends the bearer token's session at once. False when there was none to end.",
    // Public so an expired or already-ended token still gets its answer (false), not a 401.
    skipTypeScopes: true,
    authScopes: { public: true },
    // An API key is no session: its owner revokes it (DELETE /integrations/keys/{id}/).
    resolve: (_root, _args, ctx) =>
      ctx.auth.kind === "none" || ctx.auth.kind === "invalid" || ctx.auth.kind === "key"
        ? false
        : revokeSession(ctx.prisma, ctx.auth.sessionId),
  }),
}));
