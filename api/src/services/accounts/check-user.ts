import type { Context } from "../../context.js";
import { RateLimitedError } from "../../errors.js";
import { requirePhone } from "./phone.js";

// Whether a phone number has an account. It tells anyone who asks, so it is limited per client
// address like the OTP sends that reveal the same.

/**
 * Counts one lookup of whether a phone is registered against the client address's hourly
 * budget. check-user and send-otp (whose refusals say the same) share it, so neither can be
 * used to walk through phone numbers.
 */
export async function countPhoneLookup(ctx: Context): Promise<void> {
  if (!ctx.clientAddress) return;
  const limit = await ctx.rateLimiter.consume([
    {
      key: `phone-lookup:ip:${ctx.clientAddress}`,
      limit: ctx.config.checkUserMaxPerIpPerHour,
      windowSeconds: 3600,
    },
  ]);
  if (!limit.allowed) throw new RateLimitedError(limit.retryAfterSeconds);
}

export async function checkUser(
  ctx: Context,
  phone: unknown,
): Promise<{ exists: boolean; userType: "LABOUR" | "EMPLOYER" | null }> {
  const phoneNumber = requirePhone(phone);
  await countPhoneLookup(ctx);
  const user = await ctx.prisma.user.findUnique({
    where: { phoneNumber },
    select: { userType: true },
  });
  return { exists: user !== null, userType: user?.userType ?? null };
}
