import { afterEach, describe, expect, it, vi } from "vitest";
import { CHUNK_LOAD_TIMEOUT_MS } from "../config";
import { ChunkLoadError, lazyRoute, loadChunk } from "./chunks";

describe("loadChunk", () => {
  afterEach(() => vi.useRealTimers());

  it("passes a loaded chunk through", async () => {
    await expect(loadChunk("jobs", async () => "module")).resolves.toBe("module");
  });

  it("names the chunk that failed", async () => {
    const failure = loadChunk("jobs", () =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
    );
    await expect(failure).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(failure).rejects.toMatchObject({ chunk: "jobs", code: "CHUNK_LOAD_FAILED" });
    await expect(failure).rejects.toThrow(/chunk "jobs" failed.*Failed to fetch/);
  });

  it("marks a stylesheet that failed with its own code", async () => {
    const failure = loadChunk("landing", () =>
      Promise.reject(new Error("Unable to preload CSS for /assets/landing.css")),
    );
    await expect(failure).rejects.toMatchObject({ code: "CSS_CHUNK_LOAD_FAILED" });
    await expect(failure).rejects.toThrow(/CSS chunk "landing" failed/);
  });

  it("gives up after the chunk load timeout", async () => {
    vi.useFakeTimers();
    const failure = loadChunk("search", () => new Promise(() => {}));
    const assertion = expect(failure).rejects.toThrow(
      /chunk "search" failed.*timed out after 120 s/,
    );
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    await assertion;
  });
});

describe("lazyRoute", () => {
  it("resolves to the route module", async () => {
    const Component = () => null;
    const lazy = lazyRoute("thing", async () => ({ Component }));
    await expect((lazy as () => Promise<unknown>)()).resolves.toEqual({ Component });
  });
});
