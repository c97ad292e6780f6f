import { describe, expect, it } from "vitest";
import {
  enqueue,
  flush,
  pending,
  type QueuedAction,
  type QueueStorage,
  type SendResult,
  withAction,
} from "./offline-queue";

function memory(writable = true): QueueStorage & { writes: number } {
  let kept: QueuedAction[] | undefined;
  return {
    writes: 0,
    async read() {
      return kept && [...kept];
    },
    async write(queue) {
      if (!writable) return false;
      this.writes += 1;
      kept = [...queue];
      return true;
    },
  };
}

const save = (jobId: string, at = 1): QueuedAction => ({ action: "save", jobId, title: jobId, at });
const unsave = (jobId: string, at = 2): QueuedAction => ({
  action: "unsave",
  jobId,
  title: jobId,
  at,
});

describe("withAction", () => {
  it("keeps actions on different jobs in the order they were made", () => {
    expect(withAction([save("a")], unsave("b"))).toEqual([save("a"), unsave("b")]);
  });

  it("cancels a save with a later unsave of the same job (and the other way round)", () => {
    expect(withAction([save("a"), save("b")], unsave("a"))).toEqual([save("b")]);
    expect(withAction([unsave("a")], save("a"))).toEqual([]);
  });

  it("keeps one of the same action twice", () => {
    expect(withAction([save("a", 1)], save("a", 5))).toEqual([save("a", 1)]);
  });
});

describe("the stored queue", () => {
  it("adds, cancels and reports what waits", async () => {
    const storage = memory();
    expect(await enqueue(storage, save("a"))).toBe(true);
    expect(await enqueue(storage, save("b"))).toBe(true);
    expect(await enqueue(storage, unsave("a"))).toBe(true);
    expect(await pending(storage)).toEqual([save("b")]);
  });

  it("says when the phone could not keep an action", async () => {
    const storage = memory(false);
    expect(await enqueue(storage, save("a"))).toBe(false);
    expect(await pending(storage)).toEqual([]);
  });

  it("sends in order, drops sent and refused ones, and stops at the first not sent", async () => {
    const storage = memory();
    for (const action of [save("a"), unsave("b"), save("c"), save("d")]) {
      await enqueue(storage, action);
    }
    const answers: Record<string, SendResult> = { a: "sent", b: "refused", c: "unsent", d: "sent" };
    const tried: string[] = [];
    const result = await flush(storage, async (action) => {
      tried.push(action.jobId);
      return answers[action.jobId] ?? "unsent";
    });
    expect(tried).toEqual(["a", "b", "c"]);
    expect(result.sent).toEqual([save("a")]);
    expect(result.refused).toEqual([unsave("b")]);
    expect(result.left).toEqual([save("c"), save("d")]);
    expect(await pending(storage)).toEqual([save("c"), save("d")]);

    // Back online: the rest goes, and nothing is sent twice.
    const second = await flush(storage, async () => "sent");
    expect(second.sent).toEqual([save("c"), save("d")]);
    expect(await pending(storage)).toEqual([]);
  });

  it("keeps an action whose sending threw (a network error) for the next run", async () => {
    const storage = memory();
    await enqueue(storage, save("a"));
    const result = await flush(storage, async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(result.left).toEqual([save("a")]);
    expect(await pending(storage)).toEqual([save("a")]);
  });
});
