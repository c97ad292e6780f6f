import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment, useRelayEnvironment } from "react-relay";
import { Link } from "react-router";
import type { Environment } from "relay-runtime";
import type { ApplicationCard_application$key } from "../../__generated__/ApplicationCard_application.graphql";
import type { ApplicationCardConfirmContactMutation } from "../../__generated__/ApplicationCardConfirmContactMutation.graphql";
import type { ApplicationCardWithdrawMutation } from "../../__generated__/ApplicationCardWithdrawMutation.graphql";
import { ApplicationStatusBadge } from "../../components/ApplicationStatusBadge";
import { DateFact } from "../../components/DateFact";
import { EmployerReach } from "../../components/EmployerReach";
import type { OnNotice } from "../../components/NoticeBar";
import { RatePanel } from "../../components/RatePanel";
import { WorkCheckPanel } from "../../components/WorkCheckPanel";
import { ERRORS_NAMESPACE, errorText } from "../../lib/error-text";
import { jobPath } from "../../lib/job-paths";
import { formatPlace } from "../../lib/place";
import { appErrorOf } from "../../relay/app-error";
import { savedJobsChanged } from "../../relay/saved-jobs-store";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import { ConfirmContactDialog } from "./ConfirmContactDialog";
import { type ConfirmContactValues, confirmContactInput } from "./confirm-contact";
import { PaidQuestion } from "./PaidQuestion";
import { WithdrawDialog } from "./WithdrawDialog";

