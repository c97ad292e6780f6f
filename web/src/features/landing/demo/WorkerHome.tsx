import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { RATING_MAX } from "../../../config";
import { formatCurrency, formatNumber } from "../../../lib/format";
import { StatusBadge } from "./StatusBadge";
import { RECOMMENDED_JOBS, WORKER, WORKER_APPLICATIONS } from "./sample-data";
import { TourSpot } from "./TourSpot";

export function WorkerHome() {
  const { t } = useTranslation("landing");
  const firstName = WORKER.name.split(" ")[0];
  return (
    <div className="demo-layout demo-layout--worker-home">
      <p className="demo-greeting">{t("demo.greeting", { name: firstName })}</p>
      <TourSpot spot="score" className="demo-card demo-score">
        <div
          className="demo-score__ring"
          style={{ "--score": WORKER.score } as CSSProperties}
          role="img"
          aria-label={t("demo.worker.scoreOf", { score: WORKER.score })}
        >
          <strong>{WORKER.score}</strong>
        </div>
        <div>
          <h3 className="demo-card__title">{t("demo.worker.score")}</h3>
          <p className="demo-score__hint">{t("demo.worker.scoreHint")}</p>
        </div>
        <dl className="demo-score__facts">
          <div>
            <dt>{t("demo.worker.rating")}</dt>
            <dd>
              <span aria-hidden="true">
                <span className="demo-star">★</span> {formatNumber(WORKER.rating)}
              </span>
              <span className="visually-hidden">
                {t("rated", { rating: formatNumber(WORKER.rating), max: RATING_MAX })}
              </span>
            </dd>
          </div>
          <div>
            <dt>{t("demo.worker.jobsDone")}</dt>
            <dd>{formatNumber(WORKER.jobsDone)}</dd>
          </div>
          <div>
            <dt>{t("demo.worker.experience")}</dt>
            <dd>{t("demo.years", { count: WORKER.experienceYears })}</dd>
          </div>
        </dl>
      </TourSpot>
      <TourSpot spot="recommended" className="demo-card">
        <h3 className="demo-card__title">{t("demo.worker.recommended")}</h3>
        <ul className="demo-list">
          {RECOMMENDED_JOBS.map(({ job, employer, city, dailyWage }) => (
            <li key={employer} className="demo-list__item">
              <span className="demo-list__text">
                <strong>{t(`demo.sample.${job}`)}</strong>
                <span>
                  {employer} · {city}
                </span>
              </span>
              <span className="demo-wage">
                {formatCurrency(dailyWage)}
                <span>{t("common:salaryPeriod.PER_DAY")}</span>
              </span>
            </li>
          ))}
        </ul>
      </TourSpot>
      <TourSpot spot="myApplications" className="demo-card">
        <h3 className="demo-card__title">{t("demo.worker.applications")}</h3>
        <ul className="demo-list">
          {WORKER_APPLICATIONS.map(({ job, employer, status, action }) => (
            <li key={job} className="demo-list__item">
              <span className="demo-list__text">
                <strong>{t(`demo.sample.${job}`)}</strong>
                <span>{employer}</span>
              </span>
              <span className="demo-list__end">
                <StatusBadge status={status} />
                {action && <span className="demo-action">{t(`demo.worker.${action}`)}</span>}
              </span>
            </li>
          ))}
        </ul>
      </TourSpot>
    </div>
  );
}
