import { SQL_CONSOLE_ANSWER_MAX_BYTES, SQL_CONSOLE_ROW_CAP } from "../../constants.js";
import { executeSql, type SqlResult } from "../../services/admin/sql-console.js";
import {
  entityCounts,
  platformStats,
  recentLimit,
  registrationTimeline,
  timelineDays,
} from "../../services/admin/stats.js";
import { builder } from "../builder.js";
import { resultUnion } from "../payload.js";
import { AccountStateEnum } from "./admin-user.js";
import { Application } from "./application.js";
import { ApplicationStatusEnum, JobStatusEnum, UserTypeEnum } from "./enums.js";
import { Job } from "./job.js";
import { User } from "./user.js";

// The back office's overview and analytics (services/admin/stats.ts): platform
// figures, entity counts, the newest users, jobs and applications, the registration timeline.
// The overview reads with the dashboard section, the timeline with the analytics section.

const Windowed = builder
  .objectRef<{ today: number; last7Days: number; last30Days: number }>("AdminWindowedCount")
  .implement({
    description: "A count for today, the last 7 and the last 30 India days (today included).",
    fields: (t) => ({
      today: t.exposeInt("today"),
      last7Days: t.exposeInt("last7Days"),
      last30Days: t.exposeInt("last30Days"),
    }),
  });

const UserTypeCount = builder
  .objectRef<{ userType: string; count: number }>("AdminUserTypeCount")
  .implement({
    fields: (t) => ({
      userType: t.field({ type: UserTypeEnum, resolve: (row) => row.userType as never }),
      count: t.exposeInt("count"),
    }),
  });

const AccountStateCount = builder
  .objectRef<{ accountState: string; count: number }>("AdminAccountStateCount")
  .implement({
    fields: (t) => ({
      accountState: t.field({
        type: AccountStateEnum,
        resolve: (row) => row.accountState as never,
      }),
      count: t.exposeInt("count"),
    }),
  });

const JobStatusCount = builder
  .objectRef<{ status: string; count: number }>("AdminJobStatusCount")
  .implement({
    fields: (t) => ({
      status: t.field({ type: JobStatusEnum, resolve: (row) => row.status as never }),
      count: t.exposeInt("count"),
    }),
  });

const ApplicationStatusCount = builder
  .objectRef<{ status: string; count: number }>("AdminApplicationStatusCount")
  .implement({
    fields: (t) => ({
      status: t.field({ type: ApplicationStatusEnum, resolve: (row) => row.status as never }),
      count: t.exposeInt("count"),
    }),
  });

type Stats = Awaited<ReturnType<typeof platformStats>>;

const PlatformStats = builder.objectRef<Stats>("AdminPlatformStats").implement({
  description:
    "The platform's figures (docs/back-office.md). Users leave out deleted accounts; every status is listed, 0 where none.",
  fields: (t) => ({
    usersTotal: t.int({ resolve: (s) => s.users.total }),
    usersByType: t.field({ type: [UserTypeCount], resolve: (s) => s.users.byType }),
    usersByState: t.field({ type: [AccountStateCount], resolve: (s) => s.users.byState }),
    jobsTotal: t.int({ resolve: (s) => s.jobs.total }),
    jobsByStatus: t.field({ type: [JobStatusCount], resolve: (s) => s.jobs.byStatus }),
    applicationsTotal: t.int({ resolve: (s) => s.applications.total }),
    applicationsByStatus: t.field({
      type: [ApplicationStatusCount],
      resolve: (s) => s.applications.byStatus,
    }),
    signUps: t.field({ type: Windowed, resolve: (s) => s.signUps }),
    applicationsMade: t.field({ type: Windowed, resolve: (s) => s.applicationsMade }),
    placementRate: t.exposeFloat("placementRate", {
      description: "Accepted or completed applications over all applications, 0 to 1.",
    }),
    activeEmployers: t.exposeInt("activeEmployers", {
      description: "Employers with at least one active job now.",
    }),
  }),
});

type Counts = Awaited<ReturnType<typeof entityCounts>>;

const EntityCounts = builder.objectRef<Counts>("AdminEntityCounts").implement({
  description: "Rows of each of the application's main entities (every row, exact).",
  fields: (t) => ({
    users: t.exposeInt("users"),
    workers: t.exposeInt("workers"),
    employers: t.exposeInt("employers"),
    admins: t.exposeInt("admins"),
    jobs: t.exposeInt("jobs"),
    applications: t.exposeInt("applications"),
    ratings: t.exposeInt("ratings"),
    identityDocuments: t.exposeInt("identityDocuments"),
    notifications: t.exposeInt("notifications"),
    savedSearches: t.exposeInt("savedSearches"),
    jobReports: t.exposeInt("jobReports"),
  }),
});

