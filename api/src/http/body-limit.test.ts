import { describe, expect, it } from "vitest";
import { DRAIN_MAX_BYTES, readBounded } from "./body-limit.js";

// Bodies are read only up to the limit: past it the rest is thrown away (up to DRAIN_MAX_BYTES)
// or the stream is cut, never kept.

const CHUNK = 64 * 1024;

/** A request whose body never ends, counting what was pulled from it. */
function endless(headers: Record<string, string> = {}) {
  const seen = { bytes: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      seen.bytes += CHUNK;
      controller.enqueue(new Uint8Array(CHUNK));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  const request = new Request("http://localhost/api/v1/files/", {
    method: "POST",
    headers,
    body,
    duplex: "half",
  } as RequestInit);
  return { request, seen };
}

describe("readBounded", () => {
  it("returns a body within the limit whole", async () => {
    const request = new Request("http://localhost/", { method: "POST", body: "hello" });
    expect(Buffer.from((await readBounded(request, 5)) ?? []).toString()).toBe("hello");
  });

  it("gives up on an endless body, reading no more than the drain allowance", async () => {
    const { request, seen } = endless();
    expect(await readBounded(request, 1024)).toBeNull();
    expect(seen.cancelled).toBe(true);
    expect(seen.bytes).toBeLessThanOrEqual(DRAIN_MAX_BYTES + 4 * CHUNK);
  });

  it("believes a Content-Length over the limit without keeping anything", async () => {
    const request = new Request("http://localhost/", {
      method: "POST",
      headers: { "content-length": "10" },
      body: "0123456789",
    });
    expect(await readBounded(request, 5)).toBeNull();
  });
});
