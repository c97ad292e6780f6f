import { can } from "../../auth/policy/permissions.js";
import { userTypeOf } from "../../auth/policy/roles.js";
import { visibleApplicationWhere, visibleJobWhere } from "../../auth/policy/visibility.js";
import { applyGeneral, applyToJob } from "../../services/applications/apply.js";
import { CONFIRMABLE, confirmContact, recordContact } from "../../services/applications/contact.js";
import { setApplicationStatus, withdrawApplication } from "../../services/applications/moves.js";
import { applicationsToJobs, readableApplications } from "../../services/applications/read.js";
import { nextMoves } from "../../services/applications/transitions.js";
import { signedLink } from "../../services/files/files.js";
import { savedAmong, saveJob, unsaveJob } from "../../services/jobs/saved.js";
import { type RatingSummary as Rating, workerRatings } from "../../services/ratings/ratings.js";
import { batchLoader } from "../batch.js";
import { builder } from "../builder.js";
import { encodeGlobalID, localId } from "../global-id.js";
import { nodePayload, resultUnion } from "../payload.js";
import { User } from "./account.js";
import {
  ApplicationStatusEnum,
  ContactMethodEnum,
  ContactStatusEnum,
  VerificationKindEnum,
} from "./enums.js";
import { Job, jobLocalId } from "./job.js";
import { Notification } from "./notification.js";

// Applications from both sides: the worker's own (apply, withdraw, confirm contact) and a job's
// applications for its employer (review, shortlist, accept, reject, complete, contact). Who may
// read or act on an application is auth/policy; which moves there are is the state machine.

// ------------------------------------------------------------------ the applicant

/** Workers' ratings from employers, one grouped query per response. */
const workerRating = batchLoader((ctx, ids: number[]) => workerRatings(ctx.prisma, ids));

const RatingSummary = builder.objectRef<Rating>("RatingSummary").implement({
  description: "An average of 1 to 5 stars and how many ratings make it.",
  fields: (t) => ({
    average: t.exposeFloat("average", { nullable: true }),
    count: t.exposeInt("count"),
  }),
});

const CONTACT_SELECT = {
  labourProfile: {
    select: { contactByPhone: true, contactByWhatsapp: true, contactByEmail: true },
  },
} as const;

export const Applicant = builder.prismaObject("User", {
  variant: "Applicant",
  description:
    "A worker as the employer of a job they applied to sees them. Reachable only through the application.",
  fields: (t) => ({
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
    state: t.exposeString("state", { nullable: true }),
    city: t.exposeString("city", { nullable: true }),
    profilePicture: t.string({
      nullable: true,
      description: "A short-lived link the employer's page can show without a bearer token.",
      select: { profilePictureUrl: true },
      resolve: (user, _args, ctx) => signedLink(ctx, user.profilePictureUrl),
    }),
    isVerified: t.boolean({
      select: { accountState: true },
      resolve: (user) => user.accountState === "VERIFIED",
    }),
    skills: t.stringList({
      select: { labourProfile: { select: { skills: true } } },
      resolve: (user) => user.labourProfile?.skills ?? [],
    }),
    experienceYears: t.int({
      nullable: true,
      select: { labourProfile: { select: { experienceYears: true } } },
      resolve: (user) => user.labourProfile?.experienceYears ?? null,
    }),
    languagesKnown: t.stringList({
      select: { labourProfile: { select: { languagesKnown: true } } },
      resolve: (user) => user.labourProfile?.languagesKnown ?? [],
    }),
    phoneNumber: t.string({
      nullable: true,
      description: "Null when the worker takes neither calls nor WhatsApp.",
      select: { phoneNumber: true, ...CONTACT_SELECT },
      resolve: (user) => {
        const profile = user.labourProfile;
        return !profile || profile.contactByPhone || profile.contactByWhatsapp
          ? user.phoneNumber
          : null;
      },
    }),
    email: t.string({
      nullable: true,
      description: "Null when the worker does not take e-mail.",
      select: { email: true, ...CONTACT_SELECT },
      resolve: (user) => (user.labourProfile?.contactByEmail ? user.email : null),
    }),
    acceptsCalls: t.boolean({
      select: CONTACT_SELECT,
      resolve: (user) => user.labourProfile?.contactByPhone ?? true,
    }),
    acceptsWhatsapp: t.boolean({
      select: CONTACT_SELECT,
      resolve: (user) => user.labourProfile?.contactByWhatsapp ?? true,
    }),
    rating: t.field({
      type: RatingSummary,
      resolve: (user, _args, ctx) => workerRating(ctx, user.id),
    }),
  }),
});

