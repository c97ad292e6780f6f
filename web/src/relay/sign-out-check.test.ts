import { describe, expect, it, vi } from "vitest";
import { unsentAtSignOut, type WaitingSaves } from "./sign-out-check";

/** A queue of `waiting` saves; `sending` is what a send run does to it. */
function queue(
  waiting: number,
  {
    online = true,
    sending,
  }: { online?: boolean; sending?: (left: { n: number }) => Promise<void> } = {},
) {
  const left = { n: waiting };
  const send = vi.fn(() => (sending ? sending(left) : Promise.resolve()));
  const saves: WaitingSaves = {
    count: async () => left.n,
    send,
    online: () => online,
  };
  return { saves, send };
}

describe("the saves made offline at sign-out", () => {
  it("lets the sign-out go on at once when nothing waits", async () => {
    const { saves, send } = queue(0);
    const onSending = vi.fn();
    await expect(unsentAtSignOut(saves, { onSending })).resolves.toBe(0);
    expect(send).not.toHaveBeenCalled();
    expect(onSending).not.toHaveBeenCalled();
  });

  it("sends what waits first when online, and then none is lost", async () => {
    const { saves, send } = queue(2, {
      sending: async (left) => {
        left.n = 0;
      },
    });
    const onSending = vi.fn();
    await expect(unsentAtSignOut(saves, { onSending })).resolves.toBe(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(onSending).toHaveBeenCalledWith(2);
  });

  it("counts every waiting save when offline, without trying to send", async () => {
    const { saves, send } = queue(3, { online: false });
    await expect(unsentAtSignOut(saves)).resolves.toBe(3);
    expect(send).not.toHaveBeenCalled();
  });

  it("counts what is still waiting when sending stops (the network failed)", async () => {
    const { saves } = queue(3, {
      sending: async (left) => {
        left.n = 2;
      },
    });
    await expect(unsentAtSignOut(saves)).resolves.toBe(2);
  });

  it("counts all as waiting when sending throws", async () => {
    const { saves } = queue(1, { sending: () => Promise.reject(new Error("no chunk")) });
    await expect(unsentAtSignOut(saves)).resolves.toBe(1);
  });

  it("waits only briefly for a slow send, then counts what is left", async () => {
    vi.useFakeTimers();
    try {
      const { saves } = queue(2, { sending: () => new Promise<void>(() => undefined) });
      const result = unsentAtSignOut(saves, { waitMs: 5_000 });
      let settled = false;
      void result.then(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(4_999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
