import Type from "typebox";
import {
  ADMIN_ENTITY_COUNTS,
  ADMIN_RECENT_ITEMS_DEFAULT,
  ADMIN_RECENT_ITEMS_MAX,
  ADMIN_TIMELINE_DAYS_DEFAULT,
  ADMIN_TIMELINE_DAYS_MAX,
  restSpelling,
  SQL_CONSOLE_ANSWER_MAX_BYTES,
  SQL_CONSOLE_QUERY_MAX_LENGTH,
  SQL_CONSOLE_ROW_CAP,
} from "../constants.js";
import {
  AccountState,
  ApplicationStatus,
  JobStatus,
  ModerationStatus,
} from "../generated/prisma/enums.js";
import { messages } from "../messages.js";
import { AdminUser } from "./admin-moderation.js";
import { asString, body, orElse, reads } from "./body.js";
import { USER_TYPES } from "./profiles.js";
import { mutationResult, type ParamSpec, type RestInput, type RestRoute } from "./route.js";
import { dateTime, field, list, nullable, object, oneOf, restEnum, shape } from "./shape.js";

// /admin/dashboard/ of REST.md: the overview's figures, entity counts, the
// newest users, jobs and applications, and the registration timeline. Each route runs the
// schema's admin field (graphql/types/admin-dashboard.ts), whose policy decides per admin role.

const count = (description?: string) => Type.Integer({ minimum: 0, description });

const Windowed = shape({
  today: field(count("Since India's midnight")),
  last_7_days: field(count("Today and the 6 India days before"), "last7Days"),
  last_30_days: field(count("Today and the 29 India days before"), "last30Days"),
});

const Stats = shape({
  users: object(
    shape({
      total: field(count("Accounts not deleted"), "usersTotal"),
      by_type: list(
        shape({ user_type: restEnum(oneOf(USER_TYPES), "userType"), count: field(count()) }),
        "usersByType",
      ),
      by_state: list(
        shape({
          account_state: restEnum(oneOf(restSpelling(AccountState)), "accountState"),
          count: field(count()),
        }),
        "usersByState",
      ),
    }),
    "adminStats",
  ),
  jobs: object(
    shape({
      total: field(count(), "jobsTotal"),
      by_status: list(
        shape({ status: restEnum(oneOf(restSpelling(JobStatus))), count: field(count()) }),
        "jobsByStatus",
      ),
    }),
    "adminStats",
  ),
  applications: object(
    shape({
      total: field(count(), "applicationsTotal"),
      by_status: list(
        shape({ status: restEnum(oneOf(restSpelling(ApplicationStatus))), count: field(count()) }),
        "applicationsByStatus",
      ),
    }),
    "adminStats",
  ),
  sign_ups: object(Windowed, "adminStats.signUps"),
  applications_made: object(Windowed, "adminStats.applicationsMade"),
  placement_rate: field(
    Type.Number({
      minimum: 0,
      maximum: 1,
      description: "Accepted or completed applications over all applications",
    }),
    "adminStats.placementRate",
  ),
  active_employers: field(
    count("Employers with at least one active job now"),
    "adminStats.activeEmployers",
  ),
});

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

const Counts = shape(
  Object.fromEntries(
    ADMIN_ENTITY_COUNTS.map((name) => [snake(name), field(count(), `adminEntityCounts.${name}`)]),
  ),
);

const RecentJob = shape({
  id: field(Type.String()),
  title: field(Type.String()),
  status: restEnum(oneOf(restSpelling(JobStatus))),
  moderation_status: restEnum(nullable(oneOf(restSpelling(ModerationStatus)))),
  state: field(Type.String()),
  city: field(nullable(Type.String())),
  created_at: field(dateTime()),
});

const RecentApplication = shape({
  id: field(Type.String()),
  status: restEnum(oneOf(restSpelling(ApplicationStatus))),
  job_id: field(nullable(Type.String()), "job.id"),
  job_title: field(nullable(Type.String()), "job.title"),
  worker_first_name: field(Type.String(), "applicant.firstName"),
  worker_last_name: field(Type.String(), "applicant.lastName"),
  applied_at: field(dateTime()),
});

const TimelineDay = shape({
  date: field(Type.String({ format: "date", description: "An India day" })),
  workers: field(count()),
  employers: field(count()),
  total: field(count()),
});

const limitParam: ParamSpec = {
  type: "integer",
  description: `How many, newest first, ${ADMIN_RECENT_ITEMS_DEFAULT} by default`,
  minimum: 1,
  maximum: ADMIN_RECENT_ITEMS_MAX,
  default: ADMIN_RECENT_ITEMS_DEFAULT,
};

