import { commitMutation } from "react-relay";
import type {
  CacheConfig,
  Environment,
  GraphQLTaggedNode,
  MutationParameters,
  PayloadError,
} from "relay-runtime";

/**
 * A mutation as a promise of its response, for forms that await the answer and then move on.
 * An answer with top-level errors and no data rejects with the network's GraphQLRequestError.
 */
export function mutate<M extends MutationParameters>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  variables: M["variables"],
  cacheConfig?: CacheConfig,
): Promise<M["response"]> {
  return new Promise((resolve, reject) => {
    commitMutation<M>(environment, {
      mutation,
      variables,
      cacheConfig,
      onCompleted: (response, errors?: readonly PayloadError[] | null) => {
        const error = errors?.[0];
        if (error && !response) reject(new Error(error.message));
        else resolve(response);
      },
      onError: reject,
    });
  });
}
