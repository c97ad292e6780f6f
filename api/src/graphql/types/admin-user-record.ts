import {
  accountAuditTrail,
  accountImpact,
  accountLabourScore,
  applicationsInProgressOf,
  openSessionWhere,
} from "../../services/admin/user-record.js";
import { builder, nullWhenRefused } from "../builder.js";
import { AuditLogEntry } from "./admin-audit.js";
import { IdentityDocument } from "./document.js";
import { Job } from "./job.js";
import { JobReport } from "./job-report.js";
import { LabourScore } from "./rating.js";
import { User } from "./user.js";

// The whole user in the back office (issue 45): what a decision on the account would change,
// counted by the server so the confirmation can name it; their open sessions; the reports
// against their jobs; their labour score; the admin actions on them. Profile, completion,
// documents, jobs, applications and ratings are User fields of their own files.

const adminOnly = { authScopes: { can: "account.search" as const } };

const AccountImpact = builder
  .objectRef<Awaited<ReturnType<typeof accountImpact>>>("AccountImpact")
  .implement({
    description: "What blocking, deleting or signing the account out would touch, counted now.",
    fields: (t) => ({
      activeJobs: t.exposeInt("activeJobs", { description: "Active jobs: blocking unlists them." }),
      jobs: t.exposeInt("jobs", { description: "Jobs not deleted: deleting the account does." }),
      openSessions: t.exposeInt("openSessions", {
        description: "Sessions still open: blocking, deleting and signing out end them.",
      }),
      applicationsInProgress: t.exposeInt("applicationsInProgress", {
        description: "The worker's applications still in progress (pending to accepted).",
      }),
    }),
  });

const UserSession = builder.prismaObject("Session", {
  name: "UserSession",
  description: "A device the user is signed in on.",
  fields: (t) => ({
    id: t.exposeID("id"),
    userAgent: t.exposeString("userAgent", { nullable: true }),
    ipAddress: t.exposeString("ipAddress", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    lastSeenAt: t.expose("lastSeenAt", { type: "DateTime" }),
    expiresAt: t.expose("expiresAt", { type: "DateTime" }),
  }),
});

builder.prismaObjectFields(JobReport, (t) => ({
  job: t.relation("job"),
  resolvedAt: t.expose("resolvedAt", { type: "DateTime", nullable: true }),
}));

const REPORTS_SHOWN = 50;

builder.prismaObjectFields(User, (t) => ({
  actionImpact: t.field({
    type: AccountImpact,
    description: "What a decision on the account would change now (admins' confirmations).",
    ...adminOnly,
    select: { id: true },
    resolve: (user, _args, ctx) => accountImpact(ctx.prisma, user.id),
  }),
  openSessions: t.prismaField({
    type: [UserSession],
    description: "The sessions that still let the user in, latest first.",
    ...adminOnly,
    select: { id: true },
    resolve: (query, user, _args, ctx) =>
      ctx.prisma.session.findMany({
        ...query,
        where: openSessionWhere(user.id),
        orderBy: { lastSeenAt: "desc" },
      }),
  }),
  reportsAgainst: t.prismaField({
    type: [JobReport],
    description: `Workers' reports of the employer's jobs, the latest ${REPORTS_SHOWN}.`,
    ...adminOnly,
    select: { id: true },
    resolve: (query, user, _args, ctx) =>
      ctx.prisma.jobReport.findMany({
        ...query,
        where: { job: { employerId: user.id } },
        orderBy: { id: "desc" },
        take: REPORTS_SHOWN,
      }),
  }),
  accountLabourScore: t.field({
    type: LabourScore,
    nullable: true,
    description: "The worker's labour score as they read it; null for an employer.",
    ...adminOnly,
    select: { id: true, userType: true },
    resolve: (user, _args, ctx) => accountLabourScore(ctx.prisma, user),
  }),
  adminAuditTrail: t.prismaField({
    type: [AuditLogEntry],
    nullable: true,
    description:
      "The admin actions on the account, its documents and jobs, newest first (50); null for an admin who may not read the audit log.",
    authScopes: { can: "auditLog.read" },
    ...nullWhenRefused,
    select: { id: true },
    resolve: (query, user, _args, ctx) => accountAuditTrail(ctx, user.id, query),
  }),
}));

builder.prismaObjectFields(Job, (t) => ({
  applicationsInProgress: t.int({
    description: "Applications still in progress: deleting the job cancels them.",
    authScopes: { can: "moderationQueue.read" },
    select: { id: true },
    resolve: (job, _args, ctx) => applicationsInProgressOf(ctx.prisma, job.id),
  }),
}));

builder.prismaObjectFields(IdentityDocument, (t) => ({
  holder: t.relation("user", {
    description: "Whose document it is (a review may give or take their verified badge).",
    ...adminOnly,
  }),
}));
