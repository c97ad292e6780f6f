import { BROADCAST_SEGMENTS } from "../../constants.js";
import { authorizeBackup } from "../../services/admin/backup.js";
import {
  type BroadcastRow,
  listBroadcasts,
  sendBroadcast,
} from "../../services/admin/broadcasts.js";
import {
  listTables,
  readTable,
  type TableColumn,
  type TableInfo,
  type TablePage,
} from "../../services/admin/db-browser.js";
import { type SystemStatus, systemStatus } from "../../services/admin/system.js";
import { builder } from "../builder.js";
import { encodeGlobalID } from "../global-id.js";
import { resultUnion } from "../payload.js";

// The back office's database browser, system, backup and broadcast notifications
// (services/admin/db-browser.ts, system.ts, backup.ts, broadcasts.ts). Each
// field asks the policy through its action: database.browse and backup.download (superusers),
// system.read (the system section), broadcast.send and broadcast.read (notifications).

const DbTable = builder.objectRef<TableInfo>("AdminDbTable").implement({
  description: "One of the application's tables.",
  fields: (t) => ({
    name: t.exposeString("name"),
    estimatedRows: t.exposeFloat("estimatedRows", {
      description:
        "Its rows: counted exactly for a small table (rowsExact), else the planner's estimate (pg_class.reltuples).",
    }),
    rowsExact: t.exposeBoolean("rowsExact", {
      description: "Whether estimatedRows is an exact count rather than the planner's estimate.",
    }),
    sizeBytes: t.exposeFloat("sizeBytes", { description: "Bytes on disk, indexes included." }),
  }),
});

const DbColumn = builder.objectRef<TableColumn>("AdminDbColumn").implement({
  fields: (t) => ({
    name: t.exposeString("name"),
    type: t.exposeString("type", { description: "PostgreSQL's name of its type." }),
    masked: t.exposeBoolean("masked", {
      description:
        "A secret column: its values read •••••• (docs/back-office.md: The database browser).",
    }),
  }),
});

const DbTablePage = builder.objectRef<TablePage>("AdminDbTablePage").implement({
  description: "One page of a table's rows, in its primary key's order, secrets masked.",
  fields: (t) => ({
    name: t.exposeString("name"),
    columns: t.field({ type: [DbColumn], resolve: (page) => page.columns }),
    rows: t.field({
      type: "JSON",
      description:
        "Each row a list of its values as text (null stays null), in the columns' order.",
      resolve: (page) => page.rows,
    }),
    limit: t.exposeInt("limit"),
    offset: t.exposeInt("offset"),
    estimatedRows: t.exposeFloat("estimatedRows"),
    rowsExact: t.exposeBoolean("rowsExact"),
  }),
});

const ListenerStateEnum = builder.enumType("ListenerState", {
  values: ["LISTENING", "CONNECTING", "STOPPED"] as const,
  description: "This process's live-notification listener: LISTEN in place, being set up, or off.",
});

const SystemStatusRef = builder.objectRef<SystemStatus>("AdminSystemStatus").implement({
  description: "The system's health as this instance sees it now (docs/back-office.md).",
  fields: (t) => ({
    databaseVersion: t.exposeString("databaseVersion"),
    databaseSizeBytes: t.exposeFloat("databaseSizeBytes"),
    connections: t.exposeInt("connections", {
      description: "Connections to this database now, every client's.",
    }),
    maxConnections: t.exposeInt("maxConnections"),
    migrationsApplied: t.exposeInt("migrationsApplied"),
    lastMigration: t.exposeString("lastMigration", { nullable: true }),
    lastMigrationAt: t.expose("lastMigrationAt", { type: "DateTime", nullable: true }),
    serverVersion: t.exposeString("serverVersion"),
    uptimeSeconds: t.exposeInt("uptimeSeconds", { description: "Of this server process." }),
    listener: t.field({ type: ListenerStateEnum, resolve: (s) => s.listener }),
    rateLimitRefusalsLastHour: t.exposeInt("rateLimitRefusalsLastHour", {
      nullable: true,
      description:
        "Requests this process's rate limits refused in the last hour (counted in memory).",
    }),
    queueDepth: t.exposeInt("queueDepth", {
      description: "Background tasks (job alerts, broadcasts) waiting or running.",
    }),
    queueFailing: t.exposeInt("queueFailing", {
      description: "Of those, tasks that failed and wait to be retried.",
    }),
  }),
});

