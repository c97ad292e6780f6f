import { useTranslation } from "react-i18next";
import { RATING_MAX } from "../../../config";

const STAR = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";

/** Filled and empty stars, read out as "Rated 4 out of 5". */
export function StarRating({ rating }: { rating: number }) {
  const { t } = useTranslation("landing");
  return (
    <span className="stars" role="img" aria-label={t("rated", { rating, max: RATING_MAX })}>
      {Array.from({ length: RATING_MAX }, (_, index) => (
        <svg
          // Star positions, fixed.
          // biome-ignore lint/suspicious/noArrayIndexKey: positions, not items
          key={index}
          className={index < Math.round(rating) ? "stars__on" : "stars__off"}
          width="18"
          height="18"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <path d={STAR} fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}
