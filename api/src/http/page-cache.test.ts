import { describe, expect, it } from "vitest";
import { createPageCache, type Drawn } from "./page-cache.js";

// The cache alone, with plain values: what is kept, for how long, how much, who shares a drawing.

const sizes = { ttlMs: 60_000, maxEntries: 100, maxBytes: 1_000_000 };
const cacheOf = (options: Partial<typeof sizes> = {}) =>
  createPageCache<string | null>({ ...sizes, ...options, sizeOf: (value) => value.length });
const page =
  (value: string | null, keep = true) =>
  async (): Promise<Drawn<string | null>> => ({
    value,
    keep,
  });

/** A drawing that finishes when told to. */
function gated(value: string, keep = true) {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  let draws = 0;
  return {
    draw: async () => {
      draws += 1;
      await gate;
      return { value, keep };
    },
    open: () => open(),
    draws: () => draws,
  };
}

describe("the page cache", () => {
  it("keeps a page and serves it again without drawing", async () => {
    const cache = cacheOf();
    expect(await cache.get("en /jobs", page("one"))).toEqual({ value: "one", source: "miss" });
    expect(await cache.get("en /jobs", page("two"))).toEqual({ value: "one", source: "hit" });
    expect(await cache.get("hi /jobs", page("three"))).toEqual({ value: "three", source: "miss" });
  });

  it("draws once for everyone asking at the same time, and each gets the answer", async () => {
    const cache = cacheOf();
    const drawing = gated("page");
    const asked = Array.from({ length: 50 }, () => cache.get("en /jobs", drawing.draw));
    drawing.open();
    const answers = await Promise.all(asked);
    expect(drawing.draws()).toBe(1);
    expect(answers.map((answer) => answer.value)).toEqual(Array(50).fill("page"));
    expect(answers.filter((answer) => answer.source === "miss")).toHaveLength(1);
    expect(answers.filter((answer) => answer.source === "shared")).toHaveLength(49);
  });

  it("shares what it must not keep only with those waiting, and draws again after", async () => {
    const cache = cacheOf();
    const failing = gated("unavailable", false);
    const asked = [cache.get("en /jobs", failing.draw), cache.get("en /jobs", failing.draw)];
    failing.open();
    expect((await Promise.all(asked)).map((answer) => answer.value)).toEqual([
      "unavailable",
      "unavailable",
    ]);
    expect(failing.draws()).toBe(1);
    expect(await cache.get("en /jobs", page("page"))).toEqual({ value: "page", source: "miss" });
    // Null (the plain shell) is never kept, even when asked to.
    await cache.get("en /", page(null));
    expect(await cache.get("en /", page("drawn"))).toEqual({ value: "drawn", source: "miss" });
  });

  it("forgets its pages on clear, and keeps nothing a drawing from before the clear made", async () => {
    const cache = cacheOf();
    await cache.get("en /jobs", page("old"));
    const before = gated("old job page");
    const early = cache.get("en /jobs/1", before.draw);
    cache.clear();
    expect(await cache.get("en /jobs", page("new"))).toEqual({ value: "new", source: "miss" });
    // Asked after the clear: a drawing of its own, not the one under way.
    const late = cache.get("en /jobs/1", page("new job page"));
    before.open();
    expect((await early).value).toBe("old job page");
    expect(await late).toEqual({ value: "new job page", source: "miss" });
    expect(await cache.get("en /jobs/1", page("x"))).toEqual({
      value: "new job page",
      source: "hit",
    });
  });

  it("serves a page for its time to live only", async () => {
    const cache = cacheOf({ ttlMs: 50 });
    await cache.get("en /jobs", page("first"));
    expect((await cache.get("en /jobs", page("second"))).source).toBe("hit");
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await cache.get("en /jobs", page("second"))).toEqual({
      value: "second",
      source: "miss",
    });
  });

  it("draws a page again in the background after half its life, serving the kept one meanwhile", async () => {
    const cache = cacheOf({ ttlMs: 200 });
    await cache.get("en /jobs", page("first"));
    await new Promise((resolve) => setTimeout(resolve, 120));
    const redraw = gated("second");
    expect(await cache.get("en /jobs", redraw.draw)).toEqual({ value: "first", source: "hit" });
    expect(await cache.get("en /jobs", redraw.draw)).toEqual({ value: "first", source: "hit" });
    expect(redraw.draws(), "one drawing in the background, however many ask").toBe(1);
    redraw.open();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get("en /jobs", page("third"))).toEqual({ value: "second", source: "hit" });
  });

  it("holds at most its pages and its bytes, the least recently used going first", async () => {
    const byCount = cacheOf({ maxEntries: 3 });
    for (let id = 0; id < 1_000; id++) await byCount.get(`en /jobs/${id}`, page(`job ${id}`));
    expect(byCount.size).toBe(3);
    expect((await byCount.get("en /jobs/999", page("again"))).source).toBe("hit");
    expect((await byCount.get("en /jobs/0", page("again"))).source).toBe("miss");

    const byBytes = cacheOf({ maxBytes: 100 });
    for (let id = 0; id < 100; id++) await byBytes.get(`en /jobs/${id}`, page("x".repeat(30)));
    expect(byBytes.size).toBe(3);
  });
});
