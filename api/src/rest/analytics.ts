import Type from "typebox";
import { ANALYTICS_RANGES, type AnalyticsRange, APPLICATION_STATUSES } from "../constants.js";
import type { RestInput, RestRoute } from "./route.js";
import { computed, field, list, oneOf, restEnum, shape } from "./shape.js";

// REST.md's GET /employers/analytics/?range=: the employer's figures in camelCase, as the spec
// shows them. The spec's client sends X-CSRF-Token on analytics GETs; the gateway takes the call
// with it or without it (a GET changes nothing, so the token guards nothing here).

const count = (description?: string) => Type.Integer({ minimum: 0, description });

const Analytics = shape({
  range: computed(
    oneOf(Object.values(ANALYTICS_RANGES)),
    ["range"],
    (range: AnalyticsRange) => ANALYTICS_RANGES[range],
  ),
  from: field(Type.String({ format: "date", description: "The range's first India day" })),
  to: field(Type.String({ format: "date", description: "Today in India" })),
  totalJobs: field(count("Jobs posted in the range (deleted ones never count)")),
  activeJobs: field(count("Jobs active now, whatever the range")),
  totalApplications: field(count("Applications received in the range, withdrawn ones included")),
  hiredWorkers: field(count("Workers whose application of the range is accepted or completed")),
  jobViews: field(count("Job views in the range: one per visitor per job per day")),
  applicationsOverTime: list(
    shape({
      date: field(Type.String({ format: "date", description: "An India day" })),
      applications: field(count()),
    }),
  ),
  applicationsByStatus: list(
    shape({
      name: restEnum(oneOf(APPLICATION_STATUSES), "status"),
      value: field(count(), "applications"),
    }),
  ),
  stateFrequency: list(shape({ state: field(Type.String()), applications: field(count()) })),
});

const REST_RANGES = Object.values(ANALYTICS_RANGES);
const rangeByRest = Object.fromEntries(
  Object.entries(ANALYTICS_RANGES).map(([name, rest]) => [rest, name]),
) as Record<string, AnalyticsRange>;

export const analyticsRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/employers/analytics/",
    operationId: "employerAnalytics",
    summary:
      "The employer's hiring analytics for a range of India days: totals, applications per day (every day, 0 where none), by status and by the applicants' states",
    tag: "analytics",
    access: "employer",
    csrf: false,
    query: {
      range: {
        type: "string",
        description:
          "7d and 30d end today; month is India's calendar month; all starts at the first job",
        enum: REST_RANGES,
        default: ANALYTICS_RANGES.LAST_30_DAYS,
      },
    },
    document: `query RestEmployerAnalytics($range: AnalyticsRange!) {
      viewerAsEmployer { analytics(range: $range) { ${Analytics.selection} } }
    }`,
    variables: ({ query }: RestInput) => ({
      range: rangeByRest[String(query.range)] ?? "LAST_30_DAYS",
    }),
    successStatus: 200,
    answer: Analytics,
    at: "viewerAsEmployer.analytics",
  },
];
