import "./dashboard.css";
import { Suspense, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, Outlet, useMatch } from "react-router";
import { PageSpinner } from "../../components/Spinner";
import { useActiveInView } from "../../lib/use-active-in-view";
import { useDashboardType } from "../../lib/use-dashboard-type";
import { dashboardPath } from "../../lib/user-type";

export const handle = { title: "dashboard:nav.label" };

/**
 * "My jobs" stays the current page on a job's own pages (its applications, its edit form), which
 * a plain NavLink would match only with "Post a job" (jobs/new) too.
 */
function MyJobsLink({ home, label }: { home: string; label: string }) {
  const list = useMatch(`${home}/jobs`);
  const job = useMatch(`${home}/jobs/:jobId/*`);
  const current = !!list || (!!job && job.params.jobId !== "new");
  return (
    <Link
      to={`${home}/jobs`}
      className={current ? "dashboard__link active" : "dashboard__link"}
      aria-current={current ? "page" : undefined}
    >
      {label}
    </Link>
  );
}

/** The dashboard's frame: its own small menu beside (on a phone, above) the page. */
export function Component() {
  const { t } = useTranslation("dashboard");
  const userType = useDashboardType();
  const home = dashboardPath(userType);
  // On a phone the menu is a row that scrolls sideways: it shows the page the person is on.
  const nav = useRef<HTMLElement>(null);
  useActiveInView(nav);
  return (
    <div className="dashboard container">
      <nav className="dashboard__nav" aria-label={t("nav.label")} ref={nav}>
        <NavLink to={home} end className="dashboard__link">
          {t("nav.home")}
        </NavLink>
        <NavLink to={`${home}/profile`} className="dashboard__link">
          {t("nav.profile")}
        </NavLink>
        {userType === "labour" ? (
          <>
            <NavLink to={`${home}/recommended`} className="dashboard__link">
              {t("nav.recommended")}
            </NavLink>
            <NavLink to={`${home}/applications`} className="dashboard__link">
              {t("nav.applications")}
            </NavLink>
            <NavLink to={`${home}/saved-jobs`} className="dashboard__link">
              {t("nav.savedJobs")}
            </NavLink>
            <NavLink to={`${home}/alerts`} className="dashboard__link">
              {t("nav.alerts")}
            </NavLink>
            <NavLink to="/jobs" className="dashboard__link">
              {t("nav.findJobs")}
            </NavLink>
          </>
        ) : (
          <>
            <MyJobsLink home={home} label={t("nav.myJobs")} />
            <NavLink to={`${home}/jobs/new`} className="dashboard__link">
              {t("nav.postJob")}
            </NavLink>
            <NavLink to={`${home}/analytics`} className="dashboard__link">
              {t("nav.analytics")}
            </NavLink>
            <NavLink to={`${home}/integrations`} className="dashboard__link">
              {t("nav.integrations")}
            </NavLink>
          </>
        )}
        <NavLink to={`${home}/notifications`} className="dashboard__link">
          {t("nav.notifications")}
        </NavLink>
      </nav>
      <div className="dashboard__page">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
