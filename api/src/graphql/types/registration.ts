import { registerEmployer, registerLabour } from "../../services/accounts/register.js";
import { builder } from "../builder.js";
import { resultUnion } from "../payload.js";
import { UserTypeEnum } from "./enums.js";
import { type SignedIn, signInAs } from "./sign-in.js";
import { User } from "./user.js";

// Registering a worker or an employer with the registration token verify-otp gave (SPEC section
// 3). Resolvers only call services/accounts; the rules live there.

const RegisterPayload = builder
  .objectRef<SignedIn & { user: NonNullable<SignedIn["user"]> }>("RegisterPayload")
  .implement({
    fields: (t) => ({
      accessToken: t.exposeString("accessToken"),
      userType: t.field({ type: UserTypeEnum, resolve: (payload) => payload.user.userType }),
      viewer: t.prismaField({
        type: User,
        resolve: async (query, payload, _args, ctx) =>
          ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: payload.user.id } }),
      }),
    }),
  });

const RegisterLabourInput = builder.inputType("RegisterLabourInput", {
  description: "SPEC section 3. Every field is checked by the server, which names each problem.",
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    phoneNumber: t.string({ description: "The number verified by OTP." }),
    identityType: t.string({ description: "aadhaar, pan, voter_id or driving_licence" }),
    identityNumber: t.string(),
    email: t.string(),
    state: t.string(),
    city: t.string(),
    skills: t.stringList(),
    referralCode: t.string({ description: "An employer's referral code, if someone shared one." }),
  }),
});

const RegisterEmployerInput = builder.inputType("RegisterEmployerInput", {
  description: "SPEC section 3. Every field is checked by the server, which names each problem.",
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    phoneNumber: t.string({ description: "The number verified by OTP." }),
    email: t.string(),
    address: t.string(),
    identityType: t.string({ description: "aadhaar, pan, voter_id or driving_licence" }),
    identityNumber: t.string(),
    state: t.string(),
    city: t.string(),
    gstNumber: t.string(),
    companyName: t.string(),
    role: t.string({ description: "The person's role in the company." }),
    referralCode: t.string({ description: "An employer's referral code, if someone shared one." }),
  }),
});

builder.mutationFields((t) => ({
  registerLabour: t.field({
    type: RegisterPayload,
    description: "Creates a worker account; the bearer token is verify-otp's registration token.",
    skipTypeScopes: true,
    authScopes: { public: true },
    errors: resultUnion("RegisterLabourResult"),
    args: { input: t.arg({ type: RegisterLabourInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const result = await registerLabour(ctx, input);
      signInAs(ctx, result.user);
      return { ...result, isNewUser: true };
    },
  }),
  registerEmployer: t.field({
    type: RegisterPayload,
    description:
      "Creates an employer account; the bearer token is verify-otp's registration token.",
    skipTypeScopes: true,
    authScopes: { public: true },
    errors: resultUnion("RegisterEmployerResult"),
    args: { input: t.arg({ type: RegisterEmployerInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const result = await registerEmployer(ctx, input);
      signInAs(ctx, result.user);
      return { ...result, isNewUser: true };
    },
  }),
}));
