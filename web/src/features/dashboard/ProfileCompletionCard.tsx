import { useId } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { ProfileCompletionCard_user$key } from "../../__generated__/ProfileCompletionCard_user.graphql";
import { PROFILE_COMPLETE_PERCENT } from "../../config";
import { PROFILE_NAMESPACE, profileFieldLabel } from "../../lib/profile-fields";
import { dashboardPath } from "../../lib/user-type";

/** How complete the profile is (SPEC section 5), as a bar, and what is still missing in words. */
export function ProfileCompletionCard({ user: userKey }: { user: ProfileCompletionCard_user$key }) {
  const { t } = useTranslation(["dashboard", PROFILE_NAMESPACE]);
  const id = useId();
  const { profileCompletion, userType } = useFragment(
    graphql`
      fragment ProfileCompletionCard_user on User {
        userType
        profileCompletion {
          percentage
          isComplete
          missingFields
        }
      }
    `,
    userKey,
  );
  const { percentage, isComplete, missingFields } = profileCompletion;
  // Each missing field opens the editor at its input (features/profile reads ?field=). The
  // server lists required fields before important ones, so the first raises the score most.
  const editorPath = `${dashboardPath(userType === "EMPLOYER" ? "employer" : "labour")}/profile`;
  const fieldName = (field: string) => profileFieldLabel(t, field);
  return (
    <section className="completion card" aria-labelledby={`${id}-title`}>
      <div className="completion__header">
        <h2 id={`${id}-title`}>{t("completion.heading")}</h2>
        <p className="completion__percent">{t("completion.percent", { percentage })}</p>
      </div>
      <div
        className={`completion__bar${isComplete ? " completion__bar--complete" : ""}`}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percentage}
        aria-label={t("completion.progressLabel", { percentage })}
      >
        <span style={{ width: `${percentage}%` }} />
      </div>
      <p className="completion__note">
        {isComplete
          ? t("completion.complete")
          : t("completion.incomplete", { threshold: PROFILE_COMPLETE_PERCENT })}
      </p>
      {missingFields.length > 0 ? (
        <>
          <p className="completion__next">
            <Link
              className="button button--primary"
              to={`${editorPath}?field=${encodeURIComponent(missingFields[0] ?? "")}`}
            >
              {t("completion.addNext", { field: fieldName(missingFields[0] ?? "") })}
            </Link>
          </p>
          <p className="completion__missing-title">{t("completion.missing")}</p>
          <ul className="completion__missing">
            {missingFields.map((field) => (
              <li key={field}>
                <Link to={`${editorPath}?field=${encodeURIComponent(field)}`}>
                  {fieldName(field)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="completion__note">{t("completion.nothingMissing")}</p>
      )}
    </section>
  );
}
