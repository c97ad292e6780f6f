import "./notifications.css";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import { useLoaderData } from "react-router";
import type { NotificationsPageQuery } from "../../__generated__/NotificationsPageQuery.graphql";
import { LoadError } from "../../components/LoadError";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { useDashboardType } from "../../lib/use-dashboard-type";
import { useRouteQuery } from "../../relay/route-query";
import { NotificationList } from "./NotificationList";

export const handle = { title: "notifications:title" };

function NotificationsContent() {
  const userType = useDashboardType();
  const query = useRouteQuery<NotificationsPageQuery>(graphql`
    query NotificationsPageQuery($first: Int!) {
      ...NotificationList_query @arguments(first: $first)
    }
  `);
  return <NotificationList query={query} userType={userType} />;
}

/** The notifications list (SPEC section 2): newest first, mark one or all as read, live. */
export function Component() {
  const { t } = useTranslation("notifications");
  const queryReference = useLoaderData();
  return (
    <div className="notifications">
      <header className="notifications__header">
        <h1>{t("heading")}</h1>
        <p>{t("intro")}</p>
      </header>
      <QueryErrorBoundary
        resetKey={queryReference}
        fallback={() => <LoadError title={t("failed")} hint={t("failedHint")} />}
      >
        <Suspense fallback={<div className="card skeleton notifications__skeleton" />}>
          <NotificationsContent />
        </Suspense>
      </QueryErrorBoundary>
    </div>
  );
}
