import type { Plugin } from "graphql-yoga";

// Traces (OpenTelemetry) when OTEL_EXPORTER_OTLP_ENDPOINT is set, and nothing otherwise: this
// module imports no OpenTelemetry package, and open-telemetry.ts, which imports them all, is
// loaded only by startTracing. The app asks `tracing()` and finds null when traces are off.

/** The request being handled, as its trace knows it. */
export interface RequestTrace {
  /** The trace's id, for the request's log lines. */
  traceId: string;
  /** Names the span by the route's template once it is known, with the answer's status. */
  finish(method: string, route: string, status: number): void;
}

export interface Tracing {
  /** The yoga plugin that makes each GraphQL operation a span (its SQL the span's children). */
  graphqlPlugin: Plugin;
  /** `run` as a GraphQL operation's span (a REST route's), the active one while it runs. */
  inOperationSpan<T>(
    operation: { type: string; name: string | undefined },
    run: () => Promise<T>,
  ): Promise<T>;
  /** The current HTTP span gets the request id; null outside a traced request. */
  traceRequest(requestId: string): RequestTrace | null;
  /** Sends what is still buffered; called on shutdown. */
  shutdown(): Promise<void>;
}

let active: Tracing | null = null;

export const tracing = (): Tracing | null => active;

/** Starts exporting traces to `endpoint` (OTLP over HTTP); without one, loads nothing. */
export async function startTracing(endpoint: string | null): Promise<Tracing | null> {
  if (!endpoint || active) return active;
  const { startOpenTelemetry } = await import("./open-telemetry.js");
  active = await startOpenTelemetry();
  return active;
}
