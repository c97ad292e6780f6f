import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { AdminDatabaseTables_tables$key } from "../../__generated__/AdminDatabaseTables_tables.graphql";
import { formatKilobytes, formatNumber } from "../../lib/format";

// The application's tables: each one's rows (counted exactly for a small table, "about" an
// estimate otherwise) and size, each opening its rows.

const tablesFragment = graphql`
  fragment AdminDatabaseTables_tables on AdminDbTable @relay(plural: true) {
    name
    estimatedRows
    rowsExact
    sizeBytes
  }
`;

export function AdminDatabaseTables({ tables }: { tables: AdminDatabaseTables_tables$key }) {
  const { t } = useTranslation("admin");
  const rows = useFragment(tablesFragment, tables);
  return (
    <div className="admin-scroll">
      <table>
        <caption className="visually-hidden">{t("database.tables")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("database.name")}</th>
            <th scope="col">{t("database.rows")}</th>
            <th scope="col">{t("database.size")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((table) => (
            <tr key={table.name}>
              <td>
                <Link to={`?table=${encodeURIComponent(table.name)}`}>{table.name}</Link>
              </td>
              <td>
                {table.rowsExact
                  ? formatNumber(table.estimatedRows)
                  : t("database.aboutRows", { rows: formatNumber(table.estimatedRows) })}
              </td>
              <td>{formatKilobytes(table.sizeBytes)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
