import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import type { AdminNewAdminFormCreateMutation } from "../../__generated__/AdminNewAdminFormCreateMutation.graphql";
import { PASSWORD_MIN_LENGTH } from "../../config";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import { ADMIN_ROLES } from "./AdminRoleRow";
import type { useAdminAction } from "./use-admin-action";

// Adding an admin (ADMIN_MANAGE): the server checks every field; the new admin, as it answers,
// joins the list on screen (the admins connection, by its id).

const createAdmin = graphql`
  mutation AdminNewAdminFormCreateMutation($input: AdminFieldsInput!, $connections: [ID!]!) {
    createAdmin(input: $input) {
      __typename
      ... on AdminPayload {
        admin @appendNode(connections: $connections, edgeTypeName: "QueryAdminsConnectionEdge") {
          id
          ...AdminRoleRow_admin
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

export function AdminNewAdminForm({
  connection,
  run,
}: {
  /** The admins connection's id (`__id`), which the new admin joins. */
  connection: string;
  /** The page's way to run a decision and say what came of it. */
  run: ReturnType<typeof useAdminAction>["run"];
}) {
  const { t } = useTranslation("admin");
  const [create, creating] = useMutationPromise<AdminNewAdminFormCreateMutation>(createAdmin);
  const [problem, setProblem] = useState<string | null>(null);

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
    const created = await run(
      () => create({ input, connections: [connection] }).then((answer) => answer.createAdmin),
      t("admins.done.created"),
    );
    if (created) formElement.reset();
  }

  return (
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
        {ADMIN_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`roles.${role}`)}
          </option>
        ))}
      </select>
      {problem ? <p role="alert">{problem}</p> : null}
      <button type="submit" className="button button--primary" disabled={creating}>
        {t("admins.add")}
      </button>
    </form>
  );
}
