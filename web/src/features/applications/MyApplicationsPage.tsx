import "./applications.css";
import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import { Link, useLoaderData, useSearchParams } from "react-router";
import type { MyApplicationsPageQuery } from "../../__generated__/MyApplicationsPageQuery.graphql";
import { useRouteQuery } from "../../relay/route-query";
import { LoadError } from "../jobs/LoadError";
import { QueryErrorBoundary } from "../jobs/QueryErrorBoundary";
import {
  APPLICATION_FILTERS,
  type ApplicationFilter,
  applicationFilterOf,
} from "./application-filter";
import { MyApplicationsList } from "./MyApplicationsList";
import { NoticeBar } from "./NoticeBar";
import type { Notice, OnNotice } from "./notice";
import { MY_APPLICATIONS_PATH } from "./paths";

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

function FilterTabs({ filter }: { filter: ApplicationFilter | null }) {
  const { t } = useTranslation("applications");
  const tabs = [null, ...APPLICATION_FILTERS];
  return (
    <nav aria-label={t("myApplications.filter")}>
      <ul className="applications__tabs">
        {tabs.map((tab) => (
          <li key={tab ?? "all"}>
            <Link
              to={tab ? `${MY_APPLICATIONS_PATH}?status=${tab}` : MY_APPLICATIONS_PATH}
              className="applications__tab"
              aria-current={tab === filter ? "page" : undefined}
            >
              {t(`myApplications.tabs.${tab ?? "all"}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
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
  const [notice, setNotice] = useState<Notice | null>(null);
  const dismiss = useCallback(() => setNotice(null), []);
  // Another tab is another list: what was said about the last one is done.
  const shownFilter = useRef(filter);
  useEffect(() => {
    if (shownFilter.current === filter) return;
    shownFilter.current = filter;
    setNotice(null);
  }, [filter]);
  return (
    <div className="applications">
      <header className="applications__header">
        <h1>{t("myApplications.heading")}</h1>
        <p>{t("myApplications.intro")}</p>
      </header>
      <FilterTabs filter={filter} />
      <QueryErrorBoundary
        resetKey={queryReference}
        fallback={() => (
          <LoadError title={t("myApplications.failed")} hint={t("myApplications.failedHint")} />
        )}
      >
        <Suspense fallback={<div className="card skeleton applications__skeleton" />}>
          <MyApplicationsContent filter={filter} onNotice={setNotice} />
        </Suspense>
      </QueryErrorBoundary>
      <NoticeBar notice={notice} onDismiss={dismiss} />
    </div>
  );
}
