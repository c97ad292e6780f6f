import { commitMutation, graphql } from "react-relay";
import type { Environment } from "relay-runtime";
import type { markReadMutation } from "../../__generated__/markReadMutation.graphql";

// Marking one notification read: shown at once (optimistically, count included), confirmed or
// rolled back by the server's answer.

const mutation = graphql`
  mutation markReadMutation($id: ID!) {
    markNotificationRead(id: $id) {
      __typename
      ... on MarkNotificationReadPayload {
        notification {
          id
          isRead
        }
        viewer {
          id
          unreadNotificationCount
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

export function markNotificationRead(
  environment: Environment,
  id: string,
  onFailed: () => void,
): void {
  commitMutation<markReadMutation>(environment, {
    mutation,
    variables: { id },
    optimisticUpdater: (store) => {
      const notification = store.get(id);
      if (!notification || notification.getValue("isRead") === true) return;
      notification.setValue(true, "isRead");
      const viewer = store.getRoot().getLinkedRecord("viewer");
      const count = viewer?.getValue("unreadNotificationCount");
      if (typeof count === "number")
        viewer?.setValue(Math.max(0, count - 1), "unreadNotificationCount");
    },
    onCompleted: (response) => {
      if (response.markNotificationRead.__typename !== "MarkNotificationReadPayload") onFailed();
    },
    onError: onFailed,
  });
}
