import "../../styles/list-page.css";
import "./job-alerts.css";
import type { TFunction } from "i18next";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import { Link, useLoaderData } from "react-router";
import type { JobAlertsPageDeleteMutation } from "../../__generated__/JobAlertsPageDeleteMutation.graphql";
import type { JobAlertsPagePauseMutation } from "../../__generated__/JobAlertsPagePauseMutation.graphql";
import type {
  JobAlertsPageQuery,
  JobAlertsPageQuery$data,
} from "../../__generated__/JobAlertsPageQuery.graphql";
import { LoadError } from "../../components/LoadError";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { formatCurrency } from "../../lib/format";
import { JOBS_LIST_PATH, jobsSearchPath } from "../../lib/search-path";
import { useRouteQuery } from "../../relay/route-query";
import { useMutationPromise } from "../../relay/use-mutation-promise";

// The worker's job alerts: each saved search named as its job list is, with
// its filters, a link to the jobs it finds today, and pause, resume and delete. A new job that
// one of them finds becomes a job_match notification (api/src/services/alerts/fan-out.ts).

export const handle = { title: "dashboard:alerts.title" };

const pauseMutation = graphql`
  mutation JobAlertsPagePauseMutation($id: ID!, $paused: Boolean!) {
    updateSavedSearch(id: $id, input: { paused: $paused }) {
      __typename
      ... on SavedSearchPayload {
        savedSearch {
          id
          paused
        }
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation JobAlertsPageDeleteMutation($id: ID!) {
    deleteSavedSearch(id: $id) {
      __typename
      ... on DeleteSavedSearchPayload {
        deletedId @deleteRecord
      }
    }
  }
`;

type Alert = NonNullable<JobAlertsPageQuery$data["savedSearches"][number]>;

/** "Jobs for “plumber” in Delhi", as the job list's heading says it. */
function alertName(t: TFunction, { keywords, location }: Alert): string {
  if (keywords && location) return t("jobs:heading.queryLocation", { q: keywords, location });
  if (keywords) return t("jobs:heading.query", { q: keywords });
  return t("jobs:heading.location", { location: location ?? "" });
}

/** The alert's filters: job type and least pay. */
function alertFilters(t: TFunction, { jobType, salaryMin, salaryPeriod }: Alert): string[] {
  const filters: string[] = [];
  if (jobType) filters.push(t(`common:jobType.${jobType}`));
  if (salaryMin !== null && salaryMin !== undefined) {
    const amount = formatCurrency(salaryMin);
    filters.push(
      salaryPeriod
        ? t("alerts.minPay", { amount, period: t(`common:salaryPeriod.${salaryPeriod}`) })
        : t("alerts.minPayAny", { amount }),
    );
  }
  return filters;
}

function AlertItem({ alert }: { alert: Alert }) {
  const { t } = useTranslation("dashboard");
  const [setPaused, pausing] = useMutationPromise<JobAlertsPagePauseMutation>(pauseMutation);
  const [remove, removing] = useMutationPromise<JobAlertsPageDeleteMutation>(deleteMutation);
  const [failed, setFailed] = useState(false);
  const name = alertName(t, alert);

  async function act(run: () => Promise<{ readonly [field: string]: { __typename: string } }>) {
    if (pausing || removing) return;
    setFailed(false);
    try {
      const answer = Object.values(await run())[0];
      if (answer?.__typename === "AppError" || answer?.__typename === "%other") setFailed(true);
    } catch {
      setFailed(true);
    }
  }

  return (
    <li className="card job-alert" aria-label={name}>
      <h2 className="job-alert__name">{name}</h2>
      <p className="job-alert__filters">
        {[...alertFilters(t, alert), ...(alert.paused ? [t("alerts.paused")] : [])].join(" · ")}
      </p>
      <div className="job-alert__actions">
        <Link
          to={jobsSearchPath({
            query: alert.keywords ?? undefined,
            location: alert.location ?? undefined,
          })}
          className="button button--ghost"
        >
          {t("alerts.seeJobs")}
        </Link>
        <button
          type="button"
          className="button button--ghost"
          aria-busy={pausing}
          onClick={() => act(() => setPaused({ id: alert.id, paused: !alert.paused }))}
        >
          {alert.paused ? t("alerts.resume") : t("alerts.pause")}
        </button>
        <button
          type="button"
          className="button button--ghost"
          aria-busy={removing}
          onClick={() => act(() => remove({ id: alert.id }))}
        >
          {t("alerts.delete")}
        </button>
      </div>
      {failed ? (
        <p role="alert" className="job-alert__failed">
          {t("alerts.failed")}
        </p>
      ) : null}
    </li>
  );
}

function JobAlertsList() {
  const { t } = useTranslation("dashboard");
  const { savedSearches } = useRouteQuery<JobAlertsPageQuery>(graphql`
    query JobAlertsPageQuery {
      savedSearches {
        id
        keywords
        location
        jobType
        salaryMin
        salaryPeriod
        paused
      }
    }
  `);
  // A deleted alert's record leaves the store; its place in the list reads null.
  const alerts = savedSearches.filter((alert): alert is Alert => alert !== null);
  if (alerts.length === 0) {
    return (
      <div className="empty-state card">
        <h2>{t("alerts.empty")}</h2>
        <p>{t("alerts.emptyHint")}</p>
        <Link to={JOBS_LIST_PATH} className="button button--primary">
          {t("alerts.findJobs")}
        </Link>
      </div>
    );
  }
  return (
    <ul className="job-alerts">
      {alerts.map((alert) => (
        <AlertItem key={alert.id} alert={alert} />
      ))}
    </ul>
  );
}

export function Component() {
  const { t } = useTranslation("dashboard");
  const queryReference = useLoaderData();
  return (
    <div className="list-page">
      <header>
        <h1>{t("alerts.title")}</h1>
        <p>{t("alerts.intro")}</p>
      </header>
      <QueryErrorBoundary
        resetKey={queryReference}
        fallback={() => (
          <LoadError title={t("alerts.loadFailed")} hint={t("alerts.loadFailedHint")} />
        )}
      >
        <Suspense fallback={<div className="card skeleton job-alerts__skeleton" />}>
          <JobAlertsList />
        </Suspense>
      </QueryErrorBoundary>
    </div>
  );
}
