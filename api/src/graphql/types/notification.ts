import { authorize } from "../../auth/policy/permissions.js";
import { visibleNotificationWhere } from "../../auth/policy/visibility.js";
import type { Context } from "../../context.js";
import type { Notification as NotificationRow } from "../../generated/prisma/client.js";
import { NotificationType } from "../../generated/prisma/enums.js";
import type { LiveEvent } from "../../services/notifications/live.js";
import {
  markAllNotificationsRead,
  markNotificationRead,
  notificationListQuery,
  unreadNotificationCount,
} from "../../services/notifications/notifications.js";
import { builder } from "../builder.js";
import { encodeGlobalID, localId } from "../global-id.js";
import { resultUnion } from "../payload.js";
import { User } from "./user.js";

// A user's notifications: the list and unread count on their own User, marking read, and a
// live stream of changes (server-sent events) for the signed-in user only.

export const NotificationTypeEnum = builder.enumType(NotificationType, {
  name: "NotificationType",
});

/** The signed-in user whose notifications these are. */
const readerId = (ctx: Context) => authorize(ctx.viewer, "notification.read");

/** A user's notifications, as a permission on them. */
const notificationsOf = (userId: number) => ({ can: ["notification.read", { userId }] as const });

const dataField = (data: unknown, key: string): unknown =>
  data && typeof data === "object" ? (data as Record<string, unknown>)[key] : undefined;

const NotificationParam = builder
  .objectRef<{ name: string; value: string }>("NotificationParam")
  .implement({
    fields: (t) => ({ name: t.exposeString("name"), value: t.exposeString("value") }),
  });

/** A numeric key the notification's data points at, as a global ID. */
function dataId(data: unknown, key: string, typename: string): string | null {
  const value = dataField(data, key);
  return typeof value === "number" && Number.isInteger(value)
    ? encodeGlobalID(typename, value)
    : null;
}

export const Notification = builder.prismaNode("Notification", {
  id: { field: "id" },
  nullable: true,
  description: "Something that happened to the user's applications or jobs; only they read it.",
  authScopes: (notification) => notificationsOf(notification.userId),
  // node(id:) finds only the viewer's own, so another user's id reads as missing.
  findUnique: (id, ctx) => ({ id: Number(id), AND: [visibleNotificationWhere(ctx.viewer)] }),
  fields: (t) => ({
    type: t.expose("type", { type: NotificationTypeEnum }),
    title: t.exposeString("title"),
    message: t.exposeString("message"),
    isRead: t.exposeBoolean("isRead"),
    readAt: t.expose("readAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    applicationId: t.id({
      nullable: true,
      description: "The application it is about, if any.",
      resolve: (notification) => dataId(notification.data, "applicationId", "Application"),
    }),
    jobId: t.id({
      nullable: true,
      description: "The job it is about, if any.",
      resolve: (notification) => dataId(notification.data, "jobId", "Job"),
    }),
    kind: t.string({
      nullable: true,
      description:
        "What happened (APPLICATION_STATUS, EMPLOYER_CONTACTED, ...), for clients that word it in the reader's language; title and message are the English wording.",
      resolve: (notification) => {
        const kind = dataField(notification.data, "kind");
        return typeof kind === "string" ? kind : null;
      },
    }),
    params: t.field({
      type: [NotificationParam],
      description: "The values its wording fills in: a job title, a status, a name.",
      resolve: (notification) => {
        const params = dataField(notification.data, "params");
        if (!params || typeof params !== "object" || Array.isArray(params)) return [];
        return Object.entries(params)
          .filter((entry): entry is [string, string] => typeof entry[1] === "string")
          .map(([name, value]) => ({ name, value }));
      },
    }),
  }),
});

builder.prismaObjectFields(User, (t) => ({
  notifications: t.relatedConnection("notifications", {
    description: "The user's notifications, newest first. The user themself only.",
    cursor: "id",
    totalCount: true,
    authScopes: (user) => notificationsOf(user.id),
    args: { unreadOnly: t.arg.boolean({ defaultValue: false }) },
    query: (args) => notificationListQuery({ unreadOnly: args.unreadOnly }),
  }),
  unreadNotificationCount: t.int({
    description: "How many of the user's notifications are unread. The user themself only.",
    authScopes: (user) => notificationsOf(user.id),
    resolve: (user, _args, ctx) => unreadNotificationCount(ctx.prisma, user.id),
  }),
}));

