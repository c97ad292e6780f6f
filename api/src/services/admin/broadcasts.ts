import type pg from "pg";
import {
  BROADCAST_BATCH,
  BROADCAST_BODY_MAX_LENGTH,
  BROADCAST_SEGMENTS,
  BROADCAST_TITLE_MAX_LENGTH,
  BROADCASTS_LISTED,
  INDIAN_STATES,
} from "../../constants.js";
import type { Context } from "../../context.js";
import type { PrismaClient } from "../../db/prisma.js";
import { type FieldError, fieldFailure, ValidationError } from "../../errors.js";
import { enqueue, type QueuedTask } from "../../queue/queue.js";
import { TRADES, tradesOf } from "../../trades/trades.js";
import { type NewNotification, notify } from "../notifications/notify.js";
import { actorFor, recordAudit } from "./audit.js";

// Broadcast notifications: an admin whose role may (the notifications section
// at limited) writes one title and body to a segment: every worker, every employer, the users of
// a state, or the workers of a trade (their skills name it: trades/trades.ts). The text is what
// the admin wrote, in the one language they wrote it in; the reader's app words only the
// notification's kind ("Announcement") in their language.
//
// - The request stores the broadcast, adds its queue task and writes the audit row in one
//   transaction: the task exists exactly when the broadcast does.
// - The task (the same durable queue the job alerts use: queue/queue.ts) finds the recipients in
//   batches by user id and, per batch in one transaction, inserts broadcast_deliveries rows with
//   ON CONFLICT DO NOTHING and writes an `announcement` notification for each row it inserted,
//   announced live through pg_notify (notify.ts) like every notification. A task stopped
//   half-way is retried by the queue and sends only what is left: once per broadcast and person.
// - Blocked and deleted accounts receive nothing.

export const BROADCAST_TASK = "broadcast";

export type BroadcastSegment = (typeof BROADCAST_SEGMENTS)[number];

export interface BroadcastInput {
  title?: string | null;
  body?: string | null;
  segment?: string | null;
  /** The state or trade a STATE or TRADE segment names. */
  value?: string | null;
}

type Services = { pool: pg.Pool; prisma: PrismaClient };

const isSegment = (value: unknown): value is BroadcastSegment =>
  typeof value === "string" && (BROADCAST_SEGMENTS as readonly string[]).includes(value);

/** The input checked: trimmed text within its limits, a segment and the value it needs. */
export function checkBroadcast(input: BroadcastInput) {
  const failures: FieldError[] = [];
  const title = input.title?.trim() ?? "";
  const body = input.body?.trim() ?? "";
  const value = input.value?.trim() || null;
  if (!title) failures.push(fieldFailure("title", "required"));
  else if (title.length > BROADCAST_TITLE_MAX_LENGTH) {
    failures.push(fieldFailure("title", "maxLength", { count: BROADCAST_TITLE_MAX_LENGTH }));
  }
  if (!body) failures.push(fieldFailure("body", "required"));
  else if (body.length > BROADCAST_BODY_MAX_LENGTH) {
    failures.push(fieldFailure("body", "maxLength", { count: BROADCAST_BODY_MAX_LENGTH }));
  }
  const segment = input.segment?.trim().toUpperCase() ?? "";
  if (!segment) failures.push(fieldFailure("segment", "required"));
  else if (!isSegment(segment)) failures.push(fieldFailure("segment", "broadcastSegmentInvalid"));
  else if (segment === "STATE" && !(INDIAN_STATES as readonly string[]).includes(value ?? "")) {
    failures.push(fieldFailure("value", value ? "stateInvalid" : "stateRequired"));
  } else if (segment === "TRADE" && !TRADES.some((trade) => trade.trade === value)) {
    failures.push(fieldFailure("value", "broadcastTradeInvalid"));
  }
  if (failures.length > 0) throw new ValidationError(failures);
  const named = segment === "STATE" || segment === "TRADE";
  return { title, body, segment: segment as BroadcastSegment, value: named ? value : null };
}

/** The queue task that writes a broadcast's notifications: one per broadcast. */
export const broadcastJob = (broadcastId: number): QueuedTask => ({
  task: BROADCAST_TASK,
  payload: { broadcastId },
  key: `broadcast:${broadcastId}`,
});

const toColumn = (segment: BroadcastSegment) => segment.toLowerCase();
const fromColumn = (segment: string) => segment.toUpperCase() as BroadcastSegment;

