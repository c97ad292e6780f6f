// What vite.config.ts gives the app for "react-relay" (see build/relay-hooks.ts): the hooks and
// helpers it uses, each from its own module. react-relay's index would bring every hook and the
// entry-point API along, unused. A name missing here fails the build (MISSING_EXPORT).

export { loadQuery } from "react-relay/lib/relay-hooks/loadQuery.js";
export { default as RelayEnvironmentProvider } from "react-relay/lib/relay-hooks/RelayEnvironmentProvider.js";
export { default as useFragment } from "react-relay/lib/relay-hooks/useFragment.js";
export { default as useLazyLoadQuery } from "react-relay/lib/relay-hooks/useLazyLoadQuery.js";
export { default as useMutation } from "react-relay/lib/relay-hooks/useMutation.js";
export { default as usePaginationFragment } from "react-relay/lib/relay-hooks/usePaginationFragment.js";
export { default as usePreloadedQuery } from "react-relay/lib/relay-hooks/usePreloadedQuery.js";
export { default as useRefetchableFragment } from "react-relay/lib/relay-hooks/useRefetchableFragment.js";
export { default as useRelayEnvironment } from "react-relay/lib/relay-hooks/useRelayEnvironment.js";
export { default as useSubscription } from "react-relay/lib/relay-hooks/useSubscription.js";
export { commitMutation, fetchQuery, graphql, readInlineData } from "relay-runtime";
