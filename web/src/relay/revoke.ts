import { commitMutation, graphql } from "react-relay";
import type { revokeSignOutMutation } from "../__generated__/revokeSignOutMutation.graphql";
import { getEnvironment, withBearer } from "./environment";

/**
 * Tells the server to revoke `token` (best effort: the device has already forgotten it, and
 * the server's idle expiry ends it anyway should this not arrive).
 */
export function revokeToken(token: string): Promise<void> {
  return new Promise((resolve) => {
    commitMutation<revokeSignOutMutation>(getEnvironment(), {
      mutation: graphql`
        mutation revokeSignOutMutation {
          signOut
        }
      `,
      variables: {},
      cacheConfig: withBearer(token),
      onCompleted: () => resolve(),
      onError: (error) => {
        console.warn("Could not revoke the session on the server", error);
        resolve();
      },
    });
  });
}
