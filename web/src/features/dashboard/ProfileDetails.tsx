import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { ProfileDetails_user$key } from "../../__generated__/ProfileDetails_user.graphql";
import { Avatar } from "../../components/Avatar";
import { formatCurrency, formatDate } from "../../lib/format";

type Row = { label: string; value: ReactNode };

function salary(
  t: TFunction,
  amount: number | null | undefined,
  period: string | null | undefined,
) {
  if (amount == null) return null;
  return t("profile.salary", {
    amount: formatCurrency(amount),
    period: period ? t(`common:salaryPeriod.${period}`) : "",
  }).trim();
}

function link(href: string | null | undefined, text: string): ReactNode {
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  ) : null;
}

/** Label and value pairs; an empty value says it is not added yet. */
function DetailList({ rows }: { rows: Row[] }) {
  const { t } = useTranslation("dashboard");
  return (
    <dl className="profile-list">
      {rows.map((row) => (
        <div key={row.label} className="profile-list__row">
          <dt>{row.label}</dt>
          <dd>
            {row.value === null || row.value === "" || row.value === undefined ? (
              <span className="profile-list__empty">{t("profile.notGiven")}</span>
            ) : (
              row.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <section className="profile-section card">
      <h2>{title}</h2>
      <DetailList rows={rows} />
    </section>
  );
}

/** Everything the user's profile holds (SPEC section 3), worker or employer. */
export function ProfileDetails({ user: userKey }: { user: ProfileDetails_user$key }) {
  const { t } = useTranslation("dashboard");
  const user = useFragment(
    graphql`
      fragment ProfileDetails_user on User {
        userType
        firstName
        lastName
        phoneNumber
        email
        profilePicture
        state
        city
        isVerified
        identityType
        identityNumberLast4
        createdAt
        panCardDocument
        gstinDocument
        labourProfile {
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
          resumeUrl
          willingToRelocate
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
        }
      }
    `,
    userKey,
  );
  const name = `${user.firstName} ${user.lastName}`.trim();
  const phone = `+91 ${user.phoneNumber.slice(0, 5)} ${user.phoneNumber.slice(5)}`;
  const identity =
    user.identityType && user.identityNumberLast4
      ? t("profile.identityEnding", {
          type: t(`identityTypes.${user.identityType}`),
          last4: user.identityNumberLast4,
        })
      : null;
  const place = [user.city, user.state].filter(Boolean).join(", ");
  const labour = user.labourProfile;
  const employer = user.employerProfile;
  const list = (values: readonly string[] | undefined) =>
    values?.length ? values.join(", ") : null;

  return (
    <div className="profile">
      <header className="profile__header card">
        <Avatar name={name} src={user.profilePicture} size={72} />
        <div>
          <p className="profile__name">{name}</p>
          <p className={user.isVerified ? "profile__verified" : "profile__unverified"}>
            {user.isVerified ? t("profile.verified") : t("profile.notVerified")}
          </p>
          <p className="profile__since">
            {t("profile.memberSince", { date: formatDate(String(user.createdAt)) })}
          </p>
        </div>
      </header>

      <Section
        title={t("profile.personal")}
        rows={[
          { label: t("fields.phone_number"), value: phone },
          { label: t("fields.email"), value: user.email },
          { label: t("fields.place"), value: place },
          ...(labour
            ? [
                {
                  label: t("fields.gender"),
                  value: labour.gender ? t(`gender.${labour.gender}`) : null,
                },
                {
                  label: t("fields.date_of_birth"),
                  value: labour.dateOfBirth ? formatDate(labour.dateOfBirth) : null,
                },
              ]
            : []),
        ]}
      />

      {labour ? (
        <Section
          title={t("profile.work")}
          rows={[
            {
              label: t("fields.skills"),
              value: labour.skills.length ? (
                <ul className="profile-chips">
                  {labour.skills.map((skill) => (
                    <li key={skill}>{skill}</li>
                  ))}
                </ul>
              ) : null,
            },
            {
              label: t("fields.experience_years"),
              value:
                labour.experienceYears == null
                  ? null
                  : t("profile.years", { count: labour.experienceYears }),
            },
            {
              label: t("fields.preferred_shift"),
              value: labour.preferredShift ? t(`shift.${labour.preferredShift}`) : null,
            },
            { label: t("fields.preferred_states"), value: list(labour.preferredStates) },
            { label: t("fields.languages_known"), value: list(labour.languagesKnown) },
            {
              label: t("fields.current_salary"),
              value: salary(t, labour.currentSalary, labour.currentSalaryPeriod),
            },
            {
              label: t("fields.expected_salary"),
              value: salary(t, labour.expectedSalary, labour.expectedSalaryPeriod),
            },
            { label: t("fields.resume_url"), value: link(labour.resumeUrl, t("profile.view")) },
            {
              label: t("fields.willing_to_relocate"),
              value: labour.willingToRelocate ? t("profile.yes") : t("profile.no"),
            },
          ]}
        />
      ) : null}

      {employer ? (
        <Section
          title={t("profile.business")}
          rows={[
            { label: t("fields.company_name"), value: employer.companyName },
            { label: t("fields.business_type"), value: employer.businessType },
            { label: t("fields.address"), value: employer.address },
            { label: t("fields.industry"), value: employer.industry },
            { label: t("fields.website"), value: link(employer.website, employer.website ?? "") },
            { label: t("fields.gst_number"), value: employer.gstNumber },
            { label: t("fields.role"), value: employer.role },
            { label: t("fields.referral_code"), value: employer.referralCode },
          ]}
        />
      ) : null}

      <Section
        title={t("profile.identity")}
        rows={[
          { label: t("fields.identity"), value: identity },
          ...(employer
            ? [
                {
                  label: t("fields.pan_card_document"),
                  value: link(user.panCardDocument, t("profile.view")),
                },
                {
                  label: t("fields.gstin_document"),
                  value: link(user.gstinDocument, t("profile.view")),
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}
