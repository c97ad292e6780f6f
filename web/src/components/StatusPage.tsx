import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useResponseStatus } from "../lib/response-status";

/** The 403, 404 and 500 pages (SPEC section 8), with a way back into the product. */
export function StatusPage({ status }: { status: 403 | 404 | 500 }) {
  const { t } = useTranslation();
  useResponseStatus(status);
  return (
    <section className="status-page container" aria-labelledby="status-title">
      <p className="status-page__code" aria-hidden="true">
        {status}
      </p>
      <h1 id="status-title">{t(`status.${status}.title`)}</h1>
      <p>{t(`status.${status}.body`)}</p>
      <div className="status-page__actions">
        <Link to="/" className="button button--primary">
          {t("status.home")}
        </Link>
        <Link to="/jobs" className="button button--ghost">
          {t("status.findJobs")}
        </Link>
      </div>
    </section>
  );
}

export function NotFoundPage() {
  return <StatusPage status={404} />;
}
