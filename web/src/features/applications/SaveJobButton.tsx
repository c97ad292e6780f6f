import "./save-job.css";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { commitMutation, graphql, useFragment, useRelayEnvironment } from "react-relay";
import { Link, useLocation } from "react-router";
import type { Environment, RecordSourceSelectorProxy } from "relay-runtime";
import type { SaveJobButton_job$key } from "../../__generated__/SaveJobButton_job.graphql";
import type { SaveJobButtonSaveMutation } from "../../__generated__/SaveJobButtonSaveMutation.graphql";
import type { SaveJobButtonUnsaveMutation } from "../../__generated__/SaveJobButtonUnsaveMutation.graphql";
import { useSession } from "../../session/session";
import { signInPath } from "../jobs/job-paths";
import { savedJobsChanged } from "./saved-jobs-store";

// What both mutations bring back: the job as it now stands (an AppError says only "no").
graphql`
  fragment SaveJobButton_payload on SaveJobPayload {
    job {
      id
      isSaved
    }
  }
`;

const saveMutation = graphql`
  mutation SaveJobButtonSaveMutation($jobId: ID!) {
    saveJob(jobId: $jobId) {
      __typename
      ...SaveJobButton_payload @alias
    }
  }
`;

const unsaveMutation = graphql`
  mutation SaveJobButtonUnsaveMutation($jobId: ID!) {
    unsaveJob(jobId: $jobId) {
      __typename
      ...SaveJobButton_payload @alias
    }
  }
`;

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
    const next = !saved;
    const fail = () => {
      setPending(false);
      setFailed(true);
    };
    const done = (result: { __typename: string }) => {
      if (result.__typename !== "SaveJobPayload") return fail();
      setPending(false);
      savedJobsChanged(environment);
    };
    const config = {
      variables: { jobId: job.id },
      optimisticUpdater: (store: RecordSourceSelectorProxy) => {
        store.get(job.id)?.setValue(next, "isSaved");
      },
      onError: fail,
    };
    if (next) {
      commitMutation<SaveJobButtonSaveMutation>(environment, {
        ...config,
        mutation: saveMutation,
        onCompleted: ({ saveJob }) => done(saveJob),
      });
    } else {
      commitMutation<SaveJobButtonUnsaveMutation>(environment, {
        ...config,
        mutation: unsaveMutation,
        onCompleted: ({ unsaveJob }) => done(unsaveJob),
      });
    }
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
