import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { AdminApplicationCancel_application$key } from "../../__generated__/AdminApplicationCancel_application.graphql";
import type { AdminApplicationCancelMutation } from "../../__generated__/AdminApplicationCancelMutation.graphql";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import { AdminNotice } from "./AdminNotice";
import { useAdminMay } from "./admin-access";
import { ReasonDialog } from "./ReasonDialog";
import { useAdminAction } from "./use-admin-action";

// Cancelling an application in progress (a scam job's, say), for an admin the server lets
// (APPLICATION_CANCEL), with a reason both sides read. The answer is the changed application with
// what this page shows of it, so its status and history update in the store without a refetch.

const cancelMutation = graphql`
  mutation AdminApplicationCancelMutation($id: ID!, $reason: String!) {
    cancelApplication(id: $id, reason: $reason) {
      __typename
      ... on CancelApplicationPayload {
        application {
          id
          status
          statusChangedAt
          ...AdminApplicationCancel_application
          ...AdminApplicationHistory_application
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

export function AdminApplicationCancel({
  application,
}: {
  application: AdminApplicationCancel_application$key;
}) {
  const { t } = useTranslation("admin");
  const mayCancel = useAdminMay()("APPLICATION_CANCEL");
  const { id, isFinal } = useFragment(
    graphql`
      fragment AdminApplicationCancel_application on Application {
        id
        isFinal
      }
    `,
    application,
  );
  const [asking, setAsking] = useState(false);
  const { notice, run } = useAdminAction();
  const [cancel, cancelling] = useMutationPromise<AdminApplicationCancelMutation>(cancelMutation);

  async function confirm(reason: string) {
    const done = await run(
      () => cancel({ id, reason }).then((result) => result.cancelApplication),
      t("application.cancel.done"),
    );
    if (done) setAsking(false);
  }

  return (
    <>
      <AdminNotice notice={notice} />
      {mayCancel && !isFinal ? (
        <div className="admin-page__actions">
          <button type="button" className="button button--danger" onClick={() => setAsking(true)}>
            {t("application.cancel.button")}
          </button>
        </div>
      ) : null}
      <ReasonDialog
        open={asking}
        busy={cancelling}
        title={t("application.cancel.title")}
        confirm={t("application.cancel.confirm")}
        required
        onConfirm={(reason) => void confirm(reason)}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
