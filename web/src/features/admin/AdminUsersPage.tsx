import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import type { AdminUsersPageQuery } from "../../__generated__/AdminUsersPageQuery.graphql";
import { useRouteQuery } from "../../relay/route-query";
import { AdminUserRow } from "./AdminUserRow";
import { useAddressPages } from "./address-pages";
import { PageButtons } from "./CursorPages";
import { ACCOUNT_STATES, USER_TYPES } from "./user-filters";

// The users section: workers and employers by name or phone, type and account state, newest
// first, a page at a time; the filters live in the address (user-filters.ts) and each row opens
// the whole user (AdminUserPage).

export const usersQuery = graphql`
  query AdminUsersPageQuery(
    $first: Int!
    $after: String
    $search: String
    $userType: UserType
    $status: AccountState
  ) {
    adminUsers(first: $first, after: $after, search: $search, userType: $userType, status: $status) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          ...AdminUserRow_user
        }
      }
    }
  }
`;

export function Component() {
  const { t } = useTranslation("admin");
  const { adminUsers } = useRouteQuery<AdminUsersPageQuery>(usersQuery);
  const pages = useAddressPages();
  const value = (name: string) => pages.params.get(name) ?? "";

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    pages.setFilters({
      search: text("search"),
      userType: text("userType"),
      status: text("status"),
    });
  }

  return (
    <section className="admin-page">
      <h1>{t("users.title")}</h1>
      <form className="admin-page__filters" onSubmit={submit} key={pages.params.toString()}>
        <label htmlFor="admin-users-search">{t("users.search")}</label>
        <input id="admin-users-search" name="search" type="search" defaultValue={value("search")} />
        <label htmlFor="admin-users-type">{t("users.type")}</label>
        <select id="admin-users-type" name="userType" defaultValue={value("userType")}>
          <option value="">{t("users.any")}</option>
          {USER_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`users.types.${type}`)}
            </option>
          ))}
        </select>
        <label htmlFor="admin-users-status">{t("users.status")}</label>
        <select id="admin-users-status" name="status" defaultValue={value("status")}>
          <option value="">{t("users.any")}</option>
          {ACCOUNT_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`users.states.${state}`)}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--primary">
          {t("users.apply")}
        </button>
      </form>
      <p>{t("users.count", { count: adminUsers.totalCount })}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t("users.columns.name")}</th>
            <th scope="col">{t("users.columns.phone")}</th>
            <th scope="col">{t("users.type")}</th>
            <th scope="col">{t("users.status")}</th>
            <th scope="col">{t("users.columns.joined")}</th>
          </tr>
        </thead>
        <tbody>
          {adminUsers.edges.map(({ node }) => (
            <AdminUserRow key={node.id} user={node} />
          ))}
        </tbody>
      </table>
      <PageButtons pages={pages} pageInfo={adminUsers.pageInfo} />
    </section>
  );
}
