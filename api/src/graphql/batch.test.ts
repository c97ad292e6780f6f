import { describe, expect, it } from "vitest";
import type { Context } from "../context.js";
import { batchLoader } from "./batch.js";

// The loader's contract: keys asked for in one turn of the event loop reach the read function
// once, each key once, and every caller gets the value at its key's place in the answer.

const contextOf = () => ({}) as Context;

describe("batchLoader", () => {
  it("loads the keys of one turn together, each once, and answers each caller its own", async () => {
    const calls: number[][] = [];
    const double = batchLoader(async (_ctx, keys: number[]) => {
      calls.push(keys);
      return keys.map((key) => key * 2);
    });
    const ctx = contextOf();
    expect(await Promise.all([double(ctx, 3), double(ctx, 1), double(ctx, 3)])).toEqual([6, 2, 6]);
    expect(calls).toEqual([[3, 1]]);
  });

  it("keeps requests and turns apart", async () => {
    const calls: number[][] = [];
    const same = batchLoader(async (_ctx, keys: number[]) => {
      calls.push(keys);
      return keys;
    });
    const [one, two] = [contextOf(), contextOf()];
    await Promise.all([same(one, 1), same(two, 2)]);
    await same(one, 3);
    expect(calls).toEqual([[1], [2], [3]]);
  });

  it("fails every caller of a batch whose read fails", async () => {
    const failing = batchLoader(async () => {
      throw new Error("down");
    });
    const ctx = contextOf();
    const results = await Promise.allSettled([failing(ctx, 1), failing(ctx, 2)]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected"]);
  });
});
