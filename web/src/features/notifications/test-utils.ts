import type { GraphQLResponse, OperationDescriptor } from "relay-runtime";
import type { RelayMockEnvironment } from "relay-test-utils";

// relay-test-utils can push subscription payloads; its hand-written types (relay-test-utils.d.ts)
// do not name that part.

type WithNextValue = { nextValue(request: unknown, payload: GraphQLResponse): void };

export function subscriptionOperation(environment: RelayMockEnvironment): OperationDescriptor {
  return environment.mock.findOperation(
    (operation) => operation.request.node.params.operationKind === "subscription",
  );
}

/** Delivers one notificationEvents payload to the open subscription. */
export function pushEvent(environment: RelayMockEnvironment, event: Record<string, unknown>) {
  const operation = subscriptionOperation(environment);
  (environment.mock as unknown as WithNextValue).nextValue(operation.request.node, {
    data: { notificationEvents: event },
  });
}
