import {
  applicationHistory,
  type ApplicationEvent as EventRow,
} from "../../services/admin/application-history.js";
import {
  ADMIN_APPLICATION_ORDER,
  adminApplicationWhere,
  cancelApplication,
} from "../../services/admin/applications.js";
import { isFinal } from "../../services/applications/transitions.js";
import { builder } from "../builder.js";
import { resultUnion } from "../payload.js";
import { Application, applicationLocalId, applicationPayload } from "./application.js";
import { ApplicationStatusEnum, JobTypeEnum } from "./enums.js";
import { PaidAnswerEnum, Rating } from "./rating.js";
import { User } from "./user.js";

// The back office's applications (services/admin/applications.ts): every application, newest
// first, filtered and searched; one application with both parties' accounts, its history as far
// as the data keeps it (services/admin/application-history.ts), ratings and "paid as promised";
// and an admin's cancel with a reason.

const adminOnly = { authScopes: { can: "application.search" as const } };

const ApplicationEventKindEnum = builder.enumType("ApplicationEventKind", {
  values: [
    "APPLIED",
    "STATUS_CHANGED",
    "CONTACTED",
    "CONTACT_CONFIRMED",
    "WORK_CONFIRMED",
    "WORK_DISPUTED",
    "PAID_ANSWERED",
    "RATED",
    "ADMIN_ACTION",
  ] as const,
});

const ApplicationEventActorEnum = builder.enumType("ApplicationEventActor", {
  values: ["WORKER", "EMPLOYER", "ADMIN", "SYSTEM"] as const,
});

const ApplicationEvent = builder.objectRef<EventRow>("ApplicationEvent").implement({
  description:
    "One recorded thing that happened to an application. Only the last status change is stored; earlier steps are not.",
  fields: (t) => ({
    kind: t.field({ type: ApplicationEventKindEnum, resolve: (e) => e.kind }),
    at: t.field({ type: "DateTime", resolve: (e) => e.at }),
    actor: t.field({ type: ApplicationEventActorEnum, resolve: (e) => e.actor }),
    status: t.field({ type: ApplicationStatusEnum, nullable: true, resolve: (e) => e.status }),
    action: t.string({ nullable: true, resolve: (e) => e.action }),
    adminUsername: t.string({ nullable: true, resolve: (e) => e.adminUsername }),
    note: t.string({ nullable: true, resolve: (e) => e.note }),
  }),
});

builder.prismaObjectFields(Application, (t) => ({
  worker: t.relation("labour", {
    type: User,
    description: "The worker's account (admins only).",
    ...adminOnly,
  }),
  employerAccount: t.prismaField({
    type: User,
    nullable: true,
    description: "The job's employer's account (admins only); null for a general application.",
    ...adminOnly,
    select: { job: { select: { employerId: true } } },
    resolve: (query, application, _args, ctx) =>
      application.job
        ? ctx.prisma.user.findUnique({ ...query, where: { id: application.job.employerId } })
        : null,
  }),
  history: t.field({
    type: [ApplicationEvent],
    description:
      "What happened to it, oldest first, as far as it is recorded (admins only): applying, contact, the worker's answers, ratings, admin actions and the last status change.",
    ...adminOnly,
    resolve: (application, _args, ctx) => applicationHistory(ctx, application.id),
  }),
  ratings: t.field({
    type: [Rating],
    description: "Both sides' ratings for it, revealed or not (admins only).",
    ...adminOnly,
    resolve: (application, _args, ctx) =>
      ctx.prisma.rating.findMany({
        where: { applicationId: application.id },
        orderBy: { id: "asc" },
      }),
  }),
  workerPaidAnswer: t.field({
    type: PaidAnswerEnum,
    nullable: true,
    description: 'The worker\'s answer to "Were you paid what was promised?" (admins only).',
    ...adminOnly,
    select: { paidConfirmation: { select: { answer: true } } },
    resolve: (application) => application.paidConfirmation?.answer ?? null,
  }),
  isFinal: t.boolean({
    description: "Whether it can no longer move (completed, rejected, withdrawn or cancelled).",
    resolve: (application) => isFinal(application.status),
  }),
}));

builder.queryFields((t) => ({
  adminApplications: t.prismaConnection({
    type: Application,
    cursor: "id",
    description:
      "Every application, newest first: by status, the job's state and type, the day applied, and a search (a worker's phone number exactly, else words of the job title, company or worker's name).",
    ...adminOnly,
    args: {
      status: t.arg({ type: ApplicationStatusEnum }),
      state: t.arg.string({ description: "The job's state." }),
      jobType: t.arg({ type: JobTypeEnum }),
      from: t.arg({ type: "DateTime", description: "Applied at or after." }),
      to: t.arg({ type: "DateTime", description: "Applied before." }),
      search: t.arg.string(),
    },
    totalCount: (_root, args, ctx) =>
      ctx.prisma.application.count({ where: adminApplicationWhere(ctx.viewer, args) }),
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.application.findMany({
        ...query,
        where: adminApplicationWhere(ctx.viewer, args),
        orderBy: [...ADMIN_APPLICATION_ORDER],
      }),
  }),
  adminApplication: t.prismaField({
    type: Application,
    nullable: true,
    description: "One application, with everything the back office may read of it.",
    ...adminOnly,
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, { id }, ctx) =>
      ctx.prisma.application.findUnique({ ...query, where: { id: applicationLocalId(id) } }),
  }),
}));

const CancelApplicationPayload = applicationPayload("CancelApplicationPayload");

builder.mutationField("cancelApplication", (t) =>
  t.field({
    type: CancelApplicationPayload,
    description:
      "An admin cancels an application in progress with a reason its worker and employer read; audited.",
    skipTypeScopes: true,
    authScopes: { can: "application.cancel" },
    errors: resultUnion("CancelApplicationResult"),
    args: { id: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_root, { id, reason }, ctx) => ({
      application: await cancelApplication(ctx, applicationLocalId(id), reason),
    }),
  }),
);
