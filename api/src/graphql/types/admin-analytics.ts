import {
  analyticsState,
  type PlatformAnalytics,
  platformAnalytics,
} from "../../services/admin/platform-analytics.js";
import { builder } from "../builder.js";
import { AnalyticsRangeEnum } from "./employer-analytics.js";

// The back office's platform analytics (services/admin/platform-analytics.ts says what counts),
// read with the analytics section (`platformAnalytics.read`).

type Figures = PlatformAnalytics;

const SignUps = builder.objectRef<Figures["signUps"]>("AdminAnalyticsSignUps").implement({
  description: "Sign-ups in the range by role, and how many of them have a complete profile now.",
  fields: (t) => ({
    workers: t.exposeInt("workers"),
    employers: t.exposeInt("employers"),
    workersComplete: t.exposeInt("workersComplete"),
    employersComplete: t.exposeInt("employersComplete"),
  }),
});

const Jobs = builder.objectRef<Figures["jobs"]>("AdminAnalyticsJobs").implement({
  description: "Jobs posted in the range: approved or flagged now, with applications, filled.",
  fields: (t) => ({
    posted: t.exposeInt("posted"),
    approved: t.exposeInt("approved"),
    flagged: t.exposeInt("flagged"),
    withApplications: t.exposeInt("withApplications"),
    filled: t.exposeInt("filled", { description: "Jobs with someone hired (accepted or done)." }),
    applications: t.exposeInt("applications", { description: "Applications to these jobs." }),
    applicationsPerJob: t.exposeFloat("applicationsPerJob"),
  }),
});

const Funnel = builder.objectRef<Figures["funnel"]>("AdminAnalyticsFunnel").implement({
  description:
    "Applications made in the range; a stage counts those at it or past it now. paidShare is the workers' 'paid as promised' over completed, 0 to 1.",
  fields: (t) => ({
    applied: t.exposeInt("applied"),
    shortlisted: t.exposeInt("shortlisted"),
    accepted: t.exposeInt("accepted"),
    completed: t.exposeInt("completed"),
    paidAsPromised: t.exposeInt("paidAsPromised"),
    paidShare: t.exposeFloat("paidShare"),
  }),
});

const Day = builder.objectRef<Figures["series"][number]>("AdminAnalyticsDay").implement({
  fields: (t) => ({
    date: t.exposeString("date", { description: "An India day, YYYY-MM-DD." }),
    workers: t.exposeInt("workers", { description: "Workers who signed up." }),
    employers: t.exposeInt("employers", { description: "Employers who signed up." }),
    jobs: t.exposeInt("jobs", { description: "Jobs posted." }),
    applications: t.exposeInt("applications", { description: "Applications made." }),
  }),
});

const Trade = builder.objectRef<Figures["topTrades"][number]>("AdminAnalyticsTrade").implement({
  fields: (t) => ({
    trade: t.exposeString("trade"),
    jobs: t.exposeInt("jobs", { description: "Jobs listed under it now, posted in the range." }),
  }),
});

const Place = builder.objectRef<Figures["topPlaces"][number]>("AdminAnalyticsPlace").implement({
  fields: (t) => ({
    place: t.exposeString("place", { description: "A state, or a city of the chosen state." }),
    jobs: t.exposeInt("jobs"),
  }),
});

const EmptySearch = builder
  .objectRef<Figures["emptySearches"][number]>("AdminAnalyticsEmptySearch")
  .implement({
    fields: (t) => ({
      query: t.exposeString("query", { description: "The words, in lower case; may be empty." }),
      place: t.exposeString("place", { description: "The place typed; may be empty." }),
      searches: t.exposeInt("searches"),
    }),
  });

const Analytics = builder.objectRef<Figures>("AdminPlatformAnalytics").implement({
  description: "The platform's figures for one range and optionally one state.",
  fields: (t) => ({
    range: t.field({ type: AnalyticsRangeEnum, resolve: (a) => a.range }),
    state: t.exposeString("state", { nullable: true }),
    from: t.exposeString("from", { description: "The range's first India day, YYYY-MM-DD." }),
    to: t.exposeString("to", { description: "Its last (today), YYYY-MM-DD." }),
    signUps: t.field({ type: SignUps, resolve: (a) => a.signUps }),
    jobs: t.field({ type: Jobs, resolve: (a) => a.jobs }),
    funnel: t.field({ type: Funnel, resolve: (a) => a.funnel }),
    medianSecondsToFirstApplication: t.exposeInt("medianSecondsToFirstApplication", {
      nullable: true,
      description: "Median time from posting to the first application, of jobs that have one.",
    }),
    medianSecondsToFirstHire: t.exposeInt("medianSecondsToFirstHire", {
      nullable: true,
      description: "Median time from posting to the first hire, of jobs that have one.",
    }),
    activeWorkers: t.exposeInt("activeWorkers", {
      description: "Workers whose last sign-in is in the range.",
    }),
    activeEmployers: t.exposeInt("activeEmployers", {
      description: "Employers whose last sign-in is in the range.",
    }),
    series: t.field({ type: [Day], resolve: (a) => a.series }),
    topTrades: t.field({ type: [Trade], resolve: (a) => a.topTrades }),
    topPlaces: t.field({ type: [Place], resolve: (a) => a.topPlaces }),
    emptySearches: t.field({
      type: [EmptySearch],
      description: "Searches that found nothing, most first.",
      resolve: (a) => a.emptySearches,
    }),
  }),
});

builder.queryFields((t) => ({
  adminPlatformAnalytics: t.field({
    type: Analytics,
    description: "The platform's analytics (the analytics section, read only or more).",
    authScopes: { can: "platformAnalytics.read" as const },
    args: {
      range: t.arg({ type: AnalyticsRangeEnum, defaultValue: "LAST_30_DAYS" }),
      state: t.arg.string({ description: "One of India's states and union territories." }),
    },
    resolve: (_root, args, ctx) =>
      platformAnalytics(
        ctx.pool,
        ctx.prisma,
        args.range ?? "LAST_30_DAYS",
        analyticsState(args.state),
      ),
  }),
}));
