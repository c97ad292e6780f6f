import { useTranslation } from "react-i18next";
import { graphql, useFragment, useRelayEnvironment } from "react-relay";
import { Link } from "react-router";
import type { Environment } from "relay-runtime";
import type { NotificationItem_notification$key } from "../../__generated__/NotificationItem_notification.graphql";
import { formatDate, formatRelativeTime } from "../../lib/format";
import type { UserType } from "../../lib/user-type";
import { markNotificationRead } from "./mark-read";
import { notificationTarget } from "./paths";
import { wordNotification } from "./wording";

/** One notification: unread ones stand out; opening it (or its button) marks it read. */
export function NotificationItem({
  notification: key,
  userType,
  now,
  onMarkFailed,
}: {
  notification: NotificationItem_notification$key;
  userType: UserType;
  now: Date;
  onMarkFailed: () => void;
}) {
  const { t } = useTranslation("notifications");
  const environment = useRelayEnvironment() as Environment;
  const notification = useFragment(
    graphql`
      fragment NotificationItem_notification on Notification {
        id
        type
        title
        message
        createdAt
        isRead
        applicationId
        jobId
        kind
        params {
          name
          value
        }
      }
    `,
    key,
  );
  const words = wordNotification(t, notification);
  const target = notificationTarget(userType, notification);
  const markRead = () => {
    if (!notification.isRead) markNotificationRead(environment, notification.id, onMarkFailed);
  };
  const title = (
    <>
      {notification.isRead ? null : <span className="visually-hidden">{t("unread")}: </span>}
      {words.title}
    </>
  );
  return (
    <article className={`notification${notification.isRead ? "" : " notification--unread"}`}>
      <span className="notification__dot" aria-hidden="true" />
      <div className="notification__body">
        <p className="notification__meta">
          <span>{t(`types.${notification.type}`, { defaultValue: "" })}</span>
          <time dateTime={notification.createdAt} title={formatDate(notification.createdAt)}>
            {formatRelativeTime(t, notification.createdAt, now)}
          </time>
        </p>
        <h2 className="notification__title">
          {target ? (
            <Link to={target} className="notification__link" onClick={markRead}>
              {title}
            </Link>
          ) : (
            <span className="notification__link" tabIndex={-1}>
              {title}
            </span>
          )}
        </h2>
        <p className="notification__message">{words.message}</p>
      </div>
      {notification.isRead ? null : (
        <button
          type="button"
          className="button button--ghost notification__mark"
          onClick={markRead}
        >
          {t("markRead")}
          <span className="visually-hidden">: {words.title}</span>
        </button>
      )}
    </article>
  );
}
