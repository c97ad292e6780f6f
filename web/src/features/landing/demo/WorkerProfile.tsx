import { useTranslation } from "react-i18next";
import { Avatar } from "../../../components/Avatar";
import { formatCurrency } from "../../../lib/format";
import { WORKER } from "./sample-data";
import { TourSpot } from "./TourSpot";

export function WorkerProfile() {
  const { t } = useTranslation("landing");
  const facts = [
    ["experience", t("demo.years", { count: WORKER.experienceYears })],
    ["languages", WORKER.languages.map((language) => t(`demo.sample.${language}`)).join(", ")],
    [
      "expectedPay",
      `${formatCurrency(WORKER.expectedDailyWage)} ${t("common:salaryPeriod.PER_DAY")}`,
    ],
    ["shift", t("demo.profile.dayShift")],
  ] as const;
  return (
    <TourSpot spot="profile" className="demo-card demo-profile">
      <div className="demo-profile__head">
        <Avatar name={WORKER.name} size={56} />
        <div>
          <h3 className="demo-profile__name">{WORKER.name}</h3>
          <p className="demo-profile__role">
            {t(`demo.sample.${WORKER.trade}`)} · {WORKER.city}, {WORKER.state}
          </p>
          <ul className="demo-verified">
            <li>{t("demo.profile.phoneVerified")}</li>
            <li>{t("demo.profile.idVerified")}</li>
          </ul>
        </div>
      </div>
      <div className="demo-meter">
        <span>{t("demo.profile.complete", { percent: WORKER.profilePercent })}</span>
        <div className="demo-progress" aria-hidden="true">
          <span style={{ width: `${WORKER.profilePercent}%` }} />
        </div>
      </div>
      <div className="demo-profile__body">
        <div>
          <h4 className="demo-profile__heading">{t("demo.profile.skills")}</h4>
          <ul className="demo-chips">
            {WORKER.skills.map((skill) => (
              <li key={skill}>{t(`demo.sample.${skill}`)}</li>
            ))}
          </ul>
        </div>
        <dl className="demo-facts">
          {facts.map(([key, value]) => (
            <div key={key}>
              <dt>{t(`demo.profile.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </TourSpot>
  );
}
