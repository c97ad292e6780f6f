import { useTranslation } from "react-i18next";
import { RATING_MAX } from "../../config";

/** A worker's rating as stars and numbers ("★★★★☆ 4.4 · 12 ratings"), or that there is none. */
export function ApplicantRating({
  average,
  count,
}: {
  average: number | null | undefined;
  count: number;
}) {
  const { t } = useTranslation("employerApplications");
  if (count === 0 || average == null) {
    return <span className="applicant__rating applicant__rating--none">{t("card.noRatings")}</span>;
  }
  const rounded = Math.round(average);
  const shown = average.toFixed(1);
  return (
    <span className="applicant__rating">
      <span
        className="applicant__stars"
        role="img"
        aria-label={t("card.rating", { average: shown, max: RATING_MAX })}
      >
        {"★".repeat(rounded)}
        <span className="applicant__stars-off">
          {"★".repeat(Math.max(0, RATING_MAX - rounded))}
        </span>
      </span>{" "}
      {shown} · {t("card.ratingCount", { count })}
    </span>
  );
}
