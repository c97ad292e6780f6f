import { useTranslation } from "react-i18next";
import { graphql, usePaginationFragment } from "react-relay";
import { Link } from "react-router";
import type { ApplicationHistory_query$key } from "../../__generated__/ApplicationHistory_query.graphql";
import type { ApplicationHistoryPaginationQuery } from "../../__generated__/ApplicationHistoryPaginationQuery.graphql";
import { ApplicationStatusBadge } from "../../components/ApplicationStatusBadge";
import { LoadMore } from "../../components/LoadMore";
import { formatRelativeTime } from "../../lib/format";
import { jobPath } from "../../lib/job-paths";
import { useLoadMore } from "../../lib/use-load-more";
import { MY_APPLICATIONS_PATH } from "../../lib/worker-paths";

/**
 * The worker's application history, newest first, one line each: the job, its employer, the
 * status as it is now (the live notification stream updates it in the store) and when it last
 * changed. More load in place; the full cards, with their actions, are on "My applications".
 */
export function ApplicationHistory({ query: key }: { query: ApplicationHistory_query$key }) {
  const { t } = useTranslation("dashboard");
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    ApplicationHistoryPaginationQuery,
    ApplicationHistory_query$key
  >(
    graphql`
      fragment ApplicationHistory_query on Query
      @argumentDefinitions(first: { type: "Int!" }, after: { type: "String" })
      @refetchable(queryName: "ApplicationHistoryPaginationQuery") {
        viewerAsLabour {
          applications(first: $first, after: $after)
            @connection(key: "ApplicationHistory_applications") {
            totalCount
            edges {
              node {
                id
                status
                statusChangedAt
                job {
                  id
                  title
                  employer {
                    companyName
                  }
                }
                preferredRoles
              }
            }
          }
        }
      }
    `,
    key,
  );
  const { edges, totalCount } = data.viewerAsLabour.applications;
  const more = useLoadMore({
    count: edges.length,
    loadNext,
    hasNext,
    isLoadingNext,
    itemSelector: ".recent-application__title",
  });
  return (
    <section className="home-section" aria-labelledby="recent-applications-title">
      <div className="home-section__header">
        <h2 id="recent-applications-title">{t("home.applications", { count: totalCount })}</h2>
        {totalCount > 0 ? <Link to={MY_APPLICATIONS_PATH}>{t("home.seeAll")}</Link> : null}
      </div>
      {edges.length === 0 ? (
        <div className="card home-section__empty">
          <p>{t("home.noApplications")}</p>
          <Link to="/jobs" className="button button--primary">
            {t("actions.findJobs")}
          </Link>
        </div>
      ) : (
        <>
          <ol className="recent-applications card" ref={more.listRef}>
            {edges.map(({ node }) => (
              <li key={node.id} className="recent-application">
                <div className="recent-application__what">
                  {node.job ? (
                    <Link to={jobPath(node.job.id)} className="recent-application__title">
                      {node.job.title}
                    </Link>
                  ) : (
                    <span className="recent-application__title" tabIndex={-1}>
                      {t("home.generalApplication", {
                        roles: node.preferredRoles.join(", ") || t("home.anyRole"),
                      })}
                    </span>
                  )}
                  <span className="recent-application__employer">
                    {node.job?.employer.companyName}
                  </span>
                </div>
                <div className="recent-application__state">
                  <ApplicationStatusBadge status={node.status} />
                  <time dateTime={node.statusChangedAt}>
                    {formatRelativeTime(t, node.statusChangedAt)}
                  </time>
                </div>
              </li>
            ))}
          </ol>
          <LoadMore
            state={more}
            labels={{
              failed: t("home.loadMoreFailed"),
              more: t("home.loadMore"),
              loading: t("home.loadingMore"),
            }}
          />
        </>
      )}
    </section>
  );
}
