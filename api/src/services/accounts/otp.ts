import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { startRegistrationSession, startUserSession } from "../../auth/session.js";
import { otpMessage } from "../../auth/sms.js";
import { DEFAULT_SMS_TEMPLATES, smsTemplateFor } from "../../config.js";
import { OTP_DIGITS } from "../../constants.js";
import type { Context } from "../../context.js";
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  UnavailableError,
  ValidationError,
} from "../../errors.js";
import { asLanguage } from "../../i18n.js";
import { log } from "../../log.js";
import { messages } from "../../messages.js";
import { countPhoneLookup } from "./check-user.js";
import { requireOtp, requirePhone } from "./phone.js";

// One-time passwords: 6 digits from the CSPRNG, stored only as an HMAC keyed with the server
// secret, valid `otp.ttlSeconds`, single use, dead after `otp.maxAttempts` wrong tries even for
// the right code. A new send replaces the phone's earlier open challenge. Sends are limited per
// phone (a cool-down and an hourly cap) and per client address, across every instance.

export interface SendOtpResult {
  message: string;
  userExists: boolean;
  expiresInSeconds: number;
  resendAfterSeconds: number;
}

export interface VerifyOtpResult {
  accessToken: string;
  isNewUser: boolean;
  /** The signed-in user; null for a new user, who gets a registration token instead. */
  user: { id: number; userType: "LABOUR" | "EMPLOYER" } | null;
}

function codeHash(secret: string, phoneNumber: string, code: string): string {
  return createHmac("sha256", secret).update(`otp:${phoneNumber}:${code}`).digest("hex");
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, "0");
}

function origin(ctx: Context) {
  return { userAgent: ctx.request.headers.get("user-agent"), ipAddress: ctx.clientAddress };
}

/** The rate-limit counters kept under a phone number (erasure forgets them with the person). */
export const OTP_COUNTER_KEYS = {
  phone: (phoneNumber: string) => `otp:phone:${phoneNumber}`,
  resend: (phoneNumber: string) => `otp:resend:${phoneNumber}`,
};

export async function sendOtp(
  ctx: Context,
  input: { phoneNumber: unknown; forRegistration: boolean },
): Promise<SendOtpResult> {
  const phoneNumber = requirePhone(input.phoneNumber);
  const { otp } = ctx.config;
  await countPhoneLookup(ctx);
  const user = await ctx.prisma.user.findUnique({
    where: { phoneNumber },
    select: { accountState: true, preferredLanguage: true },
  });
  const userExists = user !== null;
  if (input.forRegistration && userExists) {
    throw new ConflictError("phoneAlreadyRegistered");
  }
  if (!input.forRegistration && !userExists) throw new NotFoundError("phoneNotRegistered");
  if (user?.accountState === "BLOCKED") throw new ForbiddenError("accountBlocked");

  const rules = [
    {
      key: OTP_COUNTER_KEYS.phone(phoneNumber),
      limit: otp.maxPerPhonePerHour,
      windowSeconds: 3600,
    },
    ...(otp.resendSeconds > 0
      ? [{ key: OTP_COUNTER_KEYS.resend(phoneNumber), limit: 1, windowSeconds: otp.resendSeconds }]
      : []),
    ...(ctx.clientAddress
      ? [{ key: `otp:ip:${ctx.clientAddress}`, limit: otp.maxPerIpPerHour, windowSeconds: 3600 }]
      : []),
  ];
  const limit = await ctx.rateLimiter.consume(rules);
  if (!limit.allowed) {
    const wait = limit.retryAfterSeconds;
    throw wait <= otp.resendSeconds
      ? new RateLimitedError(wait, "otpResendWait", { count: wait })
      : new RateLimitedError(wait, "otpTooManyRequests");
  }

  const code = generateOtp();
  const now = Date.now();
  const challenge = await ctx.prisma.$transaction(async (tx) => {
    // Only the newest code works: an earlier one still in an SMS inbox is dead now.
    await tx.otpChallenge.updateMany({
      where: { phoneNumber, consumedAt: null },
      data: { consumedAt: new Date(now) },
    });
    return tx.otpChallenge.create({
      data: {
        phoneNumber,
        purpose: input.forRegistration ? "REGISTRATION" : "SIGN_IN",
        codeHash: codeHash(ctx.secretKey, phoneNumber, code),
        ipAddress: ctx.clientAddress,
        expiresAt: new Date(now + otp.ttlSeconds * 1000),
      },
      select: { id: true },
    });
  });
  try {
    await ctx.sms.send({
      to: phoneNumber,
      // In the user's language (chosen at registration or in the menu), else the request's.
      text: otpMessage(
        smsTemplateFor(
          ctx.config.sms.provider === "http" ? ctx.config.sms.templates : DEFAULT_SMS_TEMPLATES,
          asLanguage(user?.preferredLanguage) ?? ctx.language,
        ),
        code,
        Math.ceil(otp.ttlSeconds / 60),
      ),
    });
    ctx.metrics.otpSend("sent");
  } catch (error) {
    ctx.metrics.otpSend("failed");
    // A code nobody received must not stay usable.
    await ctx.prisma.otpChallenge.update({
      where: { id: challenge.id },
      data: { consumedAt: new Date() },
    });
    log.warn("OTP delivery failed", {
      provider: ctx.sms.name,
      error: error instanceof Error ? error.message : String(error),
    });
    throw new UnavailableError("otpSendFailed");
  }
  return {
    message: messages.otpSent,
    userExists,
    expiresInSeconds: otp.ttlSeconds,
    resendAfterSeconds: otp.resendSeconds,
  };
}

