import { graphql, useSubscription } from "react-relay";
import { ConnectionHandler, type GraphQLSubscriptionConfig } from "relay-runtime";
import type { useNotificationEventsSubscription } from "../../__generated__/useNotificationEventsSubscription.graphql";

// The signed-in user's live notification events, kept open by the bell in the top bar (it is on
// every page). The unread count, a read notification and the application a notification is
// about update themselves (normalised by id); a new notification is put at the top of the list,
// and "all read" marks the loaded ones read.

/** The list's connection key (NotificationList.tsx). */
export const NOTIFICATION_CONNECTION = "NotificationList_notifications";

const subscription = graphql`
  subscription useNotificationEventsSubscription {
    notificationEvents {
      kind
      notification {
        id
        isRead
        ...NotificationItem_notification
        # The application as it is now: every open page showing it (my applications, a job's
        # applicants) updates from the store without a reload.
        application {
          id
          status
          statusChangedAt
          feedback
          contactStatus
          contactMethod
          contactedAt
          nextStatuses
          canConfirmContact
        }
      }
      viewer {
        id
        unreadNotificationCount
      }
    }
  }
`;

const config: GraphQLSubscriptionConfig<useNotificationEventsSubscription> = {
  subscription,
  variables: {},
  updater: (store) => {
    const event = store.getRootField("notificationEvents");
    const viewer = event?.getLinkedRecord("viewer");
    const connection = viewer && ConnectionHandler.getConnection(viewer, NOTIFICATION_CONNECTION);
    if (!event || !connection) return;
    const kind = event.getValue("kind");
    const edges = connection.getLinkedRecords("edges") ?? [];
    if (kind === "CREATED") {
      const node = event.getLinkedRecord("notification");
      if (!node) return;
      const id = node.getDataID();
      if (edges.some((edge) => edge?.getLinkedRecord("node")?.getDataID() === id)) return;
      const edge = ConnectionHandler.createEdge(
        store,
        connection,
        node,
        "UserNotificationsConnectionEdge",
      );
      ConnectionHandler.insertEdgeBefore(connection, edge);
      const total = connection.getValue("totalCount");
      if (typeof total === "number") connection.setValue(total + 1, "totalCount");
    } else if (kind === "ALL_READ") {
      for (const edge of edges) edge?.getLinkedRecord("node")?.setValue(true, "isRead");
    }
  },
};

export function useNotificationEvents(): void {
  useSubscription(config);
}
