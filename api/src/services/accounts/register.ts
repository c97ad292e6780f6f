import { createHmac, randomInt } from "node:crypto";
import { revokeSession, startUserSession } from "../../auth/session.js";
import type { Context } from "../../context.js";
import { ConflictError, ForbiddenError, fieldError, UnauthenticatedError } from "../../errors.js";
import { Prisma } from "../../generated/prisma/client.js";
import { placesOf } from "../../places/places.js";
import type { IdentityKind } from "./identity.js";
import {
  type EmployerRegistration,
  type LabourRegistration,
  parseEmployerRegistration,
  parseLabourRegistration,
} from "./registration-input.js";

// Registration: the bearer must be the registration token verify-otp gave for this phone. The
// user, their profile and their identity document are created with the token's revocation and
// the new session in one transaction, so a second registration of the same phone (even at the
// same instant, even with the same token) gets 409 and creates nothing.

export interface Registered {
  accessToken: string;
  user: { id: number; userType: "LABOUR" | "EMPLOYER" };
}

const REFERRAL_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const REFERRAL_LENGTH = 8;

function referralCode(): string {
  let code = "";
  for (let i = 0; i < REFERRAL_LENGTH; i += 1) {
    code += REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)];
  }
  return code;
}

/** Identity numbers are never stored: a keyed hash finds duplicates, the last four show them. */
export function identityNumberHash(
  secret: string,
  kind: IdentityKind | "GSTIN",
  number: string,
): string {
  return createHmac("sha256", secret).update(`identity:${kind}:${number}`).digest("hex");
}

function registrationSession(ctx: Context, phoneNumber: string) {
  if (ctx.auth.kind !== "registration") {
    throw new UnauthenticatedError("registrationTokenInvalid");
  }
  if (ctx.auth.phoneNumber !== phoneNumber) throw new ForbiddenError("phoneNotVerified");
  if (ctx.auth.spent) throw new ConflictError("phoneAlreadyRegistered");
  return ctx.auth.sessionId;
}

/** Whether `error` is a unique violation whose constraint or columns mention `column`. */
export function isUniqueViolation(error: unknown, column: string): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== "P2002") {
    return false;
  }
  return JSON.stringify(error.meta ?? {}).includes(column);
}

type Common = LabourRegistration | EmployerRegistration;

/**
 * The account whose referral code the new user gave. An unknown code is the field's error, not
 * ignored: the person typed it to credit someone, and a silent typo would lose that credit.
 */
async function referrer(tx: Prisma.TransactionClient, code: string | null): Promise<number | null> {
  if (code === null) return null;
  const owner = await tx.employerProfile.findUnique({
    where: { referralCode: code },
    select: { userId: true },
  });
  if (!owner) throw fieldError("referral_code", "referralCodeUnknown");
  return owner.userId;
}

async function register(
  ctx: Context,
  data: Common,
  userType: "LABOUR" | "EMPLOYER",
  profile: () =>
    | Prisma.UserCreateInput["labourProfile"]
    | Prisma.UserCreateInput["employerProfile"],
): Promise<Registered> {
  const sessionId = registrationSession(ctx, data.phoneNumber);
  const origin = { userAgent: ctx.request.headers.get("user-agent"), ipAddress: ctx.clientAddress };
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await ctx.prisma.$transaction(async (tx) => {
        // Spending the token first makes a concurrent twin wait on this row and then find it
        // spent.
        if (!(await revokeSession(tx, sessionId))) {
          throw new ConflictError("phoneAlreadyRegistered");
        }
        const referredById = await referrer(tx, data.referralCode);
        const user = await tx.user.create({
          data: {
            referredById,
            phoneNumber: data.phoneNumber,
            userType,
            firstName: data.firstName,
            lastName: data.lastName,
            email: data.email,
            state: data.state,
            city: data.city,
            preferredLanguage: ctx.language,
            lastLoginAt: new Date(),
            [userType === "LABOUR" ? "labourProfile" : "employerProfile"]: profile(),
            identityDocuments: {
              create: {
                type: data.identityType,
                numberHash: identityNumberHash(
                  ctx.secretKey,
                  data.identityType,
                  data.identityNumber,
                ),
                numberLast4: data.identityNumber.slice(-4),
              },
            },
          },
          select: { id: true },
        });
        const accessToken = await startUserSession(tx, ctx, user.id, origin);
        return { accessToken, user: { id: user.id, userType } };
      });
    } catch (error) {
      if (isUniqueViolation(error, "phone_number")) {
        throw new ConflictError("phoneAlreadyRegistered");
      }
      // A referral code drawn twice (1 in 10^12): draw again.
      if (isUniqueViolation(error, "referral_code") && attempt < 2) continue;
      throw error;
    }
  }
}

export async function registerLabour(
  ctx: Context,
  input: Record<string, unknown>,
): Promise<Registered> {
  const data = parseLabourRegistration(input, await placesOf(ctx.pool));
  return register(ctx, data, "LABOUR", () => ({ create: { skills: data.skills } }));
}

export async function registerEmployer(
  ctx: Context,
  input: Record<string, unknown>,
): Promise<Registered> {
  const data = parseEmployerRegistration(input, await placesOf(ctx.pool));
  return register(ctx, data, "EMPLOYER", () => ({
    create: {
      address: data.address,
      companyName: data.companyName,
      gstNumber: data.gstNumber,
      role: data.role,
      referralCode: referralCode(),
    },
  }));
}
