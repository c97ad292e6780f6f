import { useCallback } from "react";
import { type UseMutationConfig, useMutation } from "react-relay";
import type {
  CacheConfig,
  GraphQLTaggedNode,
  MutationParameters,
  PayloadError,
} from "relay-runtime";

/**
 * What a commit may add to its variables: store updaters, an optimistic answer, and a cache
 * config (withBearer: relay/environment.ts), which Relay passes on though its type omits it.
 */
export type MutationOptions<M extends MutationParameters> = Pick<
  UseMutationConfig<M>,
  "updater" | "optimisticUpdater" | "optimisticResponse"
> & { cacheConfig?: CacheConfig };

/**
 * Relay's useMutation, its answer as a promise, for forms and buttons that await it and then
 * move on: `const [apply, applying] = useMutationPromise<ApplyMutation>(applyMutation)`. The
 * flag is Relay's own isInFlight, true from the commit until the answer. An answer with
 * top-level errors and no data rejects, as does a failed request (GraphQLRequestError).
 */
export function useMutationPromise<M extends MutationParameters>(
  mutation: GraphQLTaggedNode,
): readonly [
  commit: (variables: M["variables"], options?: MutationOptions<M>) => Promise<M["response"]>,
  inFlight: boolean,
] {
  const [commitMutation, inFlight] = useMutation<M>(mutation);
  const commit = useCallback(
    (variables: M["variables"], options?: MutationOptions<M>) =>
      new Promise<M["response"]>((resolve, reject) => {
        commitMutation({
          ...options,
          variables,
          onCompleted: (response, errors?: readonly PayloadError[] | null) => {
            const error = errors?.[0];
            if (error && !response) reject(new Error(error.message));
            else resolve(response);
          },
          onError: reject,
        });
      }),
    [commitMutation],
  );
  return [commit, inFlight] as const;
}
