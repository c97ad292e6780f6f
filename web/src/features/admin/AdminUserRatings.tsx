import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { AdminUserRatings_user$key } from "../../__generated__/AdminUserRatings_user.graphql";
import { formatDate, formatNumber } from "../../lib/format";

/** Ratings others gave them and they gave, revealed or not, and a worker's labour score. */
export function AdminUserRatings({ user }: { user: AdminUserRatings_user$key }) {
  const { t } = useTranslation("admin");
  const record = useFragment(
    graphql`
      fragment AdminUserRatings_user on User {
        ratingsReceived {
          rating
          review
          createdAt
        }
        ratingsGiven {
          rating
          review
          createdAt
        }
        accountLabourScore {
          overallScore
          rating
          jobsCompleted
          experience
          reliability
        }
      }
    `,
    user,
  );
  const score = record.accountLabourScore;
  const list = (
    title: string,
    ratings: readonly { rating: number; review?: string | null; createdAt: unknown }[],
  ) => (
    <>
      <h3>{title}</h3>
      {ratings.length === 0 ? <p>{t("userRecord.ratings.none")}</p> : null}
      <ul>
        {ratings.map((rating, index) => (
          // Ratings carry no id of their own; the list is the server's order and read-only.
          // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in the server's order
          <li key={index}>
            {t("userRecord.ratings.stars", { count: rating.rating })} ·{" "}
            {formatDate(rating.createdAt as string)}
            {rating.review ? ` · “${rating.review}”` : ""}
          </li>
        ))}
      </ul>
    </>
  );
  return (
    <section>
      <h2>{t("userRecord.ratings.title")}</h2>
      {score ? (
        <>
          <h3>{t("userRecord.score.title")}</h3>
          <p>{t("userRecord.score.overall", { score: formatNumber(score.overallScore) })}</p>
          <p>
            {t("userRecord.score.parts", {
              rating: formatNumber(score.rating),
              jobsCompleted: formatNumber(score.jobsCompleted),
              experience: formatNumber(score.experience),
              reliability: formatNumber(score.reliability),
            })}
          </p>
        </>
      ) : null}
      {list(t("userRecord.ratings.received"), record.ratingsReceived)}
      {list(t("userRecord.ratings.given"), record.ratingsGiven)}
    </section>
  );
}
