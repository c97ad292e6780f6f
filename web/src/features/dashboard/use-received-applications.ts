import { useMemo } from "react";
import { useSubscription } from "react-relay";
import { ConnectionHandler, type GraphQLSubscriptionConfig, graphql } from "relay-runtime";
import type { useReceivedApplicationsSubscription } from "../../__generated__/useReceivedApplicationsSubscription.graphql";

// Applications arriving while the employer's overview is open. Each one comes with the
// notification the employer is sent (services/applications/apply.ts); the application goes on
// top of the recent applications (their connection, RecentApplications.tsx) and `onArrival`
// re-reads the figures. Other notifications about applications (a withdrawal) only re-read.

/** The recent applications' connection key (RecentApplications.tsx). */
export const RECEIVED_CONNECTION = "RecentApplications_receivedApplications";

const subscription = graphql`
  subscription useReceivedApplicationsSubscription {
    notificationEvents {
      kind
      notification {
        id
        application {
          id
          status
          ...RecentApplicationItem_application
        }
      }
      viewer {
        id
      }
    }
  }
`;

export function useReceivedApplications(onArrival: () => void): void {
  const config = useMemo<GraphQLSubscriptionConfig<useReceivedApplicationsSubscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store) => {
        const event = store.getRootField("notificationEvents");
        if (event?.getValue("kind") !== "CREATED") return;
        const application = event.getLinkedRecord("notification")?.getLinkedRecord("application");
        const viewer = event.getLinkedRecord("viewer");
        const connection = viewer && ConnectionHandler.getConnection(viewer, RECEIVED_CONNECTION);
        // A new application is pending; a later notification about an older one adds nothing.
        if (!application || !connection || application.getValue("status") !== "PENDING") return;
        const id = application.getDataID();
        const edges = connection.getLinkedRecords("edges") ?? [];
        if (edges.some((edge) => edge?.getLinkedRecord("node")?.getDataID() === id)) return;
        const edge = ConnectionHandler.createEdge(
          store,
          connection,
          application,
          "UserReceivedApplicationsConnectionEdge",
        );
        ConnectionHandler.insertEdgeBefore(connection, edge);
        const total = connection.getValue("totalCount");
        if (typeof total === "number") connection.setValue(total + 1, "totalCount");
      },
      onNext: (event) => {
        if (event?.notificationEvents.notification?.application) onArrival();
      },
    }),
    [onArrival],
  );
  useSubscription(config);
}