/** What a payload or event says about its user, for the fields every one of them shares. */
interface ForUser {
  userId: number;
}

const MarkNotificationReadPayload = builder
  .objectRef<ForUser & { notification: NotificationRow }>("MarkNotificationReadPayload")
  .implement({
    fields: (t) => ({
      notification: t.field({
        type: Notification,
        nullable: false,
        resolve: (p) => p.notification,
      }),
      unreadCount: t.int({
        resolve: (p, _args, ctx) => unreadNotificationCount(ctx.prisma, p.userId),
      }),
      viewer: t.prismaField({
        type: User,
        nullable: false,
        resolve: (query, p, _args, ctx) =>
          ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: p.userId } }),
      }),
    }),
  });

const MarkAllNotificationsReadPayload = builder
  .objectRef<ForUser & { markedCount: number }>("MarkAllNotificationsReadPayload")
  .implement({
    fields: (t) => ({
      markedCount: t.exposeInt("markedCount", { description: "How many were unread before." }),
      unreadCount: t.int({
        resolve: (p, _args, ctx) => unreadNotificationCount(ctx.prisma, p.userId),
      }),
      viewer: t.prismaField({
        type: User,
        nullable: false,
        resolve: (query, p, _args, ctx) =>
          ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: p.userId } }),
      }),
    }),
  });

builder.mutationFields((t) => ({
  markNotificationRead: t.field({
    type: MarkNotificationReadPayload,
    description: "Marks one of the viewer's notifications read; another user's is not found.",
    authScopes: { can: "notification.markRead" },
    errors: resultUnion("MarkNotificationReadResult"),
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => ({
      notification: await markNotificationRead(ctx, localId(String(id), "Notification")),
      userId: readerId(ctx),
    }),
  }),
  markAllNotificationsRead: t.field({
    type: MarkAllNotificationsReadPayload,
    description: "Marks every notification of the viewer read.",
    authScopes: { can: "notification.markRead" },
    errors: resultUnion("MarkAllNotificationsReadResult"),
    resolve: async (_root, _args, ctx) => ({
      markedCount: await markAllNotificationsRead(ctx),
      userId: readerId(ctx),
    }),
  }),
}));

// ------------------------------------------------------------------ live events

const NotificationEventKindEnum = builder.enumType("NotificationEventKind", {
  values: {
    CREATED: { description: "A new notification: `notification` is it." },
    READ: { description: "One was marked read (perhaps in another tab): `notification` is it." },
    ALL_READ: { description: "All were marked read." },
    RESYNC: {
      description:
        "The stream (re)started or events may have been missed: take the unread count afresh.",
    },
  } as const,
});

const NotificationEvent = builder
  .objectRef<ForUser & { event: LiveEvent }>("NotificationEvent")
  .implement({
    description: "A change to the signed-in user's notifications.",
    fields: (t) => ({
      kind: t.field({ type: NotificationEventKindEnum, resolve: (p) => p.event.kind }),
      notification: t.prismaField({
        type: Notification,
        nullable: true,
        resolve: (query, p, _args, ctx) =>
          "id" in p.event
            ? ctx.prisma.notification.findFirst({
                ...query,
                where: { id: p.event.id, userId: p.userId },
              })
            : null,
      }),
      unreadCount: t.int({
        resolve: (p, _args, ctx) => unreadNotificationCount(ctx.prisma, p.userId),
      }),
      viewer: t.prismaField({
        type: User,
        nullable: false,
        resolve: (query, p, _args, ctx) =>
          ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: p.userId } }),
      }),
    }),
  });

builder.subscriptionFields((t) => ({
  notificationEvents: t.field({
    type: NotificationEvent,
    description:
      "The signed-in user's notification changes as they commit, on any api instance, opening with a RESYNC; the stream ends within seconds of its session ending (signed out, blocked, expired). Over server-sent events (Accept: text/event-stream).",
    // It opens with the current count, so a client that reconnects is right again at once; it
    // ends with the session that opened it (signed out, blocked, expired), on every instance.
    subscribe: (_root, _args, ctx) =>
      ctx.live.events(
        { userId: readerId(ctx), sessionId: ctx.auth.kind === "user" ? ctx.auth.sessionId : null },
        { kind: "RESYNC" },
      ),
    resolve: (event: LiveEvent, _args, ctx) => ({ event, userId: readerId(ctx) }),
  }),
}));
