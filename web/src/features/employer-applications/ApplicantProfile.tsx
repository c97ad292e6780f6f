import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { ApplicantProfile_applicant$key } from "../../__generated__/ApplicantProfile_applicant.graphql";
import { PROFILE_NAMESPACE } from "../../lib/profile-fields";

/** "hi" → "Hindi" in the reader's language; a name the browser does not know stays as given. */
function languageName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** "2015–2018", "2019–now", "2020": an entry's years, or nothing when none were given. */
function years(
  start: number | null | undefined,
  end: number | null | undefined,
  ongoing: boolean,
  now: string,
): string {
  const last = ongoing ? now : end;
  if (start && last && String(start) !== String(last)) return `${start}–${last}`;
  return String(start ?? last ?? "");
}

/**
 * The rest of a worker's profile as the employer of a job they applied to sees it: education and
 * experience in the worker's order, and languages. A native <details> under the card: closed on
 * a phone's list of applicants, opened where the employer wants to know more, no script needed.
 */
export function ApplicantProfile({
  applicant: applicantKey,
}: {
  applicant: ApplicantProfile_applicant$key;
}) {
  const { t, i18n } = useTranslation(["employerApplications", PROFILE_NAMESPACE]);
  const applicant = useFragment(
    graphql`
      fragment ApplicantProfile_applicant on Applicant {
        languagesKnown
        educations {
          id
          type
          instituteName
          fieldOfStudy
          startYear
          endYear
          currentlyStudying
        }
        experiences {
          id
          company
          positionTitle
          responsibilities
          startYear
          endYear
          currentlyWorking
        }
      }
    `,
    applicantKey,
  );
  const { educations, experiences, languagesKnown } = applicant;
  const now = t("card.profile.now");
  return (
    <details className="applicant__profile">
      <summary>{t("card.profile.show")}</summary>
      <section aria-label={t("card.profile.experience")}>
        <h3>{t("card.profile.experience")}</h3>
        {experiences.length > 0 ? (
          <ul className="applicant__entries">
            {experiences.map((entry) => (
              <li key={entry.id}>
                <p className="applicant__entry-title">
                  {t("card.profile.position", {
                    title: entry.positionTitle,
                    company: entry.company,
                  })}
                </p>
                <p className="applicant__entry-meta">
                  {years(entry.startYear, entry.endYear, entry.currentlyWorking, now)}
                </p>
                {entry.responsibilities ? <p>{entry.responsibilities}</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="applicant__entry-meta">{t("card.profile.noExperience")}</p>
        )}
      </section>
      <section aria-label={t("card.profile.education")}>
        <h3>{t("card.profile.education")}</h3>
        {educations.length > 0 ? (
          <ul className="applicant__entries">
            {educations.map((entry) => (
              <li key={entry.id}>
                <p className="applicant__entry-title">
                  {[
                    t(`profile:educationType.${entry.type}`, { defaultValue: "" }),
                    entry.fieldOfStudy,
                  ]
                    .filter(Boolean)
                    .join(", ")}
                </p>
                <p className="applicant__entry-meta">
                  {[
                    entry.instituteName,
                    years(entry.startYear, entry.endYear, entry.currentlyStudying, now),
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="applicant__entry-meta">{t("card.profile.noEducation")}</p>
        )}
      </section>
      <section aria-label={t("card.languages")}>
        <h3>{t("card.languages")}</h3>
        <p className={languagesKnown.length > 0 ? undefined : "applicant__entry-meta"}>
          {languagesKnown.length > 0
            ? languagesKnown.map((code) => languageName(code, i18n.language)).join(", ")
            : t("card.profile.noLanguages")}
        </p>
      </section>
    </details>
  );
}
