import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import type { AdminJobsPageQuery } from "../../__generated__/AdminJobsPageQuery.graphql";
import { useRouteQuery } from "../../relay/route-query";
import { AdminQueueJob } from "./AdminQueueJob";
import { useAddressPages } from "./address-pages";
import { PageButtons } from "./CursorPages";
import { QUEUE_KINDS } from "./queue-filters";

// The jobs section: the moderation queue, jobs waiting for approval, flagged by the
// money-request shield or reported by workers, a page at a time; each with the decisions the
// server lets this admin take (AdminQueueJob).

export const queueQuery = graphql`
  query AdminJobsPageQuery($first: Int!, $after: String, $kinds: [ModerationQueueKind!]) {
    moderationQueue(first: $first, after: $after, kinds: $kinds) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          ...AdminQueueJob_job
        }
      }
    }
  }
`;

export function Component() {
  const { t } = useTranslation("admin");
  const { moderationQueue } = useRouteQuery<AdminJobsPageQuery>(queueQuery);
  const pages = useAddressPages();
  const kind = pages.params.get("kind") ?? "";
  const jobs = moderationQueue.edges.map((edge) => edge.node);
  return (
    <section className="admin-page">
      <h1>{t("jobs.title")}</h1>
      <div className="admin-page__filters">
        <label htmlFor="admin-queue-kind">{t("jobs.kind")}</label>
        <select
          id="admin-queue-kind"
          value={kind}
          onChange={(event) => pages.setFilters({ kind: event.target.value })}
        >
          <option value="">{t("jobs.kinds.all")}</option>
          {QUEUE_KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`jobs.kinds.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {jobs.length === 0 ? <p>{t("jobs.empty")}</p> : null}
      <ul className="admin-queue">
        {jobs.map((job) => (
          <AdminQueueJob key={job.id} job={job} />
        ))}
      </ul>
      <PageButtons pages={pages} pageInfo={moderationQueue.pageInfo} />
    </section>
  );
}
