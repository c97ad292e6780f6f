import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment, useRelayEnvironment } from "react-relay";
import { Link } from "react-router";
import type { Environment } from "relay-runtime";
import type { MyJobRow_job$key } from "../../__generated__/MyJobRow_job.graphql";
import type { MyJobRowDeleteJobMutation } from "../../__generated__/MyJobRowDeleteJobMutation.graphql";
import type { MyJobRowRenewJobMutation } from "../../__generated__/MyJobRowRenewJobMutation.graphql";
import type { MyJobRowSetJobStatusMutation } from "../../__generated__/MyJobRowSetJobStatusMutation.graphql";
import type { OnNotice } from "../../components/NoticeBar";
import {
  type ApplicationFilter,
  COUNT_FIELDS,
  type CountField,
} from "../../lib/application-filter";
import { editJobPath, jobApplicationsPath } from "../../lib/employer-paths";
import { ERRORS_NAMESPACE, errorText } from "../../lib/error-text";
import { formatDate, formatNumber } from "../../lib/format";
import { jobPath } from "../../lib/job-paths";
import { formatPlace } from "../../lib/place";
import { filterStatus } from "../../lib/status-filter";
import { appErrorOf } from "../../relay/app-error";
import { readApplicationCounts } from "../../relay/application-counts";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import { DeleteJobDialog } from "./DeleteJobDialog";
import { postedJobsChanged } from "./posted-jobs-store";