/** Stores the broadcast and queues its delivery; audited. Answers the stored broadcast. */
export async function sendBroadcast(
  ctx: Pick<Context, "viewer" | "clientAddress" | "prisma">,
  input: BroadcastInput,
) {
  const actor = actorFor(ctx, "broadcast.send");
  const checked = checkBroadcast(input);
  const broadcast = await ctx.prisma.$transaction(async (tx) => {
    const created = await tx.broadcast.create({
      data: {
        adminId: actor.adminId,
        title: checked.title,
        body: checked.body,
        segment: toColumn(checked.segment),
        segmentValue: checked.value,
      },
    });
    await enqueue(tx, broadcastJob(created.id));
    await recordAudit(tx, actor, {
      action: "broadcast.send",
      targetType: "broadcast",
      targetId: created.id,
      after: { title: checked.title, segment: checked.segment, value: checked.value },
    });
    return created;
  });
  return { ...broadcast, segment: fromColumn(broadcast.segment) };
}

/** The newest broadcasts, with how many notifications each has written so far. */
export async function listBroadcasts(ctx: Pick<Context, "viewer" | "clientAddress" | "prisma">) {
  actorFor(ctx, "broadcast.read");
  const rows = await ctx.prisma.broadcast.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: BROADCASTS_LISTED,
    include: { admin: { select: { username: true, fullName: true } } },
  });
  return rows.map((row) => ({ ...row, segment: fromColumn(row.segment) }));
}

export type BroadcastRow = Awaited<ReturnType<typeof listBroadcasts>>[number];

/** The next batch of the segment's users after `after`, by id. */
async function recipients(
  pool: pg.Pool,
  segment: BroadcastSegment,
  value: string | null,
  after: number,
  limit: number,
): Promise<{ lastId: number | null; ids: number[] }> {
  const where =
    segment === "ALL_WORKERS" || segment === "TRADE"
      ? "u.user_type = 'labour'"
      : segment === "ALL_EMPLOYERS"
        ? "u.user_type = 'employer'"
        : "u.state = $3";
  const { rows } = await pool.query<{ id: number; skills: string[] | null }>(
    `SELECT u.id, lp.skills FROM users u LEFT JOIN labour_profiles lp ON lp.user_id = u.id
     WHERE u.id > $1 AND u.account_state <> 'blocked' AND u.erased_at IS NULL AND ${where}
     ORDER BY u.id LIMIT $2`,
    segment === "STATE" ? [after, limit, value] : [after, limit],
  );
  const ids = rows
    .filter((row) => segment !== "TRADE" || tradesOf(row.skills ?? []).includes(value ?? ""))
    .map((row) => row.id);
  return { lastId: rows.at(-1)?.id ?? null, ids };
}

/** Writes the notifications of one batch not yet written, in one transaction; how many. */
async function deliverBatch(
  services: Services,
  broadcast: { id: number; title: string; body: string },
  userIds: number[],
): Promise<number> {
  if (userIds.length === 0) return 0;
  return services.prisma.$transaction(async (tx) => {
    const inserted = await tx.$queryRaw<{ user_id: number }[]>`
      INSERT INTO broadcast_deliveries (broadcast_id, user_id)
      SELECT ${broadcast.id}::int, id FROM unnest(${userIds}::int[]) AS recipient(id)
      ON CONFLICT DO NOTHING RETURNING user_id`;
    const notifications = inserted.map(
      ({ user_id: userId }): NewNotification => ({
        userId,
        type: "ANNOUNCEMENT",
        title: broadcast.title,
        message: broadcast.body,
        data: { broadcastId: broadcast.id },
        kind: "ANNOUNCEMENT",
        params: { title: broadcast.title, body: broadcast.body },
      }),
    );
    await notify(tx, notifications);
    await tx.broadcast.update({
      where: { id: broadcast.id },
      data: { delivered: { increment: inserted.length } },
    });
    return inserted.length;
  });
}

/** Writes a broadcast's notifications; how many this run wrote. Safe to run again. */
export async function deliverBroadcast(
  services: Services,
  broadcastId: number,
  batchSize = BROADCAST_BATCH,
): Promise<number> {
  const broadcast = await services.prisma.broadcast.findUnique({ where: { id: broadcastId } });
  if (!broadcast || broadcast.finishedAt) return 0;
  const segment = fromColumn(broadcast.segment);
  let after = 0;
  let written = 0;
  for (;;) {
    const batch = await recipients(
      services.pool,
      segment,
      broadcast.segmentValue,
      after,
      batchSize,
    );
    if (batch.lastId === null) break;
    after = batch.lastId;
    written += await deliverBatch(services, broadcast, batch.ids);
  }
  await services.prisma.broadcast.update({
    where: { id: broadcastId },
    data: { finishedAt: new Date() },
  });
  return written;
}

/** The queue task: its payload is `{ broadcastId }`. */
export function broadcastTask(services: Services) {
  return async (payload: unknown) => {
    const broadcastId = (payload as { broadcastId?: unknown } | null)?.broadcastId;
    if (typeof broadcastId !== "number" || !Number.isSafeInteger(broadcastId)) return;
    await deliverBroadcast(services, broadcastId);
  };
}
