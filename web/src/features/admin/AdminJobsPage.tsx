import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { AdminJobsPageApproveMutation } from "../../__generated__/AdminJobsPageApproveMutation.graphql";
import type { AdminJobsPageFlagMutation } from "../../__generated__/AdminJobsPageFlagMutation.graphql";
import type {
  AdminJobsPageQuery,
  ModerationQueueKind,
} from "../../__generated__/AdminJobsPageQuery.graphql";
import type { AdminJobsPageRejectMutation } from "../../__generated__/AdminJobsPageRejectMutation.graphql";
import type { AdminJobsPageRemoveMutation } from "../../__generated__/AdminJobsPageRemoveMutation.graphql";
import type { AdminJobsPageUnflagMutation } from "../../__generated__/AdminJobsPageUnflagMutation.graphql";
import { ConfirmDialog } from "../../components/Dialog";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import { useAdminMay } from "./admin-access";
import { PageButtons, useCursorPages } from "./CursorPages";
import { Highlighted } from "./Highlighted";
import { ReasonDialog } from "./ReasonDialog";
import { useAdminAction } from "./use-admin-action";

// The jobs section: the moderation queue, jobs waiting for approval, flagged
// by the money-request shield (its matched phrases marked in the text) or reported by workers
// (counts by reason), with the decisions the role may take: approve, reject with a reason the
// employer reads, flag, unflag, delete (confirmed: it cannot be undone).

const QUEUE_PAGE = 50;
const KINDS: readonly ModerationQueueKind[] = ["PENDING_APPROVAL", "FLAGGED", "REPORTED"];

const queueQuery = graphql`
  query AdminJobsPageQuery($first: Int!, $after: String, $kinds: [ModerationQueueKind!]) {
    moderationQueue(first: $first, after: $after, kinds: $kinds) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          title
          description
          city
          state
          status
          moderationStatus
          moderationNote
          moneyRequestPhrases
          createdAt
          employer {
            companyName
          }
          reportCounts {
            total
            asksForMoney
            fake
            wrongPay
            other
          }
        }
      }
    }
  }
`;

