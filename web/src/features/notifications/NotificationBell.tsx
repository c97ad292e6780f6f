import "./bell.css";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Link } from "react-router";
import type { NotificationBellQuery } from "../../__generated__/NotificationBellQuery.graphql";
import { FallbackBoundary } from "../../components/FallbackBoundary";
import { formatNumber } from "../../lib/format";
import type { UserType } from "../../lib/user-type";
import { RelayProvider } from "../../relay/RelayBoundary";
import { BellIcon } from "./BellIcon";
import { notificationsPath } from "./paths";
import { useNotificationEvents } from "./use-notification-events";

/** Above this the badge says "99+". */
const BADGE_MAX = 99;

/** The bell itself: a link to the list, with the unread count when there is one. */
export function BellLink({ userType, count }: { userType: UserType; count: number | null }) {
  const { t } = useTranslation("notifications");
  const unread = count ?? 0;
  return (
    <Link
      to={notificationsPath(userType)}
      className="icon-button bell"
      aria-label={unread > 0 ? t("bell.unread", { count: unread }) : t("bell.label")}
    >
      <BellIcon />
      {unread > 0 ? (
        <span className="bell__badge" aria-hidden="true">
          {unread > BADGE_MAX ? `${BADGE_MAX}+` : formatNumber(unread)}
        </span>
      ) : null}
    </Link>
  );
}

/** The bell with its count, kept live; needs a Relay environment around it. */
export function LiveBell({ userType }: { userType: UserType }) {
  const data = useLazyLoadQuery<NotificationBellQuery>(
    graphql`
      query NotificationBellQuery {
        viewer {
          id
          unreadNotificationCount
        }
      }
    `,
    {},
    { fetchPolicy: "store-or-network" },
  );
  useNotificationEvents();
  return <BellLink userType={userType} count={data.viewer?.unreadNotificationCount ?? null} />;
}

/**
 * The top bar's bell for a signed-in user, with the live unread count. It brings its own Relay
 * provider: the bar sits outside the routes' Relay boundary.
 */
export function NotificationBell({ userType }: { userType: UserType }) {
  const plain = <BellLink userType={userType} count={null} />;
  return (
    // A failed count must not take the top bar down: the bell stays, without its number.
    <FallbackBoundary fallback={plain}>
      <RelayProvider>
        <Suspense fallback={plain}>
          <LiveBell userType={userType} />
        </Suspense>
      </RelayProvider>
    </FallbackBoundary>
  );
}
