import type { Job as JobRow } from "../../generated/prisma/client.js";
import { type ApplicationCounts, countsByJob } from "../../services/applications/counts.js";
import {
  canReactivate,
  createJob,
  deleteJob,
  renewJob,
  setJobStatus,
  updateJob,
} from "../../services/jobs/manage.js";
import { recordJobView } from "../../services/jobs/views.js";
import { batchLoader } from "../batch.js";
import { builder, nullWhenRefused } from "../builder.js";
import { encodeGlobalID } from "../global-id.js";
import { nodePayload, resultUnion } from "../payload.js";
import { JobStatusEnum, JobTypeEnum, ModerationStatusEnum, SalaryPeriodEnum } from "./enums.js";
import { ErrorReasonEnum } from "./error.js";
import { Job, jobLocalId } from "./job.js";
import { User } from "./user.js";

// The employer's side of a job: their own jobs with counts, and the mutations that post, edit,
// make inactive, reactivate and delete one. What only the job's employer (or an admin) may read
// is null for everyone else.

const employerSide = {
  authScopes: (job: JobRow) => ({ can: ["job.readPrivate", job] as const }),
  ...nullWhenRefused,
};

// One grouped count for every job a response asks about (a page of "my jobs" is one query).
const applicationCounts = batchLoader((ctx, jobIds: number[]) => countsByJob(ctx.prisma, jobIds));

const JobApplicationCounts = builder
  .objectRef<ApplicationCounts>("JobApplicationCounts")
  .implement({
    description: "How many applications a job has, in all and in each status.",
    fields: (t) => ({
      total: t.exposeInt("total"),
      pending: t.exposeInt("PENDING"),
      underReview: t.exposeInt("UNDER_REVIEW"),
      shortlisted: t.exposeInt("SHORTLISTED"),
      accepted: t.exposeInt("ACCEPTED"),
      rejected: t.exposeInt("REJECTED"),
      completed: t.exposeInt("COMPLETED"),
      cancelled: t.exposeInt("CANCELLED"),
      withdrawn: t.exposeInt("WITHDRAWN"),
    }),
  });

builder.prismaObjectFields(Job, (t) => ({
  moderationStatus: t.field({
    type: ModerationStatusEnum,
    nullable: true,
    description: "What an admin decided; the job's employer and admins only.",
    ...employerSide,
    resolve: (job) => job.moderationStatus,
  }),
  moderationNote: t.string({
    nullable: true,
    description:
      "Why an admin rejected or flagged the job, for its employer to put right; the employer and admins only.",
    ...employerSide,
    resolve: (job) => job.moderationNote,
  }),
  viewCount: t.int({
    nullable: true,
    description: "Visitors who looked at the job, one per visitor per day; its employer only.",
    ...employerSide,
    resolve: (job) => job.viewCount,
  }),
  applicationCounts: t.field({
    type: JobApplicationCounts,
    nullable: true,
    description: "Applications by status; the job's employer and admins only.",
    ...employerSide,
    resolve: (job, _args, ctx) => applicationCounts(ctx, job.id),
  }),
  reviewNotice: t.field({
    type: ErrorReasonEnum,
    nullable: true,
    description:
      "Why the job is not listed yet, as a catalogue key the employer reads: jobUnderReview (the money-request shield held it) or jobAwaitingApproval; null otherwise. Its employer and admins only.",
    ...employerSide,
    resolve: (job) =>
      job.moderationStatus === "FLAGGED" && job.moneyPhrases.length > 0
        ? "jobUnderReview"
        : job.moderationStatus === "PENDING_APPROVAL"
          ? "jobAwaitingApproval"
          : null,
  }),
  expiresAt: t.expose("expiresAt", {
    type: "DateTime",
    nullable: true,
    description: "When the job expires and leaves search, unless renewed; its employer only.",
    ...employerSide,
  }),
  canReactivate: t.boolean({
    nullable: true,
    description:
      "Whether its employer may make it active again: not when deleted, flagged or rejected.",
    ...employerSide,
    resolve: (job) => canReactivate(job),
  }),
}));

builder.prismaObjectFields(User, (t) => ({
  postedJobs: t.relatedConnection("jobs", {
    description: "The employer's own jobs, newest first; deleted jobs never appear.",
    cursor: "id",
    args: { status: t.arg({ type: JobStatusEnum }) },
    totalCount: true,
    query: (args) => ({
      where: {
        AND: [{ status: { not: "DELETED" as const } }, args.status ? { status: args.status } : {}],
      },
      orderBy: [{ createdAt: "desc" as const }, { id: "desc" as const }],
    }),
  }),
}));

