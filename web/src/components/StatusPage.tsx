import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useResponseStatus } from "../lib/response-status";
import { dashboardPath } from "../lib/user-type";
import { useSession } from "../session/session";

export type PageStatus = 403 | 404 | 500;

/** Where the help centre and the contact page live (features/content). */
const HELP_CENTRE_PATH = "/faq";
const CONTACT_PATH = "/contact";
const SIGN_IN_PATH = "/signin";

/**
 * The 403, 404 and 500 pages (SPEC section 8), with what happened in plain words and ways back
 * into the product: home, job search, the help centre and the contact page; on the 403 page sign
 * in (the right account may open it), or for someone signed in already their own dashboard;
 * try again on the 500 page. The server answers with the
 * same status (useResponseStatus). Nothing of the error itself is shown. Common texts only: the
 * page pulls no namespace of its own, so a visitor's pages carry nothing more for it.
 */
export function StatusPage({ status }: { status: PageStatus }) {
  const { t } = useTranslation();
  useResponseStatus(status);
  const session = useSession();
  const signedIn = session.status === "signedIn" ? session : null;
  return (
    <section className="status-page container" aria-labelledby="status-title">
      <p className="status-page__code" aria-hidden="true">
        {status}
      </p>
      <h1 id="status-title">{t(`status.${status}.title`)}</h1>
      <p>{t(`status.${status}.body`)}</p>
      <p className="status-page__hint">
        {status === 403 && signedIn ? t("status.403.hintSignedIn") : t(`status.${status}.hint`)}
      </p>
      <div className="status-page__actions">
        {status === 500 && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => window.location.reload()}
          >
            {t("status.tryAgain")}
          </button>
        )}
        {status === 403 &&
          (signedIn ? (
            <Link to={dashboardPath(signedIn.userType)} className="button button--primary">
              {t("status.dashboard")}
            </Link>
          ) : (
            <Link to={SIGN_IN_PATH} className="button button--primary">
              {t("status.signIn")}
            </Link>
          ))}
        <Link to="/" className={`button ${status === 404 ? "button--primary" : "button--ghost"}`}>
          {t("status.home")}
        </Link>
        <Link to="/jobs" className="button button--ghost">
          {t("status.findJobs")}
        </Link>
      </div>
      <nav className="status-page__more" aria-label={t("status.nextSteps")}>
        <Link to={HELP_CENTRE_PATH}>{t("status.helpCentre")}</Link>
        <Link to={CONTACT_PATH}>{t("status.contact")}</Link>
      </nav>
    </section>
  );
}

export function NotFoundPage() {
  return <StatusPage status={404} />;
}

export function ForbiddenPage() {
  return <StatusPage status={403} />;
}
