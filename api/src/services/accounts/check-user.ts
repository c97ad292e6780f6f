import type { Context } from "../../context.js";
import { RateLimitedError } from "../../errors.js";
import { messages } from "../../messages.js";
import { requirePhone } from "./phone.js";

// Whether a phone number has an account. It tells anyone who asks, so it is limited per client
// address like the OTP sends that reveal the same.

export async function checkUser(
  ctx: Context,
  phone: unknown,
): Promise<{ exists: boolean; userType: "LABOUR" | "EMPLOYER" | null }> {
  const phoneNumber = requirePhone(phone);
  if (ctx.clientAddress) {
    const limit = await ctx.rateLimiter.consume([
      {
        key: `check-user:ip:${ctx.clientAddress}`,
        limit: ctx.config.checkUserMaxPerIpPerHour,
        windowSeconds: 3600,
      },
    ]);
    if (!limit.allowed)
      throw new RateLimitedError(messages.tooManyRequests, limit.retryAfterSeconds);
  }
  const user = await ctx.prisma.user.findUnique({
    where: { phoneNumber },
    select: { userType: true },
  });
  return { exists: user !== null, userType: user?.userType ?? null };
}
