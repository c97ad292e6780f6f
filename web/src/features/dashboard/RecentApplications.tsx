import "./employer-dashboard.css";
import { useTranslation } from "react-i18next";
import { graphql, useFragment, usePaginationFragment } from "react-relay";
import { Link } from "react-router";
import type { RecentApplicationItem_application$key } from "../../__generated__/RecentApplicationItem_application.graphql";
import type { RecentApplications_user$key } from "../../__generated__/RecentApplications_user.graphql";
import type { RecentApplicationsPaginationQuery } from "../../__generated__/RecentApplicationsPaginationQuery.graphql";
import { ApplicationStatusBadge } from "../../components/ApplicationStatusBadge";
import { LoadMore } from "../../components/LoadMore";
import { jobApplicationsPath } from "../../lib/employer-paths";
import { formatNumber, formatRelativeTime } from "../../lib/format";
import { useLoadMore } from "../../lib/use-load-more";

function RecentApplicationItem({
  application: key,
}: {
  application: RecentApplicationItem_application$key;
}) {
  const { t } = useTranslation("dashboard");
  const application = useFragment(
    graphql`
      fragment RecentApplicationItem_application on Application {
        status
        appliedAt
        applicant {
          firstName
          lastName
        }
        job {
          id
          title
        }
      }
    `,
    key,
  );
  const name = `${application.applicant.firstName} ${application.applicant.lastName}`;
  return (
    <li className="recent-application">
      {application.job ? (
        <Link className="recent-application__link" to={jobApplicationsPath(application.job.id)}>
          {t("employer.appliedFor", { name, job: application.job.title })}
        </Link>
      ) : (
        <span>{name}</span>
      )}
      <span className="recent-application__meta">
        <ApplicationStatusBadge status={application.status} />
        <time dateTime={application.appliedAt}>{formatRelativeTime(t, application.appliedAt)}</time>
      </span>
    </li>
  );
}

/**
 * Applications to the employer's jobs, newest first: a few, then more a page at a time in place.
 * New ones come in on top while the page is open (use-received-applications.ts).
 */
export function RecentApplications({ user: key }: { user: RecentApplications_user$key }) {
  const { t } = useTranslation("dashboard");
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    RecentApplicationsPaginationQuery,
    RecentApplications_user$key
  >(
    graphql`
      fragment RecentApplications_user on User
      @argumentDefinitions(first: { type: "Int", defaultValue: 5 }, after: { type: "String" })
      @refetchable(queryName: "RecentApplicationsPaginationQuery") {
        receivedApplications(first: $first, after: $after)
          @connection(key: "RecentApplications_receivedApplications") {
          totalCount
          edges {
            node {
              id
              ...RecentApplicationItem_application
            }
          }
        }
      }
    `,
    key,
  );
  const applications = data.receivedApplications;
  const edges = applications.edges;
  const more = useLoadMore({
    count: edges.length,
    loadNext,
    hasNext,
    isLoadingNext,
    itemSelector: ".recent-application__link",
  });
  return (
    <section className="recent-applications card" aria-labelledby="recent-applications">
      <h2 id="recent-applications">
        {t("employer.recentApplications", { count: formatNumber(applications.totalCount) })}
      </h2>
      {edges.length === 0 ? (
        <p>{t("employer.noApplications")}</p>
      ) : (
        <ol className="recent-applications__list" ref={more.listRef} aria-live="polite">
          {edges.map((edge) => (
            <RecentApplicationItem key={edge.node.id} application={edge.node} />
          ))}
        </ol>
      )}
      <LoadMore
        state={more}
        labels={{
          failed: t("employer.loadMoreFailed"),
          more: t("employer.loadMore"),
          loading: t("employer.loadingMore"),
        }}
      />
    </section>
  );
}
