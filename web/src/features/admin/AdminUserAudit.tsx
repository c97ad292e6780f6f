import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { AdminUserAudit_user$key } from "../../__generated__/AdminUserAudit_user.graphql";
import { formatDateTime } from "../../lib/format";

/** The reason an audit row keeps, if any (details is the row's JSON text). */
function reasonOf(details: string | null | undefined): string | null {
  if (!details) return null;
  try {
    const reason = (JSON.parse(details) as { reason?: unknown }).reason;
    return typeof reason === "string" ? reason : null;
  } catch {
    return null;
  }
}

/**
 * What admins did to the account, its documents and jobs, newest first, with their reasons;
 * not shown to an admin the server does not let read the audit log (the field is null).
 */
export function AdminUserAudit({ user }: { user: AdminUserAudit_user$key }) {
  const { t } = useTranslation("admin");
  const { adminAuditTrail: trail } = useFragment(
    graphql`
      fragment AdminUserAudit_user on User {
        adminAuditTrail {
          id
          action
          details
          adminUsername
          createdAt
        }
      }
    `,
    user,
  );
  if (!trail) return null;
  return (
    <section>
      <h2>{t("userRecord.audit.title")}</h2>
      {trail.length === 0 ? <p>{t("userRecord.audit.none")}</p> : null}
      <ul>
        {trail.map((entry) => {
          const reason = reasonOf(entry.details);
          return (
            <li key={entry.id}>
              {t("userRecord.audit.entry", {
                // An action this screen has no words for shows as the log names it.
                action: t(`userRecord.audit.actions.${entry.action}`, {
                  defaultValue: entry.action,
                }),
                admin: entry.adminUsername ?? t("userRecord.audit.someone"),
                date: formatDateTime(entry.createdAt as string),
              })}
              {reason ? <p>{t("userRecord.audit.reason", { reason })}</p> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
