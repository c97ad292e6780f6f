import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { AdminRolesPageCreateMutation } from "../../__generated__/AdminRolesPageCreateMutation.graphql";
import type { AdminRolesPageDeactivateMutation } from "../../__generated__/AdminRolesPageDeactivateMutation.graphql";
import type {
  AdminRole,
  AdminRolesPageQuery,
} from "../../__generated__/AdminRolesPageQuery.graphql";
import type { AdminRolesPageUpdateMutation } from "../../__generated__/AdminRolesPageUpdateMutation.graphql";
import { ConfirmDialog } from "../../components/Dialog";
import { PASSWORD_MIN_LENGTH } from "../../config";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import { useAdminMay } from "./admin-access";
import { useAdminAction } from "./use-admin-action";

// Admins and their roles: every admin, active or deactivated; an admin the server lets manage
// admins (ADMIN_MANAGE) adds admins, changes roles and deactivates those the server says they may
// (never themself). Admins are never deleted: the audit log names them.

const ADMINS_PAGE = 100;
const ROLES: readonly AdminRole[] = ["SUPERUSER", "ADMIN", "MODERATOR", "OPERATOR", "VIEWER"];

const adminsQuery = graphql`
  query AdminRolesPageQuery($first: Int!) {
    admins(first: $first) {
      edges {
        node {
          id
          username
          fullName
          email
          role
          isActive
          lastLoginAt
          viewerCanDeactivate
        }
      }
    }
  }
`;

const createAdmin = graphql`
  mutation AdminRolesPageCreateMutation($input: AdminFieldsInput!) {
    createAdmin(input: $input) {
      __typename
      ... on AdminPayload {
        admin {
          id
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
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
          id
          role
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
          id
          isActive
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
  const [fetchKey, setFetchKey] = useState(0);
  const { admins } = useLazyLoadQuery<AdminRolesPageQuery>(
    adminsQuery,
    { first: ADMINS_PAGE },
    { fetchPolicy: "store-and-network", fetchKey },
  );
  const [create, creating] = useMutationPromise<AdminRolesPageCreateMutation>(createAdmin);
  const [update, updating] = useMutationPromise<AdminRolesPageUpdateMutation>(updateAdmin);
  const [deactivate, deactivating] =
    useMutationPromise<AdminRolesPageDeactivateMutation>(deactivateAdmin);
  const busy = creating || updating || deactivating;
  const { notice, run } = useAdminAction();
  const [leaving, setLeaving] = useState<{ id: string; name: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function decide(action: Parameters<typeof run>[0], done: string) {
    const ok = await run(action, done);
    setLeaving(null);
    if (ok) setFetchKey((key) => key + 1);
    return ok;
  }

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const password = String(form.get("password") ?? "");
    if (password.length < PASSWORD_MIN_LENGTH) {
      setProblem(t("passwordTooShort", { ns: "errors" }));
      return;
    }
    setProblem(null);
    const input = {
      username: text("username"),
      email: text("email"),
      fullName: text("fullName"),
      password,
      role: text("role"),
    };
    if (await decide(() => create({ input }).then((r) => r.createAdmin), t("admins.done.created")))
      formElement.reset();
  }

  return (
    <section className="admin-page">
      <h1>{t("admins.title")}</h1>
      {notice ? (
        <p role={notice.ok ? "status" : "alert"} className="admin-page__notice">
          {notice.text}
        </p>
      ) : null}
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
          {admins.edges.map(({ node: admin }) => (
            <tr key={admin.id}>
              <td>{admin.username}</td>
              <td>{admin.fullName}</td>
              <td>
                {mayManage && admin.isActive ? (
                  <select
                    aria-label={t("admins.roleOf", { name: admin.username })}
                    value={admin.role}
                    disabled={busy}
                    onChange={(event) =>
                      decide(
                        () =>
                          update({ id: admin.id, input: { role: event.target.value } }).then(
                            (r) => r.updateAdmin,
                          ),
                        t("admins.done.updated"),
                      )
                    }
                  >
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {t(`roles.${role}`)}
                      </option>
                    ))}
                  </select>
                ) : (
                  t(`roles.${admin.role}`)
                )}
              </td>
              <td>
                {admin.isActive ? t("admins.active") : t("admins.inactive")}
                {admin.viewerCanDeactivate && admin.isActive ? (
                  <button
                    type="button"
                    className="button button--ghost"
                    disabled={busy}
                    onClick={() => setLeaving({ id: admin.id, name: admin.username })}
                  >
                    {t("admins.deactivate")}
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {mayManage ? (
        <form className="admin-auth__form" onSubmit={add} noValidate>
          <h2>{t("admins.add")}</h2>
          <label htmlFor="admin-new-username">{t("fields.username")}</label>
          <input id="admin-new-username" name="username" autoComplete="off" required />
          <label htmlFor="admin-new-email">{t("fields.email")}</label>
          <input id="admin-new-email" name="email" type="email" required />
          <label htmlFor="admin-new-name">{t("fields.fullName")}</label>
          <input id="admin-new-name" name="fullName" required />
          <label htmlFor="admin-new-password">{t("fields.password")}</label>
          <input
            id="admin-new-password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
          />
          <label htmlFor="admin-new-role">{t("fields.role")}</label>
          <select id="admin-new-role" name="role" defaultValue="VIEWER">
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
          {problem ? <p role="alert">{problem}</p> : null}
          <button type="submit" className="button button--primary" disabled={busy}>
            {t("admins.add")}
          </button>
        </form>
      ) : null}
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
            () => deactivate({ id: leaving.id }).then((r) => r.deleteAdmin),
            t("admins.done.deactivated"),
          )
        }
      />
    </section>
  );
}
