import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import type { AdminRolesPageDeactivateMutation } from "../../__generated__/AdminRolesPageDeactivateMutation.graphql";
import type { AdminRolesPageQuery } from "../../__generated__/AdminRolesPageQuery.graphql";
import type { AdminRolesPageUpdateMutation } from "../../__generated__/AdminRolesPageUpdateMutation.graphql";
import { ConfirmDialog } from "../../components/Dialog";
import { useRouteQuery } from "../../relay/route-query";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import { AdminNewAdminForm } from "./AdminNewAdminForm";
import { AdminNotice } from "./AdminNotice";
import { AdminRoleRow } from "./AdminRoleRow";
import { useAdminMay } from "./admin-access";
import { useAdminAction } from "./use-admin-action";

// Admins and their roles: every admin, active or deactivated; an admin the server lets manage
// admins (ADMIN_MANAGE) adds admins, changes roles and deactivates those the server says they may
// (never themself). Admins are never deleted: the audit log names them. Each change answers with
// the admin as they now are, and the row shows it.

export const adminsQuery = graphql`
  query AdminRolesPageQuery($first: Int!) {
    admins(first: $first) @connection(key: "AdminRolesPage_admins") {
      __id
      edges {
        node {
          id
          ...AdminRoleRow_admin
        }
      }
    }
  }
`;

const updateAdmin = graphql`
  mutation AdminRolesPageUpdateMutation($id: ID!, $input: AdminFieldsInput!) {
    updateAdmin(id: $id, input: $input) {
      __typename
      ... on AdminPayload {
        admin {
          ...AdminRoleRow_admin
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;
const deactivateAdmin = graphql`
  mutation AdminRolesPageDeactivateMutation($id: ID!) {
    deleteAdmin(id: $id) {
      __typename
      ... on AdminPayload {
        admin {
          ...AdminRoleRow_admin
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
  const mayManage = useAdminMay()("ADMIN_MANAGE");
  const { admins } = useRouteQuery<AdminRolesPageQuery>(adminsQuery);
  const [update, updating] = useMutationPromise<AdminRolesPageUpdateMutation>(updateAdmin);
  const [deactivate, deactivating] =
    useMutationPromise<AdminRolesPageDeactivateMutation>(deactivateAdmin);
  const busy = updating || deactivating;
  const { notice, run } = useAdminAction();
  const [leaving, setLeaving] = useState<{ id: string; name: string } | null>(null);

  async function decide(action: Parameters<typeof run>[0], done: string) {
    await run(action, done);
    setLeaving(null);
  }

  return (
    <section className="admin-page">
      <h1>{t("admins.title")}</h1>
      <AdminNotice notice={notice} />
      <table>
        <thead>
          <tr>
            <th scope="col">{t("fields.username")}</th>
            <th scope="col">{t("fields.fullName")}</th>
            <th scope="col">{t("fields.role")}</th>
            <th scope="col">{t("admins.state")}</th>
          </tr>
        </thead>
        <tbody>
          {admins.edges.map(({ node }) => (
            <AdminRoleRow
              key={node.id}
              admin={node}
              mayManage={mayManage}
              busy={busy}
              onRole={(id, role) =>
                decide(
                  () => update({ id, input: { role } }).then((answer) => answer.updateAdmin),
                  t("admins.done.updated"),
                )
              }
              onDeactivate={setLeaving}
            />
          ))}
        </tbody>
      </table>
      {mayManage ? <AdminNewAdminForm connection={admins.__id} run={run} /> : null}
      <ConfirmDialog
        open={leaving !== null}
        busy={busy}
        texts={{
          title: t("admins.deactivateTitle", { name: leaving?.name }),
          body: t("admins.deactivateBody"),
          cancel: t("actions.cancel"),
          confirm: t("admins.deactivate"),
          busy: t("actions.working"),
        }}
        onCancel={() => setLeaving(null)}
        onConfirm={() =>
          leaving &&
          decide(
            () => deactivate({ id: leaving.id }).then((answer) => answer.deleteAdmin),
            t("admins.done.deactivated"),
          )
        }
      />
    </section>
  );
}
