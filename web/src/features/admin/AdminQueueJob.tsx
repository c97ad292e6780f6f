import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { AdminQueueJob_job$key } from "../../__generated__/AdminQueueJob_job.graphql";
import { useAdminMay } from "./admin-access";
import { Highlighted } from "./Highlighted";
import { useJobMutations } from "./job-mutations";
import { type ModerationAction, ModerationActions } from "./ModerationActions";

/**
 * One job of the moderation queue: its text with the shield's matched phrases marked, workers'
 * reports by reason, and the decisions the server lets this admin take, each asking first and
 * naming what it will do (deleting counts the applications it cancels).
 */
export function AdminQueueJob({ job: ref }: { job: AdminQueueJob_job$key }) {
  const { t } = useTranslation("admin");
  const may = useAdminMay();
  const mutate = useJobMutations();
  const job = useFragment(
    graphql`
      fragment AdminQueueJob_job on Job {
        id
        title
        description
        city
        state
        status
        moderationStatus
        moderationNote
        moneyRequestPhrases
        applicationsInProgress
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
    `,
    ref,
  );
  const { id, title } = job;
  const removed = job.status === "DELETED";
  const actions: ModerationAction[] = [];
  if (may("JOB_MODERATE") && !removed) {
    if (job.moderationStatus !== "APPROVED") {
      actions.push({
        id: "approve",
        label: t("jobs.actions.approve"),
        tone: "primary",
        done: t("jobs.done.approved"),
        ask: {
          title: t("safeActions.approveTitle", { title }),
          body: t("safeActions.approveWill"),
          reason: "none",
        },
        act: () => mutate.approve(id),
      });
    }
    if (job.moderationStatus !== "REJECTED") {
      actions.push({
        id: "reject",
        label: t("jobs.actions.reject"),
        tone: "ghost",
        done: t("jobs.done.rejected"),
        ask: {
          title: t("jobs.rejectTitle", { title }),
          body: t("safeActions.rejectWill"),
          reason: "required",
        },
        act: (reason) => mutate.reject(id, reason ?? ""),
      });
    }
    actions.push(
      job.moderationStatus === "FLAGGED"
        ? {
            id: "unflag",
            label: t("jobs.actions.unflag"),
            tone: "ghost",
            done: t("jobs.done.unflagged"),
            ask: {
              title: t("safeActions.unflagTitle", { title }),
              body: t("safeActions.unflagWill"),
              reason: "none",
            },
            act: () => mutate.unflag(id),
          }
        : {
            id: "flag",
            label: t("jobs.actions.flag"),
            tone: "ghost",
            done: t("jobs.done.flagged"),
            ask: {
              title: t("jobs.flagTitle", { title }),
              body: t("safeActions.flagWill"),
              reason: "optional",
            },
            act: (reason) => mutate.flag(id, reason),
          },
    );
  }
  if (may("JOB_REMOVE") && !removed) {
    const cancelled = job.applicationsInProgress;
    actions.push({
      id: "delete",
      label: t("jobs.actions.delete"),
      tone: "danger",
      done: t("jobs.done.deleted"),
      ask: {
        title: t("jobs.deleteTitle", { title }),
        body: [
          ...(cancelled > 0 ? [t("safeActions.applications", { count: cancelled })] : []),
          t("safeActions.deleteJobWill"),
        ].join(" "),
        reason: "optional",
      },
      act: (reason) => mutate.remove(id, reason),
    });
  }
  const reports = job.reportCounts;
  return (
    <li className="admin-queue__job" aria-label={title}>
      <h2>{title}</h2>
      <p>
        {job.employer.companyName} · {[job.city, job.state].filter(Boolean).join(", ")} ·{" "}
        {removed
          ? t("userRecord.jobs.statuses.DELETED")
          : job.moderationStatus
            ? t(`jobs.moderation.${job.moderationStatus}`)
            : null}
      </p>
      <p className="admin-queue__text">
        <Highlighted text={job.description} phrases={job.moneyRequestPhrases ?? []} />
      </p>
      {job.moneyRequestPhrases?.length ? (
        <p>
          {t("jobs.phrases")} {job.moneyRequestPhrases.join(", ")}
        </p>
      ) : null}
      {reports && reports.total > 0 ? (
        <p>
          {t("jobs.reports", {
            count: reports.total,
            asksForMoney: reports.asksForMoney,
            fake: reports.fake,
            wrongPay: reports.wrongPay,
            other: reports.other,
          })}
        </p>
      ) : null}
      {job.moderationNote ? <p>{t("jobs.note", { note: job.moderationNote })}</p> : null}
      <ModerationActions actions={actions} />
    </li>
  );
}
