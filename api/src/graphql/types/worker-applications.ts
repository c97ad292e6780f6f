import { applyGeneral, applyToJob } from "../../services/applications/apply.js";
import { confirmContact } from "../../services/applications/contact.js";
import { withdrawApplication } from "../../services/applications/moves.js";
import {
  applicationListQuery,
  applicationsToJobs,
  openGeneralApplicationWhere,
} from "../../services/applications/read.js";
import { batchLoader } from "../batch.js";
import { builder, nullWhenRefused } from "../builder.js";
import { resultUnion } from "../payload.js";
import { Application, applicationLocalId, applicationPayload } from "./application.js";
import { ApplicationStatusEnum, ContactMethodEnum, VerificationKindEnum } from "./enums.js";
import { Job, jobLocalId } from "./job.js";
import { answeredFromTheId, User } from "./user.js";

// The worker's side of applications: their own list, their application to a job, and applying
// (to a job or generally), withdrawing and confirming the employer's contact.

builder.prismaObjectFields(User, (t) => ({
  applications: t.relatedConnection("applications", {
    description: "The worker's own applications, newest first.",
    cursor: "id",
    args: { status: t.arg({ type: ApplicationStatusEnum }) },
    totalCount: true,
    query: (args) => applicationListQuery(args),
  }),
  generalApplication: t.prismaField({
    type: Application,
    nullable: true,
    description:
      "The worker's general application still in progress (pending, under review, shortlisted or accepted); null when they have none. A worker has one at most.",
    resolve: (query, user, _args, ctx) =>
      ctx.prisma.application.findFirst({
        ...query,
        where: openGeneralApplicationWhere(user.id),
        orderBy: [{ appliedAt: "desc" }, { id: "desc" }],
      }),
  }),
}));

// Reads only the worker's id: the home's `viewer` asking for it needs no row of the user.
answeredFromTheId("generalApplication");

const viewerApplicationTo = batchLoader((ctx, jobIds: number[]) =>
  applicationsToJobs(ctx.prisma, ctx.viewer, jobIds),
);

builder.prismaObjectFields(Job, (t) => ({
  viewerApplication: t.field({
    type: Application,
    nullable: true,
    description: "The signed-in worker's application to this job, if they applied.",
    authScopes: { can: "application.create" },
    ...nullWhenRefused,
    resolve: (job, _args, ctx) => viewerApplicationTo(ctx, job.id),
  }),
}));

const ApplyInput = builder.inputType("ApplyInput", {
  fields: (t) => ({
    coverNote: t.string({ description: "Optional; a few lines for the employer." }),
    resumeUrl: t.string({
      description:
        "The url of the worker's uploaded resume (uploadFile). Without it the profile's resume is used; a job that requires one fails without either.",
    }),
  }),
});

const GeneralApplicationInput = builder.inputType("GeneralApplicationInput", {
  fields: (t) => ({
    coverNote: t.string(),
    resumeUrl: t.string(),
    preferredRoles: t.stringList(),
    preferredLocations: t.stringList(),
  }),
});

const ConfirmContactInput = builder.inputType("ConfirmContactInput", {
  fields: (t) => ({
    contacted: t.boolean({ description: "Whether the employer contacted the worker." }),
    verifiedMethods: t.field({
      type: [VerificationKindEnum],
      description: "How the worker checked the employer: at least one when contacted.",
    }),
    contactMethods: t.field({ type: [ContactMethodEnum] }),
    identityConfirmed: t.boolean(),
    notes: t.string(),
  }),
});

builder.mutationFields((t) => ({
  applyToJob: t.field({
    type: applicationPayload("ApplyToJobPayload"),
    description: "A worker applies to a listed job, once. 409 when they already applied.",
    authScopes: { can: "application.create" },
    errors: resultUnion("ApplyToJobResult"),
    args: {
      jobId: t.arg.id({ required: true }),
      input: t.arg({ type: ApplyInput }),
    },
    resolve: async (_root, args, ctx) => ({
      application: await applyToJob(ctx, jobLocalId(args.jobId), args.input ?? {}),
    }),
  }),
  applyGeneral: t.field({
    type: applicationPayload("ApplyGeneralPayload"),
    description: "A general application with no job: the roles and places the worker wants.",
    authScopes: { can: "application.create" },
    errors: resultUnion("ApplyGeneralResult"),
    args: { input: t.arg({ type: GeneralApplicationInput }) },
    resolve: async (_root, args, ctx) => ({
      application: await applyGeneral(ctx, args.input ?? {}),
    }),
  }),
  withdrawApplication: t.field({
    type: applicationPayload("WithdrawApplicationPayload"),
    description: "Its worker withdraws a pending, under-review or shortlisted application.",
    authScopes: { can: "application.withdraw" },
    errors: resultUnion("WithdrawApplicationResult"),
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => ({
      application: await withdrawApplication(ctx, applicationLocalId(args.id)),
    }),
  }),
  confirmApplicationContact: t.field({
    type: applicationPayload("ConfirmApplicationContactPayload"),
    description: "After acceptance, its worker says whether the employer really contacted them.",
    authScopes: { can: "application.confirmContact" },
    errors: resultUnion("ConfirmApplicationContactResult"),
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: ConfirmContactInput, required: true }),
    },
    resolve: async (_root, args, ctx) => ({
      application: await confirmContact(ctx, applicationLocalId(args.id), args.input),
    }),
  }),
}));
