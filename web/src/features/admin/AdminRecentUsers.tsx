import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { AdminRecentUsers_users$key } from "../../__generated__/AdminRecentUsers_users.graphql";
import { formatDate } from "../../lib/format";
import { useAdminMay } from "./admin-access";
import { ADMIN_HOME_PATH } from "./admin-session";
import { place } from "./overview-rows";

/** The newest users; each opens their page for an admin the server lets search accounts. */
export function AdminRecentUsers({ users: key }: { users: AdminRecentUsers_users$key }) {
  const { t } = useTranslation("admin");
  const mayOpenUsers = useAdminMay()("ACCOUNT_SEARCH");
  const users = useFragment(
    graphql`
      fragment AdminRecentUsers_users on User @relay(plural: true) {
        id
        firstName
        lastName
        userType
        accountState
        city
        state
        createdAt
      }
    `,
    key,
  );
  return (
    <>
      <h2>{t("overview.recentUsers")}</h2>
      <div className="admin-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{t("users.columns.name")}</th>
              <th scope="col">{t("users.type")}</th>
              <th scope="col">{t("users.status")}</th>
              <th scope="col">{t("overview.place")}</th>
              <th scope="col">{t("users.columns.joined")}</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => {
              const name = `${user.firstName} ${user.lastName}`.trim() || "—";
              return (
                <tr key={user.id}>
                  <td>
                    {mayOpenUsers ? (
                      <Link to={`${ADMIN_HOME_PATH}/users/${encodeURIComponent(user.id)}`}>
                        {name}
                      </Link>
                    ) : (
                      name
                    )}
                  </td>
                  <td>{t(`users.types.${user.userType}`, { defaultValue: user.userType })}</td>
                  <td>
                    {t(`users.states.${user.accountState}`, { defaultValue: user.accountState })}
                  </td>
                  <td>{place(user)}</td>
                  <td>{formatDate(String(user.createdAt))}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
