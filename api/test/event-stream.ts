// Reading a server-sent event stream in tests: the events of a GraphQL subscription as JSON,
// one at a time, with a deadline so a missing event fails instead of hanging.

export interface EventStream<T = Record<string, unknown>> {
  /** The next `event: next` payload; null when none came within `timeoutMs` or the stream ended. */
  next(timeoutMs?: number): Promise<T | null>;
  /** True when the server ends the stream within `timeoutMs` (events before then are skipped). */
  ends(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export function readEventStream<T = Record<string, unknown>>(response: Response): EventStream<T> {
  const body = response.body;
  if (!body) throw new Error(`no stream: ${response.status}`);
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
  let ended = false;

  /** One complete event block, or null at the end of the stream. */
  async function block(deadline: number): Promise<string | null | "timeout"> {
    while (true) {
      const split = buffer.indexOf("\n\n");
      if (split >= 0) {
        const text = buffer.slice(0, split);
        buffer = buffer.slice(split + 2);
        return text;
      }
      if (ended) return null;
      pending ??= reader.read();
      const remaining = deadline - Date.now();
      const result = await Promise.race([
        pending,
        new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), remaining)),
      ]);
      if (result === "timeout") return "timeout";
      pending = null;
      if (result.done) ended = true;
      else buffer += decoder.decode(result.value, { stream: true });
    }
  }

  return {
    async next(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (true) {
        const text = await block(deadline);
        if (text === null || text === "timeout") return null;
        const lines = text.split("\n");
        if (!lines.includes("event: next")) continue; // pings (":") and "complete"
        const data = lines
          .filter((line) => line.startsWith("data:"))
          .map((line) => line.slice(5).trim())
          .join("\n");
        return JSON.parse(data) as T;
      }
    },
    async ends(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (true) {
        const text = await block(deadline);
        if (text === null) return true;
        if (text === "timeout") return false;
      }
    },
    async close() {
      await reader.cancel().catch(() => undefined);
    },
  };
}
