import { getOperationAST } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Context } from "../context.js";
import type { Metrics } from "../metrics.js";
import type { PersistedDocumentStore } from "./persisted.js";

// Counts each executed GraphQL operation by name and outcome (metrics.ts). The name is a label
// only when it is one of the web app's persisted operations: anyone may name a document
// anything, and every new name would be a new time series. Others count as "other".

type Outcome = "success" | "error";

const outcomeOf = (result: unknown): Outcome =>
  (result as { errors?: readonly unknown[] } | null)?.errors?.length ? "error" : "success";

export function operationMetrics(
  metrics: Metrics,
  persisted: PersistedDocumentStore,
): Plugin<Context> {
  const label = (name: string | undefined) =>
    name && persisted.names().has(name) ? name : "other";
  const count = (args: { document: unknown; operationName?: string | null }, result: unknown) => {
    const operation = getOperationAST(
      args.document as Parameters<typeof getOperationAST>[0],
      args.operationName,
    );
    metrics.graphqlOperation(label(operation?.name?.value), outcomeOf(result));
  };
  return {
    onExecute({ args }) {
      return {
        // A streamed result (@defer) counts once, as it starts.
        onExecuteDone: ({ result }) => count(args, result),
      };
    },
    onSubscribe({ args }) {
      return {
        onSubscribeResult: ({ result }) => count(args, result),
        onSubscribeError: () => count(args, { errors: [null] }),
      };
    },
  };
}
