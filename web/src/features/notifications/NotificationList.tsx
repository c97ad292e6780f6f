import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useMutation, usePaginationFragment } from "react-relay";
import type { NotificationList_query$key } from "../../__generated__/NotificationList_query.graphql";
import type { NotificationListMarkAllReadMutation } from "../../__generated__/NotificationListMarkAllReadMutation.graphql";
import type { NotificationListPaginationQuery } from "../../__generated__/NotificationListPaginationQuery.graphql";
import { LoadMore } from "../../components/LoadMore";
import { useLoadMore } from "../../lib/use-load-more";
import type { UserType } from "../../lib/user-type";
import { NotificationItem } from "./NotificationItem";

const markAllMutation = graphql`
  mutation NotificationListMarkAllReadMutation {
    markAllNotificationsRead {
      __typename
      ... on MarkAllNotificationsReadPayload {
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

/** Relative times move on while the page stays open. */
const CLOCK_TICK_MS = 60_000;

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The user's notifications, newest first, a page at a time, with "Mark all as read". */
export function NotificationList({
  query,
  userType,
}: {
  query: NotificationList_query$key;
  userType: UserType;
}) {
  const { t } = useTranslation("notifications");
  const now = useNow();
  const [commitMarkAll, marking] =
    useMutation<NotificationListMarkAllReadMutation>(markAllMutation);
  const [failed, setFailed] = useState(false);
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    NotificationListPaginationQuery,
    NotificationList_query$key
  >(
    graphql`
      fragment NotificationList_query on Query
      @argumentDefinitions(first: { type: "Int!" }, after: { type: "String" })
      @refetchable(queryName: "NotificationListPaginationQuery") {
        viewer {
          id
          unreadNotificationCount
          notifications(first: $first, after: $after)
            @connection(key: "NotificationList_notifications") {
            __id
            totalCount
            edges {
              node {
                id
                ...NotificationItem_notification
              }
            }
          }
        }
      }
    `,
    query,
  );
  const notifications = data.viewer?.notifications;
  const edges = notifications?.edges ?? [];
  const unread = data.viewer?.unreadNotificationCount ?? 0;
  const more = useLoadMore({
    count: edges.length,
    loadNext,
    hasNext,
    isLoadingNext,
    itemSelector: ".notification__link",
  });

  const markAll = () => {
    if (marking || unread === 0) return;
    setFailed(false);
    const connectionId = notifications?.__id;
    commitMarkAll({
      variables: {},
      updater: (store, answer) => {
        if (answer?.markAllNotificationsRead.__typename !== "MarkAllNotificationsReadPayload") {
          return;
        }
        const connection = connectionId ? store.get(connectionId) : null;
        for (const edge of connection?.getLinkedRecords("edges") ?? []) {
          edge?.getLinkedRecord("node")?.setValue(true, "isRead");
        }
      },
      onCompleted: (answer) => {
        if (answer.markAllNotificationsRead.__typename !== "MarkAllNotificationsReadPayload") {
          setFailed(true);
        }
      },
      onError: () => setFailed(true),
    });
  };

  if (edges.length === 0 && !hasNext) {
    return (
      <div className="notifications__empty card">
        <h2>{t("empty")}</h2>
        <p>{t(`emptyHint_${userType}`)}</p>
      </div>
    );
  }

  return (
    <>
      <div className="notifications__toolbar">
        <p className="notifications__unread" aria-live="polite">
          {t("unreadCount", { count: unread })}
        </p>
        <button
          type="button"
          className="button button--ghost"
          onClick={markAll}
          aria-disabled={marking || unread === 0}
        >
          {marking ? t("markingAllRead") : t("markAllRead")}
        </button>
      </div>
      {failed ? (
        <p className="alert" role="alert">
          {t("markFailed")}
        </p>
      ) : null}
      <ol className="notifications__list" ref={more.listRef}>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <NotificationItem
              notification={node}
              userType={userType}
              now={now}
              onMarkFailed={() => setFailed(true)}
            />
          </li>
        ))}
      </ol>
      <LoadMore
        state={more}
        labels={{
          failed: t("loadMoreFailed"),
          more: t("loadMore"),
          loading: t("loadingMore"),
          end: t("end"),
        }}
      />
    </>
  );
}
