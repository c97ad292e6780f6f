import { mentionsPayment } from "../../services/jobs/money-request.js";
import { JOB_REPORT_REASONS, reportJob } from "../../services/jobs/reports.js";
import { builder } from "../builder.js";
import { resultUnion } from "../payload.js";
import { Job, jobLocalId } from "./job.js";

// Workers' reports of jobs and the money warning they read on a job's page.

export const JobReportReasonEnum = builder.enumType("JobReportReason", {
  description: "Why a worker reports a job.",
  values: JOB_REPORT_REASONS,
});

export const JobReport = builder.prismaObject("JobReport", {
  description: "A worker's report of a job. The reporting worker and admins see it.",
  fields: (t) => ({
    id: t.exposeID("id"),
    reason: t.expose("reason", { type: JobReportReasonEnum }),
    details: t.exposeString("details", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

builder.prismaObjectFields(Job, (t) => ({
  mentionsPayment: t.boolean({
    description:
      "Whether the job's text mentions workers paying money (a fee, a deposit, a UPI ID): job pages warn workers never to pay an employer.",
    select: { title: true, description: true, requirements: true, translations: true },
    resolve: (job) => mentionsPayment(job),
  }),
}));

const ReportJobInput = builder.inputType("ReportJobInput", {
  fields: (t) => ({
    reason: t.field({ type: JobReportReasonEnum }),
    details: t.string({
      description: "Optional, 10 to 1000 characters; required when the reason is OTHER.",
    }),
  }),
});

const ReportJobPayload = builder
  .objectRef<{ report: { id: number } & Record<string, unknown> }>("ReportJobPayload")
  .implement({
    fields: (t) => ({
      report: t.field({ type: JobReport, resolve: (payload) => payload.report as never }),
    }),
  });

builder.mutationFields((t) => ({
  reportJob: t.field({
    type: ReportJobPayload,
    description:
      "A worker reports a job they can see, for the admins' moderation queue. One open report per worker per job (CONFLICT alreadyReportedJob). Workers only.",
    authScopes: { can: "job.report" },
    errors: resultUnion("ReportJobResult"),
    args: {
      jobId: t.arg.id({ required: true }),
      input: t.arg({ type: ReportJobInput, required: true }),
    },
    resolve: async (_root, { jobId, input }, ctx) => ({
      report: await reportJob(ctx, jobLocalId(jobId), input),
    }),
  }),
}));
