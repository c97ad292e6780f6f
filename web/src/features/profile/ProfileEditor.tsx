import "./profile.css";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import { Link, useLocation, useSearchParams } from "react-router";
import type { ProfileEditor_user$key } from "../../__generated__/ProfileEditor_user.graphql";
import { safeNextPath } from "../auth/routes";
import { EditorSection } from "./EditorSection";
import { EntriesSection } from "./EntriesSection";
import { DocumentsSection, ResumeSection } from "./FilesSections";
import { PhotoField } from "./PhotoField";
import { fieldId, missingParam, type Role, sectionOf, sectionsOf } from "./profile-fields";
import { useSaveProfile } from "./profile-save";

/** The field an address asks for: `?field=city` or `#city` (REST names). */
function targetOf(params: URLSearchParams, hash: string): string | null {
  return params.get("field") || decodeURIComponent(hash.replace(/^#/, "")) || null;
}

/**
 * The signed-in user's profile editor, worker or employer: sections opened one at a time, each
 * saving on its own. `?field=` (or `#field`) opens the section of that field and focuses it;
 * `?missing=a,b&next=/jobs/…` (the apply gate) lists what to fill and, once it is filled,
 * offers the way back to the job.
 */
export function ProfileEditor({ user: userKey }: { user: ProfileEditor_user$key }) {
  const { t } = useTranslation("profile");
  const user = useFragment(
    graphql`
      fragment ProfileEditor_user on User {
        id
        userType
        firstName
        lastName
        phoneNumber
        email
        profilePicture
        state
        city
        profileCompletion {
          percentage
          isComplete
          missingFields
        }
        identityDocuments {
          id
          type
          status
          rejectionReason
          numberLast4
          submittedAt
        }
        labourProfile {
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
          skills
          gender
          dateOfBirth
          preferredStates
          preferredShift
          experienceYears
          languagesKnown
          currentSalary
          currentSalaryPeriod
          expectedSalary
          expectedSalaryPeriod
          preferredJobType
          preferredLocation
          preferredSalaryMin
          preferredSalaryMax
          willingToRelocate
          contactByEmail
          contactByPhone
          contactByWhatsapp
          allowRecruiterContact
          resumeUrl
        }
        employerProfile {
          companyName
          businessType
          address
          industry
          website
          gstNumber
          role
          referralCode
          contactByPhone
          contactByWhatsapp
        }
      }
    `,
    userKey,
  );
  const role: Role = user.userType === "EMPLOYER" ? "employer" : "labour";
  const [params] = useSearchParams();
  const location = useLocation();
  const target = targetOf(params, location.hash);
  const missing = missingParam(role, params.get("missing"));
  const next = safeNextPath(params.get("next"));
  const firstTarget = target ?? missing[0] ?? null;
  const [open, setOpen] = useState<string | null>(
    () => (firstTarget && sectionOf(role, firstTarget)) || "basics",
  );
  const [save, busy] = useSaveProfile(role);
  const toggle = (section: string) => setOpen((current) => (current === section ? null : section));

  // An address that names a field: its section opens and the field takes the focus.
  useEffect(() => {
    if (!firstTarget) return;
    const section = sectionOf(role, firstTarget);
    if (!section) return;
    setOpen(section);
    // After the section is shown.
    const timer = setTimeout(() => {
      const element = document.getElementById(fieldId(firstTarget));
      element?.focus();
      element?.scrollIntoView?.({ block: "center" });
    });
    return () => clearTimeout(timer);
  }, [role, firstTarget]);

  const saved: Record<string, unknown> = {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    state: user.state,
    city: user.city,
    ...user.labourProfile,
    ...user.employerProfile,
  };
  const name = `${user.firstName} ${user.lastName}`.trim();
  const stillMissing = missing.filter((field) =>
    user.profileCompletion.missingFields.includes(field),
  );
  const phone = `+91 ${user.phoneNumber.slice(0, 5)} ${user.phoneNumber.slice(5)}`;

  return (
    <div className="profile-editor">
      {next ? (
        <div className="profile-return card" role="status">
          {stillMissing.length ? (
            <>
              <p>{t("gate.fill")}</p>
              <ul className="profile-return__fields">
                {stillMissing.map((field) => (
                  <li key={field}>
                    <Link
                      to={`?${new URLSearchParams({ field, missing: missing.join(","), next })}`}
                      replace
                    >
                      {t(`fields.${field}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>{t("gate.done")}</p>
          )}
          <Link
            className={`button ${stillMissing.length ? "button--ghost" : "button--primary"}`}
            to={next}
          >
            {t("gate.back")}
          </Link>
        </div>
      ) : null}
      {sectionsOf(role).map((section) => (
        <EditorSection
          key={section.id}
          id={section.id}
          title={t(`sections.${section.id}`)}
          fields={section.fields}
          saved={saved}
          save={save}
          busy={busy}
          open={open === section.id}
          onToggle={() => toggle(section.id)}
          before={
            section.photo ? (
              <>
                <PhotoField
                  name={name}
                  src={user.profilePicture}
                  logo={role === "employer"}
                  save={save}
                />
                <div className="form-field">
                  <span className="profile-editor__label">{t("fields.phone_number")}</span>
                  <p id={fieldId("phone_number")} tabIndex={-1} className="profile-editor__phone">
                    {phone}
                  </p>
                  <p className="form-field__hint">{t("hints.phone_number")}</p>
                </div>
              </>
            ) : null
          }
          after={
            section.id === "business" && user.employerProfile?.referralCode ? (
              <ReferralCode code={user.employerProfile.referralCode} />
            ) : null
          }
        />
      ))}
      {user.labourProfile ? (
        <>
          <EntriesSection
            kind="education"
            entries={user.labourProfile.educations}
            open={open === "education"}
            onToggle={() => toggle("education")}
          />
          <EntriesSection
            kind="experience"
            entries={user.labourProfile.experiences}
            open={open === "experience"}
            onToggle={() => toggle("experience")}
          />
          <ResumeSection
            resumeUrl={user.labourProfile.resumeUrl}
            save={save}
            open={open === "resume"}
            onToggle={() => toggle("resume")}
          />
        </>
      ) : null}
      <DocumentsSection
        employer={role === "employer"}
        gstNumber={user.employerProfile?.gstNumber ?? null}
        documents={user.identityDocuments}
        open={open === "documents"}
        onToggle={() => toggle("documents")}
      />
    </div>
  );
}

/** The employer's referral code, with a way to share it (or copy it, where sharing is not). */
function ReferralCode({ code }: { code: string }) {
  const { t } = useTranslation("profile");
  const [copied, setCopied] = useState(false);
  const share = async () => {
    const text = t("referral.shareText", { code });
    try {
      if (navigator.share) await navigator.share({ text });
      else {
        await navigator.clipboard.writeText(code);
        setCopied(true);
      }
    } catch {
      // Dismissed, or no clipboard: the code is on screen to copy by hand.
    }
  };
  return (
    <div className="profile-referral">
      <p>
        {t("referral.label")} <strong className="profile-referral__code">{code}</strong>
      </p>
      <button type="button" className="button button--ghost" onClick={share}>
        {t("referral.share")}
      </button>
      {copied ? <p role="status">{t("referral.copied")}</p> : null}
    </div>
  );
}
