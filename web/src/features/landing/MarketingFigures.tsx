import { useTranslation } from "react-i18next";
import { MARKETING_FIGURES } from "../../config";
import { formatNumber } from "../../lib/format";

const { workers, employers, cities, placementRatePercent, families, states, upcomingStates } =
  MARKETING_FIGURES;

const FIGURES = [
  { key: "workers", value: "figures.atLeast", amount: workers },
  { key: "employers", value: "figures.atLeast", amount: employers },
  { key: "cities", value: "figures.atLeast", amount: cities },
  { key: "placement", value: "figures.percent", amount: placementRatePercent },
  { key: "families", value: "figures.exact", amount: families },
  { key: "states", value: "figures.exact", amount: states },
] as const;

/** The figures of SPEC section 1, as a strip of plain numbers under the hero. */
export function MarketingFigures() {
  const { t } = useTranslation("landing");
  return (
    <section className="figures" aria-labelledby="figures-title">
      <div className="container">
        <h2 id="figures-title" className="visually-hidden">
          {t("figures.title")}
        </h2>
        <dl className="figures__list">
          {FIGURES.map(({ key, value, amount }) => (
            <div key={key} className="figures__item">
              <dt className="figures__label">{t(`figures.${key}`)}</dt>
              <dd className="figures__value">{t(value, { value: formatNumber(amount) })}</dd>
            </div>
          ))}
        </dl>
        <p className="figures__note">
          {t("figures.expansion", { states: formatNumber(states), count: upcomingStates })}
        </p>
      </div>
    </section>
  );
}
