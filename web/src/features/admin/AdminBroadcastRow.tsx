import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { AdminBroadcastRow_broadcast$key } from "../../__generated__/AdminBroadcastRow_broadcast.graphql";
import { formatDateTime } from "../../lib/format";

/** One broadcast sent: its title, to whom, how many it has reached, when and by whom. */
export function AdminBroadcastRow({
  broadcast: key,
}: {
  broadcast: AdminBroadcastRow_broadcast$key;
}) {
  const { t } = useTranslation("admin");
  const broadcast = useFragment(
    graphql`
      fragment AdminBroadcastRow_broadcast on Broadcast {
        title
        segment
        segmentValue
        delivered
        finished
        sentBy
        createdAt
      }
    `,
    key,
  );
  return (
    <tr>
      <td>{broadcast.title}</td>
      <td>
        {t(`broadcast.segments.${broadcast.segment}`, { defaultValue: broadcast.segment })}
        {broadcast.segmentValue ? `: ${broadcast.segmentValue}` : ""}
      </td>
      <td>
        {broadcast.delivered}
        {broadcast.finished ? "" : ` (${t("broadcast.delivering")})`}
      </td>
      <td>
        {formatDateTime(String(broadcast.createdAt))}
        {broadcast.sentBy ? ` · ${broadcast.sentBy}` : ""}
      </td>
    </tr>
  );
}
