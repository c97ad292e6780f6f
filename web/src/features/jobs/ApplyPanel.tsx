import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSession } from "../../session/session";
import { jobPath, signInPath } from "./job-paths";

/**
 * The way to apply. Visitors sign in first and come back to this job; signed-in users cannot
 * apply from the web yet, and the button says so rather than pretending.
 */
export function ApplyPanel({
  jobId,
  open,
  requireResume,
}: {
  jobId: string;
  open: boolean;
  requireResume: boolean;
}) {
  const { t } = useTranslation("jobs");
  const session = useSession();
  const noteId = useId();
  const note = !open
    ? t("apply.closed")
    : session.status === "anonymous"
      ? t("apply.visitorHint")
      : t("apply.soon");
  return (
    <section className="apply-panel card" aria-label={t("apply.button")}>
      {open && session.status === "anonymous" ? (
        <Link
          to={signInPath(jobPath(jobId))}
          className="button button--primary apply-panel__button"
          aria-describedby={noteId}
        >
          {t("apply.button")}
        </Link>
      ) : (
        <button
          type="button"
          className="button button--primary apply-panel__button"
          disabled
          aria-describedby={noteId}
        >
          {t("apply.button")}
        </button>
      )}
      <p id={noteId} className="apply-panel__note">
        {note}
      </p>
      {requireResume ? <p className="apply-panel__resume">{t("detail.resumeRequired")}</p> : null}
    </section>
  );
}
