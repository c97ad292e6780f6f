import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { AdminUserSessions_user$key } from "../../__generated__/AdminUserSessions_user.graphql";
import { formatDate, formatDateTime } from "../../lib/format";

/** Where the account is signed in, and workers' reports against an employer's jobs. */
export function AdminUserSessions({ user }: { user: AdminUserSessions_user$key }) {
  const { t } = useTranslation("admin");
  const record = useFragment(
    graphql`
      fragment AdminUserSessions_user on User {
        userType
        openSessions {
          id
          userAgent
          ipAddress
          lastSeenAt
        }
        reportsAgainst {
          id
          reason
          details
          createdAt
          resolvedAt
          job {
            title
          }
        }
      }
    `,
    user,
  );
  return (
    <>
      <section>
        <h2>{t("userRecord.sessions.title")}</h2>
        {record.openSessions.length === 0 ? <p>{t("userRecord.sessions.none")}</p> : null}
        <ul>
          {record.openSessions.map((session) => (
            <li key={session.id}>
              {t("userRecord.sessions.device", {
                device: session.userAgent || t("userRecord.sessions.unknownDevice"),
                lastSeen: formatDateTime(session.lastSeenAt as string),
              })}
              {session.ipAddress ? ` · ${session.ipAddress}` : ""}
            </li>
          ))}
        </ul>
      </section>
      {record.userType === "EMPLOYER" ? (
        <section>
          <h2>{t("userRecord.reports.title")}</h2>
          {record.reportsAgainst.length === 0 ? <p>{t("userRecord.reports.none")}</p> : null}
          <ul>
            {record.reportsAgainst.map((report) => (
              <li key={report.id}>
                {report.job.title} · {t(`userRecord.reports.reasons.${report.reason}`)} ·{" "}
                {formatDate(report.createdAt as string)}
                {report.resolvedAt ? ` · ${t("userRecord.reports.resolved")}` : ""}
                {report.details ? <p>{report.details}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
