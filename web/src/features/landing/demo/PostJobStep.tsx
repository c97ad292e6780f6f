import { useTranslation } from "react-i18next";
import { JOB_FORM_STEPS } from "../../../config";
import { JOB_DRAFT } from "./sample-data";
import { TourSpot } from "./TourSpot";

/** A picture of the job form's first step, filled in; nothing here can be typed into. */
export function PostJobStep() {
  const { t } = useTranslation("landing");
  const fields = [
    ["title", t(`demo.sample.${JOB_DRAFT.title}`)],
    ["jobType", t(`common:jobType.${JOB_DRAFT.jobType}`)],
    ["state", JOB_DRAFT.state],
    ["city", JOB_DRAFT.city],
    ["positions", String(JOB_DRAFT.positions)],
  ] as const;
  return (
    <TourSpot spot="form" className="demo-card demo-form">
      <div className="demo-form__head">
        <h3 className="demo-card__title">{t("demo.postJob.heading")}</h3>
        <span className="demo-form__step">
          {t("demo.postJob.step", { step: 1, count: JOB_FORM_STEPS })}
        </span>
      </div>
      <div className="demo-progress" aria-hidden="true">
        <span style={{ width: `${100 / JOB_FORM_STEPS}%` }} />
      </div>
      <p className="demo-form__name">{t("demo.postJob.basicInfo")}</p>
      <dl className="demo-form__fields">
        {fields.map(([key, value]) => (
          <div key={key} className={`demo-field demo-field--${key}`}>
            <dt>{t(`demo.postJob.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <span className="button button--primary demo-form__next">{t("demo.postJob.next")}</span>
    </TourSpot>
  );
}
