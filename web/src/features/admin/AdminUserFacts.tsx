import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { AdminUserFacts_user$key } from "../../__generated__/AdminUserFacts_user.graphql";
import { formatDateTime, formatPercent } from "../../lib/format";

/** The account's facts: contact, type, state, dates, and how much of the profile is filled. */
export function AdminUserFacts({ user }: { user: AdminUserFacts_user$key }) {
  const { t } = useTranslation("admin");
  const facts = useFragment(
    graphql`
      fragment AdminUserFacts_user on User {
        phoneNumber
        email
        userType
        accountState
        state
        city
        createdAt
        lastLoginAt
        profileCompletion {
          percentage
          missingFields
        }
      }
    `,
    user,
  );
  const { percentage, missingFields } = facts.profileCompletion;
  return (
    <section aria-label={t("userRecord.facts")}>
      <dl className="admin-user__facts">
        <dt>{t("users.columns.phone")}</dt>
        <dd>{facts.phoneNumber}</dd>
        <dt>{t("fields.email")}</dt>
        <dd>{facts.email ?? "—"}</dd>
        <dt>{t("users.type")}</dt>
        <dd>{t(`users.types.${facts.userType}`)}</dd>
        <dt>{t("users.status")}</dt>
        <dd>{t(`users.states.${facts.accountState}`)}</dd>
        <dt>{t("userRecord.place")}</dt>
        <dd>{[facts.city, facts.state].filter(Boolean).join(", ") || "—"}</dd>
        <dt>{t("users.columns.joined")}</dt>
        <dd>{formatDateTime(facts.createdAt as string)}</dd>
        <dt>{t("users.lastLogin")}</dt>
        <dd>{facts.lastLoginAt ? formatDateTime(facts.lastLoginAt as string) : "—"}</dd>
      </dl>
      <p>{t("userRecord.completion", { percent: formatPercent(percentage / 100) })}</p>
      {missingFields.length > 0 ? (
        <p>{t("userRecord.missing", { count: missingFields.length })}</p>
      ) : null}
    </section>
  );
}
