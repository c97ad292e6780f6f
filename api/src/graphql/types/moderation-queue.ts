import {
  latestReports,
  moderationQueue,
  openReportCounts,
  QUEUE_KINDS,
  type ReportCounts,
  unpaidAnswers,
} from "../../services/jobs/moderation-queue.js";
import { batchLoader } from "../batch.js";
import { builder, nullWhenRefused } from "../builder.js";
import { Application } from "./application.js";
import { Job } from "./job.js";
import { JobReport } from "./job-report.js";

// The admins' moderation queue, read side (services/jobs/moderation-queue.ts): what the queue
// adds to a job for a moderator, the queue's jobs and workers' "not paid" answers, each in
// cursor pages. Admins only ("moderationQueue.read"); others read null on the job fields.

const moderatorOnly = {
  authScopes: { can: "moderationQueue.read" as const },
  ...nullWhenRefused,
};

const QueueKindEnum = builder.enumType("ModerationQueueKind", {
  description: "Why a job is in the queue: waiting for approval, flagged, or reported by workers.",
  values: QUEUE_KINDS,
});

const reportCounts = batchLoader((ctx, jobIds: number[]) => openReportCounts(ctx.prisma, jobIds));

const JobReportCounts = builder.objectRef<ReportCounts>("JobReportCounts").implement({
  description: "A job's open reports, in all and by reason.",
  fields: (t) => ({
    total: t.exposeInt("total"),
    asksForMoney: t.exposeInt("ASKS_FOR_MONEY"),
    fake: t.exposeInt("FAKE"),
    wrongPay: t.exposeInt("WRONG_PAY"),
    other: t.exposeInt("OTHER"),
  }),
});

const LATEST_REPORTS_MAX = 20;

builder.prismaObjectFields(Job, (t) => ({
  moneyRequestPhrases: t.stringList({
    nullable: true,
    description:
      "What the money-request shield matched in the job's text when it was last posted or edited; admins only.",
    ...moderatorOnly,
    resolve: (job) => job.moneyPhrases,
  }),
  reportCounts: t.field({
    type: JobReportCounts,
    nullable: true,
    description: "Workers' open reports of the job, by reason; admins only.",
    ...moderatorOnly,
    resolve: (job, _args, ctx) => reportCounts(ctx, job.id),
  }),
  latestReports: t.field({
    type: [JobReport],
    nullable: true,
    description: `The job's newest open reports (at most ${LATEST_REPORTS_MAX}); admins only.`,
    ...moderatorOnly,
    args: { first: t.arg.int({ defaultValue: 5 }) },
    resolve: (job, args, ctx) =>
      latestReports(ctx.prisma, job.id, Math.min(Math.max(args.first ?? 5, 1), LATEST_REPORTS_MAX)),
  }),
}));

const UnpaidAnswer = builder.prismaObject("PaidConfirmation", {
  name: "UnpaidAnswer",
  description: 'A worker\'s "no" to "Were you paid what was promised?", for moderation.',
  fields: (t) => ({
    application: t.relation("application", { type: Application, nullable: true }),
    employerId: t.exposeInt("employerId"),
    labourId: t.exposeInt("labourId"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

builder.queryFields((t) => ({
  moderationQueue: t.prismaConnection({
    type: Job,
    cursor: "id",
    description:
      "Jobs waiting for approval, flagged (see moneyRequestPhrases) or reported (reportCounts, latestReports), newest first. Admins only.",
    authScopes: { can: "moderationQueue.read" },
    args: { kinds: t.arg({ type: [QueueKindEnum], description: "All three when absent." }) },
    resolve: (query, _root, args, ctx) => moderationQueue(ctx, query, args.kinds ?? undefined),
  }),
  unpaidAnswers: t.prismaConnection({
    type: UnpaidAnswer,
    cursor: "applicationId",
    description:
      'Workers\' "no" answers to "Were you paid what was promised?", newest application first: the moderation queue\'s payment reports. Admins only.',
    authScopes: { can: "moderationQueue.read" },
    resolve: (query, _root, _args, ctx) => unpaidAnswers(ctx, query),
  }),
}));
