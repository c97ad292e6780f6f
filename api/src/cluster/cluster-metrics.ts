import cluster from "node:cluster";
import { randomUUID } from "node:crypto";
import { AggregatorRegistry, type Registry } from "prom-client";

// /metrics under node:cluster: the worker a scrape reaches asks the primary, which gathers every
// worker's registry through prom-client's AggregatorRegistry (counters and histograms summed;
// each gauge by its `aggregator`) and answers with the whole. A worker's own figures alone would
// be one worker's share, different at every scrape.

const ASK = "kaamsetu:metrics-request";
const ANSWER = "kaamsetu:metrics-answer";
/** A scrape answered by the primary within this, or it fails (prom-client waits 5 s per worker). */
const ANSWER_TIMEOUT_MS = 10_000;

interface Answer {
  type: typeof ANSWER;
  id: string;
  text?: string;
  error?: string;
}

/**
 * In a worker: `registry` is what this worker reports to the primary's gatherings, and the
 * function returned is the whole cluster's text. Outside a cluster: null.
 */
export function clusterMetricsText(registry: Registry): (() => Promise<string>) | null {
  if (!cluster.isWorker) return null;
  // Constructed in a worker, it answers the primary's requests for this worker's figures.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
  const waiting = new Map<
    string,
    { resolve: (text: string) => void; reject: (e: Error) => void }
  >();
  process.on("message", (message: Answer) => {
    if (message?.type !== ANSWER) return;
    const asked = waiting.get(message.id);
    if (!asked) return;
    waiting.delete(message.id);
    if (message.text !== undefined) asked.resolve(message.text);
    else asked.reject(new Error(message.error ?? "no metrics"));
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = randomUUID();
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error("the primary did not answer with the metrics"));
      }, ANSWER_TIMEOUT_MS);
      waiting.set(id, {
        resolve: (text) => {
          clearTimeout(timer);
          resolve(text);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      process.send?.({ type: ASK, id });
    });
}

/** In the primary: answers the workers' requests for the whole cluster's metrics. */
export function gatherWorkerMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message: { type?: string; id?: string }) => {
    if (message?.type !== ASK || typeof message.id !== "string") return;
    const id = message.id;
    aggregator.clusterMetrics().then(
      (text) => worker.isConnected() && worker.send({ type: ANSWER, id, text } satisfies Answer),
      (error: unknown) =>
        worker.isConnected() &&
        worker.send({ type: ANSWER, id, error: String(error) } satisfies Answer),
    );
  });
}
