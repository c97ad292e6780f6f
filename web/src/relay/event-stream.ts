import {
  type GraphQLResponse,
  Observable,
  type RequestParameters,
  type SubscribeFunction,
  type Variables,
} from "relay-runtime";
import { LIVE_RETRY_FIRST_MS, LIVE_RETRY_MAX_MS, LIVE_STALL_MS } from "../config";
import { i18n } from "../i18n/i18n";
import { rejectSession } from "../session/session";
import { graphqlRequestBody } from "./request-body";

// Subscriptions over server-sent events: POST /graphql with Accept: text/event-stream, read with
// fetch and a stream reader (EventSource cannot send the bearer token). A phone's connection
// drops often; the stream reconnects with backoff, at once when the browser is back online, and
// when the server goes quiet for longer than its pings allow. Each new stream opens with the
// current state (the server's RESYNC), so nothing is left wrong by a gap.

type GraphQLError = { message: string; extensions?: { code?: string } };

/** Splits an event stream into its events: `event` and the `data` lines joined. */
export function sseParser(onEvent: (event: string, data: string) => void) {
  let buffer = "";
  return (chunk: string) => {
    buffer += chunk.replace(/\r\n?/g, "\n");
    let end = buffer.indexOf("\n\n");
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = "message";
      const data: string[] = [];
      for (const line of block.split("\n")) {
        if (line === "" || line.startsWith(":")) continue;
        const colon = line.indexOf(":");
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
        if (field === "event") event = value;
        else if (field === "data") data.push(value);
      }
      if (data.length > 0 || event !== "message") onEvent(event, data.join("\n"));
      end = buffer.indexOf("\n\n");
    }
  };
}

const unauthenticated = (errors: readonly GraphQLError[] | undefined) =>
  (errors ?? []).some((error) => error.extensions?.code === "UNAUTHENTICATED");

/** The subscribe function of a browser environment whose requests carry `token`. */
export function browserSubscribe(token: string | null): SubscribeFunction {
  return (params: RequestParameters, variables: Variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      // Visitors have nothing live to hear.
      if (!token) {
        sink.complete();
        return;
      }
      let stopped = false;
      let attempt = 0;
      let controller: AbortController | null = null;
      let retryTimer: ReturnType<typeof setTimeout> | undefined;
      let stallTimer: ReturnType<typeof setTimeout> | undefined;

      const stop = () => {
        stopped = true;
        clearTimeout(retryTimer);
        clearTimeout(stallTimer);
        controller?.abort();
        window.removeEventListener("online", reconnectNow);
      };
      const fail = (error: Error) => {
        stop();
        sink.error(error);
      };
      const signedOut = () => {
        stop();
        rejectSession(token);
        sink.complete();
      };
      const scheduleReconnect = () => {
        if (stopped) return;
        clearTimeout(retryTimer);
        const delay = Math.min(LIVE_RETRY_FIRST_MS * 2 ** attempt, LIVE_RETRY_MAX_MS);
        attempt += 1;
        // A little jitter, so a server restart is not met by every phone at the same instant.
        retryTimer = setTimeout(() => void connect(), delay * (0.75 + Math.random() / 2));
      };
      function reconnectNow() {
        if (stopped || controller) return;
        clearTimeout(retryTimer);
        void connect();
      }

      async function connect(): Promise<void> {
        const own = new AbortController();
        controller = own;
        const watchStall = () => {
          clearTimeout(stallTimer);
          stallTimer = setTimeout(() => own.abort(), LIVE_STALL_MS);
        };
        const parse = sseParser((event, data) => {
          if (event !== "next" || !data) return;
          let payload: GraphQLResponse;
          try {
            payload = JSON.parse(data) as GraphQLResponse;
          } catch {
            return;
          }
          const errors = "errors" in payload ? (payload.errors as GraphQLError[]) : undefined;
          if (unauthenticated(errors)) return signedOut();
          if (errors?.length && !("data" in payload && payload.data)) {
            return fail(new Error(errors[0]?.message ?? "subscription failed"));
          }
          attempt = 0;
          sink.next(payload);
        });
        try {
          watchStall();
          const response = await fetch("/graphql", {
            method: "POST",
            headers: {
              "Content-Type": "application/json",
              Accept: "text/event-stream",
              "Accept-Language": i18n.language,
              Authorization: `Bearer ${token}`,
            },
            body: graphqlRequestBody(params, variables),
            signal: own.signal,
          });
          if (response.status === 401) return signedOut();
          if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
          const reader = response.body.getReader();
          const decoder = new TextDecoder();
          while (!stopped) {
            const { done, value } = await reader.read();
            if (done) break;
            watchStall();
            parse(decoder.decode(value, { stream: true }));
          }
        } catch {
          // Offline, dropped, stalled or a server error: try again below.
        } finally {
          clearTimeout(stallTimer);
          if (controller === own) controller = null;
        }
        // The stream ended (the server restarted, the network dropped): open a new one.
        scheduleReconnect();
      }

      window.addEventListener("online", reconnectNow);
      void connect();
      return stop;
    });
}
