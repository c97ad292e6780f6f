import "./save-job.css";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment, useRelayEnvironment } from "react-relay";
import { Link, useLocation } from "react-router";
import type { Environment } from "relay-runtime";
import type { SaveJobButton_job$key } from "../../__generated__/SaveJobButton_job.graphql";
import { loadChunk } from "../../lib/chunks";
import { signInPath } from "../../lib/job-paths";
import { savedJobsChanged } from "../../relay/saved-jobs-store";
import { useSession } from "../../session/session";

/** The toggle's mutations (SaveJobMutations.ts): only a signed-in worker's button loads them. */
const loadMutations = () => loadChunk("save-job", () => import("./SaveJobMutations"));

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z" />
    </svg>
  );
}

/**
 * Save for later (SPEC section 4): a worker's toggle, shown at once (optimistic) and put back if
 * the server says no. A visitor is sent to sign in and back here; employers do not save jobs.
 */
export function SaveJobButton({
  job: jobKey,
  className = "",
}: {
  job: SaveJobButton_job$key;
  className?: string;
}) {
  const { t } = useTranslation("jobs");
  const session = useSession();
  const location = useLocation();
  const environment = useRelayEnvironment() as Environment;
  const job = useFragment(
    graphql`
      fragment SaveJobButton_job on Job {
        id
        title
        isSaved
      }
    `,
    jobKey,
  );
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState(false);
  const canSave = session.status === "signedIn" && session.userType !== "employer";
  // Ready before the first tap, fetched after the page's own code.
  useEffect(() => {
    if (canSave) loadMutations().catch(() => undefined);
  }, [canSave]);

  if (session.status === "signedIn" && session.userType === "employer") return null;
  const wrapper = `save-job ${className}`.trim();

  if (session.status === "anonymous") {
    return (
      <span className={wrapper}>
        <Link
          to={signInPath(`${location.pathname}${location.search}`)}
          className="icon-button save-job__button"
          aria-label={t("save.signIn", { title: job.title })}
          title={t("save.save")}
        >
          <BookmarkIcon filled={false} />
        </Link>
      </span>
    );
  }

  const saved = job.isSaved === true;
  const toggle = () => {
    if (pending) return;
    setFailed(false);
    setPending(true);
    const finished = (agreed: boolean) => {
      setPending(false);
      if (agreed) savedJobsChanged(environment);
      else setFailed(true);
    };
    loadMutations().then(
      ({ setJobSaved }) => setJobSaved(environment, job.id, !saved, finished),
      () => finished(false),
    );
  };

  return (
    <span className={wrapper}>
      <button
        type="button"
        className="icon-button save-job__button"
        aria-pressed={saved}
        aria-label={t("save.saveTitle", { title: job.title })}
        title={saved ? t("save.saved") : t("save.save")}
        onClick={toggle}
      >
        <BookmarkIcon filled={saved} />
      </button>
      {failed ? (
        <span className="save-job__error" role="alert">
          {t("save.failed")}
        </span>
      ) : null}
    </span>
  );
}
