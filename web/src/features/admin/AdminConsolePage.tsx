import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import { Link } from "react-router";
import type {
  AdminConsolePageExecuteMutation,
  AdminConsolePageExecuteMutation$data,
} from "../../__generated__/AdminConsolePageExecuteMutation.graphql";
import { errorText, type KeyedError } from "../../lib/error-text";
import { formatMegabytes, formatNumber } from "../../lib/format";
import { type AppError, appErrorOf } from "../../relay/app-error";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import { useAdminMay } from "./admin-access";
import { ADMIN_HOME_PATH } from "./admin-session";
import { cellText, isRunShortcut } from "./sql-console";

// The read-only SQL console: one query at a time, its answer as a table (at most the server's
// row and byte caps, and it says when either cut it), or the server's refusal in
// its own words ("Failed to execute SQL query: " and PostgreSQL's message). The server makes it
// read-only (its own PostgreSQL role, a READ ONLY transaction, a time limit) and writes every
// query to the audit log; this screen only asks. For an admin the server does not let query
// (DATABASE_QUERY: superusers) the address answers that it is not theirs, without a request. Ctrl+Enter (Cmd+Enter) runs.

const executeMutation = graphql`
  mutation AdminConsolePageExecuteMutation($query: String!) {
    executeSql(query: $query) {
      __typename
      ... on SqlConsoleResult {
        columns
        rows
        rowCount
        truncated
        rowCap
        sizeTruncated
        byteCap
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

type Answer = AdminConsolePageExecuteMutation$data["executeSql"];
type Result = Extract<Answer, { __typename: "SqlConsoleResult" }>;

function ResultTable({ result }: { result: Result }) {
  const { t } = useTranslation("admin");
  const rows = (Array.isArray(result.rows) ? result.rows : []) as unknown[][];
  return (
    <>
      <p role="status">
        {t("console.rowCount", { count: result.rowCount, rows: formatNumber(result.rowCount) })}
        {result.truncated ? ` ${t("console.truncated", { cap: formatNumber(result.rowCap) })}` : ""}
        {result.sizeTruncated
          ? ` ${t("console.sizeTruncated", { size: formatMegabytes(result.byteCap) })}`
          : ""}
      </p>
      <div className="admin-scroll">
        <table className="admin-console__result">
          <caption className="visually-hidden">{t("console.result")}</caption>
          <thead>
            <tr>
              {result.columns.map((column, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two columns may share a name
                <th scope="col" key={index}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows keep the query's order
              <tr key={index}>
                {row.map((value, column) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns keep their order
                  <td key={column} className={value === null ? "admin-console__null" : undefined}>
                    {cellText(value)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function Console() {
  const { t } = useTranslation("admin");
  const id = useId();
  const [query, setQuery] = useState("");
  const [result, setResult] = useState<Result | null>(null);
  const [failure, setFailure] = useState<AppError | KeyedError | null>(null);
  const [execute, running] = useMutationPromise<AdminConsolePageExecuteMutation>(executeMutation);

  async function run() {
    if (running) return;
    setFailure(null);
    try {
      const { executeSql: answer } = await execute({ query });
      const error = appErrorOf(answer);
      if (error) {
        setResult(null);
        setFailure(error);
      } else if (answer.__typename === "SqlConsoleResult") setResult(answer);
    } catch (error) {
      setResult(null);
      setFailure(error as KeyedError);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run();
  }

  // A refusal about the query itself (empty, too long) is said beside the box; the rest below.
  const fieldError =
    failure && "fieldErrors" in failure
      ? failure.fieldErrors?.find((error) => error.field === "query")
      : undefined;
  const message = failure ? errorText(t, fieldError ?? failure, t("console.failed")) : null;

  return (
    <>
      <form className="admin-form admin-console" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-query`}>{t("console.query")}</label>
        <textarea
          id={`${id}-query`}
          name="query"
          rows={6}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          className="admin-console__query"
          value={query}
          aria-describedby={`${id}-hint${fieldError ? ` ${id}-error` : ""}`}
          aria-invalid={fieldError ? true : undefined}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (isRunShortcut(event)) {
              event.preventDefault();
              void run();
            }
          }}
        />
        <p id={`${id}-hint`} className="admin-console__hint">
          {t("console.hint")}
        </p>
        {fieldError ? (
          <p id={`${id}-error`} role="alert" className="admin-setting__error">
            {message}
          </p>
        ) : null}
        <div>
          <button type="submit" className="button button--primary" disabled={running}>
            {running ? t("console.running") : t("console.run")}
          </button>
        </div>
      </form>
      {failure && !fieldError ? (
        <p role="alert" className="admin-console__failure">
          {message}
        </p>
      ) : null}
      {result ? <ResultTable result={result} /> : null}
    </>
  );
}

export function Component() {
  const { t } = useTranslation("admin");
  const may = useAdminMay();
  return (
    <section className="admin-page">
      <h1>{t("database.console")}</h1>
      <p>
        <Link to={`${ADMIN_HOME_PATH}/database`}>{t("console.back")}</Link>
      </p>
      {may("DATABASE_QUERY") ? (
        <>
          <p>{t("console.about")}</p>
          <Console />
        </>
      ) : (
        <p role="alert">{t("database.forbidden")}</p>
      )}
    </section>
  );
}
