import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { JobCard_job$key } from "../../__generated__/JobCard_job.graphql";
import type { RecommendationReasons_recommendation$key } from "../../__generated__/RecommendationReasons_recommendation.graphql";
import { LoadMore } from "../../components/LoadMore";
import type { LoadMoreState } from "../../lib/use-load-more";
import { JobCard } from "../jobs/JobCard";
import { RecommendationReasons } from "./RecommendationReasons";

type Edge = {
  readonly node: RecommendationReasons_recommendation$key & {
    readonly job: JobCard_job$key & { readonly id: string };
  };
};

/** Recommended jobs as job cards, each with "Why this job", and the list's "Show more". */
export function RecommendationList({
  edges,
  more,
}: {
  edges: readonly Edge[];
  more: LoadMoreState;
}) {
  const { t } = useTranslation("dashboard");
  const [now] = useState(() => new Date());
  return (
    <>
      <ol className="job-list recommended-jobs__list" ref={more.listRef}>
        {edges.map(({ node }) => (
          <li key={node.job.id} className="recommended-jobs__item">
            <JobCard job={node.job} now={now} />
            <RecommendationReasons recommendation={node} />
          </li>
        ))}
      </ol>
      <LoadMore
        state={more}
        labels={{
          failed: t("recommended.loadMoreFailed"),
          more: t("recommended.loadMore"),
          loading: t("recommended.loadingMore"),
        }}
      />
    </>
  );
}