function recent(
  what: "users" | "jobs" | "applications",
  field: string,
  item: Parameters<typeof list>[0],
  summary: string,
): RestRoute {
  const answer = shape({ items: list(item, `${field}(limit: $limit)`) });
  return {
    method: "GET",
    path: `/admin/dashboard/${what}/recent/`,
    operationId: `adminRecent${what[0]?.toUpperCase()}${what.slice(1)}`,
    summary,
    tag: "admin",
    access: "admin",
    csrf: false,
    query: { limit: limitParam },
    document: `query RestAdminRecent${what}($limit: Int) { ${answer.selection} }`,
    variables: ({ query }: RestInput) => ({ limit: query.limit }),
    successStatus: 200,
    answer,
    at: "",
  };
}

const SQL_BODY = body(
  {
    query: reads(
      Type.String({
        maxLength: SQL_CONSOLE_QUERY_MAX_LENGTH,
        description: "One SELECT, WITH, VALUES or TABLE query",
      }),
      orElse(asString, ""),
    ),
  },
  { input: "Mutation.executeSql", required: ["query"], leftOut: "null" },
);

export const adminDashboardRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/admin/dashboard/stats/",
    operationId: "adminDashboardStats",
    summary:
      "The platform's figures: users by type and state, jobs and applications by status, sign-ups and applications today / 7 / 30 India days, placement rate, active employers",
    tag: "admin",
    access: "admin",
    csrf: false,
    document: `query RestAdminStats { ${Stats.selection} }`,
    variables: () => ({}),
    successStatus: 200,
    answer: Stats,
    at: "",
  },
  {
    method: "GET",
    path: "/admin/dashboard/entities/counts/",
    operationId: "adminEntityCounts",
    summary: "Rows of each of the application's main entities",
    tag: "admin",
    access: "admin",
    csrf: false,
    document: `query RestAdminEntityCounts { ${Counts.selection} }`,
    variables: () => ({}),
    successStatus: 200,
    answer: Counts,
    at: "",
  },
  recent("users", "adminRecentUsers", AdminUser, "The newest workers and employers"),
  recent("jobs", "adminRecentJobs", RecentJob, "The newest jobs, whatever their status"),
  recent(
    "applications",
    "adminRecentApplications",
    RecentApplication,
    "The newest applications, whatever their status",
  ),
  (() => {
    const answer = shape({ items: list(TimelineDay, "adminRegistrationTimeline(days: $days)") });
    return {
      method: "GET",
      path: "/admin/dashboard/registration/timeline/",
      operationId: "adminRegistrationTimeline",
      summary:
        "Sign-ups per India day, oldest first, ending today: every day (0 where none), by user type",
      tag: "admin",
      access: "admin",
      csrf: false,
      query: {
        days: {
          type: "integer",
          description: `How many India days, ending today, ${ADMIN_TIMELINE_DAYS_DEFAULT} by default`,
          minimum: 1,
          maximum: ADMIN_TIMELINE_DAYS_MAX,
          default: ADMIN_TIMELINE_DAYS_DEFAULT,
        },
      },
      document: `query RestAdminRegistrationTimeline($days: Int) { ${answer.selection} }`,
      variables: ({ query }: RestInput) => ({ days: query.days }),
      successStatus: 200,
      answer,
      at: "",
    } satisfies RestRoute;
  })(),

  (() => {
    const answer = shape({
      columns: field(Type.Array(Type.String())),
      rows: field(
        Type.Array(Type.Array(Type.Unknown()), {
          description: "Each row's values in the columns' order",
        }),
      ),
      row_count: field(count(), "rowCount"),
      truncated: field(
        Type.Boolean({ description: `More than ${SQL_CONSOLE_ROW_CAP} rows: only those are here` }),
      ),
      row_cap: field(count(), "rowCap"),
      size_truncated: field(
        Type.Boolean({
          description: `Values were cut to keep the answer within ${SQL_CONSOLE_ANSWER_MAX_BYTES} bytes; the rows after them are left out`,
        }),
        "sizeTruncated",
      ),
      byte_cap: field(count(), "byteCap"),
    });
    return {
      method: "POST",
      path: "/admin/dashboard/db/execute-sql/",
      operationId: "adminExecuteSql",
      summary:
        "Runs one read-only statement (PostgreSQL's parser decides) as the console's own PostgreSQL role (no secret columns), READ ONLY, 5 s, 1,000 rows and 5 MB of values at most; superusers only; audited",
      tag: "admin",
      access: "admin",
      csrf: true,
      requestBody: SQL_BODY.schema,
      failures: {
        400: messages.sqlOnlySelect,
        422: messages.required,
        503: `${messages.sqlConsoleUnavailable} / ${messages.sqlConsoleBusy}`,
      },
      document: `mutation RestAdminExecuteSql($query: String!) {
        ${mutationResult("executeSql(query: $query)", "SqlConsoleResult", answer.selection)}
      }`,
      variables: ({ body }: RestInput) => SQL_BODY.parse(body),
      successStatus: 200,
      answer,
      at: "result",
    } satisfies RestRoute;
  })(),
];
