import {
  type GraphQLTaggedNode,
  loadQuery,
  type PreloadedQuery,
  usePreloadedQuery,
} from "react-relay";
import { useLoaderData } from "react-router";
import type { ConcreteRequest, Environment, OperationType, VariablesOf } from "relay-runtime";
import { getEnvironment } from "./environment";

// Routes preload: a route's loader (its own small chunk, fetched beside the page's code) starts
// the page's query; the page reads it with useRouteQuery. Each route keeps one loader
// reference per Relay environment; the next load of that route releases the previous one (a
// mounted page retains its own data, so this never pulls data from under it). Per environment,
// because the server renders each request with its own: one map for all of them let one
// request's load release another's records mid-render, which drew "not found" for a job that
// exists whenever two job pages were rendered at once.

const latest = new WeakMap<Environment, Map<string, PreloadedQuery<OperationType>>>();

/**
 * `environment` is the user's by default; the back office passes its own (admin-session.ts), whose
 * requests carry the admin's token. `fetchPolicy` "store-and-network" shows what the store holds and
 * asks the server all the same (the back office, whose figures change under it); "network-only"
 * waits for the server (a form that starts from the values now).
 */
export function preloadRouteQuery<Q extends OperationType>(
  route: string,
  query: ConcreteRequest,
  variables: VariablesOf<Q>,
  environment: Environment = getEnvironment(),
  fetchPolicy: "store-or-network" | "store-and-network" | "network-only" = "store-or-network",
): PreloadedQuery<Q> {
  const reference = loadQuery<Q>(environment, query, variables, { fetchPolicy });
  let routes = latest.get(environment);
  if (!routes) {
    routes = new Map();
    latest.set(environment, routes);
  }
  routes.get(route)?.dispose();
  routes.set(route, reference as PreloadedQuery<OperationType>);
  return reference;
}

/** The route loader's query, read. */
export function useRouteQuery<Q extends OperationType>(query: GraphQLTaggedNode): Q["response"] {
  return usePreloadedQuery<Q>(query, useLoaderData() as PreloadedQuery<Q>);
}
