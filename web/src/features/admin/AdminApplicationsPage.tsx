import { type FormEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { AdminApplicationsPageQuery } from "../../__generated__/AdminApplicationsPageQuery.graphql";
import { INDIAN_STATES } from "../../config";
import { formatNumber } from "../../lib/format";
import { useRouteQuery } from "../../relay/route-query";
import { AdminApplicationRow } from "./AdminApplicationRow";
import { useAdminMay } from "./admin-access";
import { FILTER_FIELDS, JOB_TYPES, STATUSES } from "./application-filters";
import { PageButtons } from "./CursorPages";

// The applications section: every application on the platform, newest first, a page at a time,
// by status, the job's state and type, the days applied, and a search (a worker's phone number
// is matched exactly; other words look in job titles, companies and workers' names). Each opens
// on its own page (AdminApplicationPage).

export const applicationsQuery = graphql`
  query AdminApplicationsPageQuery(
    $first: Int!
    $after: String
    $search: String
    $status: ApplicationStatus
    $state: String
    $jobType: JobType
    $from: DateTime
    $to: DateTime
  ) {
    adminApplications(
      first: $first
      after: $after
      search: $search
      status: $status
      state: $state
      jobType: $jobType
      from: $from
      to: $to
    ) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          ...AdminApplicationRow_application
        }
      }
    }
  }
`;

export function Component() {
  const { t } = useTranslation(["admin", "applicationStatus", "common"]);
  const id = useId();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { adminApplications: list } = useRouteQuery<AdminApplicationsPageQuery>(applicationsQuery);
  const mayReadDisputes = useAdminMay()("APPLICATION_DISPUTE_READ");
  const after = params.get("after");

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTER_FIELDS) {
      const value = String(form.get(name) ?? "").trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  }

  const pages = {
    after,
    hasPrevious: Boolean(after),
    reset: () => setParams(new URLSearchParams()),
    previous: () => void navigate(-1),
    next: (cursor: string | null | undefined) => {
      const next = new URLSearchParams(params);
      if (cursor) next.set("after", cursor);
      setParams(next);
    },
  };
  const field = (name: string) => `${id}-${name}`;
  const value = (name: string) => params.get(name) ?? "";

  return (
    <section className="admin-page">
      <h1>{t("applications.title")}</h1>
      {mayReadDisputes ? (
        <p>
          <Link to="disputes">{t("applications.disputesLink")}</Link>
        </p>
      ) : null}
      <form className="admin-page__filters" onSubmit={submit} key={params.toString()}>
        <label htmlFor={field("search")}>{t("applications.search")}</label>
        <input id={field("search")} name="search" type="search" defaultValue={value("search")} />
        <label htmlFor={field("status")}>{t("applications.status")}</label>
        <select id={field("status")} name="status" defaultValue={value("status")}>
          <option value="">{t("applications.any")}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`applicationStatus:label.${status}`)}
            </option>
          ))}
        </select>
        <label htmlFor={field("state")}>{t("applications.state")}</label>
        <select id={field("state")} name="state" defaultValue={value("state")}>
          <option value="">{t("applications.any")}</option>
          {INDIAN_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </select>
        <label htmlFor={field("jobType")}>{t("applications.jobType")}</label>
        <select id={field("jobType")} name="jobType" defaultValue={value("jobType")}>
          <option value="">{t("applications.any")}</option>
          {JOB_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`common:jobType.${type}`)}
            </option>
          ))}
        </select>
        <label htmlFor={field("from")}>{t("applications.from")}</label>
        <input id={field("from")} name="from" type="date" defaultValue={value("from")} />
        <label htmlFor={field("to")}>{t("applications.to")}</label>
        <input id={field("to")} name="to" type="date" defaultValue={value("to")} />
        <button type="submit" className="button button--primary">
          {t("applications.apply")}
        </button>
      </form>
      <p>
        {t("applications.count", {
          count: list.totalCount,
          number: formatNumber(list.totalCount),
        })}
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t("applications.columns.job")}</th>
            <th scope="col">{t("applications.columns.company")}</th>
            <th scope="col">{t("applications.state")}</th>
            <th scope="col">{t("applications.columns.worker")}</th>
            <th scope="col">{t("applications.columns.phone")}</th>
            <th scope="col">{t("applications.status")}</th>
            <th scope="col">{t("applications.columns.applied")}</th>
          </tr>
        </thead>
        <tbody>
          {list.edges.map(({ node }) => (
            <AdminApplicationRow key={node.id} application={node} />
          ))}
        </tbody>
      </table>
      <PageButtons pages={pages} pageInfo={list.pageInfo} />
    </section>
  );
}
