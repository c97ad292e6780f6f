import Type from "typebox";
import {
  ADMIN_TABLE_PAGE_DEFAULT,
  ADMIN_TABLE_PAGE_MAX,
  BROADCAST_BODY_MAX_LENGTH,
  BROADCAST_SEGMENTS,
  BROADCAST_TITLE_MAX_LENGTH,
} from "../constants.js";
import { messages } from "../messages.js";
import { backupStream } from "../services/admin/backup.js";
import { asString, body, orElse, reads } from "./body.js";
import { mutationResult, type RestInput, type RestRoute } from "./route.js";
import { dateTime, field, list, nullable, oneOf, restEnum, shape } from "./shape.js";

// The back office's database browser, system, backup and broadcasts in REST:
// GET /admin/dashboard/db/tables/, /db/table/{name}/, /system/, /backup/ (the archive,
// streamed), POST /admin/notifications/broadcast/ and GET /admin/notifications/broadcasts/. Each
// runs the schema's admin field (graphql/types/admin-system.ts), whose policy decides per role.

const count = (description?: string) => Type.Number({ minimum: 0, description });
const whole = (description?: string) => Type.Integer({ minimum: 0, description });

const Table = shape({
  name: field(Type.String()),
  estimated_rows: field(
    count("Counted exactly for a small table, else the planner's estimate"),
    "estimatedRows",
  ),
  rows_exact: field(
    Type.Boolean({
      description:
        "Whether estimated_rows was counted exactly (a small table) rather than estimated (an addition to REST.md)",
    }),
    "rowsExact",
  ),
  size_bytes: field(count("On disk, indexes included"), "sizeBytes"),
});
const Tables = shape({ tables: list(Table, "adminDbTables") });

const TablePage = shape({
  name: field(Type.String()),
  columns: list(
    shape({
      name: field(Type.String()),
      type: field(Type.String()),
      masked: field(Type.Boolean({ description: "A secret column: its values read ••••••" })),
    }),
  ),
  rows: field(
    Type.Array(Type.Array(nullable(Type.String())), {
      description: "Each row's values as text in the columns' order",
    }),
  ),
  limit: field(Type.Integer()),
  offset: field(Type.Integer()),
  estimated_rows: field(count(), "estimatedRows"),
  rows_exact: field(
    Type.Boolean({
      description:
        "Whether estimated_rows was counted exactly (a small table) rather than estimated (an addition to REST.md)",
    }),
    "rowsExact",
  ),
});

const System = shape({
  database_version: field(Type.String(), "databaseVersion"),
  database_size_bytes: field(count(), "databaseSizeBytes"),
  connections: field(whole("Connections to this database now")),
  max_connections: field(whole(), "maxConnections"),
  migrations_applied: field(whole(), "migrationsApplied"),
  last_migration: field(nullable(Type.String()), "lastMigration"),
  last_migration_at: field(nullable(dateTime()), "lastMigrationAt"),
  server_version: field(Type.String(), "serverVersion"),
  uptime_seconds: field(whole("Of the server process that answered"), "uptimeSeconds"),
  listener: restEnum(oneOf(["listening", "connecting", "stopped"])),
  rate_limit_refusals_last_hour: field(
    nullable(whole("Refusals by the process that answered, counted in memory")),
    "rateLimitRefusalsLastHour",
  ),
  queue_depth: field(whole("Background tasks waiting or running"), "queueDepth"),
  queue_failing: field(whole("Of those, tasks waiting to be retried"), "queueFailing"),
});

const SEGMENTS = BROADCAST_SEGMENTS.map((segment) => segment.toLowerCase());

const Broadcast = shape({
  id: field(Type.String({ description: "Global ID" })),
  title: field(Type.String()),
  body: field(Type.String()),
  segment: restEnum(oneOf(SEGMENTS)),
  segment_value: field(nullable(Type.String()), "segmentValue"),
  delivered: field(whole("Notifications written so far")),
  finished: field(Type.Boolean()),
  sent_by: field(nullable(Type.String()), "sentBy"),
  created_at: field(dateTime(), "createdAt"),
});
const BROADCAST_FIELDS = Broadcast.selection;
const Broadcasts = shape({ items: list(Broadcast, "adminBroadcasts") });

