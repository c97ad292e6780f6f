import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { Reputation_employer$key } from "../../__generated__/Reputation_employer.graphql";
import { ReviewList } from "../../components/ReviewList";
import { Stars } from "../../components/Stars";
import { formatRating } from "../../lib/format";

/**
 * The employer's reputation on the job page: workers' revealed ratings (average to one
 * decimal and count, or "New"), the "Pays as promised" line once enough workers answered, and
 * the reviews to open.
 */
export function Reputation({ employer: key }: { employer: Reputation_employer$key }) {
  const { t } = useTranslation("job");
  const { rating, paidAsPromised, reviews } = useFragment(
    graphql`
      fragment Reputation_employer on Employer {
        rating {
          average
          count
        }
        paidAsPromised {
          answers
          paidInFull
        }
        reviews(first: 10) {
          raterFirstName
          rating
          review
          createdAt
        }
      }
    `,
    key,
  );
  return (
    <div className="reputation">
      {rating.count > 0 && rating.average != null ? (
        <p className="reputation__rating">
          <Stars value={rating.average} />{" "}
          {t("employer.rating", { average: formatRating(rating.average), count: rating.count })}
        </p>
      ) : (
        <p className="reputation__rating">{t("employer.ratingNew")}</p>
      )}
      {paidAsPromised ? (
        <p className="reputation__paid">
          {t("employer.paid", {
            paidInFull: paidAsPromised.paidInFull,
            answers: paidAsPromised.answers,
          })}
        </p>
      ) : null}
      <ReviewList reviews={reviews} summary={t("employer.reviews", { count: rating.count })} />
    </div>
  );
}
