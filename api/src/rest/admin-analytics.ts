import Type from "typebox";
import { ANALYTICS_RANGES, type AnalyticsRange } from "../constants.js";
import { messages } from "../messages.js";
import type { RestInput, RestRoute } from "./route.js";
import { computed, field, list, nullable, object, oneOf, shape } from "./shape.js";

// GET /admin/analytics/ (issue 45; a compatible addition to REST.md's admin block): the platform
// analytics of one range and optionally one state, snake_case, from the schema's
// adminPlatformAnalytics (graphql/types/admin-analytics.ts), whose policy decides per role.

const count = (description?: string) => Type.Integer({ minimum: 0, description });
const share = (description: string) => Type.Number({ minimum: 0, description });
const day = (description: string) => Type.String({ format: "date", description });

const Analytics = shape({
  range: computed(
    oneOf(Object.values(ANALYTICS_RANGES)),
    ["range"],
    (range: AnalyticsRange) => ANALYTICS_RANGES[range],
  ),
  state: field(nullable(Type.String())),
  from: field(day("The range's first India day (all: the first day with data)")),
  to: field(day("Today in India")),
  sign_ups: object(
    shape({
      workers: field(count()),
      employers: field(count()),
      workers_complete: field(count("Of them, with a complete profile now"), "workersComplete"),
      employers_complete: field(count("Of them, with a complete profile now"), "employersComplete"),
    }),
    "signUps",
  ),
  jobs: object(
    shape({
      posted: field(count()),
      approved: field(count("Approved now")),
      flagged: field(count("Flagged now")),
      with_applications: field(count(), "withApplications"),
      filled: field(count("Someone hired: accepted or completed")),
      applications: field(count("Applications to these jobs")),
      applications_per_job: field(share("Applications over jobs posted"), "applicationsPerJob"),
    }),
    "jobs",
  ),
  funnel: object(
    shape({
      applied: field(count()),
      shortlisted: field(count("At shortlisted or past it now")),
      accepted: field(count("Accepted or completed now")),
      completed: field(count()),
      paid_as_promised: field(
        count("Workers who said they were paid as promised"),
        "paidAsPromised",
      ),
      paid_share: field(share("Paid as promised over completed, 0 to 1"), "paidShare"),
    }),
    "funnel",
  ),
  median_seconds_to_first_application: field(
    nullable(count("Posting to first application, of jobs that have one")),
    "medianSecondsToFirstApplication",
  ),
  median_seconds_to_first_hire: field(
    nullable(count("Posting to first hire, of jobs that have one")),
    "medianSecondsToFirstHire",
  ),
  active_workers: field(count("Last signed in within the range"), "activeWorkers"),
  active_employers: field(count("Last signed in within the range"), "activeEmployers"),
  series: list(
    shape({
      date: field(day("An India day")),
      workers: field(count("Workers who signed up")),
      employers: field(count("Employers who signed up")),
      jobs: field(count("Jobs posted")),
      applications: field(count("Applications made")),
    }),
  ),
  top_trades: list(shape({ trade: field(Type.String()), jobs: field(count()) }), "topTrades"),
  top_places: list(shape({ place: field(Type.String()), jobs: field(count()) }), "topPlaces"),
  empty_searches: list(
    shape({
      query: field(Type.String()),
      place: field(Type.String()),
      searches: field(count()),
    }),
    "emptySearches",
  ),
});

const rangeByRest = Object.fromEntries(
  Object.entries(ANALYTICS_RANGES).map(([name, rest]) => [rest, name]),
) as Record<string, AnalyticsRange>;

export const adminAnalyticsRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/admin/analytics/",
    operationId: "adminPlatformAnalytics",
    summary:
      "The platform's analytics for a range of India days and optionally a state: sign-ups and profile completion, jobs, the applications funnel, medians to first application and hire, active people, top trades and places, searches that found nothing",
    tag: "admin",
    access: "admin",
    csrf: false,
    query: {
      range: {
        type: "string",
        description: "7d and 30d end today; month is India's calendar month; all is every day",
        enum: Object.values(ANALYTICS_RANGES),
        default: ANALYTICS_RANGES.LAST_30_DAYS,
      },
      state: { type: "string", description: "One of India's states and union territories" },
    },
    failures: { 422: messages.stateInvalid },
    document: `query RestAdminPlatformAnalytics($range: AnalyticsRange!, $state: String) {
      adminPlatformAnalytics(range: $range, state: $state) { ${Analytics.selection} }
    }`,
    variables: ({ query }: RestInput) => ({
      range: rangeByRest[String(query.range)] ?? "LAST_30_DAYS",
      state: query.state ?? null,
    }),
    successStatus: 200,
    answer: Analytics,
    at: "adminPlatformAnalytics",
  },
];