const BackupTicket = builder.objectRef<{ filename: string }>("AdminBackupTicket").implement({
  description:
    "A backup download, allowed and audited; the archive itself is GET /api/v1/admin/dashboard/backup/ (GraphQL does not carry files).",
  fields: (t) => ({
    filename: t.exposeString("filename"),
    downloadPath: t.string({ resolve: () => "/api/v1/admin/dashboard/backup/" }),
  }),
});

export const BroadcastSegmentEnum = builder.enumType("BroadcastSegment", {
  values: BROADCAST_SEGMENTS,
  description:
    "Who a broadcast reaches: every worker, every employer, a state's users, a trade's workers.",
});

const BroadcastRef = builder
  .objectRef<Omit<BroadcastRow, "admin"> & Partial<Pick<BroadcastRow, "admin">>>("Broadcast")
  .implement({
    description: "An admin's notification to a segment of the users.",
    fields: (t) => ({
      // A global ID as every id here: Relay keys its store by it.
      id: t.id({ resolve: (b) => encodeGlobalID("Broadcast", b.id) }),
      title: t.exposeString("title"),
      body: t.exposeString("body"),
      segment: t.field({ type: BroadcastSegmentEnum, resolve: (b) => b.segment }),
      segmentValue: t.exposeString("segmentValue", {
        nullable: true,
        description: "The state or trade a STATE or TRADE segment names.",
      }),
      delivered: t.exposeInt("delivered", { description: "Notifications written so far." }),
      finished: t.boolean({ resolve: (b) => b.finishedAt !== null }),
      sentBy: t.string({ nullable: true, resolve: (b) => b.admin?.fullName ?? null }),
      createdAt: t.expose("createdAt", { type: "DateTime" }),
    }),
  });

builder.queryFields((t) => ({
  adminDbTables: t.field({
    type: [DbTable],
    description: "The application's tables (superusers).",
    authScopes: { can: "database.browse" },
    resolve: (_root, _args, ctx) => listTables(ctx),
  }),
  adminDbTable: t.field({
    type: DbTablePage,
    description:
      "One page of a table's rows, secrets masked (superusers; audited). limit 100 by default, 1 to 1000; offset 0 by default.",
    authScopes: { can: "database.browse" },
    args: {
      name: t.arg.string({ required: true }),
      limit: t.arg.int(),
      offset: t.arg.int(),
    },
    resolve: (_root, args, ctx) => readTable(ctx, args.name, args.limit, args.offset),
  }),
  adminSystem: t.field({
    type: SystemStatusRef,
    description: "The system's health (the system section).",
    authScopes: { can: "system.read" },
    resolve: (_root, _args, ctx) => systemStatus(ctx),
  }),
  adminBackup: t.field({
    type: BackupTicket,
    description: "Allows and audits a backup download (superusers); the REST route streams it.",
    authScopes: { can: "backup.download" },
    resolve: (_root, _args, ctx) => authorizeBackup(ctx),
  }),
  adminBroadcasts: t.field({
    type: [BroadcastRef],
    description: "The newest broadcasts (50), newest first, with what each has delivered.",
    authScopes: { can: "broadcast.read" },
    resolve: (_root, _args, ctx) => listBroadcasts(ctx),
  }),
}));

builder.mutationFields((t) => ({
  broadcastNotification: t.field({
    type: BroadcastRef,
    description:
      "Sends a notification to a segment: stored and audited now, written to each recipient in the background (title up to 100, body up to 500 characters; the text as written, one language).",
    skipTypeScopes: true,
    authScopes: { can: "broadcast.send" },
    errors: resultUnion("BroadcastNotificationResult"),
    args: {
      title: t.arg.string({ required: true }),
      body: t.arg.string({ required: true }),
      // Text, not the enum, so a missing or unknown segment is the service's field error (422)
      // like the other fields, in GraphQL and REST alike.
      segment: t.arg.string({
        required: true,
        description: "ALL_WORKERS, ALL_EMPLOYERS, STATE or TRADE (BroadcastSegment).",
      }),
      value: t.arg.string({ description: "The state or trade, for STATE and TRADE." }),
    },
    resolve: (_root, args, ctx) => sendBroadcast(ctx, args),
  }),
}));
