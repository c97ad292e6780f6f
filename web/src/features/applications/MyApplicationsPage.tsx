import "../../styles/list-page.css";
import "./applications.css";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import { useLoaderData, useSearchParams } from "react-router";
import type { MyApplicationsPageQuery } from "../../__generated__/MyApplicationsPageQuery.graphql";
import { LoadError } from "../../components/LoadError";
import { NoticeBar, type OnNotice, usePageNotice } from "../../components/NoticeBar";
import { OfflineCopyNote } from "../../components/OfflineCopyNote";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { StatusTabs } from "../../components/StatusTabs";
import {
  APPLICATION_FILTERS,
  type ApplicationFilter,
  applicationFilterOf,
} from "../../lib/application-filter";
import { filterStatus, statusFilterPath } from "../../lib/status-filter";
import { MY_APPLICATIONS_PATH } from "../../lib/worker-paths";
import { useRouteQuery } from "../../relay/route-query";
import { MyApplicationsList } from "./MyApplicationsList";

export const handle = { title: "applications:myApplications.title" };

function MyApplicationsContent({
  filter,
  onNotice,
}: {
  filter: ApplicationFilter | null;
  onNotice: OnNotice;
}) {
  const query = useRouteQuery<MyApplicationsPageQuery>(graphql`
    query MyApplicationsPageQuery($status: ApplicationStatus, $first: Int!) {
      ...MyApplicationsList_query @arguments(status: $status, first: $first)
    }
  `);
  return <MyApplicationsList query={query} filter={filter} onNotice={onNotice} />;
}

/**
 * The worker's applications (SPEC section 4): each with its job, status, dates, the employer's
 * note and contact, filtered by status in the address, with the moves the server allows.
 */
export function Component() {
  const { t } = useTranslation("applications");
  const queryReference = useLoaderData();
  const [searchParams] = useSearchParams();
  const filter = applicationFilterOf(searchParams);
  const { notice, setNotice, dismiss } = usePageNotice(filter);
  return (
    <div className="list-page">
      <header className="applications__header">
        <h1>{t("myApplications.heading")}</h1>
        <p>{t("myApplications.intro")}</p>
      </header>
      <OfflineCopyNote route="my-applications" />
      <StatusTabs
        label={t("myApplications.filter")}
        filters={APPLICATION_FILTERS}
        current={filter}
        pathOf={(tab) => statusFilterPath(MY_APPLICATIONS_PATH, tab)}
        textOf={(tab) =>
          tab ? t(`applicationStatus:label.${filterStatus(tab)}`) : t("myApplications.tabs.all")
        }
      />
      <QueryErrorBoundary
        resetKey={queryReference}
        fallback={() => (
          <LoadError title={t("myApplications.failed")} hint={t("myApplications.failedHint")} />
        )}
      >
        <Suspense fallback={<div className="card skeleton list-page__skeleton" />}>
          <MyApplicationsContent filter={filter} onNotice={setNotice} />
        </Suspense>
      </QueryErrorBoundary>
      <NoticeBar notice={notice} onDismiss={dismiss} dismissLabel={t("myApplications.dismiss")} />
    </div>
  );
}
