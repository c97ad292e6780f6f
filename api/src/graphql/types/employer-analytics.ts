import { ANALYTICS_RANGES, type AnalyticsRange, PAGE_SIZE_MAX } from "../../constants.js";
import {
  applicationsSince,
  employerAnalytics,
  type EmployerAnalytics as Figures,
  type JobFigures,
  jobFigures,
} from "../../services/analytics/employer-analytics.js";
import { applicationListQuery } from "../../services/applications/read.js";
import { builder } from "../builder.js";
import { encodeGlobalID } from "../global-id.js";
import { ApplicationStatusEnum, JobStatusEnum } from "./enums.js";
import { answeredFromTheId, User } from "./user.js";

// The employer's dashboard figures and hiring analytics, on the employer's own User:
// figures of a range, each job's figures, new applications since a moment, and every
// application received, newest first. What counts is the service's (employer-analytics.ts).

export const AnalyticsRangeEnum = builder.enumType("AnalyticsRange", {
  description: "Days are India's days; REST spells them 7d, 30d, month and all.",
  values: Object.fromEntries(
    Object.entries(ANALYTICS_RANGES).map(([name, rest]) => [
      name,
      { description: `REST range=${rest}` },
    ]),
  ) as Record<AnalyticsRange, { description: string }>,
});

const DayCount = builder
  .objectRef<{ date: string; applications: number }>("AnalyticsDay")
  .implement({
    fields: (t) => ({
      date: t.exposeString("date", { description: "An India day, YYYY-MM-DD." }),
      applications: t.exposeInt("applications"),
    }),
  });

const StatusCount = builder
  .objectRef<Figures["applicationsByStatus"][number]>("AnalyticsStatusCount")
  .implement({
    fields: (t) => ({
      status: t.expose("status", { type: ApplicationStatusEnum }),
      applications: t.exposeInt("applications"),
    }),
  });

const StateCount = builder
  .objectRef<{ state: string; applications: number }>("AnalyticsStateCount")
  .implement({
    fields: (t) => ({
      state: t.exposeString("state"),
      applications: t.exposeInt("applications"),
    }),
  });

const JobAnalytics = builder.objectRef<JobFigures>("JobAnalytics").implement({
  description: "One of the employer's jobs with its figures in the range.",
  fields: (t) => ({
    jobId: t.id({ resolve: (job) => encodeGlobalID("Job", job.jobId) }),
    title: t.exposeString("title"),
    status: t.expose("status", { type: JobStatusEnum }),
    views: t.exposeInt("views", { description: "Visitors a day who looked at it (job views)." }),
    applications: t.exposeInt("applications"),
    hires: t.exposeInt("hires", { description: "Applications accepted or completed." }),
  }),
});

interface AnalyticsParent extends Figures {
  employerId: number;
  now: Date;
}

const EmployerAnalytics = builder.objectRef<AnalyticsParent>("EmployerAnalytics").implement({
  description:
    "An employer's hiring figures for one range. Deleted jobs count nowhere; withdrawn applications count as received (and as WITHDRAWN); activeJobs is now, whatever the range.",
  fields: (t) => ({
    range: t.field({ type: AnalyticsRangeEnum, resolve: (a) => a.range }),
    from: t.exposeString("from", { description: "The range's first India day, YYYY-MM-DD." }),
    to: t.exposeString("to", { description: "Today in India, YYYY-MM-DD." }),
    totalJobs: t.exposeInt("totalJobs", { description: "Jobs posted in the range." }),
    activeJobs: t.exposeInt("activeJobs", { description: "Jobs active now." }),
    totalApplications: t.exposeInt("totalApplications"),
    hiredWorkers: t.exposeInt("hiredWorkers", {
      description: "Distinct workers whose application of the range is accepted or completed.",
    }),
    jobViews: t.exposeInt("jobViews"),
    applicationsOverTime: t.field({
      type: [DayCount],
      description: "Every day of the range, 0 where none came.",
      resolve: (a) => a.applicationsOverTime,
    }),
    applicationsByStatus: t.field({
      type: [StatusCount],
      description: "Every status, 0 where none; the parts sum to totalApplications.",
      resolve: (a) => a.applicationsByStatus,
    }),
    stateFrequency: t.field({
      type: [StateCount],
      description: "The applicants' states, most applications first.",
      resolve: (a) => a.stateFrequency,
    }),
    jobs: t.field({
      type: [JobAnalytics],
      description: "The newest jobs (never deleted ones), each with its figures in the range.",
      args: {
        status: t.arg({ type: JobStatusEnum }),
        first: t.arg.int({ description: `At most this many, ${PAGE_SIZE_MAX} at most.` }),
      },
      resolve: (a, args, ctx) =>
        jobFigures(ctx.pool, a.employerId, a.range, {
          status: args.status,
          limit: Math.min(Math.max(args.first ?? PAGE_SIZE_MAX, 0), PAGE_SIZE_MAX),
          now: a.now,
        }),
    }),
  }),
});

/** The employer themself only: another employer, a worker, a visitor or an admin is refused. */
const ownAnalytics = (user: { id: number }) => ({
  can: ["analytics.read", { employerId: user.id }] as const,
});

builder.prismaObjectFields(User, (t) => ({
  analytics: t.field({
    type: EmployerAnalytics,
    description: "The employer's hiring analytics for a range. The employer themself only.",
    authScopes: ownAnalytics,
    args: { range: t.arg({ type: AnalyticsRangeEnum, defaultValue: "LAST_30_DAYS" }) },
    resolve: async (user, args, ctx) => {
      const now = new Date();
      const range = args.range ?? "LAST_30_DAYS";
      const figures = await employerAnalytics(ctx.pool, user.id, range, now);
      return { ...figures, employerId: user.id, now };
    },
  }),
  applicationsReceivedSince: t.int({
    description:
      "Applications to the employer's jobs made after `since` (the dashboard's last visit). The employer themself only.",
    authScopes: ownAnalytics,
    args: { since: t.arg({ type: "DateTime", required: true }) },
    resolve: (user, args, ctx) => applicationsSince(ctx.pool, user.id, args.since),
  }),
  receivedApplications: t.prismaConnection({
    type: "Application",
    cursor: "id",
    description:
      "Every application to the employer's jobs (not deleted ones), newest first. The employer themself only.",
    authScopes: ownAnalytics,
    totalCount: (user, _args, ctx) =>
      ctx.prisma.application.count({ where: receivedWhere(user.id) }),
    resolve: (query, user, _args, ctx) =>
      ctx.prisma.application.findMany({
        ...query,
        ...applicationListQuery({}),
        where: receivedWhere(user.id),
      }),
  }),
}));

// Each reads only its parent's id (the employer's own, checked by `ownAnalytics`): a `viewer`
// asking for nothing else is answered without loading the user's row.
answeredFromTheId("analytics", "applicationsReceivedSince");

const receivedWhere = (employerId: number) => ({
  job: { employerId, status: { not: "DELETED" as const } },
});
