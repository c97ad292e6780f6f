import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { ApplicantCard_application$key } from "../../__generated__/ApplicantCard_application.graphql";
import { Avatar } from "../../components/Avatar";
import { DateFact } from "../../components/DateFact";
import type { OnNotice } from "../../components/NoticeBar";
import { RatePanel } from "../../components/RatePanel";
import { VerifiedIcon } from "../../components/VerifiedIcon";
import { WorkCheckPanel } from "../../components/WorkCheckPanel";
import { formatDate } from "../../lib/format";
import { textLanguage } from "../../lib/text-language";
import { ApplicantContact } from "./ApplicantContact";
import { ApplicantProfile } from "./ApplicantProfile";
import { ApplicantRating } from "./ApplicantRating";
import { ApplicantReviews } from "./ApplicantReviews";
import { ApplicationMoves } from "./ApplicationMoves";

/**
 * One application to the employer's job: who applied (name, verification, place, skills,
 * experience, rating), what they wrote, where it stands; then the ways to reach them
 * (ApplicantContact) and what the employer can do now (ApplicationMoves).
 */
export function ApplicantCard({
  application: applicationKey,
  onNotice,
}: {
  application: ApplicantCard_application$key;
  onNotice: OnNotice;
}) {
  const { t, i18n } = useTranslation("employerApplications");
  const application = useFragment(
    graphql`
      fragment ApplicantCard_application on Application {
        id
        status
        coverNote
        feedback
        contactStatus
        contactMethod
        contactedAt
        appliedAt
        statusChangedAt
        applicant {
          firstName
          lastName
          state
          city
          profilePicture
          isVerified
          skills
          experienceYears
          rating {
            average
            count
          }
          ...ApplicantProfile_applicant
        }
        ...ApplicantContact_application
        ...ApplicationMoves_application
        ...RatePanel_application
        ...WorkCheckPanel_application
      }
    `,
    applicationKey,
  );

  const { applicant } = application;
  const name = `${applicant.firstName} ${applicant.lastName}`.trim();
  const contactLine =
    application.contactStatus === "CONTACTED"
      ? t(
          `card.contactStatus.${application.contactMethod ? `CONTACTED_${application.contactMethod}` : "CONTACTED"}`,
          { date: application.contactedAt ? formatDate(application.contactedAt) : "" },
        )
      : t(`card.contactStatus.${application.contactStatus}`);
  const place =
    [applicant.city, applicant.state !== applicant.city ? applicant.state : null]
      .filter(Boolean)
      .join(", ") || t("card.placeUnknown");

  return (
    <article className="applicant card" aria-labelledby={`applicant-${application.id}`}>
      <header className="applicant__header">
        <Avatar name={name} src={applicant.profilePicture} size={48} />
        <div className="applicant__who">
          <h2 className="applicant__name" id={`applicant-${application.id}`}>
            {name}
            {applicant.isVerified ? (
              <span className="applicant__verified" title={t("card.verified")}>
                <VerifiedIcon />
                <span className="visually-hidden">{t("card.verified")}</span>
              </span>
            ) : null}
          </h2>
          <p className="applicant__place">{place}</p>
        </div>
        <span className={`badge applicant__status applicant__status--${application.status}`}>
          {t(`applicationStatus:label.${application.status}`)}
        </span>
      </header>

      <p className="applicant__facts">
        <span>
          {applicant.experienceYears == null
            ? t("card.experienceNone")
            : t("card.experience", { count: applicant.experienceYears })}
        </span>
        <ApplicantRating average={applicant.rating.average} count={applicant.rating.count} />
      </p>
      <ApplicantReviews applicationId={application.id} count={applicant.rating.count} />

      {applicant.skills.length > 0 ? (
        <ul className="applicant__skills" aria-label={t("card.skills")}>
          {applicant.skills.map((skill) => (
            <li key={skill} className="applicant__skill">
              {skill}
            </li>
          ))}
        </ul>
      ) : null}

      <ApplicantProfile applicant={applicant} />

      {application.coverNote ? (
        <div className="applicant__note">
          <h3>{t("card.coverNote")}</h3>
          <p lang={textLanguage(application.coverNote, i18n.language)}>{application.coverNote}</p>
        </div>
      ) : null}

      <dl className="applicant__dates">
        <DateFact label={t("card.applied")} date={application.appliedAt} />
        <DateFact label={t("card.updated")} date={application.statusChangedAt} />
        <div>
          <dt>{t("card.contact")}</dt>
          <dd className={`applicant__contact--${application.contactStatus}`}>{contactLine}</dd>
        </div>
      </dl>

      {application.feedback ? (
        <div className="applicant__note applicant__feedback">
          <h3>{t("card.feedback")}</h3>
          <p>{application.feedback}</p>
        </div>
      ) : null}

      <ApplicantContact application={application} name={name} />
      <ApplicationMoves application={application} name={name} onNotice={onNotice} />
      <WorkCheckPanel application={application} side="employer" />
      <RatePanel application={application} side="worker" />
    </article>
  );
}
