import type { RequestParameters, Variables } from "relay-runtime";

// What goes to /graphql for an operation: its persisted id (relay.config.js persistConfig) in
// the persisted-query extension, or its text where the compiler kept one.

export function graphqlRequestBody(params: RequestParameters, variables: Variables): string {
  return JSON.stringify(
    params.id
      ? { extensions: { persistedQuery: { version: 1, sha256Hash: params.id } }, variables }
      : { query: params.text, variables },
  );
}
