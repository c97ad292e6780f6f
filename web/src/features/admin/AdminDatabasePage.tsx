import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import { Link } from "react-router";
import type { AdminDatabasePageQuery } from "../../__generated__/AdminDatabasePageQuery.graphql";
import { useRouteQuery } from "../../relay/route-query";
import { AdminDatabaseRows } from "./AdminDatabaseRows";
import { AdminDatabaseTables } from "./AdminDatabaseTables";
import { useAdminMay } from "./admin-access";

// The database browser: the application's tables, or one table's rows when the address names
// it (the route's loader asks for one or the other). For an admin the server does not let browse
// (DATABASE_BROWSE: superusers) the address answers that it is not theirs. The SQL console is
// its own screen (database/console).

export const databaseQuery = graphql`
  query AdminDatabasePageQuery($table: String!, $offset: Int, $showTable: Boolean!) {
    adminDbTables @skip(if: $showTable) {
      ...AdminDatabaseTables_tables
    }
    adminDbTable(name: $table, offset: $offset) @include(if: $showTable) {
      ...AdminDatabaseRows_page
    }
  }
`;

function Browser() {
  const { adminDbTables, adminDbTable } = useRouteQuery<AdminDatabasePageQuery>(databaseQuery);
  if (adminDbTable) return <AdminDatabaseRows page={adminDbTable} />;
  return adminDbTables ? <AdminDatabaseTables tables={adminDbTables} /> : null;
}

export function Component() {
  const { t } = useTranslation("admin");
  const may = useAdminMay();
  return (
    <section className="admin-page">
      <h1>{t("database.title")}</h1>
      {may("DATABASE_BROWSE") ? (
        <>
          <p className="admin-page__actions">
            <Link to="console">{t("database.console")}</Link>
          </p>
          <Browser />
        </>
      ) : (
        <p role="alert">{t("database.forbidden")}</p>
      )}
    </section>
  );
}
