import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type {
  AdminRole,
  AdminRoleRow_admin$key,
} from "../../__generated__/AdminRoleRow_admin.graphql";

export const ADMIN_ROLES: readonly AdminRole[] = [
  "SUPERUSER",
  "ADMIN",
  "MODERATOR",
  "OPERATOR",
  "VIEWER",
];

/**
 * One admin: their name, role (a choice for an admin the server lets manage admins) and state,
 * with Deactivate where the server says the viewer may (Admin.viewerCanDeactivate).
 */
export function AdminRoleRow({
  admin: key,
  mayManage,
  busy,
  onRole,
  onDeactivate,
}: {
  admin: AdminRoleRow_admin$key;
  mayManage: boolean;
  busy: boolean;
  onRole: (id: string, role: string) => void;
  onDeactivate: (admin: { id: string; name: string }) => void;
}) {
  const { t } = useTranslation("admin");
  const admin = useFragment(
    graphql`
      fragment AdminRoleRow_admin on Admin {
        id
        username
        fullName
        role
        isActive
        viewerCanDeactivate
      }
    `,
    key,
  );
  return (
    <tr>
      <td>{admin.username}</td>
      <td>{admin.fullName}</td>
      <td>
        {mayManage && admin.isActive ? (
          <select
            aria-label={t("admins.roleOf", { name: admin.username })}
            value={admin.role}
            disabled={busy}
            onChange={(event) => onRole(admin.id, event.target.value)}
          >
            {ADMIN_ROLES.map((role) => (
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
            onClick={() => onDeactivate({ id: admin.id, name: admin.username })}
          >
            {t("admins.deactivate")}
          </button>
        ) : null}
      </td>
    </tr>
  );
}
