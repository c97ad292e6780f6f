import { Suspense, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { ApplicantReviewsQuery } from "../../__generated__/ApplicantReviewsQuery.graphql";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { ReviewItems } from "../../components/ReviewList";

/** How many of the worker's reviews the card opens (newest first). */
const REVIEWS_SHOWN = 10;

function Reviews({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation("employerApplications");
  const { node } = useLazyLoadQuery<ApplicantReviewsQuery>(
    graphql`
      query ApplicantReviewsQuery($id: ID!, $first: Int!) {
        node(id: $id) {
          ... on Application {
            applicant {
              reviews(first: $first) {
                raterFirstName
                rating
                review
                createdAt
              }
            }
          }
        }
      }
    `,
    { id: applicationId, first: REVIEWS_SHOWN },
  );
  const reviews = node?.applicant?.reviews ?? [];
  if (reviews.length === 0) return <p>{t("card.reviewsNone")}</p>;
  return <ReviewItems reviews={reviews} />;
}

/**
 * The worker's reviews from other employers on the applicant card, loaded only when the employer
 * opens them ("Read reviews"): a small query of its own, so the applications page stays within
 * the GraphQL cost limit however many applicants it lists. Nothing without revealed ratings.
 */
export function ApplicantReviews({
  applicationId,
  count,
}: {
  applicationId: string;
  count: number;
}) {
  const { t } = useTranslation("employerApplications");
  const [open, setOpen] = useState(false);
  const id = useId();
  if (count === 0) return null;
  return (
    <div className="applicant__reviews review-list">
      <button
        type="button"
        className="button button--ghost"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((current) => !current)}
      >
        {open ? t("card.hideReviews") : t("card.readReviews", { count })}
      </button>
      {open ? (
        <div id={id} aria-live="polite">
          <QueryErrorBoundary
            resetKey={applicationId}
            fallback={() => <p role="alert">{t("card.reviewsFailed")}</p>}
          >
            <Suspense fallback={<p aria-busy="true">{t("card.reviewsLoading")}</p>}>
              <Reviews applicationId={applicationId} />
            </Suspense>
          </QueryErrorBoundary>
        </div>
      ) : null}
    </div>
  );
}
