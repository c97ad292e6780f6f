import { afterEach, describe, expect, it, vi } from "vitest";
import {
  HYDRATED_ATTRIBUTE,
  type hydrateLater as HydrateLater,
  PARTS_HYDRATED_ATTRIBUTE,
} from "./hydration-marker";

// Each test takes a fresh copy of the module: its state is the page's.
async function marker() {
  vi.resetModules();
  return import("./hydration-marker");
}
const attributes = () => ({
  hydrated: document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE),
  parts: document.documentElement.hasAttribute(PARTS_HYDRATED_ATTRIBUTE),
});
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  document.documentElement.removeAttribute(PARTS_HYDRATED_ATTRIBUTE);
});

describe("the page's hydration marks", () => {
  it("on a page the app draws itself, a later part loads at once and the marks come together", async () => {
    const { hydrateLater, markHydrated } = await marker();
    const load = vi.fn(() => Promise.resolve("list"));
    const part: ReturnType<typeof HydrateLater<string>> = hydrateLater(load);
    expect(load).toHaveBeenCalledOnce();
    await expect(part.loaded).resolves.toBe("list");
    markHydrated();
    expect(attributes()).toEqual({ hydrated: true, parts: true });
  });

  it("taking over a server-drawn page, a later part loads after the rest, and is marked when shown", async () => {
    const { hydrateLater, markHydrated, startHydrating } = await marker();
    startHydrating();
    const load = vi.fn(() => Promise.resolve("list"));
    const part = hydrateLater(load);
    await tick();
    expect(load).not.toHaveBeenCalled();

    markHydrated();
    expect(attributes()).toEqual({ hydrated: true, parts: false });
    await expect(part.loaded).resolves.toBe("list");
    expect(load).toHaveBeenCalledOnce();
    expect(attributes().parts).toBe(false);

    part.done();
    part.done();
    expect(attributes()).toEqual({ hydrated: true, parts: true });
  });

  it("a later part whose code does not arrive does not hold the parts' mark back", async () => {
    const { hydrateLater, markHydrated, startHydrating } = await marker();
    startHydrating();
    const part = hydrateLater(() => Promise.reject(new Error("offline")));
    markHydrated();
    await expect(part.loaded).rejects.toThrow("offline");
    await tick();
    expect(attributes()).toEqual({ hydrated: true, parts: true });
  });

  it("once the page is taken over, a later part (the next page's) loads at once", async () => {
    const { hydrateLater, markHydrated, startHydrating } = await marker();
    startHydrating();
    markHydrated();
    const load = vi.fn(() => Promise.resolve(1));
    hydrateLater(load);
    expect(load).toHaveBeenCalledOnce();
  });
});
