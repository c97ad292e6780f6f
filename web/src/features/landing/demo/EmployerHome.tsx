import { useTranslation } from "react-i18next";
import { Avatar } from "../../../components/Avatar";
import { formatNumber } from "../../../lib/format";
import { StatusBadge } from "./StatusBadge";
import { EMPLOYER, EMPLOYER_STATS, RECENT_APPLICANTS } from "./sample-data";
import { TourSpot } from "./TourSpot";

const STATS = ["activeJobs", "applications", "views", "hired"] as const;

export function EmployerHome() {
  const { t } = useTranslation("landing");
  return (
    <div className="demo-layout demo-layout--employer-home">
      <p className="demo-greeting">
        {t("demo.greeting", { name: EMPLOYER.firstName })}
        <span>{EMPLOYER.company}</span>
      </p>
      <TourSpot spot="stats">
        <ul className="demo-stats">
          {STATS.map((key) => (
            <li key={key}>
              <span className="demo-stats__value">{formatNumber(EMPLOYER_STATS[key])}</span>
              <span className="demo-stats__label">{t(`demo.employer.${key}`)}</span>
            </li>
          ))}
        </ul>
      </TourSpot>
      <TourSpot spot="recent" className="demo-card">
        <h3 className="demo-card__title">{t("demo.employer.recent")}</h3>
        <ul className="demo-list">
          {RECENT_APPLICANTS.map(({ name, job, status }) => (
            <li key={name} className="demo-list__item">
              <Avatar name={name} size={32} />
              <span className="demo-list__text">
                <strong>{name}</strong>
                <span>{t(`demo.sample.${job}`)}</span>
              </span>
              <StatusBadge status={status} />
            </li>
          ))}
        </ul>
      </TourSpot>
    </div>
  );
}