const withdrawMutation = graphql`
  mutation ApplicationCardWithdrawMutation($id: ID!) {
    withdrawApplication(id: $id) {
      __typename
      ... on WithdrawApplicationPayload {
        application {
          ...ApplicationCard_application
          job {
            id
            viewerApplication {
              id
              status
            }
          }
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

const confirmMutation = graphql`
  mutation ApplicationCardConfirmContactMutation($id: ID!, $input: ConfirmContactInput!) {
    confirmApplicationContact(id: $id, input: $input) {
      __typename
      ... on ConfirmApplicationContactPayload {
        application {
          ...ApplicationCard_application
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

/**
 * One of the worker's applications: the job, where it stands, the employer's note and contact,
 * the employer's phone once accepted, and the moves the server allows now (withdraw, confirm
 * contact, rate the employer, say whether they paid as promised).
 */
export function ApplicationCard({
  application: applicationKey,
  onNotice,
}: {
  application: ApplicationCard_application$key;
  onNotice: OnNotice;
}) {
  const { t } = useTranslation(["applications", ERRORS_NAMESPACE]);
  const environment = useRelayEnvironment() as Environment;
  const application = useFragment(
    graphql`
      fragment ApplicationCard_application on Application {
        id
        status
        feedback
        isGeneral
        preferredRoles
        preferredLocations
        contactStatus
        contactMethod
        appliedAt
        statusChangedAt
        nextStatuses
        canConfirmContact
        employerContact {
          phoneNumber
          acceptsCalls
          acceptsWhatsapp
        }
        ...RatePanel_application
        ...WorkCheckPanel_application
        ...PaidQuestion_application
        job {
          id
          title
          city
          state
          status
          employer {
            companyName
          }
        }
      }
    `,
    applicationKey,
  );
  const [dialog, setDialog] = useState<"withdraw" | "confirm" | null>(null);
  const [withdrawApplication, withdrawing] =
    useMutationPromise<ApplicationCardWithdrawMutation>(withdrawMutation);
  const [confirmContact, confirming] =
    useMutationPromise<ApplicationCardConfirmContactMutation>(confirmMutation);
  const busy = withdrawing || confirming;
  const [confirmFailure, setConfirmFailure] = useState<string | null>(null);

  const job = application.job;
  const title = job?.title ?? t("card.general");
  const listed = job?.status === "ACTIVE";
  const canWithdraw = application.nextStatuses.includes("WITHDRAWN");
  // Once answered, the question is gone and the card says what the worker said.
  const contactAnswered =
    application.contactStatus === "CONFIRMED" || application.contactStatus === "DENIED";
  const canConfirm = application.canConfirmContact && !contactAnswered;

  const withdraw = async () => {
    if (busy) return;
    try {
      const { withdrawApplication: answer } = await withdrawApplication({ id: application.id });
      if (answer.__typename === "WithdrawApplicationPayload") {
        savedJobsChanged(environment);
        onNotice({
          tone: "success",
          text: application.isGeneral ? t("notices.withdrawnGeneral") : t("notices.withdrawn"),
        });
      } else {
        onNotice({ tone: "failed", text: t("notices.statusFailed") });
      }
    } catch {
      onNotice({ tone: "failed", text: t("notices.statusFailed") });
    }
    setDialog(null);
  };

  const confirm = async (values: ConfirmContactValues) => {
    if (busy) return;
    setConfirmFailure(null);
    try {
      const { confirmApplicationContact: answer } = await confirmContact({
        id: application.id,
        input: confirmContactInput(values, application.contactMethod),
      });
      if (answer.__typename === "ConfirmApplicationContactPayload") {
        setDialog(null);
        onNotice({ tone: "success", text: t("notices.verified") });
        return;
      }
      const error = appErrorOf(answer);
      setConfirmFailure(errorText(t, error?.fieldErrors[0] ?? error, t("confirmDialog.failed")));
    } catch {
      setConfirmFailure(t("confirmDialog.failed"));
    }
  };

  const contact = t(`card.contactStatus.${application.contactStatus}`, {
    defaultValue: application.contactStatus,
  });
  const contactBy =
    application.contactStatus !== "NOT_CONTACTED" && application.contactMethod
      ? ` ${t(`card.contactBy.${application.contactMethod}`, { defaultValue: "" })}`
      : "";

  return (
    <article className="application card">
      <header className="application__header">
        <h2 className="application__title" tabIndex={-1}>
          {job && listed ? <Link to={jobPath(job.id)}>{title}</Link> : title}
        </h2>
        <ApplicationStatusBadge status={application.status} />
      </header>
      {job ? (
        <p className="application__company">
          {job.employer.companyName}
          <span aria-hidden="true"> · </span>
          {formatPlace(t, job.city, job.state)}
        </p>
      ) : null}
      {job && !listed ? <p className="application__note">{t("card.notListed")}</p> : null}
      <dl className="application__facts">
        <DateFact label={t("card.applied")} date={application.appliedAt} />
        <DateFact label={t("card.updated")} date={application.statusChangedAt} />
        {application.isGeneral ? (
          // No job, so no employer to contact them: what they asked for instead.
          <>
            <div>
              <dt>{t("card.roles")}</dt>
              <dd>{application.preferredRoles.join(", ") || t("card.anyRole")}</dd>
            </div>
            <div>
              <dt>{t("card.places")}</dt>
              <dd>{application.preferredLocations.join(", ") || t("card.anyPlace")}</dd>
            </div>
          </>
        ) : (
          <div>
            <dt>{t("card.contact")}</dt>
            <dd>
              {contact}
              {contactBy}
            </dd>
          </div>
        )}
        {application.feedback ? (
          <div className="application__feedback">
            <dt>{t("card.feedback")}</dt>
            <dd>{application.feedback}</dd>
          </div>
        ) : null}
      </dl>
      <EmployerReach
        contact={application.employerContact}
        employerName={job?.employer.companyName}
      />
      <WorkCheckPanel application={application} side="worker" />
      {application.status === "COMPLETED" ? <PaidQuestion application={application} /> : null}
      <RatePanel application={application} side="employer" />
      {canWithdraw || canConfirm ? (
        <fieldset className="card-actions">
          <legend className="visually-hidden">{t("card.actions", { title })}</legend>
          {canConfirm ? (
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                setConfirmFailure(null);
                setDialog("confirm");
              }}
            >
              {t("card.confirmContact")}
            </button>
          ) : null}
          {canWithdraw ? (
            <button
              type="button"
              className="button button--danger"
              aria-disabled={busy}
              onClick={() => {
                if (!busy) setDialog("withdraw");
              }}
            >
              {t("card.withdraw")}
            </button>
          ) : null}
        </fieldset>
      ) : null}
      <WithdrawDialog
        title={title}
        general={application.isGeneral}
        open={dialog === "withdraw"}
        working={busy}
        onConfirm={() => void withdraw()}
        onCancel={() => setDialog(null)}
      />
      <ConfirmContactDialog
        open={dialog === "confirm"}
        submitting={busy}
        failure={confirmFailure}
        onSubmit={(values) => void confirm(values)}
        onCancel={() => setDialog(null)}
      />
    </article>
  );
}
