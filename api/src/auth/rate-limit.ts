import { createHash } from "node:crypto";
import { Redis } from "ioredis";
import type pg from "pg";
import { log, redactUrl } from "../log.js";

// Rate-limit counters shared by every instance: in PostgreSQL by default, in Redis when REDIS_URL
// is set. Each rule counts events under its key in a window that starts at the first event counted
// there and lasts windowSeconds ("1 per 30 s" means exactly 30 s between the sends). One consume()
// checks and counts all its rules atomically, so a request refused by one rule uses up none of the
// others (a refused OTP send does not eat into the hourly allowance).

export interface LimitRule {
  /** Identifies what is counted, e.g. `otp:phone:9876543210`; unique within one consume(). */
  key: string;
  /** Events allowed per window; at least 1. */
  limit: number;
  /** A whole number of seconds; 0 means the rule never refuses (e.g. OTP_RESEND_SECONDS=0). */
  windowSeconds: number;
}

export type LimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /**
   * Counts one event against every rule atomically: if any rule is already at its limit, NOTHING
   * is counted and the longest remaining wait (whole seconds, >= 1) is returned. A rule's window
   * starts at the first event counted in it and lasts windowSeconds.
   */
  consume(rules: LimitRule[]): Promise<LimitResult>;
  /**
   * Forgets what was counted under `keys` (their windows end now): a sign-in that succeeded
   * clears its username's count, so only failures add up to a refusal.
   */
  forget(keys: string[]): Promise<void>;
  close(): Promise<void>;
}

export interface PostgresRateLimiterOptions {
  /** Milliseconds since the epoch; tests move it. Default: the database server's clock. */
  now?: () => number;
}

/** Longest key the rate_limit_buckets table holds. */
const MAX_KEY_LENGTH = 200;
/** How often one instance deletes other keys' expired rows, and how many at a time. */
const SWEEP_INTERVAL_MS = 60_000;
const SWEEP_BATCH = 1000;
/** Redis keys live under this prefix, apart from anything else in the same database. */
export const REDIS_PREFIX = "kaamsetu:rate-limit:";

function checkRules(rules: LimitRule[]): void {
  const keys = new Set<string>();
  for (const { key, limit, windowSeconds } of rules) {
    if (key === "" || key.length > MAX_KEY_LENGTH) {
      throw new RangeError(`rate-limit key must be 1 to ${MAX_KEY_LENGTH} characters`);
    }
    if (keys.has(key)) throw new RangeError(`rate-limit key ${key} appears twice`);
    keys.add(key);
    if (!Number.isInteger(limit) || limit < 1) {
      throw new RangeError(`rate-limit limit for ${key} must be a whole number >= 1`);
    }
    if (!Number.isInteger(windowSeconds) || windowSeconds < 0) {
      throw new RangeError(`rate-limit window for ${key} must be a whole number of seconds >= 0`);
    }
  }
}

/** The rules that can refuse: checked, without those whose window is 0 s. */
function effective(rules: LimitRule[]): LimitRule[] {
  checkRules(rules);
  return rules.filter((rule) => rule.windowSeconds > 0);
}

