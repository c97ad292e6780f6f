import { useTranslation } from "react-i18next";
import { UPCOMING_STATES } from "../../config";
import { formatNumber } from "../../lib/format";
import { type MarketingFigure, usePublicSettings } from "../../lib/public-settings";

const LABELS = {
  workers: "figures.workers",
  employers: "figures.employers",
  cities: "figures.cities",
  placementRatePercent: "figures.placement",
  families: "figures.families",
  states: "figures.states",
} as const;

/**
 * The figures of SPEC section 1, as a strip of plain numbers under the hero: each the real
 * number once the platform is big enough, else the admin's target, said to be a goal (the
 * server decides, api services/content/public-settings.ts).
 */
export function MarketingFigures() {
  const { t } = useTranslation("landing");
  const settings = usePublicSettings();
  if (!settings || settings.figures.length === 0) return null;
  const amount = ({ key, value }: MarketingFigure) =>
    key === "placementRatePercent"
      ? t("figures.percent", { value: formatNumber(value) })
      : t("figures.exact", { value: formatNumber(value) });
  const states = settings.figures.find((figure) => figure.key === "states");
  return (
    <section className="figures" aria-labelledby="figures-title">
      <div className="container">
        <h2 id="figures-title" className="visually-hidden">
          {t("figures.title")}
        </h2>
        <dl className="figures__list">
          {settings.figures.map((figure) => (
            <div
              key={figure.key}
              className={`figures__item${figure.isTarget ? " figures__item--goal" : ""}`}
            >
              <dt className="figures__label">{t(LABELS[figure.key])}</dt>
              <dd className="figures__value">
                {figure.isTarget ? t("figures.goal", { value: amount(figure) }) : amount(figure)}
              </dd>
            </div>
          ))}
        </dl>
        {/* "Working in N states today" only when N is what the platform really has. */}
        {states && !states.isTarget ? (
          <p className="figures__note">
            {t("figures.expansion", { states: formatNumber(states.value), count: UPCOMING_STATES })}
          </p>
        ) : null}
      </div>
    </section>
  );
}