// ------------------------------------------------------------------ the application

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

// ------------------------------------------------------------------ lists

const APPLICATION_ORDER = [{ appliedAt: "desc" as const }, { id: "desc" as const }];

builder.prismaObjectFields(Job, (t) => ({
  applications: t.relatedConnection("applications", {
    description: "The job's applications, newest first; its employer (and admins) only.",
    cursor: "id",
    authScopes: (job) => ({ can: ["job.readPrivate", job] }),
    args: { status: t.arg({ type: ApplicationStatusEnum }) },
    totalCount: true,
    query: (args) => ({
      where: args.status ? { status: args.status } : {},
      orderBy: APPLICATION_ORDER,
    }),
  }),
}));

/** Which of these jobs the signed-in worker saved, and their application to each. */
const savedByViewer = batchLoader((ctx, jobIds: number[]) =>
  savedAmong(ctx.prisma, ctx.viewer, jobIds),
);

const viewerApplications = batchLoader((ctx, jobIds: number[]) =>
  applicationsToJobs(ctx.prisma, ctx.viewer, jobIds),
);

builder.prismaObjectFields(Job, (t) => ({
  isSaved: t.boolean({
    nullable: true,
    description: "Whether the signed-in worker saved it; null for anyone else.",
    authScopes: { can: "job.save" },
    unauthorizedResolver: () => null,
    resolve: (job, _args, ctx) => savedByViewer(ctx, job.id),
  }),
  viewerApplication: t.field({
    type: Application,
    nullable: true,
    description: "The signed-in worker's application to this job, if they applied.",
    authScopes: { can: "application.create" },
    unauthorizedResolver: () => null,
    resolve: (job, _args, ctx) => viewerApplications(ctx, job.id),
  }),
}));

const SavedJob = builder.prismaObject("SavedJob", {
  description: "A job a worker kept for later.",
  fields: (t) => ({
    savedAt: t.expose("savedAt", { type: "DateTime" }),
    job: t.relation("job", { type: Job }),
  }),
});

builder.prismaObjectFields(User, (t) => ({
  applications: t.relatedConnection("applications", {
    description: "The worker's own applications, newest first.",
    cursor: "id",
    args: { status: t.arg({ type: ApplicationStatusEnum }) },
    totalCount: true,
    query: (args) => ({
      where: args.status ? { status: args.status } : {},
      orderBy: APPLICATION_ORDER,
    }),
  }),
  savedJobs: t.relatedConnection("savedJobs", {
    type: SavedJob,
    description: "The worker's saved jobs, last saved first.",
    cursor: "labourId_jobId",
    totalCount: true,
    query: () => ({ orderBy: [{ savedAt: "desc" as const }, { jobId: "desc" as const }] }),
  }),
}));

/** Applications by id as the viewer may read them, one query per response. */
const readable = batchLoader((ctx, ids: number[]) =>
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
      return typeof id === "number" ? readable(ctx, id) : null;
    },
  }),
}));

// ------------------------------------------------------------------ mutations

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

const ApplicationPayload = (name: string) => nodePayload(name, "application", Application);

