import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { RecommendationReasons_recommendation$key } from "../../__generated__/RecommendationReasons_recommendation.graphql";
import { reasonText } from "./reason-text";

/** "Why this job": the reasons the server gave, each in the reader's language. */
export function RecommendationReasons({
  recommendation,
}: {
  recommendation: RecommendationReasons_recommendation$key;
}) {
  const { t } = useTranslation(["dashboard", "common", "profile"]);
  const data = useFragment(
    graphql`
      fragment RecommendationReasons_recommendation on RecommendedJob {
        reasons {
          key
          values {
            name
            value
          }
        }
      }
    `,
    recommendation,
  );
  const lines = data.reasons.map((reason) => reasonText(t, reason)).filter(Boolean);
  if (lines.length === 0) return null;
  return (
    <section className="recommendation-reasons" aria-label={t("recommended.why")}>
      <h3 className="recommendation-reasons__title">{t("recommended.why")}</h3>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