const setStatusMutation = graphql`
  mutation MyJobRowSetJobStatusMutation($id: ID!, $status: JobStatus!) {
    setJobStatus(id: $id, status: $status) {
      __typename
      ... on SetJobStatusPayload {
        job {
          ...MyJobRow_job
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

const renewMutation = graphql`
  mutation MyJobRowRenewJobMutation($id: ID!) {
    renewJob(id: $id) {
      __typename
      ... on RenewJobPayload {
        job {
          ...MyJobRow_job
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation MyJobRowDeleteJobMutation($id: ID!, $connections: [ID!]!) {
    deleteJob(id: $id) {
      __typename
      ... on DeleteJobPayload {
        deletedJobId @deleteEdge(connections: $connections)
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

/** Application statuses in the order an employer works through them, and their counts. */
const COUNTED = Object.entries(COUNT_FIELDS) as [ApplicationFilter, CountField][];

/** One of the employer's jobs with its numbers, and what they can do with it. */
export function MyJobRow({
  job: jobKey,
  connectionId,
  onNotice,
}: {
  job: MyJobRow_job$key;
  connectionId: string;
  onNotice: OnNotice;
}) {
  const { t } = useTranslation(["employerJobs", ERRORS_NAMESPACE]);
  const environment = useRelayEnvironment() as Environment;
  const job = useFragment(
    graphql`
      fragment MyJobRow_job on Job {
        id
        title
        city
        state
        status
        moderationStatus
        reviewNotice
        canReactivate
        viewCount
        createdAt
        expiresAt
        applicationCounts {
          ...applicationCounts_counts
        }
      }
    `,
    jobKey,
  );
  const [setJobStatus, settingStatus] =
    useMutationPromise<MyJobRowSetJobStatusMutation>(setStatusMutation);
  const [deleteJob, deleting] = useMutationPromise<MyJobRowDeleteJobMutation>(deleteMutation);
  const [renewJob, renewing] = useMutationPromise<MyJobRowRenewJobMutation>(renewMutation);
  const busy = settingStatus || renewing ? "status" : deleting ? "delete" : null;
  const [confirming, setConfirming] = useState(false);

  const setStatus = async (status: "ACTIVE" | "INACTIVE") => {
    if (busy) return;
    try {
      const { setJobStatus: answer } = await setJobStatus({ id: job.id, status });
      const error = appErrorOf(answer);
      if (answer.__typename === "SetJobStatusPayload") {
        postedJobsChanged(environment);
        onNotice({ tone: "success", text: t("notices.statusUpdated") });
      } else if (error?.code === "CONFLICT") {
        onNotice({ tone: "failed", text: errorText(t, error, t("errors.statusFailed")) });
      } else {
        onNotice({ tone: "failed", text: t("errors.statusFailed") });
      }
    } catch {
      onNotice({ tone: "failed", text: t("errors.statusFailed") });
    }
  };

  // An expired job comes back with a fresh expiry (renewJob), not as "reactivate" does.
  const renew = async () => {
    if (busy) return;
    try {
      const { renewJob: answer } = await renewJob({ id: job.id });
      const error = appErrorOf(answer);
      if (answer.__typename === "RenewJobPayload") {
        postedJobsChanged(environment);
        onNotice({ tone: "success", text: t("notices.renewed") });
      } else {
        onNotice({ tone: "failed", text: errorText(t, error, t("errors.renewFailed")) });
      }
    } catch {
      onNotice({ tone: "failed", text: t("errors.renewFailed") });
    }
  };

  const remove = async () => {
    if (busy) return;
    try {
      const { deleteJob: answer } = await deleteJob({ id: job.id, connections: [connectionId] });
      if (answer.__typename === "DeleteJobPayload") {
        // The row is gone with its edge; the list's count and the other tabs follow.
        postedJobsChanged(environment, { connectionId });
        onNotice({ tone: "success", text: t("notices.deleted"), focus: true });
        return;
      }
      onNotice({ tone: "failed", text: t("common:errors.somethingWentWrong") });
    } catch {
      onNotice({ tone: "failed", text: t("common:errors.somethingWentWrong") });
    }
    setConfirming(false);
  };

  const counts = job.applicationCounts ? readApplicationCounts(job.applicationCounts) : null;
  const breakdown = counts
    ? COUNTED.filter(([, field]) => counts[field] > 0)
        .map(([filter, field]) =>
          t(`applicationStatus:count.${filterStatus(filter)}`, { count: counts[field] }),
        )
        .join(" · ")
    : "";
  const moderation =
    job.moderationStatus && job.moderationStatus !== "APPROVED" ? job.moderationStatus : null;
  const active = job.status === "ACTIVE";
  const expired = job.status === "EXPIRED";
  return (
    <article className="my-job card">
      <header className="my-job__header">
        <h2 className="my-job__title">
          <Link to={jobPath(job.id)}>{job.title}</Link>
        </h2>
        <p className="my-job__badges">
          <span className={`badge my-job__status--${job.status}`}>
            {t(`row.status.${job.status}`)}
          </span>
          {moderation ? (
            <span className={`badge my-job__moderation--${moderation}`}>
              {t(`row.moderation.${moderation}`)}
            </span>
          ) : null}
        </p>
      </header>
      <p className="my-job__place">{formatPlace(t, job.city, job.state)}</p>
      <dl className="my-job__facts">
        <div>
          <dt>{t("row.applications")}</dt>
          <dd>
            {counts && counts.total > 0
              ? t("row.applicationsTotal", { count: counts.total })
              : t("row.applicationsNone")}
            {breakdown ? <span className="my-job__breakdown">{breakdown}</span> : null}
          </dd>
        </div>
        <div>
          <dt>{t("row.views")}</dt>
          <dd>{formatNumber(job.viewCount ?? 0)}</dd>
        </div>
        <div>
          <dt>{t("row.posted")}</dt>
          <dd>
            <time dateTime={job.createdAt}>{formatDate(job.createdAt)}</time>
          </dd>
        </div>
        {job.expiresAt && (active || expired) ? (
          <div>
            <dt>{t("row.expires")}</dt>
            <dd>
              <time dateTime={job.expiresAt}>{formatDate(job.expiresAt)}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      {job.reviewNotice ? (
        <p className="my-job__note">{t(job.reviewNotice, { ns: ERRORS_NAMESPACE })}</p>
      ) : !active && job.canReactivate === false ? (
        <p className="my-job__note">{t("row.heldBack")}</p>
      ) : null}
      <fieldset className="card-actions my-job__actions">
        <legend className="visually-hidden">{t("row.actions", { title: job.title })}</legend>
        <Link to={jobApplicationsPath(job.id)} className="button button--ghost">
          {t("row.viewApplications", { count: counts?.total ?? 0 })}
        </Link>
        <Link to={editJobPath(job.id)} className="button button--ghost">
          {t("row.edit")}
        </Link>
        {expired && job.canReactivate ? (
          <button
            type="button"
            className="button button--ghost"
            aria-disabled={busy !== null}
            onClick={() => void renew()}
          >
            {renewing ? t("row.working") : t("row.renew")}
          </button>
        ) : active || job.canReactivate ? (
          <button
            type="button"
            className="button button--ghost"
            aria-disabled={busy !== null}
            onClick={() => void setStatus(active ? "INACTIVE" : "ACTIVE")}
          >
            {busy === "status"
              ? t("row.working")
              : t(active ? "row.makeInactive" : "row.reactivate")}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--danger"
          aria-disabled={busy !== null}
          onClick={() => {
            if (!busy) setConfirming(true);
          }}
        >
          {t("row.delete")}
        </button>
      </fieldset>
      <DeleteJobDialog
        title={job.title}
        open={confirming}
        deleting={busy === "delete"}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </article>
  );
}
