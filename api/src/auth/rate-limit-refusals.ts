import { RATE_LIMIT_REFUSALS_WINDOW_MS } from "../constants.js";
import type { LimitRule, RateLimiter } from "./rate-limit.js";

// How many requests the rate limits refused lately, for the admin's system section.
// The limits' store (rate_limit_buckets, or Redis) keeps counters, not refusals, so each
// process counts its own refusals in memory: the figure is this instance's since it started (at
// most the last hour), not the whole deployment's, and the system section says so.

/** A rate limiter that also remembers when it refused, and how many times in the last hour. */
export interface CountingRateLimiter extends RateLimiter {
  refusalsInLastHour(): number;
}

export function countingRefusals(
  limiter: RateLimiter,
  now: () => number = Date.now,
): CountingRateLimiter {
  // Refusal times, oldest first; trimmed to the window whenever touched.
  const refusals: number[] = [];
  const trim = () => {
    const since = now() - RATE_LIMIT_REFUSALS_WINDOW_MS;
    let drop = 0;
    while (drop < refusals.length && (refusals[drop] ?? 0) < since) drop += 1;
    if (drop > 0) refusals.splice(0, drop);
  };
  return {
    async consume(rules: LimitRule[]) {
      const result = await limiter.consume(rules);
      if (!result.allowed) {
        trim();
        refusals.push(now());
      }
      return result;
    },
    forget: (keys) => limiter.forget(keys),
    close: () => limiter.close(),
    refusalsInLastHour() {
      trim();
      return refusals.length;
    },
  };
}

/** The limiter's refusals in the last hour, or null for a limiter that does not count them. */
export function refusalsInLastHour(limiter: RateLimiter): number | null {
  const counting = limiter as Partial<CountingRateLimiter>;
  return typeof counting.refusalsInLastHour === "function" ? counting.refusalsInLastHour() : null;
}
