import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { AdminUserProfile_user$key } from "../../__generated__/AdminUserProfile_user.graphql";
import { formatCurrency } from "../../lib/format";

/** The worker's or employer's profile, what the other side reads of them. */
export function AdminUserProfile({ user }: { user: AdminUserProfile_user$key }) {
  const { t } = useTranslation("admin");
  const { labourProfile: worker, employerProfile: employer } = useFragment(
    graphql`
      fragment AdminUserProfile_user on User {
        labourProfile {
          skills
          experienceYears
          languagesKnown
          preferredStates
          expectedSalary
        }
        employerProfile {
          companyName
          industry
          address
          gstNumber
          website
          role
        }
      }
    `,
    user,
  );
  const rows: [string, string | null | undefined][] = worker
    ? [
        ["skills", worker.skills.join(", ")],
        [
          "experience",
          worker.experienceYears == null
            ? null
            : t("userRecord.profile.experienceYears", { count: worker.experienceYears }),
        ],
        ["languages", worker.languagesKnown.join(", ")],
        ["preferredStates", worker.preferredStates.join(", ")],
        [
          "expectedPay",
          worker.expectedSalary == null ? null : formatCurrency(worker.expectedSalary),
        ],
      ]
    : employer
      ? [
          ["company", employer.companyName],
          ["industry", employer.industry],
          ["role", employer.role],
          ["address", employer.address],
          ["gst", employer.gstNumber],
          ["website", employer.website],
        ]
      : [];
  return (
    <section>
      <h2>{t("userRecord.profile.title")}</h2>
      {rows.length === 0 ? (
        <p>{t("userRecord.profile.none")}</p>
      ) : (
        <dl className="admin-user__facts">
          {rows.map(([key, value]) => (
            <div key={key}>
              <dt>{t(`userRecord.profile.${key}`)}</dt>
              <dd>{value || "—"}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
