import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { AdminApplicationParties_application$key } from "../../__generated__/AdminApplicationParties_application.graphql";
import { formatDateTime } from "../../lib/format";
import { useAdminMay } from "./admin-access";

/**
 * Both parties and the job, the notes each side wrote, the contact record and the worker's
 * answer to it, ratings both ways and the worker's "paid as promised".
 */
export function AdminApplicationParties({
  application,
}: {
  application: AdminApplicationParties_application$key;
}) {
  const { t } = useTranslation(["admin", "common"]);
  const mayOpenUsers = useAdminMay()("ACCOUNT_SEARCH");
  const data = useFragment(
    graphql`
      fragment AdminApplicationParties_application on Application {
        coverNote
        feedback
        contactStatus
        contactMethod
        contactedAt
        workerPaidAnswer
        contactVerification {
          contacted
          identityConfirmed
          notes
        }
        workCheck {
          disputeNote
        }
        ratings {
          direction
          rating
          review
        }
        job {
          title
          jobType
          state
          city
          employer {
            companyName
          }
        }
        worker {
          id
          firstName
          lastName
          phoneNumber
        }
        employerAccount {
          id
          firstName
          lastName
          phoneNumber
        }
      }
    `,
    application,
  );
  const person = (user: { id: string; firstName: string; lastName: string } | null) => {
    if (!user) return "";
    const name = `${user.firstName} ${user.lastName}`.trim();
    const to = `/admin/dashboard/users/${encodeURIComponent(user.id)}`;
    return mayOpenUsers ? <Link to={to}>{name}</Link> : name;
  };
  const none = t("application.nothing");
  const job = data.job;
  const contact = data.contactVerification;

  return (
    <section aria-labelledby="admin-application-parties">
      <h2 id="admin-application-parties">{t("application.parties")}</h2>
      <dl>
        <dt>{t("application.worker")}</dt>
        <dd>
          {person(data.worker)} · {data.worker.phoneNumber}
        </dd>
        <dt>{t("application.employer")}</dt>
        <dd>
          {data.employerAccount ? (
            <>
              {job?.employer.companyName ? `${job.employer.companyName} · ` : ""}
              {person(data.employerAccount)} · {data.employerAccount.phoneNumber}
            </>
          ) : (
            none
          )}
        </dd>
        <dt>{t("application.job")}</dt>
        <dd>
          {job
            ? `${job.title} · ${t(`common:jobType.${job.jobType}`)} · ${[job.city, job.state].filter(Boolean).join(", ")}`
            : t("applications.generalApplication")}
        </dd>
        <dt>{t("application.coverNote")}</dt>
        <dd>{data.coverNote ?? none}</dd>
        <dt>{t("application.feedback")}</dt>
        <dd>{data.feedback ?? none}</dd>
        {data.workCheck?.disputeNote ? (
          <>
            <dt>{t("application.disputeNote")}</dt>
            <dd>{data.workCheck.disputeNote}</dd>
          </>
        ) : null}
        <dt>{t("application.contact")}</dt>
        <dd>
          {t(`application.contactStatus.${data.contactStatus}`)}
          {data.contactMethod ? ` · ${t(`application.contactMethod.${data.contactMethod}`)}` : ""}
          {data.contactedAt ? ` · ${formatDateTime(data.contactedAt as string)}` : ""}
        </dd>
        <dt>{t("application.confirmation")}</dt>
        <dd>
          {contact
            ? [
                t(contact.contacted ? "application.saidContacted" : "application.saidNotContacted"),
                contact.identityConfirmed ? t("application.identityConfirmed") : null,
                contact.notes,
              ]
                .filter(Boolean)
                .join(" · ")
            : none}
        </dd>
        <dt>{t("application.ratings")}</dt>
        <dd>
          {data.ratings.length === 0
            ? none
            : data.ratings.map((rating) => (
                <p key={rating.direction}>
                  {t(`application.ratingBy.${rating.direction}`, { count: rating.rating })}
                  {rating.review ? (
                    <>
                      {" "}
                      <q>{rating.review}</q>
                    </>
                  ) : null}
                </p>
              ))}
        </dd>
        <dt>{t("application.paid")}</dt>
        <dd>
          {data.workerPaidAnswer ? t(`application.paidAnswer.${data.workerPaidAnswer}`) : none}
        </dd>
      </dl>
    </section>
  );
}
