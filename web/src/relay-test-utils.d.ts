// relay-test-utils ships no TypeScript types; these are the parts the web tests use.
declare module "relay-test-utils" {
  import type {
    Environment,
    GraphQLResponse,
    GraphQLTaggedNode,
    OperationDescriptor,
    Variables,
  } from "relay-runtime";

  export type MockResolverContext = {
    name?: string | null;
    alias?: string | null;
    path?: readonly string[] | null;
    args?: Variables | null;
    parentType?: string | null;
  };
  export type MockResolvers = Record<
    string,
    (context: MockResolverContext, generateId: () => number) => unknown
  >;

  export interface MockFunctions {
    getAllOperations(): OperationDescriptor[];
    getMostRecentOperation(): OperationDescriptor;
    findOperation(predicate: (operation: OperationDescriptor) => boolean): OperationDescriptor;
    resolve(operation: OperationDescriptor, payload: GraphQLResponse): void;
    reject(operation: OperationDescriptor, error: Error | string): void;
    resolveMostRecentOperation(
      payload: GraphQLResponse | ((operation: OperationDescriptor) => GraphQLResponse),
    ): void;
    rejectMostRecentOperation(error: Error | ((operation: OperationDescriptor) => Error)): void;
    queueOperationResolver(
      resolver: (operation: OperationDescriptor) => GraphQLResponse | Error | null | undefined,
    ): void;
    queuePendingOperation(query: GraphQLTaggedNode, variables: Variables): void;
    isLoading(query: GraphQLTaggedNode, variables: Variables): boolean;
  }

  export interface RelayMockEnvironment extends Environment {
    mock: MockFunctions;
  }

  export function createMockEnvironment(config?: Record<string, unknown>): RelayMockEnvironment;

  export const MockPayloadGenerator: {
    generate(
      operation: OperationDescriptor,
      mockResolvers?: MockResolvers | null,
      options?: { mockClientData?: boolean; generateDeferredPayload?: boolean },
    ): GraphQLResponse;
  };
}
