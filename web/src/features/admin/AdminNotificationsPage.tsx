import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import type { AdminNotificationsPageQuery } from "../../__generated__/AdminNotificationsPageQuery.graphql";
import { useRouteQuery } from "../../relay/route-query";
import { AdminBroadcastCompose } from "./AdminBroadcastCompose";
import { AdminBroadcastRow } from "./AdminBroadcastRow";
import { useAdminMay } from "./admin-access";

// Broadcast notifications: compose one (AdminBroadcastCompose, for an admin the server lets send:
// BROADCAST_SEND), then the broadcasts sent, with how many each has reached. The server writes
// them in the background; the list shows "delivering" until it is done.

export const broadcastsQuery = graphql`
  query AdminNotificationsPageQuery {
    adminBroadcasts {
      id
      ...AdminBroadcastRow_broadcast
    }
  }
`;

function Sent() {
  const { t } = useTranslation("admin");
  const { adminBroadcasts } = useRouteQuery<AdminNotificationsPageQuery>(broadcastsQuery);
  return (
    <>
      <h2>{t("broadcast.past")}</h2>
      {adminBroadcasts.length === 0 ? (
        <p>{t("broadcast.none")}</p>
      ) : (
        <div className="admin-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{t("broadcast.titleField")}</th>
                <th scope="col">{t("broadcast.to")}</th>
                <th scope="col">{t("broadcast.delivered")}</th>
                <th scope="col">{t("broadcast.when")}</th>
              </tr>
            </thead>
            <tbody>
              {adminBroadcasts.map((broadcast) => (
                <AdminBroadcastRow key={broadcast.id} broadcast={broadcast} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

export function Component() {
  const { t } = useTranslation("admin");
  const may = useAdminMay();
  return (
    <section className="admin-page">
      <h1>{t("broadcast.title")}</h1>
      {may("BROADCAST_SEND") ? <AdminBroadcastCompose /> : null}
      <Sent />
    </section>
  );
}
