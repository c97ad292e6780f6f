import "./dashboard.css";
import { Suspense, useRef } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, Outlet } from "react-router";
import { PageSpinner } from "../../components/Spinner";
import { useActiveInView } from "../../lib/use-active-in-view";
import { useDashboardType } from "../../lib/use-dashboard-type";
import { dashboardPath } from "../../lib/user-type";

export const handle = { title: "dashboard:nav.label" };

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
            <NavLink to={`${home}/applications`} className="dashboard__link">
              {t("nav.applications")}
            </NavLink>
            <NavLink to={`${home}/saved-jobs`} className="dashboard__link">
              {t("nav.savedJobs")}
            </NavLink>
            <NavLink to="/jobs" className="dashboard__link">
              {t("nav.findJobs")}
            </NavLink>
          </>
        ) : (
          <>
            <NavLink to={`${home}/jobs`} end className="dashboard__link">
              {t("nav.myJobs")}
            </NavLink>
            <NavLink to={`${home}/jobs/new`} className="dashboard__link">
              {t("nav.postJob")}
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