const SavedJobPayload = builder.objectRef<{ jobId: number }>("SaveJobPayload").implement({
  fields: (t) => ({
    jobId: t.id({ resolve: (p) => encodeGlobalID("Job", p.jobId) }),
    job: t.prismaField({
      type: Job,
      nullable: true,
      resolve: (query, p, _args, ctx) =>
        ctx.prisma.job.findFirst({
          ...query,
          where: { id: p.jobId, AND: [visibleJobWhere(ctx.viewer)] },
        }),
    }),
  }),
});

const applicationId = (raw: string | number) => localId(String(raw), "Application");

builder.mutationFields((t) => ({
  applyToJob: t.field({
    type: ApplicationPayload("ApplyToJobPayload"),
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
    type: ApplicationPayload("ApplyGeneralPayload"),
    description: "A general application with no job: the roles and places the worker wants.",
    authScopes: { can: "application.create" },
    errors: resultUnion("ApplyGeneralResult"),
    args: { input: t.arg({ type: GeneralApplicationInput }) },
    resolve: async (_root, args, ctx) => ({
      application: await applyGeneral(ctx, args.input ?? {}),
    }),
  }),
  withdrawApplication: t.field({
    type: ApplicationPayload("WithdrawApplicationPayload"),
    description: "Its worker withdraws a pending, under-review or shortlisted application.",
    authScopes: { can: "application.withdraw" },
    errors: resultUnion("WithdrawApplicationResult"),
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => ({
      application: await withdrawApplication(ctx, applicationId(args.id)),
    }),
  }),
  setApplicationStatus: t.field({
    type: ApplicationPayload("SetApplicationStatusPayload"),
    description:
      "The job's employer moves an application: under review, shortlisted, accepted, rejected, completed or cancelled, as the state machine allows.",
    authScopes: { can: "application.review" },
    errors: resultUnion("SetApplicationStatusResult"),
    args: {
      id: t.arg.id({ required: true }),
      status: t.arg({ type: ApplicationStatusEnum, required: true }),
      feedback: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => ({
      application: await setApplicationStatus(
        ctx,
        applicationId(args.id),
        args.status,
        args.feedback,
      ),
    }),
  }),
  recordApplicationContact: t.field({
    type: ApplicationPayload("RecordApplicationContactPayload"),
    description: "The job's employer records contacting the applicant by phone, WhatsApp or email.",
    authScopes: { can: "application.contact" },
    errors: resultUnion("RecordApplicationContactResult"),
    args: {
      id: t.arg.id({ required: true }),
      method: t.arg({ type: ContactMethodEnum, required: true }),
    },
    resolve: async (_root, args, ctx) => ({
      application: await recordContact(ctx, applicationId(args.id), args.method),
    }),
  }),
  confirmApplicationContact: t.field({
    type: ApplicationPayload("ConfirmApplicationContactPayload"),
    description: "After acceptance, its worker says whether the employer really contacted them.",
    authScopes: { can: "application.confirmContact" },
    errors: resultUnion("ConfirmApplicationContactResult"),
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: ConfirmContactInput, required: true }),
    },
    resolve: async (_root, args, ctx) => ({
      application: await confirmContact(ctx, applicationId(args.id), args.input),
    }),
  }),
  saveJob: t.field({
    type: SavedJobPayload,
    description: "A worker keeps a job for later. Saving again changes nothing.",
    authScopes: { can: "job.save" },
    errors: resultUnion("SaveJobResult"),
    args: { jobId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const id = jobLocalId(args.jobId);
      await saveJob(ctx, id);
      return { jobId: id };
    },
  }),
  unsaveJob: t.field({
    type: SavedJobPayload,
    description: "A worker forgets a saved job. Unsaving what is not saved is fine.",
    authScopes: { can: "job.save" },
    errors: resultUnion("UnsaveJobResult"),
    args: { jobId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const id = jobLocalId(args.jobId);
      await unsaveJob(ctx, id);
      return { jobId: id };
    },
  }),
}));
