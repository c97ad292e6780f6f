import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import type {
  AdminDisputesPageDecideMutation,
  DisputeOutcome,
} from "../../__generated__/AdminDisputesPageDecideMutation.graphql";
import type { AdminDisputesPageQuery } from "../../__generated__/AdminDisputesPageQuery.graphql";
import { useRouteQuery } from "../../relay/route-query";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import { AdminDisputeCard } from "./AdminDisputeCard";
import { AdminNotice } from "./AdminNotice";
import { useAddressPages } from "./address-pages";
import { useAdminMay } from "./admin-access";
import { PageButtons } from "./CursorPages";
import { useAdminAction } from "./use-admin-action";

// Workers' disputes of an employer's word (the applications section): "this job did not happen"
// or "I did turn up", oldest first, each with both sides' words (AdminDisputeCard). An admin the
// server lets decide (APPLICATION_DISPUTE_DECIDE) decides: it stands (it counts, with the rating)
// or it is void (it never counts); the server audits the decision, and its answer (the
// application, no longer disputed) takes the card off the queue.

export const disputesQuery = graphql`
  query AdminDisputesPageQuery($first: Int!, $after: String) {
    openWorkDisputes(first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          workCheck {
            state
          }
          ...AdminDisputeCard_application
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
          ...AdminDisputeCard_application
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
  const pages = useAddressPages();
  const mayDecide = useAdminMay()("APPLICATION_DISPUTE_DECIDE");
  const { notice, run } = useAdminAction();
  const [decide, deciding] = useMutationPromise<AdminDisputesPageDecideMutation>(decideMutation);
  const { openWorkDisputes: disputes } = useRouteQuery<AdminDisputesPageQuery>(disputesQuery);
  const open = disputes.edges.filter(({ node }) => node.workCheck?.state === "DISPUTED");

  async function decideOne(id: string, outcome: DisputeOutcome, kind: string) {
    if (deciding) return;
    await run(
      () => decide({ id, outcome }).then((result) => result.decideWorkDispute),
      t(`disputes.decided.${kind}_${outcome}`),
    );
  }

  return (
    <section className="admin-page">
      <h1>{t("disputes.title")}</h1>
      <p>{t("disputes.intro")}</p>
      <AdminNotice notice={notice} />
      {open.length === 0 ? <p>{t("disputes.none")}</p> : null}
      {open.map(({ node }) => (
        <AdminDisputeCard
          key={node.id}
          application={node}
          deciding={deciding}
          onDecide={
            mayDecide ? (id, outcome, kind) => void decideOne(id, outcome, kind) : undefined
          }
        />
      ))}
      <PageButtons pages={pages} pageInfo={disputes.pageInfo} />
    </section>
  );
}
