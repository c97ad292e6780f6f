import { can } from "../../auth/policy/permissions.js";
import { userTypeOf } from "../../auth/policy/roles.js";
import { visibleApplicationWhere } from "../../auth/policy/visibility.js";
import { CONFIRMABLE } from "../../services/applications/contact.js";
import { readableApplications } from "../../services/applications/read.js";
import { nextMoves } from "../../services/applications/transitions.js";
import { signedLink } from "../../services/files/files.js";
import { batchLoader } from "../batch.js";
import { builder } from "../builder.js";
import { localId } from "../global-id.js";
import { nodePayload } from "../payload.js";
import { Applicant } from "./applicant.js";
import {
  ApplicationStatusEnum,
  ContactMethodEnum,
  ContactStatusEnum,
  VerificationKindEnum,
} from "./enums.js";
import { Job } from "./job.js";
import { Notification } from "./notification.js";

// An application as both its sides read it. Who may read it is auth/policy; which moves it has
// next is the state machine. What each side does to it: worker-applications.ts and
// employer-applications.ts.

const ContactVerification = builder.prismaObject("ContactVerification", {
  description: "The worker's answer to whether the employer really contacted them.",
  fields: (t) => ({
    contacted: t.exposeBoolean("contacted"),
    verifiedMethods: t.expose("verifiedMethods", { type: [VerificationKindEnum] }),
    contactMethods: t.expose("contactMethods", { type: [ContactMethodEnum] }),
    identityConfirmed: t.exposeBoolean("identityConfirmed"),
    notes: t.exposeString("notes", { nullable: true }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

export const Application = builder.prismaNode("Application", {
  id: { field: "id" },
  nullable: true,
  description:
    "A worker's application to a job (or a general one with no job). Its worker, the job's employer and admins can read it.",
  findUnique: (id, ctx) => ({ id: Number(id), AND: [visibleApplicationWhere(ctx.viewer)] }),
  fields: (t) => ({
    status: t.expose("status", { type: ApplicationStatusEnum }),
    coverNote: t.exposeString("coverNote", { nullable: true }),
    feedback: t.exposeString("feedback", {
      nullable: true,
      description: "The employer's note to the worker.",
    }),
    hasResume: t.boolean({ resolve: (application) => application.resumeUrl !== null }),
    resumeUrl: t.exposeString("resumeUrl", {
      nullable: true,
      description:
        "The stored resume's address; download it through GET /api/v1/applications/{id}/resume/.",
    }),
    resumeDownloadUrl: t.string({
      nullable: true,
      description:
        "A short-lived link to the resume for its worker and the job's employer, no bearer token needed.",
      resolve: (application, _args, ctx) => signedLink(ctx, application.resumeUrl),
    }),
    preferredRoles: t.exposeStringList("preferredRoles"),
    preferredLocations: t.exposeStringList("preferredLocations"),
    isGeneral: t.boolean({ resolve: (application) => application.jobId === null }),
    contactStatus: t.expose("contactStatus", { type: ContactStatusEnum }),
    contactMethod: t.expose("contactMethod", { type: ContactMethodEnum, nullable: true }),
    contactedAt: t.expose("contactedAt", { type: "DateTime", nullable: true }),
    appliedAt: t.expose("appliedAt", { type: "DateTime" }),
    statusChangedAt: t.expose("statusChangedAt", {
      type: "DateTime",
      description: "When the status last changed: the application's last update as workers see it.",
    }),
    job: t.relation("job", {
      type: Job,
      nullable: true,
      description: "The job applied to, even when it has since been closed or deleted.",
    }),
    applicant: t.relation("labour", { type: Applicant }),
    contactVerification: t.relation("contactVerification", {
      type: ContactVerification,
      nullable: true,
    }),
    nextStatuses: t.field({
      type: [ApplicationStatusEnum],
      description:
        "The statuses the viewer may move it to now: withdraw for its worker, the employer's moves for the job's employer.",
      resolve: (application, _args, ctx) => {
        const actor = userTypeOf(ctx.viewer);
        return actor ? nextMoves(actor, application.status) : [];
      },
    }),
    canConfirmContact: t.boolean({
      description: "Whether its worker may confirm the employer's contact (after acceptance).",
      resolve: (application, _args, ctx) =>
        can(ctx.viewer, "application.confirmContact", application) &&
        CONFIRMABLE.includes(application.status),
    }),
  }),
});

/** The numeric key of an Application's global ID. */
export const applicationLocalId = (raw: string | number) => localId(String(raw), "Application");

/** A mutation's payload carrying the application it changed. */
export const applicationPayload = (name: string) => nodePayload(name, "application", Application);

const readableApplication = batchLoader((ctx, ids: number[]) =>
  readableApplications(ctx.prisma, ctx.viewer, ids),
);

builder.prismaObjectFields(Notification, (t) => ({
  application: t.field({
    type: Application,
    nullable: true,
    description:
      "The application it is about, as it is now: a live notification carries the new status to every open page.",
    resolve: (notification, _args, ctx) => {
      const data = notification.data as { applicationId?: unknown } | null;
      const id = data?.applicationId;
      return typeof id === "number" ? readableApplication(ctx, id) : null;
    },
  }),
}));
