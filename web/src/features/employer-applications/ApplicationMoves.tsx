import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment, useRelayEnvironment } from "react-relay";
import { commitLocalUpdate, type Environment } from "relay-runtime";
import type {
  ApplicationMoves_application$key,
  ApplicationStatus,
} from "../../__generated__/ApplicationMoves_application.graphql";
import type { ApplicationMovesSetStatusMutation } from "../../__generated__/ApplicationMovesSetStatusMutation.graphql";
import type { OnNotice } from "../../components/NoticeBar";
import { ERRORS_NAMESPACE, errorText } from "../../lib/error-text";
import { appErrorOf } from "../../relay/app-error";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import { StatusDialog } from "./StatusDialog";

const setStatusMutation = graphql`
  mutation ApplicationMovesSetStatusMutation(
    $id: ID!
    $status: ApplicationStatus!
    $feedback: String
    $noShow: Boolean
  ) {
    setApplicationStatus(id: $id, status: $status, feedback: $feedback, noShow: $noShow) {
      __typename
      ... on SetApplicationStatusPayload {
        application {
          ...ApplicantCard_application
          # The page's status tabs count from these.
          job {
            id
            applicationCounts {
              ...applicationCounts_counts
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

/** The employer's moves, in the order the card offers them. */
const MOVE_ORDER: readonly ApplicationStatus[] = [
  "UNDER_REVIEW",
  "SHORTLISTED",
  "ACCEPTED",
  "COMPLETED",
  "REJECTED",
  "CANCELLED",
];
const DANGEROUS = new Set<ApplicationStatus>(["REJECTED", "CANCELLED"]);

/**
 * What the employer can do with an application now: the moves the server lists (nextStatuses;
 * the card never works out the rules itself), each confirmed in a dialog with an optional note
 * for the worker.
 */
export function ApplicationMoves({
  application: applicationKey,
  name,
  onNotice,
}: {
  application: ApplicationMoves_application$key;
  name: string;
  onNotice: OnNotice;
}) {
  const { t } = useTranslation(["employerApplications", ERRORS_NAMESPACE]);
  const environment = useRelayEnvironment() as Environment;
  const application = useFragment(
    graphql`
      fragment ApplicationMoves_application on Application {
        id
        nextStatuses
      }
    `,
    applicationKey,
  );
  const [setApplicationStatus, saving] =
    useMutationPromise<ApplicationMovesSetStatusMutation>(setStatusMutation);
  const [confirming, setConfirming] = useState<ApplicationStatus | null>(null);
  const moves = MOVE_ORDER.filter((status) => application.nextStatuses.includes(status));

  const setStatus = async (status: ApplicationStatus, feedback: string | null, noShow = false) => {
    if (saving) return;
    const failed = (reason?: string) =>
      onNotice({
        tone: "failed",
        text: reason ? `${t("notices.statusFailed")}: ${reason}` : t("notices.statusFailed"),
      });
    try {
      const { setApplicationStatus: answer } = await setApplicationStatus({
        id: application.id,
        status,
        feedback,
        ...(noShow ? { noShow: true } : {}),
      });
      const error = appErrorOf(answer);
      if (answer.__typename === "SetApplicationStatusPayload") {
        const jobId = answer.application.job?.id;
        // The other status tabs now hold a different set: fetch them again when next shown.
        if (jobId) commitLocalUpdate(environment, (store) => store.get(jobId)?.invalidateRecord());
        onNotice({ tone: "success", text: t("notices.statusUpdated") });
      } else if (error?.code === "CONFLICT") {
        failed(errorText(t, error, ""));
      } else {
        failed();
      }
    } catch {
      failed();
    }
    setConfirming(null);
  };

  return (
    <>
      {moves.length > 0 ? (
        <fieldset className="card-actions applicant__actions">
          <legend className="visually-hidden">{t("card.actions", { name })}</legend>
          {moves.map((status) => (
            <button
              key={status}
              type="button"
              className={`button ${DANGEROUS.has(status) ? "button--danger" : status === "ACCEPTED" ? "button--primary" : "button--ghost"}`}
              aria-disabled={saving}
              onClick={() => {
                if (!saving) setConfirming(status);
              }}
            >
              {t(`card.moves.${status}`)}
            </button>
          ))}
        </fieldset>
      ) : null}
      <StatusDialog
        status={confirming}
        name={name}
        saving={saving}
        onConfirm={(feedback, noShow) => {
          if (confirming) void setStatus(confirming, feedback, noShow);
        }}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