const approve = graphql`
  mutation AdminJobsPageApproveMutation($id: ID!) {
    approveJob(id: $id) {
      __typename
      ... on ModerateJobPayload {
        job {
          id
          moderationStatus
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;
const reject = graphql`
  mutation AdminJobsPageRejectMutation($id: ID!, $reason: String!) {
    rejectJob(id: $id, reason: $reason) {
      __typename
      ... on ModerateJobPayload {
        job {
          id
          moderationStatus
          moderationNote
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;
const flag = graphql`
  mutation AdminJobsPageFlagMutation($id: ID!, $reason: String) {
    flagJob(id: $id, reason: $reason) {
      __typename
      ... on ModerateJobPayload {
        job {
          id
          moderationStatus
          moderationNote
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;
const unflag = graphql`
  mutation AdminJobsPageUnflagMutation($id: ID!) {
    unflagJob(id: $id) {
      __typename
      ... on ModerateJobPayload {
        job {
          id
          moderationStatus
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;
const remove = graphql`
  mutation AdminJobsPageRemoveMutation($id: ID!) {
    removeJob(id: $id) {
      __typename
      ... on ModerateJobPayload {
        job {
          id
          status
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

type Pending = { kind: "reject" | "flag" | "remove"; id: string; title: string } | null;

export function Component() {
  const { t } = useTranslation("admin");
  const may = useAdminMay();
  const mayModerate = may("JOB_MODERATE");
  const mayRemove = may("JOB_REMOVE");
  const [kind, setKind] = useState<ModerationQueueKind | "">("");
  const [fetchKey, setFetchKey] = useState(0);
  const pages = useCursorPages();
  const { moderationQueue } = useLazyLoadQuery<AdminJobsPageQuery>(
    queueQuery,
    { first: QUEUE_PAGE, after: pages.after, kinds: kind ? [kind] : null },
    { fetchPolicy: "network-only", fetchKey },
  );
  const [approveJob, approving] = useMutationPromise<AdminJobsPageApproveMutation>(approve);
  const [rejectJob, rejecting] = useMutationPromise<AdminJobsPageRejectMutation>(reject);
  const [flagJob, flagging] = useMutationPromise<AdminJobsPageFlagMutation>(flag);
  const [unflagJob, unflagging] = useMutationPromise<AdminJobsPageUnflagMutation>(unflag);
  const [removeJob, removing] = useMutationPromise<AdminJobsPageRemoveMutation>(remove);
  const busy = approving || rejecting || flagging || unflagging || removing;
  const { notice, run } = useAdminAction();
  const [pending, setPending] = useState<Pending>(null);

  async function decide(action: Parameters<typeof run>[0], done: string) {
    const ok = await run(action, done);
    setPending(null);
    if (ok) setFetchKey((key) => key + 1);
  }

  const jobs = moderationQueue.edges.map((edge) => edge.node);
  return (
    <section className="admin-page">
      <h1>{t("jobs.title")}</h1>
      <div className="admin-page__filters">
        <label htmlFor="admin-queue-kind">{t("jobs.kind")}</label>
        <select
          id="admin-queue-kind"
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as ModerationQueueKind | "");
            pages.reset();
          }}
        >
          <option value="">{t("jobs.kinds.all")}</option>
          {KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`jobs.kinds.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {notice ? (
        <p role={notice.ok ? "status" : "alert"} className="admin-page__notice">
          {notice.text}
        </p>
      ) : null}
      {jobs.length === 0 ? <p>{t("jobs.empty")}</p> : null}
      <ul className="admin-queue">
        {jobs.map((job) => (
          <li key={job.id} className="admin-queue__job" aria-label={job.title}>
            <h2>{job.title}</h2>
            <p>
              {job.employer.companyName} · {[job.city, job.state].filter(Boolean).join(", ")} ·{" "}
              {job.moderationStatus ? t(`jobs.moderation.${job.moderationStatus}`) : null}
            </p>
            <p className="admin-queue__text">
              <Highlighted text={job.description} phrases={job.moneyRequestPhrases ?? []} />
            </p>
            {job.moneyRequestPhrases?.length ? (
              <p>
                {t("jobs.phrases")} {job.moneyRequestPhrases.join(", ")}
              </p>
            ) : null}
            {job.reportCounts && job.reportCounts.total > 0 ? (
              <p>
                {t("jobs.reports", {
                  count: job.reportCounts.total,
                  asksForMoney: job.reportCounts.asksForMoney,
                  fake: job.reportCounts.fake,
                  wrongPay: job.reportCounts.wrongPay,
                  other: job.reportCounts.other,
                })}
              </p>
            ) : null}
            {job.moderationNote ? <p>{t("jobs.note", { note: job.moderationNote })}</p> : null}
            {mayModerate || mayRemove ? (
              <div className="admin-page__actions">
                {mayModerate && job.moderationStatus !== "APPROVED" ? (
                  <button
                    type="button"
                    className="button button--primary"
                    disabled={busy}
                    onClick={() =>
                      decide(
                        () => approveJob({ id: job.id }).then((r) => r.approveJob),
                        t("jobs.done.approved"),
                      )
                    }
                  >
                    {t("jobs.actions.approve")}
                  </button>
                ) : null}
                {mayModerate ? (
                  <button
                    type="button"
                    className="button button--ghost"
                    disabled={busy}
                    onClick={() => setPending({ kind: "reject", id: job.id, title: job.title })}
                  >
                    {t("jobs.actions.reject")}
                  </button>
                ) : null}
                {!mayModerate ? null : job.moderationStatus === "FLAGGED" ? (
                  <button
                    type="button"
                    className="button button--ghost"
                    disabled={busy}
                    onClick={() =>
                      decide(
                        () => unflagJob({ id: job.id }).then((r) => r.unflagJob),
                        t("jobs.done.unflagged"),
                      )
                    }
                  >
                    {t("jobs.actions.unflag")}
                  </button>
                ) : (
                  <button
                    type="button"
                    className="button button--ghost"
                    disabled={busy}
                    onClick={() => setPending({ kind: "flag", id: job.id, title: job.title })}
                  >
                    {t("jobs.actions.flag")}
                  </button>
                )}
                {mayRemove ? (
                  <button
                    type="button"
                    className="button button--danger"
                    disabled={busy}
                    onClick={() => setPending({ kind: "remove", id: job.id, title: job.title })}
                  >
                    {t("jobs.actions.delete")}
                  </button>
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <PageButtons pages={pages} pageInfo={moderationQueue.pageInfo} />
      <ReasonDialog
        key={`reject-${pending?.id}`}
        open={pending?.kind === "reject"}
        busy={busy}
        title={t("jobs.rejectTitle", { title: pending?.title })}
        confirm={t("jobs.actions.reject")}
        required
        onCancel={() => setPending(null)}
        onConfirm={(reason) =>
          pending &&
          decide(
            () => rejectJob({ id: pending.id, reason }).then((r) => r.rejectJob),
            t("jobs.done.rejected"),
          )
        }
      />
      <ReasonDialog
        key={`flag-${pending?.id}`}
        open={pending?.kind === "flag"}
        busy={busy}
        title={t("jobs.flagTitle", { title: pending?.title })}
        confirm={t("jobs.actions.flag")}
        required={false}
        onCancel={() => setPending(null)}
        onConfirm={(reason) =>
          pending &&
          decide(
            () => flagJob({ id: pending.id, reason: reason || null }).then((r) => r.flagJob),
            t("jobs.done.flagged"),
          )
        }
      />
      <ConfirmDialog
        open={pending?.kind === "remove"}
        busy={busy}
        texts={{
          title: t("jobs.deleteTitle", { title: pending?.title }),
          body: t("jobs.deleteBody"),
          cancel: t("actions.cancel"),
          confirm: t("jobs.actions.delete"),
          busy: t("actions.working"),
        }}
        onCancel={() => setPending(null)}
        onConfirm={() =>
          pending &&
          decide(
            () => removeJob({ id: pending.id }).then((r) => r.removeJob),
            t("jobs.done.deleted"),
          )
        }
      />
    </section>
  );
}
