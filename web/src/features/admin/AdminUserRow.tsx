import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { AdminUserRow_user$key } from "../../__generated__/AdminUserRow_user.graphql";
import { formatDate } from "../../lib/format";

/** One account in the users list: name (opening its page), phone, type, state, joined. */
export function AdminUserRow({ user: ref }: { user: AdminUserRow_user$key }) {
  const { t } = useTranslation("admin");
  const user = useFragment(
    graphql`
      fragment AdminUserRow_user on User {
        id
        firstName
        lastName
        phoneNumber
        userType
        accountState
        createdAt
      }
    `,
    ref,
  );
  return (
    <tr>
      <td>
        <Link to={encodeURIComponent(user.id)}>
          {user.firstName} {user.lastName}
        </Link>
      </td>
      <td>{user.phoneNumber}</td>
      <td>{t(`users.types.${user.userType}`)}</td>
      <td>{t(`users.states.${user.accountState}`)}</td>
      <td>{formatDate(user.createdAt as string)}</td>
    </tr>
  );
}
