import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery } from "react-relay";
import type {
  AdminDisputesPageDecideMutation,
  DisputeOutcome,
} from "../../__generated__/AdminDisputesPageDecideMutation.graphql";
import type { AdminDisputesPageQuery } from "../../__generated__/AdminDisputesPageQuery.graphql";
import { formatDateTime } from "../../lib/format";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import { useAdminMay } from "./admin-access";
import { PageButtons, useCursorPages } from "./CursorPages";
import { useAdminAction } from "./use-admin-action";

// Workers' disputes of an employer's word (the applications section): "this job did not happen"
// or "I did turn up", oldest first, each with both sides' words: the worker's note, the
// employer's note when completing or cancelling and their rating of the worker (held while
// disputed). An admin the server lets decide (APPLICATION_DISPUTE_DECIDE) decides: it stands
// (it counts, with the rating) or it is void (it never counts); the server audits the decision.

const DISPUTES_PAGE = 20;
const OUTCOMES: readonly DisputeOutcome[] = ["STANDS", "VOID"];

const disputesQuery = graphql`
  query AdminDisputesPageQuery($first: Int!, $after: String) {
    openWorkDisputes(first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
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
            disputeNote
            disputedAt
            employerRating {
              rating
              review
            }
          }
        }
      }
    }
  }
`;

const decideMutation = graphql`
  mutation AdminDisputesPageDecideMutation($id: ID!, $outcome: DisputeOutcome!) {
    decideWorkDispute(id: $id, outcome: $outcome) {
      __typename
      ... on AnswerWorkCheckPayload {
        application {
          id
          workCheck {
            state
          }
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

export function Component() {
  const { t } = useTranslation("admin");
  const pages = useCursorPages();
  const mayDecide = useAdminMay()("APPLICATION_DISPUTE_DECIDE");
  const { notice, run } = useAdminAction();
  const [decide, deciding] = useMutationPromise<AdminDisputesPageDecideMutation>(decideMutation);
  // A decided dispute leaves the queue: the list is asked for again after each decision.
  const [fetchKey, setFetchKey] = useState(0);
  const { openWorkDisputes: disputes } = useLazyLoadQuery<AdminDisputesPageQuery>(
    disputesQuery,
    { first: DISPUTES_PAGE, after: pages.after },
    { fetchPolicy: "store-and-network", fetchKey },
  );
  const when = (value: unknown) => (value ? formatDateTime(value as string) : "");

  async function decideOne(id: string, outcome: DisputeOutcome, kind: string) {
    if (deciding) return;
    const done = await run(
      () => decide({ id, outcome }).then((result) => result.decideWorkDispute),
      t(`disputes.decided.${kind}_${outcome}`),
    );
    if (done) setFetchKey((key) => key + 1);
  }

  return (
    <section className="admin-page">
      <h1>{t("disputes.title")}</h1>
      <p>{t("disputes.intro")}</p>
      {notice ? (
        <p role={notice.ok ? "status" : "alert"} className="admin-page__notice">
          {notice.text}
        </p>
      ) : null}
      {disputes.edges.length === 0 ? <p>{t("disputes.none")}</p> : null}
      {disputes.edges.map(({ node }) => {
        const check = node.workCheck;
        if (!check) return null;
        const worker = `${node.applicant.firstName} ${node.applicant.lastName}`.trim();
        const heading = t(`disputes.kind.${check.kind}`, {
          worker,
          title: node.job?.title ?? t("disputes.generalJob"),
        });
        return (
          <article key={node.id} className="admin-dispute card" aria-label={heading}>
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
            {mayDecide ? (
              <div className="admin-page__actions">
                {OUTCOMES.map((outcome) => (
                  <button
                    key={outcome}
                    type="button"
                    className={`button ${outcome === "STANDS" ? "button--primary" : "button--danger"}`}
                    aria-disabled={deciding}
                    onClick={() => void decideOne(node.id, outcome, check.kind)}
                  >
                    {t(`disputes.decide.${check.kind}_${outcome}`)}
                  </button>
                ))}
              </div>
            ) : null}
          </article>
        );
      })}
      <PageButtons pages={pages} pageInfo={disputes.pageInfo} />
    </section>
  );
}
