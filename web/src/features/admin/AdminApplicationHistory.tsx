import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { AdminApplicationHistory_application$key } from "../../__generated__/AdminApplicationHistory_application.graphql";
import { formatDateTime } from "../../lib/format";

/**
 * What happened to the application, oldest first, as the server has it recorded. Only the last
 * status change is stored, so the screen says so instead of drawing steps it cannot know.
 */
export function AdminApplicationHistory({
  application,
}: {
  application: AdminApplicationHistory_application$key;
}) {
  const { t } = useTranslation(["admin", "applicationStatus"]);
  const { history } = useFragment(
    graphql`
      fragment AdminApplicationHistory_application on Application {
        history {
          kind
          at
          actor
          status
          action
          adminUsername
          note
        }
      }
    `,
    application,
  );
  return (
    <section aria-labelledby="admin-application-history">
      <h2 id="admin-application-history">{t("application.history.title")}</h2>
      <p>{t("application.history.intro")}</p>
      <ol className="admin-history">
        {history.map((event, index) => {
          const who =
            event.actor === "ADMIN"
              ? t("application.history.byAdmin", { name: event.adminUsername ?? "" })
              : t(`application.history.actor.${event.actor}`);
          const what =
            event.kind === "STATUS_CHANGED" || (event.kind === "ADMIN_ACTION" && event.status)
              ? t("application.history.movedTo", {
                  status: t(`applicationStatus:word.${event.status}`),
                })
              : event.kind === "ADMIN_ACTION"
                ? (event.action ?? "")
                : t(`application.history.kind.${event.kind}`);
          return (
            // The list is the server's, in its order, and never reordered on screen.
            // biome-ignore lint/suspicious/noArrayIndexKey: events have no id of their own
            <li key={index}>
              <time dateTime={event.at as string}>{formatDateTime(event.at as string)}</time>{" "}
              <span>
                {what} ({who})
              </span>
              {event.note ? (
                <>
                  {" "}
                  {t("application.history.reason")} <q>{event.note}</q>
                </>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
