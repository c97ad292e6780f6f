import { createRateLimiter } from "./auth/rate-limit.js";
import { createSmsProvider } from "./auth/sms.js";
import type { AppServices } from "./context.js";

// The process's services: the database handles and secret main.ts opened, plus the SMS provider
// and the rate limiter their configuration selects. Tests may swap in their own (real) ones.

export function createServices(
  base: Pick<AppServices, "config" | "pool" | "prisma" | "secretKey">,
  overrides: Partial<Pick<AppServices, "sms" | "rateLimiter">> = {},
): AppServices {
  return {
    ...base,
    sms: overrides.sms ?? createSmsProvider(base.config.sms),
    rateLimiter: overrides.rateLimiter ?? createRateLimiter(base.config.redisUrl, base.pool),
  };
}
