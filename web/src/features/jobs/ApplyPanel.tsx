import "./apply-panel.css";
import { lazy, type ReactNode, Suspense, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { ApplyPanel_job$key } from "../../__generated__/ApplyPanel_job.graphql";
import { ApplicationStatusBadge } from "../../components/ApplicationStatusBadge";
import { i18n } from "../../i18n/i18n";
import { editJobPath, jobApplicationsPath } from "../../lib/employer-paths";
import { jobPath, signInPath } from "../../lib/job-paths";
import { MY_APPLICATIONS_PATH } from "../../lib/worker-paths";
import { useSession } from "../../session/session";

// Only signed-in workers fill the form (and its upload code): it stays out of a visitor's bundle.
// Its words for a refusal (the "errors" namespace, lib/error-text.ts, and "profile" for the
// completion gate's missing fields) load beside it; the
// namespace is named here, not imported, so a visitor's job page stays as small as it was.
const ApplyForm = lazy(() =>
  Promise.all([import("./ApplyForm"), i18n.loadNamespaces(["errors", "profile"])]).then(
    ([module]) => module,
  ),
);

// The employer's phone for a worker they accepted: code and words load only for them.
const EmployerReach = lazy(() =>
  import("../../components/EmployerReach").then((module) => ({ default: module.EmployerReach })),
);

/**
 * The way to apply. Visitors sign in first and come back to this job; a worker who has not
 * applied fills the form here, one who has sees where their application stands; employers do
 * not apply, and on their own job find its applicants and its editor instead.
 */
export function ApplyPanel({ job: jobKey }: { job: ApplyPanel_job$key }) {
  const { t } = useTranslation("job");
  const session = useSession();
  const noteId = useId();
  const job = useFragment(
    graphql`
      fragment ApplyPanel_job on Job {
        id
        status
        requireResume
        # Null for everyone but the job's employer (and admins): it tells the employer's own job.
        applicationCounts {
          total
        }
        viewerApplication {
          id
          status
          employerContact {
            phoneNumber
            acceptsCalls
            acceptsWhatsapp
          }
        }
      }
    `,
    jobKey,
  );
  const [justApplied, setJustApplied] = useState(false);
  const open = job.status === "ACTIVE";
  const worker = session.status === "signedIn" && session.userType === "labour";
  const application = worker ? job.viewerApplication : null;
  const ownJob =
    session.status === "signedIn" && session.userType === "employer" && job.applicationCounts;

  let body: ReactNode;
  if (ownJob) {
    body = (
      <>
        <Link
          to={jobApplicationsPath(job.id)}
          className="button button--primary apply-panel__button"
        >
          {t("apply.viewApplicants", { count: ownJob.total })}
        </Link>
        <Link to={editJobPath(job.id)} className="button button--ghost apply-panel__button">
          {t("apply.editJob")}
        </Link>
      </>
    );
  } else if (application) {
    body = (
      <>
        <h2 className="apply-panel__heading">{t("apply.applied")}</h2>
        <p className="apply-panel__status">
          {t("apply.statusLabel")}{" "}
          {/* Its words arrive with it: only a worker who has applied ever sees one here. */}
          <Suspense fallback={null}>
            <ApplicationStatusBadge status={application.status} />
          </Suspense>
        </p>
        {application.employerContact ? (
          <Suspense fallback={null}>
            <EmployerReach contact={application.employerContact} />
          </Suspense>
        ) : null}
        <Link to={MY_APPLICATIONS_PATH} className="button button--ghost apply-panel__button">
          {t("apply.myApplications")}
        </Link>
      </>
    );
  } else if (worker && open) {
    body = (
      <Suspense fallback={<p className="apply-panel__note">{t("apply.loading")}</p>}>
        <ApplyForm
          jobId={job.id}
          requireResume={job.requireResume}
          onApplied={() => setJustApplied(true)}
        />
      </Suspense>
    );
  } else if (open && session.status === "anonymous") {
    body = (
      <>
        <Link
          to={signInPath(jobPath(job.id))}
          className="button button--primary apply-panel__button"
          aria-describedby={noteId}
        >
          {t("apply.button")}
        </Link>
        <p id={noteId} className="apply-panel__note">
          {t("apply.visitorHint")}
        </p>
      </>
    );
  } else {
    body = (
      <>
        <button
          type="button"
          className="button button--primary apply-panel__button"
          disabled
          aria-describedby={noteId}
        >
          {t("apply.button")}
        </button>
        <p id={noteId} className="apply-panel__note">
          {open ? t("apply.employerNote") : t("apply.closed")}
        </p>
      </>
    );
  }

  return (
    <section className="apply-panel card" aria-label={t("apply.button")}>
      {/* On the page before anything is said in it, so the success is read out. */}
      <div role="status" className="apply-panel__success">
        {justApplied && application ? <p>{t("apply.submitted")}</p> : null}
      </div>
      {body}
      {job.requireResume && !application && !ownJob ? (
        <p className="apply-panel__resume">{t("detail.resumeRequired")}</p>
      ) : null}
    </section>
  );
}
