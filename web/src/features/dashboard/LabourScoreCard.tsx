import "./labour-score.css";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { LabourScoreCard_score$key } from "../../__generated__/LabourScoreCard_score.graphql";

const PARTS = ["rating", "jobsCompleted", "experience", "reliability"] as const;
type Part = (typeof PARTS)[number];

/**
 * The worker's labour score: overall and its four parts, each said as what it is (ratings, jobs,
 * years, hires completed) with the points it scores out of 100 as a bar, and one sentence on the
 * part with most to gain (the server names it: `weakest`). A part's points are not a count: six
 * years score 60, and a newcomer's rating scores from a starting value, so "Rating 63" beside no
 * rating at all would say something false.
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
        ratingCount
        completedCount
        cancelledCount
        experienceYears
      }
    `,
    key,
  );
  const ended = score.completedCount + score.cancelledCount;
  const said: Record<Part, string> = {
    rating:
      score.ratingCount === 0
        ? t("score.values.noRatings")
        : t("score.values.ratings", { count: score.ratingCount }),
    jobsCompleted: t("score.values.jobs", { count: score.completedCount }),
    experience:
      score.experienceYears === null || score.experienceYears === undefined
        ? t("score.values.noYears")
        : t("score.values.years", { count: score.experienceYears }),
    reliability:
      ended === 0
        ? t("score.values.noHires")
        : t("score.values.hires", { completed: score.completedCount, ended }),
  };
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
            <span className="labour-score__value">{said[part]}</span>
            <div
              className="labour-score__bar"
              role="progressbar"
              aria-labelledby={`${id}-${part}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={score[part]}
              aria-valuetext={t("score.values.points", { score: score[part] })}
              title={t("score.values.points", { score: score[part] })}
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
