import type { GraphQLResponse, RequestParameters } from "relay-runtime";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getSession, startSession } from "../session/session";
import { browserSubscribe, sseParser } from "./event-stream";

const fetchMock = vi.fn<typeof fetch>();
const params = {
  id: "abc123",
  name: "useNotificationEventsSubscription",
  operationKind: "subscription",
  text: null,
} as unknown as RequestParameters;

/** A response whose event stream the test writes to. */
function streamResponse(status = 200) {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, {
      status,
      headers: { "content-type": "text/event-stream" },
    }),
    write: (text: string) => controller?.enqueue(encoder.encode(text)),
    end: () => controller?.close(),
  };
}

const next = (data: unknown) => `event: next\ndata: ${JSON.stringify(data)}\n\n`;

function subscribe(token: string | null) {
  const received: GraphQLResponse[] = [];
  const done = { completed: false, error: null as Error | null };
  const observable = browserSubscribe(token)(params, {}, {});
  const subscription = (
    observable as { subscribe: (sink: object) => { unsubscribe(): void } }
  ).subscribe({
    next: (value: GraphQLResponse) => received.push(value),
    complete: () => {
      done.completed = true;
    },
    error: (error: Error) => {
      done.error = error;
    },
  });
  return { received, done, subscription };
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  startSession({ token: "session-token", userType: "labour", user: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("sseParser", () => {
  it("splits events across chunks and skips pings", () => {
    const events: [string, string][] = [];
    const parse = sseParser((event, data) => events.push([event, data]));
    parse(":\n\nevent: ne");
    parse('xt\ndata: {"a":1}\n');
    parse("\nevent: next\r\ndata: line one\r\ndata: line two\r\n\r\n");
    parse("event: complete\ndata:\n\n");
    expect(events).toEqual([
      ["next", '{"a":1}'],
      ["next", "line one\nline two"],
      ["complete", ""],
    ]);
  });
});

describe("browserSubscribe", () => {
  it("opens an event stream with the token and hands on each payload", async () => {
    const stream = streamResponse();
    fetchMock.mockResolvedValueOnce(stream.response);
    const { received, subscription } = subscribe("session-token");
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(url).toBe("/graphql");
    expect(headers.get("accept")).toBe("text/event-stream");
    expect(headers.get("authorization")).toBe("Bearer session-token");
    expect(JSON.parse(String(init?.body))).toEqual({
      extensions: { persistedQuery: { version: 1, sha256Hash: "abc123" } },
      variables: {},
    });
    stream.write(":\n\n");
    stream.write(next({ data: { notificationEvents: { kind: "RESYNC" } } }));
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toEqual({ data: { notificationEvents: { kind: "RESYNC" } } });
    subscription.unsubscribe();
    expect(init?.signal?.aborted).toBe(true);
  });

  it("reconnects when the stream ends, and stops for good on unsubscribe", async () => {
    const first = streamResponse();
    const second = streamResponse();
    fetchMock.mockResolvedValueOnce(first.response).mockResolvedValueOnce(second.response);
    const { received, subscription } = subscribe("session-token");
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    first.end();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2), { timeout: 3000 });
    second.write(next({ data: { notificationEvents: { kind: "RESYNC" } } }));
    await vi.waitFor(() => expect(received).toHaveLength(1));
    subscription.unsubscribe();
    second.end();
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("retries after a network failure", async () => {
    const stream = streamResponse();
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    fetchMock.mockResolvedValueOnce(stream.response);
    const { subscription } = subscribe("session-token");
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2), { timeout: 3000 });
    subscription.unsubscribe();
  });

  it("ends the session when the server no longer knows the token", async () => {
    const stream = streamResponse();
    fetchMock.mockResolvedValueOnce(stream.response);
    const { done } = subscribe("session-token");
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    stream.write(
      next({
        errors: [{ message: "Unauthorized access", extensions: { code: "UNAUTHENTICATED" } }],
      }),
    );
    await vi.waitFor(() => expect(done.completed).toBe(true));
    expect(getSession().status).toBe("anonymous");
  });

  it("opens nothing for a visitor", () => {
    const { done } = subscribe(null);
    expect(done.completed).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
