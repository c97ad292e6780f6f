import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Link, useSearchParams } from "react-router";
import type { AdminDatabasePageRowsQuery } from "../../__generated__/AdminDatabasePageRowsQuery.graphql";
import type { AdminDatabasePageTablesQuery } from "../../__generated__/AdminDatabasePageTablesQuery.graphql";
import { formatKilobytes, formatNumber } from "../../lib/format";
import { useAdminMay } from "./admin-access";

// The database browser: the application's tables, and one table's rows
// a page at a time (the server's 100), secret columns masked by the server. For an admin the
// server does not let browse (DATABASE_BROWSE: superusers) the address answers that it is not
// theirs, without asking for the tables. The SQL
// console is its own screen (database/console).

const tablesQuery = graphql`
  query AdminDatabasePageTablesQuery {
    adminDbTables {
      name
      estimatedRows
      rowsExact
      sizeBytes
    }
  }
`;

const rowsQuery = graphql`
  query AdminDatabasePageRowsQuery($name: String!, $offset: Int) {
    adminDbTable(name: $name, offset: $offset) {
      name
      columns {
        name
        type
        masked
      }
      rows
      limit
      offset
      estimatedRows
    }
  }
`;

function Tables() {
  const { t } = useTranslation("admin");
  const { adminDbTables } = useLazyLoadQuery<AdminDatabasePageTablesQuery>(
    tablesQuery,
    {},
    { fetchPolicy: "store-and-network" },
  );
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
          {adminDbTables.map((table) => (
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

function Rows({ name, offset }: { name: string; offset: number }) {
  const { t } = useTranslation("admin");
  const { adminDbTable: page } = useLazyLoadQuery<AdminDatabasePageRowsQuery>(
    rowsQuery,
    { name, offset },
    { fetchPolicy: "network-only" },
  );
  const rows = (page.rows ?? []) as (string | null)[][];
  const at = (to: number) => `?table=${encodeURIComponent(name)}&offset=${Math.max(0, to)}`;
  return (
    <>
      <h2>{page.name}</h2>
      <p>
        <Link to="?">{t("database.back")}</Link>
      </p>
      <p>{t("database.maskedNote")}</p>
      {rows.length === 0 ? (
        <p>{t("database.empty")}</p>
      ) : (
        <p>{t("database.range", { from: page.offset + 1, to: page.offset + rows.length })}</p>
      )}
      <div className="admin-scroll">
        <table>
          <thead>
            <tr>
              {page.columns.map((column) => (
                <th scope="col" key={column.name} title={column.type}>
                  {column.name}
                  {column.masked ? ` (${t("database.masked")})` : ""}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a page's rows keep their order
              <tr key={index}>
                {row.map((value, column) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns keep their order
                  <td key={column}>{value ?? "—"}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="admin-page__actions">
        {page.offset > 0 ? (
          <Link className="button button--ghost" to={at(page.offset - page.limit)}>
            {t("database.previous")}
          </Link>
        ) : null}
        {rows.length === page.limit ? (
          <Link className="button button--ghost" to={at(page.offset + page.limit)}>
            {t("database.next")}
          </Link>
        ) : null}
      </div>
    </>
  );
}

export function Component() {
  const { t } = useTranslation("admin");
  const may = useAdminMay();
  const [params] = useSearchParams();
  const table = params.get("table");
  const offset = Number(params.get("offset") ?? 0);
  if (!may("DATABASE_BROWSE")) {
    return (
      <section className="admin-page">
        <h1>{t("database.title")}</h1>
        <p role="alert">{t("database.forbidden")}</p>
      </section>
    );
  }
  return (
    <section className="admin-page">
      <h1>{t("database.title")}</h1>
      <p className="admin-page__actions">
        <Link to="console">{t("database.console")}</Link>
      </p>
      {table ? (
        <Rows name={table} offset={Number.isSafeInteger(offset) && offset > 0 ? offset : 0} />
      ) : (
        <Tables />
      )}
    </section>
  );
}
