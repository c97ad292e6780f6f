import {
  type GraphQLTaggedNode,
  loadQuery,
  type PreloadedQuery,
  usePreloadedQuery,
} from "react-relay";
import { useLoaderData } from "react-router";
import type { ConcreteRequest, OperationType, VariablesOf } from "relay-runtime";
import { getEnvironment } from "./environment";

// Routes preload: a route's loader (its own small chunk, fetched beside the page's code) starts
// the page's query; the page reads it with useRouteQuery. Each route keeps one loader
// reference; the next load of that route releases the previous one (a mounted page retains its
// own data, so this never pulls data from under it).

const latest = new Map<string, PreloadedQuery<OperationType>>();

export function preloadRouteQuery<Q extends OperationType>(
  route: string,
  query: ConcreteRequest,
  variables: VariablesOf<Q>,
): PreloadedQuery<Q> {
  const reference = loadQuery<Q>(getEnvironment(), query, variables, {
    fetchPolicy: "store-or-network",
  });
  latest.get(route)?.dispose();
  latest.set(route, reference as PreloadedQuery<OperationType>);
  return reference;
}

/** The route loader's query, read. */
export function useRouteQuery<Q extends OperationType>(query: GraphQLTaggedNode): Q["response"] {
  return usePreloadedQuery<Q>(query, useLoaderData() as PreloadedQuery<Q>);
}
