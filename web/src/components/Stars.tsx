import "./stars.css";
import { useTranslation } from "react-i18next";
import { RATING_MAX } from "../config";

/** A whole-star rating as stars, read out as "4 of 5 stars". */
export function Stars({ value }: { value: number }) {
  const { t } = useTranslation("common");
  const on = Math.max(0, Math.min(RATING_MAX, Math.round(value)));
  return (
    <span className="stars" role="img" aria-label={t("stars", { value, max: RATING_MAX })}>
      {"★".repeat(on)}
      <span className="stars__off">{"★".repeat(RATING_MAX - on)}</span>
    </span>
  );
}