const TimelineDay = builder
  .objectRef<{ date: string; workers: number; employers: number; total: number }>(
    "AdminRegistrationDay",
  )
  .implement({
    description: "Sign-ups of one India day by user type.",
    fields: (t) => ({
      date: t.exposeString("date", { description: "An India day, YYYY-MM-DD." }),
      workers: t.exposeInt("workers"),
      employers: t.exposeInt("employers"),
      total: t.exposeInt("total"),
    }),
  });

const dashboard = { authScopes: { can: "dashboard.read" as const } };
const LIMIT_DESCRIPTION = "How many, newest first: 10 by default, 1 to 100.";

builder.queryFields((t) => ({
  adminStats: t.field({
    type: PlatformStats,
    description: "The platform's figures for the admin overview.",
    ...dashboard,
    resolve: (_root, _args, ctx) => platformStats(ctx.pool),
  }),
  adminEntityCounts: t.field({
    type: EntityCounts,
    description: "Rows of each main entity.",
    ...dashboard,
    resolve: (_root, _args, ctx) => entityCounts(ctx.pool),
  }),
  adminRecentUsers: t.prismaField({
    type: [User],
    description: "The newest workers and employers (deleted accounts too), newest first.",
    ...dashboard,
    args: { limit: t.arg.int({ description: LIMIT_DESCRIPTION }) },
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.user.findMany({
        ...query,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: recentLimit(args.limit),
      }),
  }),
  adminRecentJobs: t.prismaField({
    type: [Job],
    description: "The newest jobs, whatever their status, newest first.",
    ...dashboard,
    args: { limit: t.arg.int({ description: LIMIT_DESCRIPTION }) },
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.job.findMany({
        ...query,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: recentLimit(args.limit),
      }),
  }),
  adminRecentApplications: t.prismaField({
    type: [Application],
    description: "The newest applications, whatever their status, newest first.",
    ...dashboard,
    args: { limit: t.arg.int({ description: LIMIT_DESCRIPTION }) },
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.application.findMany({
        ...query,
        orderBy: [{ appliedAt: "desc" }, { id: "desc" }],
        take: recentLimit(args.limit),
      }),
  }),
  adminRegistrationTimeline: t.field({
    type: [TimelineDay],
    description:
      "Sign-ups per India day for the last `days` days ending today (India), oldest first, every day (0 where none), by user type.",
    authScopes: { can: "platformAnalytics.read" },
    args: { days: t.arg.int({ description: "30 by default, 1 to 365." }) },
    resolve: (_root, args, ctx) => registrationTimeline(ctx.pool, timelineDays(args.days)),
  }),
}));

const SqlResultRef = builder.objectRef<SqlResult>("SqlConsoleResult").implement({
  description: `A read-only query's answer: at most ${SQL_CONSOLE_ROW_CAP} rows (truncated says when there were more) and ${SQL_CONSOLE_ANSWER_MAX_BYTES} bytes of values (sizeTruncated says when values were cut).`,
  fields: (t) => ({
    columns: t.exposeStringList("columns"),
    rows: t.field({
      type: "JSON",
      description: "The rows, each a list of values in the columns' order.",
      resolve: (result) => result.rows,
    }),
    rowCount: t.exposeInt("rowCount"),
    truncated: t.exposeBoolean("truncated"),
    rowCap: t.exposeInt("rowCap"),
    sizeTruncated: t.exposeBoolean("sizeTruncated", {
      description:
        "Values were cut to keep the answer within byteCap; the rows after them are left out.",
    }),
    byteCap: t.exposeInt("byteCap"),
  }),
});

builder.mutationFields((t) => ({
  executeSql: t.field({
    type: SqlResultRef,
    description:
      "Runs one read-only statement (PostgreSQL's parser decides) as the console's own PostgreSQL role (SELECT on the application's tables minus secret columns), in a READ ONLY transaction with a 5 s limit; superusers only; audited (docs/back-office.md: The SQL console).",
    skipTypeScopes: true,
    authScopes: { can: "database.query" },
    errors: resultUnion("ExecuteSqlResult"),
    args: { query: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => executeSql(ctx, args.query),
  }),
}));
