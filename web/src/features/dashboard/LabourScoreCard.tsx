import "./labour-score.css";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { LabourScoreCard_score$key } from "../../__generated__/LabourScoreCard_score.graphql";

const PARTS = ["rating", "jobsCompleted", "experience", "reliability"] as const;
type Part = (typeof PARTS)[number];

/**
 * The worker's labour score (issue 16): overall and its four parts, each 0 to 100, as bars, and
 * one sentence on the part with most to gain (the server names it: `weakest`).
 */
export function LabourScoreCard({ score: key }: { score: LabourScoreCard_score$key }) {
  const { t } = useTranslation("trust");
  const id = useId();
  const score = useFragment(
    graphql`
      fragment LabourScoreCard_score on LabourScore {
        overallScore
        rating
        jobsCompleted
        experience
        reliability
        weakest
      }
    `,
    key,
  );
  const weakest = (PARTS as readonly string[]).includes(score.weakest)
    ? (score.weakest as Part)
    : null;
  return (
    <section className="labour-score card" aria-labelledby={`${id}-title`}>
      <div className="labour-score__header">
        <h2 id={`${id}-title`}>{t("score.heading")}</h2>
        <p className="labour-score__overall">{t("score.overall", { score: score.overallScore })}</p>
      </div>
      <ul className="labour-score__parts">
        {PARTS.map((part) => (
          <li key={part} className="labour-score__part">
            <span className="labour-score__label" id={`${id}-${part}`}>
              {t(`score.parts.${part}`)}
            </span>
            <span className="labour-score__value">{score[part]}</span>
            <div
              className="labour-score__bar"
              role="progressbar"
              aria-labelledby={`${id}-${part}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={score[part]}
            >
              <span style={{ width: `${score[part]}%` }} />
            </div>
          </li>
        ))}
      </ul>
      {weakest ? <p className="labour-score__advice">{t(`score.advice.${weakest}`)}</p> : null}
    </section>
  );
}
