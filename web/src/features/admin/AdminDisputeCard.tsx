import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { AdminDisputeCard_application$key } from "../../__generated__/AdminDisputeCard_application.graphql";
import type { DisputeOutcome } from "../../__generated__/AdminDisputesPageDecideMutation.graphql";
import { formatDateTime } from "../../lib/format";

const OUTCOMES: readonly DisputeOutcome[] = ["STANDS", "VOID"];

const disputeFragment = graphql`
  fragment AdminDisputeCard_application on Application {
    id
    feedback
    statusChangedAt
    applicant {
      firstName
      lastName
    }
    job {
      title
      employer {
        companyName
      }
    }
    workCheck {
      kind
      state
      disputeNote
      disputedAt
      employerRating {
        rating
        review
      }
    }
  }
`;

/**
 * One open dispute with both sides' words and, for an admin the server lets decide, the two
 * outcomes. A decided one (its work check no longer DISPUTED, from the decision's answer)
 * leaves the queue.
 */
export function AdminDisputeCard({
  application,
  onDecide,
  deciding = false,
}: {
  application: AdminDisputeCard_application$key;
  /** Absent for an admin who may not decide. */
  onDecide?: (id: string, outcome: DisputeOutcome, kind: string) => void;
  deciding?: boolean;
}) {
  const { t } = useTranslation("admin");
  const node = useFragment(disputeFragment, application);
  const check = node.workCheck;
  if (check?.state !== "DISPUTED") return null;
  const when = (value: unknown) => (value ? formatDateTime(value as string) : "");
  const worker = `${node.applicant.firstName} ${node.applicant.lastName}`.trim();
  const heading = t(`disputes.kind.${check.kind}`, {
    worker,
    title: node.job?.title ?? t("disputes.generalJob"),
  });
  return (
    <article className="admin-dispute card" aria-label={heading}>
      <h2>{heading}</h2>
      <dl>
        <dt>{t("disputes.employer")}</dt>
        <dd>{node.job?.employer.companyName ?? ""}</dd>
        <dt>{t(`disputes.employerSaid.${check.kind}`)}</dt>
        <dd>{when(node.statusChangedAt)}</dd>
        <dt>{t("disputes.employerNote")}</dt>
        <dd>{node.feedback ?? t("disputes.nothingWritten")}</dd>
        {check.employerRating ? (
          <>
            <dt>{t("disputes.employerRating")}</dt>
            <dd>
              {t("disputes.stars", { count: check.employerRating.rating })}
              {check.employerRating.review ? (
                <>
                  {" "}
                  <q>{check.employerRating.review}</q>
                </>
              ) : null}
            </dd>
          </>
        ) : null}
        <dt>{t("disputes.workerSaid")}</dt>
        <dd>{when(check.disputedAt)}</dd>
        <dt>{t("disputes.workerNote")}</dt>
        <dd>{check.disputeNote ?? t("disputes.nothingWritten")}</dd>
      </dl>
      {onDecide ? (
        <div className="admin-page__actions">
          {OUTCOMES.map((outcome) => (
            <button
              key={outcome}
              type="button"
              className={`button ${outcome === "STANDS" ? "button--primary" : "button--danger"}`}
              aria-disabled={deciding}
              onClick={() => onDecide(node.id, outcome, check.kind)}
            >
              {t(`disputes.decide.${check.kind}_${outcome}`)}
            </button>
          ))}
        </div>
      ) : null}
    </article>
  );
}
