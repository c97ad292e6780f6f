import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { AdminDatabaseRows_page$key } from "../../__generated__/AdminDatabaseRows_page.graphql";

// One table's rows, a page at a time (the server's 100), secret columns masked by the server.

const pageFragment = graphql`
  fragment AdminDatabaseRows_page on AdminDbTablePage {
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
`;

export function AdminDatabaseRows({ page: pageKey }: { page: AdminDatabaseRows_page$key }) {
  const { t } = useTranslation("admin");
  const page = useFragment(pageFragment, pageKey);
  const rows = (page.rows ?? []) as (string | null)[][];
  const at = (to: number) => `?table=${encodeURIComponent(page.name)}&offset=${Math.max(0, to)}`;
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
