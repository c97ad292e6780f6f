import type autocannon from "autocannon";
import type { Shape } from "./shapes.js";

// Figures per request shape. autocannon measures the run as a whole and walks a fixed list of
// requests from the start on every connection, which would send all 50 connections through the
// first shapes in lockstep. So every connection sends one request whose setupRequest (called as
// each request is built, just before it is written) takes the next (shape, variant) of one
// shared rotation, and stamps the shape and the send time into the connection's context;
// onResponse reads them back when the answer is complete (one request in flight per connection).

export interface ShapeFigures {
  shape: Shape;
  answers: number;
  non2xx: number;
  /** How many of each non-2xx status, to tell a 404 from a 503. */
  failedStatuses: Map<number, number>;
  /** 200 answers from GraphQL that still carry `errors` (a refused persisted id, a failed field). */
  graphqlErrors: number;
  latenciesMs: number[];
}

interface Stamped {
  figures?: ShapeFigures;
  isGraphql?: boolean;
  sentAt?: number;
}

export function measuredRequest(
  sequence: readonly { shape: Shape; request: autocannon.Request }[],
): { request: autocannon.Request; figures: ShapeFigures[] } {
  const figures = new Map<Shape, ShapeFigures>();
  for (const { shape } of sequence) {
    if (!figures.has(shape)) {
      figures.set(shape, {
        shape,
        answers: 0,
        non2xx: 0,
        failedStatuses: new Map(),
        graphqlErrors: 0,
        latenciesMs: [],
      });
    }
  }
  let turn = 0;
  const request: autocannon.Request = {
    setupRequest: (built, context) => {
      const next = sequence[turn++ % sequence.length];
      if (!next) return built;
      const stamped = context as Stamped;
      stamped.figures = figures.get(next.shape);
      stamped.isGraphql = next.request.path === "/graphql";
      stamped.sentAt = performance.now();
      return { ...built, ...next.request, headers: { ...built.headers, ...next.request.headers } };
    },
    onResponse: (status, body, context) => {
      const { figures: into, isGraphql, sentAt } = context as Stamped;
      if (!into || sentAt === undefined) return;
      into.answers += 1;
      into.latenciesMs.push(performance.now() - sentAt);
      if (status < 200 || status > 299) {
        into.non2xx += 1;
        into.failedStatuses.set(status, (into.failedStatuses.get(status) ?? 0) + 1);
      } else if (isGraphql && body.includes('"errors"')) into.graphqlErrors += 1;
    },
  };
  return { request, figures: [...figures.values()] };
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
}

/** One line per shape and one for the whole run, in the other benches' plain table style. */
export function printFigures(
  figures: readonly ShapeFigures[],
  /** Each shape's median latency with one request at a time. */
  alone: ReadonlyMap<Shape, number>,
  result: autocannon.Result,
  seconds: number,
): void {
  const row = (cells: (string | number)[]) =>
    cells
      .map((cell, i) => (i === 0 ? String(cell).padEnd(26) : String(cell).padStart(11)))
      .join("");
  console.log(
    row(["shape", "alone ms", "requests", "req/s", "p50 ms", "p99 ms", "non-2xx", "gql errors"]),
  );
  for (const shape of figures) {
    const sorted = [...shape.latenciesMs].sort((a, b) => a - b);
    console.log(
      row([
        shape.shape.label,
        alone.get(shape.shape)?.toFixed(1) ?? "",
        shape.answers,
        (shape.answers / seconds).toFixed(0),
        percentile(sorted, 0.5).toFixed(1),
        percentile(sorted, 0.99).toFixed(1),
        shape.non2xx,
        shape.graphqlErrors,
      ]),
    );
  }
  for (const shape of figures) {
    if (shape.non2xx === 0) continue;
    const statuses = [...shape.failedStatuses].map(([status, count]) => `${count} × ${status}`);
    console.log(`  ${shape.shape.label}: ${statuses.join(", ")}`);
  }
  const graphqlErrors = figures.reduce((sum, shape) => sum + shape.graphqlErrors, 0);
  console.log(
    row([
      "all",
      "",
      result.requests.total,
      result.requests.average.toFixed(0),
      result.latency.p50.toFixed(1),
      result.latency.p99.toFixed(1),
      result.non2xx,
      graphqlErrors,
    ]),
  );
}
