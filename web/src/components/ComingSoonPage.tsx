import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export type ComingSoonScreen =
  | "employerDashboard"
  | "labourDashboard"
  | "pricing"
  | "terms"
  | "privacy"
  | "faq"
  | "about"
  | "blog"
  | "contact"
  | "timeline";

/** A screen a later piece of work builds: says so plainly and offers the job list meanwhile. */
export function ComingSoonPage({ screen }: { screen: ComingSoonScreen }) {
  const { t } = useTranslation();
  return (
    <section className="coming-soon container" aria-labelledby="coming-soon-title">
      <span className="badge">{t("comingSoon.badge")}</span>
      <h1 id="coming-soon-title">{t(`comingSoon.screens.${screen}`)}</h1>
      <p>{t("comingSoon.body")}</p>
      <div className="status-page__actions">
        <Link to="/jobs" className="button button--primary">
          {t("comingSoon.browseJobs")}
        </Link>
        <Link to="/" className="button button--ghost">
          {t("comingSoon.home")}
        </Link>
      </div>
    </section>
  );
}