function denied(waitMs: number): LimitResult {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** A 64-bit advisory lock id for a key (signed, as PostgreSQL's bigint). */
function lockId(key: string): bigint {
  return createHash("sha256").update(`rate-limit:${key}`).digest().readBigInt64BE(0);
}

interface BucketRow {
  key: string;
  window_start: Date;
  count: number;
  expires_at: Date;
}

export function createPostgresRateLimiter(
  pool: pg.Pool,
  options: PostgresRateLimiterOptions = {},
): RateLimiter {
  let lastSweep = Number.NEGATIVE_INFINITY;

  async function now(client: pg.PoolClient): Promise<Date> {
    if (options.now) return new Date(options.now());
    // Taken after the locks are held, from one clock all instances share.
    const { rows } = await client.query<{ now: Date }>(
      "SELECT date_trunc('milliseconds', clock_timestamp()) AS now",
    );
    return rows[0]?.now as Date;
  }

  /** Expired rows of keys nobody has used since, a batch at a time, now and then. */
  async function sweep(at: Date): Promise<void> {
    if (at.getTime() - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = at.getTime();
    try {
      await pool.query(
        `DELETE FROM rate_limit_buckets WHERE ctid = ANY(ARRAY(
           SELECT ctid FROM rate_limit_buckets WHERE expires_at <= $1 LIMIT ${SWEEP_BATCH}))`,
        [at],
      );
    } catch (error) {
      log.warn("could not delete expired rate-limit rows", { error: String(error) });
    }
  }

  async function consume(given: LimitRule[]): Promise<LimitResult> {
    const rules = effective(given);
    if (rules.length === 0) return { allowed: true };
    const keys = rules.map((rule) => rule.key);
    // Locks in one fixed order (by id, so even two keys sharing an id cannot deadlock).
    const lockIds = [...new Set(keys.map(lockId))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const client = await pool.connect();
    // A checked-out client's lost connection is an 'error' event (db/with-client.ts); it
    // surfaces as the failure of the statement at hand instead.
    const surfaced = () => undefined;
    client.on("error", surfaced);
    let at: Date;
    let result: LimitResult;
    try {
      await client.query("BEGIN");
      await client.query(
        "SELECT pg_advisory_xact_lock(id) FROM unnest($1::bigint[]) WITH ORDINALITY AS l(id, n) ORDER BY n",
        [lockIds.map(String)],
      );
      at = await now(client);
      const { rows } = await client.query<BucketRow>(
        `SELECT key, window_start, count, expires_at FROM rate_limit_buckets
         WHERE key = ANY($1::text[]) AND expires_at > $2 ORDER BY window_start`,
        [keys, at],
      );
      // The live window of each key (the latest, should an old one linger).
      const live = new Map(rows.map((row) => [row.key, row]));
      let waitMs = 0;
      for (const rule of rules) {
        const bucket = live.get(rule.key);
        if (bucket && bucket.count >= rule.limit) {
          waitMs = Math.max(waitMs, bucket.expires_at.getTime() - at.getTime());
        }
      }
      if (waitMs > 0) {
        result = denied(waitMs);
      } else {
        const starts = rules.map((rule) => live.get(rule.key)?.window_start ?? at);
        const expiries = rules.map(
          (rule) =>
            live.get(rule.key)?.expires_at ?? new Date(at.getTime() + rule.windowSeconds * 1000),
        );
        // A live window counts one more; a key without one starts a new window (its expired
        // rows go).
        await client.query(
          `WITH expired AS (
             DELETE FROM rate_limit_buckets WHERE key = ANY($1::text[]) AND expires_at <= $4
           )
           INSERT INTO rate_limit_buckets (key, window_start, count, expires_at)
           SELECT key, window_start, 1, expires_at
           FROM unnest($1::text[], $2::timestamptz[], $3::timestamptz[]) AS b(key, window_start, expires_at)
           ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_buckets.count + 1`,
          [keys, starts, expiries, at],
        );
        result = { allowed: true };
      }
      await client.query("COMMIT");
    } catch (error) {
      // A connection that cannot even roll back is thrown away rather than reused.
      const broken = await client.query("ROLLBACK").then(
        () => undefined,
        (rollbackError: Error) => rollbackError,
      );
      client.removeListener("error", surfaced);
      client.release(broken);
      throw error;
    }
    client.removeListener("error", surfaced);
    client.release();
    await sweep(at);
    return result;
  }

  async function forget(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await pool.query("DELETE FROM rate_limit_buckets WHERE key = ANY($1::text[])", [keys]);
  }

  return {
    consume,
    forget,
    // The pool belongs to the caller.
    close: async () => {},
  };
}

// KEYS: one per rule. ARGV: limit and window (ms) of each rule, in the same order.
// Returns 0 when the event was counted, else the longest remaining wait in ms.
const CONSUME_SCRIPT = `
local wait = 0
for i, key in ipairs(KEYS) do
  local count = tonumber(redis.call('GET', key) or '0')
  if count >= tonumber(ARGV[2 * i - 1]) then
    local ttl = redis.call('PTTL', key)
    if ttl < 0 then
      ttl = tonumber(ARGV[2 * i])
      redis.call('PEXPIRE', key, ttl)
    end
    if ttl > wait then wait = ttl end
  end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 or redis.call('PTTL', key) < 0 then
    redis.call('PEXPIRE', key, ARGV[2 * i])
  end
end
return 0
`;

export function createRedisRateLimiter(url: string): RateLimiter {
  const client = new Redis(url, {
    // RESP2: nothing here needs RESP3, and every Redis server speaks RESP2.
    protocol: 2,
    connectTimeout: 5000,
    commandTimeout: 5000,
    // A request waiting on a limit should fail soon when Redis is away, not queue for minutes.
    maxRetriesPerRequest: 1,
  });
  let healthy = true;
  client.on("ready", () => {
    if (!healthy) log.info("Redis reachable again", { url: redactUrl(url) });
    healthy = true;
  });
  client.on("error", (error: Error) => {
    // Once per outage, not once per reconnect attempt.
    if (healthy) log.warn("Redis unreachable", { url: redactUrl(url), error: error.message });
    healthy = false;
  });

  return {
    async consume(given) {
      const rules = effective(given);
      if (rules.length === 0) return { allowed: true };
      const keys = rules.map((rule) => REDIS_PREFIX + rule.key);
      const args = rules.flatMap((rule) => [rule.limit, rule.windowSeconds * 1000]);
      const waitMs = Number(await client.eval(CONSUME_SCRIPT, keys.length, ...keys, ...args));
      return waitMs > 0 ? denied(waitMs) : { allowed: true };
    },
    async forget(keys) {
      if (keys.length > 0) await client.del(...keys.map((key) => REDIS_PREFIX + key));
    },
    async close() {
      if (client.status === "ready") await client.quit();
      else client.disconnect();
    },
  };
}

export function createRateLimiter(redisUrl: string | null, pool: pg.Pool): RateLimiter {
  return redisUrl ? createRedisRateLimiter(redisUrl) : createPostgresRateLimiter(pool);
}
