import { wrapErrorIfMatches } from "@pothos/plugin-errors";
import { authorize } from "../../auth/policy/permissions.js";
import { userIdOf } from "../../auth/policy/roles.js";
import { revokeSession } from "../../auth/session.js";
import type { Context } from "../../context.js";
import { AppError, ProfileIncompleteError } from "../../errors.js";
import type { User as UserRow } from "../../generated/prisma/client.js";
import { checkUser } from "../../services/accounts/check-user.js";
import { setPreferredLanguage } from "../../services/accounts/language.js";
import { sendOtp, verifyOtp } from "../../services/accounts/otp.js";
import { completionValues, documentUrl, PROFILE_SELECT } from "../../services/accounts/profile.js";
import { profileCompletion } from "../../services/accounts/profile-completion.js";
import { requireProfileForApplying } from "../../services/accounts/profile-gate.js";
import { registerEmployer, registerLabour } from "../../services/accounts/register.js";
import { signedLink } from "../../services/files/files.js";
import { builder } from "../builder.js";
import { resultUnion } from "../payload.js";
import { selectsOnly } from "../selection.js";
import {
  GenderEnum,
  IdentityTypeEnum,
  JobTypeEnum,
  PreferredShiftEnum,
  SalaryPeriodEnum,
  UserTypeEnum,
} from "./enums.js";
import { ENTRY_ORDER } from "./profile-entry.js";

// Accounts: the signed-in user (`viewer`), phone + OTP sign-in, registration and sign-out.
// Resolvers only call services/accounts; the rules live there.

/** Signing in authenticates the rest of the operation, so its payload can carry the viewer. */
function signInAs(ctx: Context, user: { id: number; userType: "LABOUR" | "EMPLOYER" }) {
  ctx.viewer = { kind: "user", id: user.id, userType: user.userType };
}

const ProfileCompletionRef = builder
  .objectRef<ReturnType<typeof profileCompletion>>("ProfileCompletion")
  .implement({
    description: "How complete a profile is (SPEC section 5): 40/30/30 weights, complete at 70.",
    fields: (t) => ({
      percentage: t.exposeInt("percentage"),
      isComplete: t.exposeBoolean("isComplete"),
      missingFields: t.exposeStringList("missingFields", {
        description: "Empty required and important fields, by their REST (snake_case) names.",
      }),
    }),
  });

export const LabourProfile = builder.prismaObject("LabourProfile", {
  fields: (t) => ({
    skills: t.exposeStringList("skills"),
    gender: t.expose("gender", { type: GenderEnum, nullable: true }),
    dateOfBirth: t.string({
      nullable: true,
      description: "YYYY-MM-DD.",
      resolve: (profile) => profile.dateOfBirth?.toISOString().slice(0, 10) ?? null,
    }),
    preferredStates: t.exposeStringList("preferredStates"),
    preferredShift: t.expose("preferredShift", { type: PreferredShiftEnum, nullable: true }),
    experienceYears: t.exposeInt("experienceYears", { nullable: true }),
    languagesKnown: t.exposeStringList("languagesKnown"),
    currentSalary: t.exposeInt("currentSalary", { nullable: true }),
    currentSalaryPeriod: t.expose("currentSalaryPeriod", {
      type: SalaryPeriodEnum,
      nullable: true,
    }),
    expectedSalary: t.exposeInt("expectedSalary", { nullable: true }),
    expectedSalaryPeriod: t.expose("expectedSalaryPeriod", {
      type: SalaryPeriodEnum,
      nullable: true,
    }),
    resumeUrl: t.exposeString("resumeUrl", { nullable: true }),
    preferredJobType: t.expose("preferredJobType", { type: JobTypeEnum, nullable: true }),
    preferredSalaryMin: t.exposeInt("preferredSalaryMin", { nullable: true }),
    preferredSalaryMax: t.exposeInt("preferredSalaryMax", { nullable: true }),
    preferredLocation: t.exposeString("preferredLocation", { nullable: true }),
    willingToRelocate: t.exposeBoolean("willingToRelocate"),
    contactByEmail: t.exposeBoolean("contactByEmail"),
    contactByPhone: t.exposeBoolean("contactByPhone"),
    contactByWhatsapp: t.exposeBoolean("contactByWhatsapp"),
    allowRecruiterContact: t.exposeBoolean("allowRecruiterContact"),
    educations: t.relation("educations", { query: { orderBy: [...ENTRY_ORDER] } }),
    experiences: t.relation("experiences", { query: { orderBy: [...ENTRY_ORDER] } }),
  }),
});

const EmployerProfile = builder.prismaObject("EmployerProfile", {
  fields: (t) => ({
    companyName: t.exposeString("companyName", { nullable: true }),
    businessType: t.string({
      nullable: true,
      resolve: (profile) => profile.businessType?.toLowerCase() ?? null,
    }),
    address: t.exposeString("address"),
    industry: t.exposeString("industry", { nullable: true }),
    website: t.exposeString("website", { nullable: true }),
    gstNumber: t.exposeString("gstNumber", { nullable: true }),
    role: t.exposeString("role", { nullable: true }),
    referralCode: t.exposeString("referralCode"),
    contactByPhone: t.exposeBoolean("contactByPhone", {
      description: "Whether the workers they hired may call them.",
    }),
    contactByWhatsapp: t.exposeBoolean("contactByWhatsapp", {
      description: "Whether the workers they hired may message them on WhatsApp.",
    }),
  }),
});

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

// ------------------------------------------------------------------ sign-in mutations

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

interface SignedIn {
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
  signOut: t.boolean({
    description: "Ends the bearer token's session at once. False when there was none to end.",
    // Public so an expired or already-ended token still gets its answer (false), not a 401.
    skipTypeScopes: true,
    authScopes: { public: true },
    resolve: (_root, _args, ctx) =>
      ctx.auth.kind === "none" || ctx.auth.kind === "invalid"
        ? false
        : revokeSession(ctx.prisma, ctx.auth.sessionId),
  }),
}));

const SetLanguagePayload = builder.objectRef<{ userId: number }>("SetLanguagePayload").implement({
  fields: (t) => ({
    viewer: t.prismaField({
      type: User,
      nullable: false,
      resolve: (query, p, _args, ctx) =>
        ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: p.userId } }),
    }),
  }),
});

builder.mutationFields((t) => ({
  setLanguage: t.field({
    type: SetLanguagePayload,
    description:
      "Saves the language the viewer chose in the menu on their account (one of the available languages).",
    authScopes: { can: "account.update" },
    errors: resultUnion("SetLanguageResult"),
    args: { language: t.arg.string({ required: true }) },
    resolve: async (_root, { language }, ctx) => ({
      userId: await setPreferredLanguage(ctx, language),
    }),
  }),
}));