const BROADCAST_BODY = body(
  {
    title: reads(Type.String({ maxLength: BROADCAST_TITLE_MAX_LENGTH }), orElse(asString, "")),
    body: reads(Type.String({ maxLength: BROADCAST_BODY_MAX_LENGTH }), orElse(asString, "")),
    segment: reads(oneOf(SEGMENTS), orElse(asString, "")),
    value: reads(Type.String({ description: "The state or trade, for state and trade" }), asString),
  },
  {
    input: "Mutation.broadcastNotification",
    required: ["title", "body", "segment"],
    leftOut: "null",
  },
);

export const adminSystemRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/admin/dashboard/db/tables/",
    operationId: "adminDbTables",
    summary: "The application's tables with estimated rows and size (superusers)",
    tag: "admin",
    access: "admin",
    csrf: false,
    document: `query RestAdminDbTables { ${Tables.selection} }`,
    variables: () => ({}),
    successStatus: 200,
    answer: Tables,
    at: "",
  },
  (() => {
    return {
      method: "GET",
      path: "/admin/dashboard/db/table/{name}/",
      operationId: "adminDbTable",
      summary:
        "One page of a table's rows in its primary key's order, secret columns masked (superusers; audited)",
      tag: "admin",
      access: "admin",
      csrf: false,
      pathParams: { name: { type: "string", description: "The table's name", maxLength: 63 } },
      query: {
        limit: {
          type: "integer",
          description: `Rows a page, ${ADMIN_TABLE_PAGE_DEFAULT} by default`,
          minimum: 1,
          maximum: ADMIN_TABLE_PAGE_MAX,
          default: ADMIN_TABLE_PAGE_DEFAULT,
        },
        offset: {
          type: "integer",
          description: "Rows skipped, 0 by default",
          minimum: 0,
          default: 0,
        },
      },
      document: `query RestAdminDbTable($name: String!, $limit: Int, $offset: Int) {
        adminDbTable(name: $name, limit: $limit, offset: $offset) { ${TablePage.selection} }
      }`,
      variables: ({ path, query }: RestInput) => ({
        name: path.name,
        limit: query.limit,
        offset: query.offset,
      }),
      successStatus: 200,
      answer: TablePage,
      at: "adminDbTable",
    } satisfies RestRoute;
  })(),
  {
    method: "GET",
    path: "/admin/dashboard/system/",
    operationId: "adminSystem",
    summary:
      "Database version, size, connections and migrations; server version and uptime; the live listener; rate-limit refusals in the last hour; the queue's depth",
    tag: "admin",
    access: "admin",
    csrf: false,
    document: `query RestAdminSystem { adminSystem { ${System.selection} } }`,
    variables: () => ({}),
    successStatus: 200,
    answer: System,
    at: "adminSystem",
  },
  {
    method: "GET",
    path: "/admin/dashboard/backup/",
    operationId: "adminBackup",
    summary:
      "A consistent snapshot of the application's data: a tar of one CSV per table (secrets included) and manifest.json, from one REPEATABLE READ transaction (superusers; audited; docs/operations.md)",
    tag: "admin",
    access: "admin",
    csrf: false,
    document: "query RestAdminBackup { adminBackup { filename } }",
    variables: () => ({}),
    successStatus: 200,
    stream: (data, services) => {
      const ticket = data.adminBackup as { filename?: string } | null;
      if (!ticket?.filename) return null;
      return {
        body: backupStream(services.pool),
        contentType: "application/x-tar",
        filename: ticket.filename,
      };
    },
  },
  {
    method: "POST",
    path: "/admin/notifications/broadcast/",
    operationId: "adminBroadcast",
    summary:
      "Sends a notification to a segment (all workers, all employers, a state, a trade): stored and audited now, written to each recipient in the background",
    tag: "admin",
    access: "admin",
    csrf: true,
    requestBody: BROADCAST_BODY.schema,
    failures: { 422: messages.broadcastSegmentInvalid },
    document: `mutation RestAdminBroadcast($title: String!, $body: String!, $segment: String!, $value: String) {
      ${mutationResult("broadcastNotification(title: $title, body: $body, segment: $segment, value: $value)", "Broadcast", BROADCAST_FIELDS)}
    }`,
    variables: ({ body }: RestInput) => BROADCAST_BODY.parse(body),
    successStatus: 201,
    answer: Broadcast,
    at: "result",
  },
  {
    method: "GET",
    path: "/admin/notifications/broadcasts/",
    operationId: "adminBroadcasts",
    summary: "The newest broadcasts, newest first, with how many notifications each has written",
    tag: "admin",
    access: "admin",
    csrf: false,
    document: `query RestAdminBroadcasts { ${Broadcasts.selection} }`,
    variables: () => ({}),
    successStatus: 200,
    answer: Broadcasts,
    at: "",
  },
];
