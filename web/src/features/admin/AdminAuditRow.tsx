import { graphql, useFragment } from "react-relay";
import type { AdminAuditRow_entry$key } from "../../__generated__/AdminAuditRow_entry.graphql";
import { formatDateTime } from "../../lib/format";

/** One audit entry: when, which admin, what, to which target, and the details written. */
export function AdminAuditRow({ entry: entryKey }: { entry: AdminAuditRow_entry$key }) {
  const entry = useFragment(
    graphql`
      fragment AdminAuditRow_entry on AuditLogEntry {
        action
        createdAt
        targetType
        targetId
        details
        adminUsername
      }
    `,
    entryKey,
  );
  return (
    <tr>
      <td>{formatDateTime(entry.createdAt as string)}</td>
      <td>{entry.adminUsername ?? "—"}</td>
      <td>{entry.action}</td>
      <td>{[entry.targetType, entry.targetId].filter(Boolean).join(" ")}</td>
      <td className="admin-audit__details">{entry.details ?? ""}</td>
    </tr>
  );
}