const JobTranslationInput = builder.inputType("JobTranslationInput", {
  description: "The job's title and description in another language, written by the employer.",
  fields: (t) => ({
    language: t.string({ required: true, description: "A language code: hi, ta, te, ..." }),
    title: t.string(),
    description: t.string(),
    machineTranslated: t.boolean({
      description:
        "A machine translation's draft (draftJobTranslations) the employer kept, edited or not: readers are told it was machine-translated.",
    }),
  }),
});

const JobInput = builder.inputType("JobInput", {
  description:
    "The job form. Every field is checked with the spec's messages; an edit replaces them all.",
  fields: (t) => ({
    title: t.string(),
    jobType: t.field({ type: JobTypeEnum }),
    positions: t.int(),
    state: t.string({ description: "A state or union territory of India." }),
    city: t.string({ description: "A city of the state; empty means every city of the state." }),
    description: t.string(),
    requirements: t.string(),
    skills: t.stringList(),
    salaryAmount: t.float({ description: "Whole rupees, more than 0." }),
    salaryPeriod: t.field({ type: SalaryPeriodEnum }),
    duration: t.string({ description: "How long the work lasts, in the employer's words." }),
    preferredLanguages: t.stringList({
      description: "Language codes: en, hi, ta, te, mr, bn, ml, bh.",
    }),
    requireResume: t.boolean(),
    language: t.string({
      description:
        "The language the title and description are written in: en, hi, ta, te, mr, bn, ml, bh. Left out: English for a new job, unchanged on an edit.",
    }),
    translations: t.field({
      type: [JobTranslationInput],
      description:
        "The title and description in other languages (each once, not the job's own), checked as the originals are. Left out: none for a new job, unchanged on an edit; an empty list removes them.",
    }),
  }),
});

const jobPayload = (name: string) => nodePayload(name, "job", Job);

const DeleteJobPayload = builder.objectRef<{ id: number }>("DeleteJobPayload").implement({
  fields: (t) => ({
    deletedJobId: t.id({ resolve: (p) => encodeGlobalID("Job", p.id) }),
  }),
});

builder.mutationFields((t) => ({
  createJob: t.field({
    type: jobPayload("CreateJobPayload"),
    description:
      "Posts a job; it is active and searchable at once, unless its text asks workers for money (held as FLAGGED: reviewNotice) or jobs need approval. Employers only.",
    authScopes: { can: "job.create" },
    errors: resultUnion("CreateJobResult"),
    args: { input: t.arg({ type: JobInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ job: await createJob(ctx, input) }),
  }),
  updateJob: t.field({
    type: jobPayload("UpdateJobPayload"),
    description: "Replaces a job's fields. Its employer only.",
    authScopes: { can: "job.manage" },
    errors: resultUnion("UpdateJobResult"),
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: JobInput, required: true }) },
    resolve: async (_root, { id, input }, ctx) => ({
      job: await updateJob(ctx, jobLocalId(id), input),
    }),
  }),
  setJobStatus: t.field({
    type: jobPayload("SetJobStatusPayload"),
    description:
      "ACTIVE (reactivate) or INACTIVE (leaves search at once). A deleted, flagged or rejected job cannot be reactivated.",
    authScopes: { can: "job.manage" },
    errors: resultUnion("SetJobStatusResult"),
    args: {
      id: t.arg.id({ required: true }),
      status: t.arg({ type: JobStatusEnum, required: true }),
    },
    resolve: async (_root, { id, status }, ctx) => ({
      job: await setJobStatus(ctx, jobLocalId(id), status),
    }),
  }),
  renewJob: t.field({
    type: jobPayload("RenewJobPayload"),
    description:
      "Makes a job active again with a fresh expiry (the job_expiry_days setting from now), whether it expired, is inactive or still running. Not a deleted, flagged or rejected job. Its employer only.",
    authScopes: { can: "job.manage" },
    errors: resultUnion("RenewJobResult"),
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => ({ job: await renewJob(ctx, jobLocalId(id)) }),
  }),
  deleteJob: t.field({
    type: DeleteJobPayload,
    description:
      "Deletes a job for good: gone from search and the employer's list; open applications to it are cancelled.",
    authScopes: { can: "job.manage" },
    errors: resultUnion("DeleteJobResult"),
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      const local = jobLocalId(id);
      await deleteJob(ctx, local);
      return { id: local };
    },
  }),
  recordJobView: t.boolean({
    description:
      "Counts a look at a job's page: once per visitor per job per day. True when it counted.",
    skipTypeScopes: true,
    authScopes: { public: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => recordJobView(ctx, jobLocalId(id)),
  }),
}));
