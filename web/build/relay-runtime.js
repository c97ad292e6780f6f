// What vite.config.ts gives the app for "relay-runtime" (see build/relay-hooks.ts): the part of
// relay-runtime's index that react-relay's hooks and the app use, each from its own module (the
// same modules the index re-exports, so classes and caches are the same ones). The index would
// also bring the experimental APIs, the response cache, fetchQuery_DEPRECATED and other unused
// parts. The app's own imports fail the build if missing here (MISSING_EXPORT); a web test
// checks every name react-relay reads from "relay-runtime" is here.

import {
  fetchQueryDeduped,
  fetchQuery as fetchQueryInternal,
  getObservableForActiveRequest,
  getPromiseForActiveRequest,
} from "relay-runtime/lib/query/fetchQueryInternal.js";
import createRelayContext from "relay-runtime/lib/store/createRelayContext.js";
import createRelayLoggingContext from "relay-runtime/lib/store/createRelayLoggingContext.js";
import RelayFeatureFlags from "relay-runtime/lib/util/RelayFeatureFlags.js";

export { default as ConnectionHandler } from "relay-runtime/lib/handlers/connection/ConnectionHandler.js";
export { default as ConnectionInterface } from "relay-runtime/lib/handlers/connection/ConnectionInterface.js";
export { default as commitLocalUpdate } from "relay-runtime/lib/mutations/commitLocalUpdate.js";
export { default as commitMutation } from "relay-runtime/lib/mutations/commitMutation.js";
export { default as Network } from "relay-runtime/lib/network/RelayNetwork.js";
export { default as Observable } from "relay-runtime/lib/network/RelayObservable.js";
export { default as fetchQuery } from "relay-runtime/lib/query/fetchQuery.js";
export { getFragment, getRequest, graphql } from "relay-runtime/lib/query/GraphQLTag.js";
export { default as PreloadableQueryRegistry } from "relay-runtime/lib/query/PreloadableQueryRegistry.js";
export { default as Environment } from "relay-runtime/lib/store/RelayModernEnvironment.js";
export { createOperationDescriptor } from "relay-runtime/lib/store/RelayModernOperationDescriptor.js";
export { default as Record } from "relay-runtime/lib/store/RelayModernRecord.js";
export {
  areEqualSelectors,
  getSelector,
  getVariablesFromFragment,
} from "relay-runtime/lib/store/RelayModernSelector.js";
export { default as Store } from "relay-runtime/lib/store/RelayModernStore.js";
export { default as RecordSource } from "relay-runtime/lib/store/RelayRecordSource.js";
export { ID_KEY } from "relay-runtime/lib/store/RelayStoreUtils.js";
export { default as readInlineData } from "relay-runtime/lib/store/readInlineData.js";
export { default as requestSubscription } from "relay-runtime/lib/subscription/requestSubscription.js";
export { default as getFragmentIdentifier } from "relay-runtime/lib/util/getFragmentIdentifier.js";
export { default as getPaginationMetadata } from "relay-runtime/lib/util/getPaginationMetadata.js";
export { default as getPaginationVariables } from "relay-runtime/lib/util/getPaginationVariables.js";
export { default as getPendingOperationsForFragment } from "relay-runtime/lib/util/getPendingOperationsForFragment.js";
export { default as getRefetchMetadata } from "relay-runtime/lib/util/getRefetchMetadata.js";
export { default as getRequestIdentifier } from "relay-runtime/lib/util/getRequestIdentifier.js";
export { default as getValueAtPath } from "relay-runtime/lib/util/getValueAtPath.js";
export { handlePotentialSnapshotErrors } from "relay-runtime/lib/util/handlePotentialSnapshotErrors.js";
export { default as isPromise } from "relay-runtime/lib/util/isPromise.js";
export { default as ReplaySubject } from "relay-runtime/lib/util/RelayReplaySubject.js";
export { default as recycleNodesInto } from "relay-runtime/lib/util/recycleNodesInto.js";
export { RelayFeatureFlags };

export const __internal = {
  createRelayContext,
  createRelayLoggingContext,
  fetchQuery: fetchQueryInternal,
  fetchQueryDeduped,
  getObservableForActiveRequest,
  getPromiseForActiveRequest,
};