interface ChallengeRow {
  id: number;
  code_hash: string;
  attempts: number;
  expires_at: Date;
}

type Check = "ok" | "wrong" | "expired" | "exhausted" | "missing";

export async function verifyOtp(
  ctx: Context,
  input: { phoneNumber: unknown; otp: unknown },
): Promise<VerifyOtpResult> {
  const problems: ValidationError[] = [];
  let phoneNumber = "";
  let code = "";
  try {
    phoneNumber = requirePhone(input.phoneNumber);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    problems.push(error);
  }
  try {
    code = requireOtp(input.otp);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    problems.push(error);
  }
  if (problems.length > 0) throw new ValidationError(problems.flatMap((p) => p.fieldErrors));

  const { maxAttempts } = ctx.config.otp;
  // The check and the attempt count commit together, and the row lock makes two guesses at the
  // same instant count as two.
  const check = await ctx.prisma.$transaction(async (tx): Promise<Check> => {
    const rows = await tx.$queryRaw<ChallengeRow[]>`
      SELECT id, code_hash, attempts, expires_at FROM otp_challenges
       WHERE phone_number = ${phoneNumber} AND consumed_at IS NULL
       ORDER BY created_at DESC LIMIT 1
         FOR UPDATE`;
    const challenge = rows[0];
    if (!challenge) return "missing";
    if (challenge.expires_at.getTime() <= Date.now()) return "expired";
    if (challenge.attempts >= maxAttempts) return "exhausted";
    if (!sameHash(challenge.code_hash, codeHash(ctx.secretKey, phoneNumber, code))) {
      await tx.otpChallenge.update({
        where: { id: challenge.id },
        data: { attempts: { increment: 1 } },
      });
      return "wrong";
    }
    await tx.otpChallenge.update({ where: { id: challenge.id }, data: { consumedAt: new Date() } });
    return "ok";
  });
  if (check === "expired") throw new BadRequestError("otpExpired");
  if (check === "exhausted") throw new BadRequestError("otpAttemptsExceeded");
  if (check !== "ok") throw new BadRequestError("otpWrong");

  const user = await ctx.prisma.user.findUnique({
    where: { phoneNumber },
    select: { id: true, userType: true, accountState: true },
  });
  if (!user) {
    const accessToken = await startRegistrationSession(ctx.prisma, ctx, phoneNumber, origin(ctx));
    return { accessToken, isNewUser: true, user: null };
  }
  if (user.accountState === "BLOCKED") throw new ForbiddenError("accountBlocked");
  const accessToken = await ctx.prisma.$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { lastLoginAt: new Date() } });
    return startUserSession(tx, ctx, user.id, origin(ctx));
  });
  return { accessToken, isNewUser: false, user: { id: user.id, userType: user.userType } };
}
