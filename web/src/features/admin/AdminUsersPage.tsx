import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Link } from "react-router";
import type {
  AccountState,
  AdminUsersPageQuery,
  UserType,
} from "../../__generated__/AdminUsersPageQuery.graphql";
import { formatDate } from "../../lib/format";
import { PageButtons, useCursorPages } from "./CursorPages";

// The users section: workers and employers by name or phone, type and account
// state, newest first, a page at a time; each opens on its own page (documents and decisions).

const USERS_PAGE = 50;
const TYPES: readonly UserType[] = ["LABOUR", "EMPLOYER"];
const STATES: readonly AccountState[] = ["ACTIVE", "PENDING", "VERIFIED", "BLOCKED"];

const usersQuery = graphql`
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
          firstName
          lastName
          phoneNumber
          userType
          accountState
          city
          createdAt
        }
      }
    }
  }
`;

type Filters = { search: string; userType: UserType | ""; status: AccountState | "" };

export function Component() {
  const { t } = useTranslation("admin");
  const [filters, setFilters] = useState<Filters>({ search: "", userType: "", status: "" });
  const pages = useCursorPages();
  const { adminUsers } = useLazyLoadQuery<AdminUsersPageQuery>(
    usersQuery,
    {
      first: USERS_PAGE,
      after: pages.after,
      search: filters.search || null,
      userType: filters.userType || null,
      status: filters.status || null,
    },
    { fetchPolicy: "store-and-network" },
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "");
    setFilters({
      search: text("search").trim(),
      userType: text("userType") as Filters["userType"],
      status: text("status") as Filters["status"],
    });
    pages.reset();
  }

  return (
    <section className="admin-page">
      <h1>{t("users.title")}</h1>
      <form className="admin-page__filters" onSubmit={submit}>
        <label htmlFor="admin-users-search">{t("users.search")}</label>
        <input id="admin-users-search" name="search" type="search" defaultValue={filters.search} />
        <label htmlFor="admin-users-type">{t("users.type")}</label>
        <select id="admin-users-type" name="userType" defaultValue={filters.userType}>
          <option value="">{t("users.any")}</option>
          {TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`users.types.${type}`)}
            </option>
          ))}
        </select>
        <label htmlFor="admin-users-status">{t("users.status")}</label>
        <select id="admin-users-status" name="status" defaultValue={filters.status}>
          <option value="">{t("users.any")}</option>
          {STATES.map((state) => (
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
          {adminUsers.edges.map(({ node: user }) => (
            <tr key={user.id}>
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
          ))}
        </tbody>
      </table>
      <PageButtons pages={pages} pageInfo={adminUsers.pageInfo} />
    </section>
  );
}
