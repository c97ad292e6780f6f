import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { FallbackBoundary } from "../../components/FallbackBoundary";
import { loadChunk } from "../../lib/chunks";
import { signInPath } from "../../lib/job-paths";
import { useSession } from "../../session/session";
import type { JobSearch } from "./job-search";

// "Alert me for new jobs like these" under a search: a worker saves the search
// and hears of new jobs it finds (a job_match notification). A visitor is sent to sign in and back;
// employers are not offered it. Shown only for a search with words or a place: "every job" is
// not an alert anyone wants. The saving code is its own chunk, loaded for signed-in workers only.

const AlertMeSave = lazy(() =>
  loadChunk("alert-me", () => import("./AlertMeSave")).then((module) => ({
    default: module.AlertMeSave,
  })),
);

/** The saved search's input for a job list's search. */
export function alertInput(search: JobSearch) {
  return {
    keywords: search.q ?? null,
    location: search.location ?? search.city ?? search.state ?? null,
    jobType: search.jobType ?? null,
    salaryMin: search.salaryMin ?? null,
    salaryPeriod: search.salaryMin !== undefined ? (search.salaryPeriod ?? null) : null,
  };
}

export function AlertMe({ search }: { search: JobSearch }) {
  const { t } = useTranslation("jobs");
  const session = useSession();
  const location = useLocation();
  // A tap while the saving code is still on its way is kept, and acted on when it arrives.
  const [tappedEarly, setTappedEarly] = useState(false);
  const input = alertInput(search);
  if (!input.keywords && !input.location) return null;
  if (session.status === "signedIn" && session.userType !== "labour") return null;
  if (session.status === "anonymous") {
    return (
      <p className="alert-me">
        <Link to={signInPath(`${location.pathname}${location.search}`)} className="alert-me__link">
          {t("alerts.signIn")}
        </Link>
      </p>
    );
  }
  return (
    <div className="alert-me">
      {/* Its code not loaded and the phone offline: no button (an alert cannot be saved offline
          anyway), and the list stays whole. */}
      <FallbackBoundary fallback={null}>
        <Suspense
          fallback={
            <button
              type="button"
              className="button button--ghost alert-me__button"
              aria-busy={tappedEarly}
              onClick={() => setTappedEarly(true)}
            >
              {t("alerts.button")}
            </button>
          }
        >
          <AlertMeSave input={input} tappedEarly={tappedEarly} />
        </Suspense>
      </FallbackBoundary>
    </div>
  );
}
