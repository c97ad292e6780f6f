import type { ConcreteRequest, Environment, OperationType, VariablesOf } from "relay-runtime";
import { preloadRouteQuery } from "../../relay/route-query";
import { adminEnvironment } from "./admin-session";

/**
 * A back-office route's query, started by its loader (`*.loader.ts`) in the admin's own
 * environment. What the store holds shows at once and the server is asked all the same: other
 * admins and the platform change these figures, and a screen opened again shows them as they are.
 */
export function preloadAdminQuery<Q extends OperationType>(
  route: string,
  query: ConcreteRequest,
  variables: VariablesOf<Q>,
  environment: Environment = adminEnvironment(),
  fetchPolicy: "store-and-network" | "network-only" = "store-and-network",
) {
  return preloadRouteQuery<Q>(route, query, variables, environment, fetchPolicy);
}
