import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import { redactUrl } from "../log.js";
import {
  createPostgresRateLimiter,
  createRateLimiter,
  createRedisRateLimiter,
  type LimitRule,
  type RateLimiter,
} from "./rate-limit.js";

// Both backends run the same behaviour tests against real servers: a fresh PostgreSQL database,
// and the Redis of REDIS_URL (default 127.0.0.1:6379), skipped with the reason when there is none.

const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

async function redisUnreachable(url: string): Promise<string | null> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
    protocol: 2,
  });
  let cause = "";
  probe.on("error", (error: Error) => {
    cause ||= error.message;
  });
  try {
    await probe.connect();
    await probe.ping();
    return null;
  } catch (error) {
    return `no Redis at ${redactUrl(url)} (${cause || (error as Error).message}); set REDIS_URL to run them`;
  } finally {
    probe.disconnect();
  }
}

const redisSkipReason = await redisUnreachable(redisUrl);
if (redisSkipReason) console.warn(`Skipping the Redis rate-limiter tests: ${redisSkipReason}`);

/** A key no other test (or earlier run against the same Redis) has used. */
function unique(name: string): string {
  return `test:${randomBytes(6).toString("hex")}:${name}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Instances {
  /** Two limiters as two server instances would have them, sharing one store. */
  first: RateLimiter;
  second: RateLimiter;
  close(): Promise<void>;
}

function behavesAsASharedRateLimiter(setup: () => Promise<Instances>) {
  let instances: Instances;
  let limiter: RateLimiter;
  beforeAll(async () => {
    instances = await setup();
    limiter = instances.first;
  });
  afterAll(async () => {
    await instances?.close();
  });

  it("allows up to the limit, then refuses with the wait until the window ends", async () => {
    const rule = { key: unique("phone"), limit: 3, windowSeconds: 30 };
    for (let i = 0; i < 3; i++) expect(await limiter.consume([rule])).toEqual({ allowed: true });
    for (let i = 0; i < 2; i++) {
      const result = await limiter.consume([rule]);
      expect(result.allowed).toBe(false);
      const wait = result.allowed ? 0 : result.retryAfterSeconds;
      expect(wait).toBeGreaterThanOrEqual(29);
      expect(wait).toBeLessThanOrEqual(30);
    }
    // Another instance sees the same count.
    expect((await instances.second.consume([rule])).allowed).toBe(false);
  });

  it("forgets a key's count on every instance, and only that key's", async () => {
    const forgotten = { key: unique("forgotten"), limit: 1, windowSeconds: 60 };
    const kept = { key: unique("kept"), limit: 1, windowSeconds: 60 };
    expect((await limiter.consume([forgotten, kept])).allowed).toBe(true);
    expect((await limiter.consume([forgotten])).allowed).toBe(false);
    await instances.second.forget([forgotten.key]);
    expect((await limiter.consume([forgotten])).allowed).toBe(true);
    expect((await limiter.consume([kept])).allowed).toBe(false);
  });

  it("keeps keys apart", async () => {
    const a = { key: unique("a"), limit: 1, windowSeconds: 60 };
    const b = { key: unique("b"), limit: 1, windowSeconds: 60 };
    expect((await limiter.consume([a])).allowed).toBe(true);
    expect((await limiter.consume([a])).allowed).toBe(false);
    expect((await limiter.consume([b])).allowed).toBe(true);
  });

  it("counts nothing when any rule refuses", async () => {
    const resend = { key: unique("resend"), limit: 1, windowSeconds: 30 };
    const hourly = { key: unique("hourly"), limit: 3, windowSeconds: 3600 };
    expect((await limiter.consume([resend, hourly])).allowed).toBe(true);
    // Refused by `resend`: `hourly` must still be at 1 of 3.
    for (let i = 0; i < 5; i++) {
      expect((await limiter.consume([resend, hourly])).allowed).toBe(false);
    }
    expect((await limiter.consume([hourly])).allowed).toBe(true);
    expect((await limiter.consume([hourly])).allowed).toBe(true);
    expect((await limiter.consume([hourly])).allowed).toBe(false);
  });

  it("answers the longest wait among the rules that refuse", async () => {
    const short = { key: unique("short"), limit: 1, windowSeconds: 30 };
    const long = { key: unique("long"), limit: 1, windowSeconds: 3600 };
    const fresh = { key: unique("fresh"), limit: 1, windowSeconds: 86_400 };
    await limiter.consume([short, long]);
    const both = await limiter.consume([short, long]);
    expect(both.allowed ? 0 : both.retryAfterSeconds).toBeGreaterThanOrEqual(3599);
    // A rule with room left does not lengthen the wait, and is not counted either.
    const one = await limiter.consume([fresh, short]);
    expect(one.allowed ? 0 : one.retryAfterSeconds).toBeLessThanOrEqual(30);
    expect((await limiter.consume([fresh])).allowed).toBe(true);
  });

  it("lets exactly the limit through when 20 requests race on two instances", async () => {
    const phone = { key: unique("race-phone"), limit: 5, windowSeconds: 60 };
    const ip = { key: unique("race-ip"), limit: 100, windowSeconds: 60 };
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? instances.second : instances.first).consume(
          i % 3 ? [phone, ip] : [ip, phone], // both orders: no deadlock
        ),
      ),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
    // Only the 5 allowed ones counted against the other rule: 95 more fit.
    const more = await Promise.all(Array.from({ length: 96 }, () => limiter.consume([ip])));
    expect(more.filter((result) => result.allowed)).toHaveLength(95);
  });

  it("opens a new window once the old one has passed", async () => {
    const rule = { key: unique("expiry"), limit: 1, windowSeconds: 1 };
    expect((await limiter.consume([rule])).allowed).toBe(true);
    expect(await limiter.consume([rule])).toEqual({ allowed: false, retryAfterSeconds: 1 });
    await sleep(1100);
    expect((await limiter.consume([rule])).allowed).toBe(true);
    expect((await limiter.consume([rule])).allowed).toBe(false);
  });

  it("never refuses for a rule with a window of 0 s", async () => {
    const off = { key: unique("off"), limit: 1, windowSeconds: 0 };
    const on = { key: unique("on"), limit: 3, windowSeconds: 60 };
    for (let i = 0; i < 3; i++) expect((await limiter.consume([off, on])).allowed).toBe(true);
    expect((await limiter.consume([off, on])).allowed).toBe(false);
    expect((await limiter.consume([off])).allowed).toBe(true);
  });

  it("allows an empty rule list and refuses malformed rules", async () => {
    expect(await limiter.consume([])).toEqual({ allowed: true });
    const key = unique("bad");
    const bad: LimitRule[][] = [
      [{ key, limit: 0, windowSeconds: 30 }],
      [{ key, limit: 1.5, windowSeconds: 30 }],
      [{ key, limit: 1, windowSeconds: -1 }],
      [{ key, limit: 1, windowSeconds: 0.5 }],
      [{ key: "", limit: 1, windowSeconds: 30 }],
      [{ key: "k".repeat(201), limit: 1, windowSeconds: 30 }],
      [
        { key, limit: 1, windowSeconds: 30 },
        { key, limit: 5, windowSeconds: 3600 },
      ],
    ];
    for (const rules of bad) await expect(limiter.consume(rules)).rejects.toThrow(RangeError);
  });
}

describe("PostgreSQL rate limiter", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  describe("on the database clock", () => {
    behavesAsASharedRateLimiter(async () => {
      // The second instance has a pool of its own, as another server process would.
      const otherPool = new pg.Pool({ connectionString: db.url, max: 5 });
      otherPool.on("error", () => undefined);
      return {
        first: createPostgresRateLimiter(db.pool),
        second: createPostgresRateLimiter(otherPool),
        close: () => otherPool.end(),
      };
    });
  });

  describe("on a clock the test moves", () => {
    const start = Date.UTC(2030, 0, 1);
    let clock = start;
    let limiter: RateLimiter;
    beforeAll(() => {
      limiter = createPostgresRateLimiter(db.pool, { now: () => clock });
    });
    const at = (seconds: number) => {
      clock = start + seconds * 1000;
    };

    async function rowsOf(...keys: string[]) {
      const { rows } = await db.pool.query<{ key: string; count: number; window_start: Date }>(
        "SELECT key, count, window_start FROM rate_limit_buckets WHERE key = ANY($1) ORDER BY key, window_start",
        [keys],
      );
      return rows;
    }

    it("starts a window at the first event, so 1 per 30 s is exactly 30 s", async () => {
      const rule = { key: unique("resend"), limit: 1, windowSeconds: 30 };
      at(0);
      expect((await limiter.consume([rule])).allowed).toBe(true);
      at(0.001);
      expect(await limiter.consume([rule])).toEqual({ allowed: false, retryAfterSeconds: 30 });
      at(20.5);
      expect(await limiter.consume([rule])).toEqual({ allowed: false, retryAfterSeconds: 10 });
      at(29.999);
      expect(await limiter.consume([rule])).toEqual({ allowed: false, retryAfterSeconds: 1 });
      at(30);
      expect((await limiter.consume([rule])).allowed).toBe(true);
      // The new window began at 30 s; the old row is gone.
      expect(await rowsOf(rule.key)).toEqual([
        { key: rule.key, count: 1, window_start: new Date(start + 30_000) },
      ]);
    });

    it("does not align windows to the clock", async () => {
      const rule = { key: unique("hourly"), limit: 2, windowSeconds: 60 };
      at(1000);
      expect((await limiter.consume([rule])).allowed).toBe(true);
      at(1050);
      expect((await limiter.consume([rule])).allowed).toBe(true);
      at(1059);
      expect(await limiter.consume([rule])).toEqual({ allowed: false, retryAfterSeconds: 1 });
      at(1060);
      expect((await limiter.consume([rule])).allowed).toBe(true);
      at(1061);
      expect((await limiter.consume([rule])).allowed).toBe(true);
      at(1100.2);
      expect(await limiter.consume([rule])).toEqual({ allowed: false, retryAfterSeconds: 20 });
      expect(await rowsOf(rule.key)).toEqual([
        { key: rule.key, count: 2, window_start: new Date(start + 1_060_000) },
      ]);
    });

    it("leaves the counts of other rules untouched when one refuses", async () => {
      const resend = { key: unique("resend"), limit: 1, windowSeconds: 30 };
      const ip = { key: unique("ip"), limit: 20, windowSeconds: 3600 };
      at(2000);
      await limiter.consume([resend, ip]);
      at(2010);
      expect(await limiter.consume([resend, ip])).toEqual({
        allowed: false,
        retryAfterSeconds: 20,
      });
      expect((await rowsOf(ip.key)).map((row) => row.count)).toEqual([1]);
    });

    it("deletes other keys' expired rows now and then", async () => {
      // A limiter of its own, so its first consume sweeps and the next one a minute later does.
      const sweeping = createPostgresRateLimiter(db.pool, { now: () => clock });
      const old = { key: unique("old"), limit: 5, windowSeconds: 10 };
      const current = { key: unique("current"), limit: 5, windowSeconds: 3600 };
      at(5000);
      await sweeping.consume([old]);
      await sweeping.consume([current]);
      at(5030);
      await sweeping.consume([current]); // within the minute: no sweep, `old` lingers
      const keys = (await rowsOf(old.key, current.key)).map((row) => row.key);
      expect(keys.sort()).toEqual([old.key, current.key].sort());
      at(5061);
      await sweeping.consume([current]);
      expect(await rowsOf(old.key, current.key)).toEqual([
        { key: current.key, count: 3, window_start: new Date(start + 5_000_000) },
      ]);
    });
  });
});

describe.skipIf(redisSkipReason !== null)(
  `Redis rate limiter${redisSkipReason ? ` (skipped: ${redisSkipReason})` : ""}`,
  () => {
    behavesAsASharedRateLimiter(async () => {
      const first = createRedisRateLimiter(redisUrl);
      const second = createRedisRateLimiter(redisUrl);
      return {
        first,
        second,
        close: async () => {
          await first.close();
          await second.close();
        },
      };
    });

    it("sets the window's expiry on the first event only", async () => {
      const limiter = createRedisRateLimiter(redisUrl);
      const raw = new Redis(redisUrl, { protocol: 2 });
      try {
        const rule = { key: unique("ttl"), limit: 3, windowSeconds: 30 };
        const stored = `kaamsetu:rate-limit:${rule.key}`;
        await limiter.consume([rule]);
        const first = await raw.pttl(stored);
        expect(first).toBeGreaterThan(29_000);
        expect(first).toBeLessThanOrEqual(30_000);
        await sleep(300);
        await limiter.consume([rule]);
        expect(await raw.get(stored)).toBe("2");
        expect(await raw.pttl(stored)).toBeLessThanOrEqual(first - 250);
      } finally {
        await limiter.close();
        raw.disconnect();
      }
    });
  },
);

describe("createRateLimiter", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  async function countRows(key: string): Promise<number> {
    const { rows } = await db.pool.query("SELECT 1 FROM rate_limit_buckets WHERE key = $1", [key]);
    return rows.length;
  }

  it("counts in PostgreSQL without a Redis URL", async () => {
    const limiter = createRateLimiter(null, db.pool);
    const key = unique("pg");
    await limiter.consume([{ key, limit: 1, windowSeconds: 60 }]);
    await limiter.close();
    expect(await countRows(key)).toBe(1);
    // The pool is the caller's and still works.
    expect((await db.pool.query("SELECT 1")).rowCount).toBe(1);
  });

  it.skipIf(redisSkipReason !== null)("counts in Redis with one", async () => {
    const limiter = createRateLimiter(redisUrl, db.pool);
    const raw = new Redis(redisUrl, { protocol: 2 });
    try {
      const key = unique("redis");
      await limiter.consume([{ key, limit: 1, windowSeconds: 60 }]);
      expect(await raw.get(`kaamsetu:rate-limit:${key}`)).toBe("1");
      expect(await countRows(key)).toBe(0);
    } finally {
      await limiter.close();
      raw.disconnect();
    }
  });

  it("fails soon, rather than hanging, when Redis is unreachable", async () => {
    const limiter = createRateLimiter("redis://127.0.0.1:1", db.pool);
    try {
      const started = performance.now();
      await expect(
        limiter.consume([{ key: unique("down"), limit: 1, windowSeconds: 60 }]),
      ).rejects.toThrow();
      expect(performance.now() - started).toBeLessThan(10_000);
    } finally {
      await limiter.close();
    }
  });
});
