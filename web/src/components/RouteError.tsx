import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { StatusPage } from "./StatusPage";

/**
 * What a route shows when it throws: the status pages for 403/404 answers, otherwise
 * 'Unexpected Application Error!' with the error's text (a failed chunk names itself there).
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 403)) {
    return <StatusPage status={error.status} />;
  }
  const text = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <section className="status-page container" role="alert">
      <h1>{t("errors.unexpectedApplication")}</h1>
      <pre className="status-page__detail">{text}</pre>
      <button
        type="button"
        className="button button--primary"
        onClick={() => window.location.reload()}
      >
        {t("errors.reload")}
      </button>
    </section>
  );
}
