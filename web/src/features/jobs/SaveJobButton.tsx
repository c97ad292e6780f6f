import "./save-job.css";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import { Link, useLocation } from "react-router";
import type { SaveJobButton_job$key } from "../../__generated__/SaveJobButton_job.graphql";
import { loadChunk } from "../../lib/chunks";
import { signInPath } from "../../lib/job-paths";
import { useSession } from "../../session/session";
import { BookmarkIcon, SaveToggle } from "./SaveToggle";

/** The toggle and its mutations (SaveJobToggle.tsx): only a signed-in worker's button loads them. */
const SaveJobToggle = lazy(() =>
  loadChunk("save-job", () => import("./SaveJobToggle")).then(
    (module) => ({ default: module.SaveJobToggle }),
    () => ({ default: SaveJobUnavailable }),
  ),
);

/** The toggle when its code could not be loaded (offline): a tap says saving failed. */
function SaveJobUnavailable({ title, saved }: { title: string; saved: boolean }) {
  const [failed, setFailed] = useState(false);
  return (
    <SaveToggle title={title} saved={saved} failed={failed} onToggle={() => setFailed(true)} />
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
  return (
    <span className={wrapper}>
      {/* Its place is kept while the toggle's code arrives, so the card does not shift. */}
      <Suspense
        fallback={
          <span className="icon-button save-job__button" aria-hidden="true">
            <BookmarkIcon filled={saved} />
          </span>
        }
      >
        <SaveJobToggle jobId={job.id} title={job.title} saved={saved} />
      </Suspense>
    </span>
  );
}
