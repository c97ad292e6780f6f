import { useId } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { ProfileCompletionCard_user$key } from "../../__generated__/ProfileCompletionCard_user.graphql";
import { PROFILE_COMPLETE_PERCENT } from "../../config";

/** How complete the profile is (SPEC section 5), as a bar, and what is still missing in words. */
export function ProfileCompletionCard({ user: userKey }: { user: ProfileCompletionCard_user$key }) {
  const { t } = useTranslation("dashboard");
  const id = useId();
  const { profileCompletion } = useFragment(
    graphql`
      fragment ProfileCompletionCard_user on User {
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
          <p className="completion__missing-title">{t("completion.missing")}</p>
          <ul className="completion__missing">
            {missingFields.map((field) => (
              <li key={field}>
                {t(`fields.${field}`, { defaultValue: field.replace(/_/g, " ") })}
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
