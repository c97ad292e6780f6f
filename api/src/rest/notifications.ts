import Type from "typebox";
import { messages } from "../messages.js";
import {
  globalId,
  mutationResult,
  type ParamSpec,
  pageQuery,
  pageVariables,
  type RestInput,
  type RestRoute,
} from "./route.js";
import { dateTime, field, nullable, oneOf, pageFields, restEnum, shape } from "./shape.js";

// REST.md's notifications: the worker's and the employer's list (each path for its own user
// type), mark all and mark one read. The schema decides who may see and change what.

const Notification = shape({
  id: field(Type.String({ description: "Global ID" })),
  title: field(Type.String()),
  message: field(Type.String()),
  notification_type: restEnum(
    oneOf([
      "application_status",
      "job_match",
      "rating_request",
      "document_status",
      "announcement",
      // an addition (issue 45): an admin blocked the account, with their reason
      "account_status",
    ]),
    "type",
  ),
  created_at: field(dateTime()),
  is_read: field(Type.Boolean()),
  // What a client needs to open the notification's subject (additions to REST.md).
  job_id: field(
    nullable(Type.String({ description: "The job it is about, if any (an addition to REST.md)" })),
  ),
  application_id: field(
    nullable(
      Type.String({ description: "The application it is about, if any (an addition to REST.md)" }),
    ),
  ),
});

/** The viewer's page of notifications, with all their unread ones counted beside it. */
const { items, total, next_cursor } = pageFields(
  Notification,
  "notifications(first: $first, after: $after, unreadOnly: $unreadOnly)",
);
const NotificationList = shape({
  items,
  unread_count: field(
    Type.Integer({ description: "All unread ones, whatever the filter" }),
    "unreadNotificationCount",
  ),
  total: { ...total, schema: Type.Integer({ description: "How many the filter matches" }) },
  next_cursor,
});

const unreadOnly: ParamSpec = {
  type: "boolean",
  description: "Only the unread ones",
  default: false,
};

function listRoute(userType: "labour" | "employer"): RestRoute {
  const viewerField = userType === "labour" ? "viewerAsLabour" : "viewerAsEmployer";
  const name = userType === "labour" ? "Labour" : "Employer";
  return {
    method: "GET",
    path: `/notifications/${userType}/notifications/`,
    operationId: `${userType}Notifications`,
    summary: `The ${userType === "labour" ? "worker" : "employer"}'s notifications, newest first, with the unread count`,
    tag: "notifications",
    access: userType,
    csrf: false,
    query: { unread_only: unreadOnly, ...pageQuery },
    document: `query Rest${name}Notifications($first: Int, $after: String, $unreadOnly: Boolean) {
      ${viewerField} { ${NotificationList.selection} }
    }`,
    variables: (input: RestInput) => ({
      ...pageVariables(input),
      unreadOnly: input.query.unread_only ?? false,
    }),
    answer: NotificationList,
    at: viewerField,
    successStatus: 200,
  };
}

export const notificationRoutes: RestRoute[] = [
  listRoute("labour"),
  listRoute("employer"),
  {
    method: "POST",
    path: "/notifications/mark-all-read/",
    operationId: "markAllNotificationsRead",
    summary: "Mark every notification of the signed-in user read",
    tag: "notifications",
    access: "user",
    csrf: true,
    document: `mutation RestMarkAllNotificationsRead {
      ${mutationResult("markAllNotificationsRead", "MarkAllNotificationsReadPayload", "markedCount")}
    }`,
    variables: () => ({}),
    successStatus: 204,
  },
  {
    method: "POST",
    path: "/notifications/{id}/read/",
    operationId: "markNotificationRead",
    summary: "Mark one of the signed-in user's notifications read",
    tag: "notifications",
    access: "user",
    csrf: true,
    pathParams: { id: globalId("notification") },
    failures: { 400: messages.invalidId },
    document: `mutation RestMarkNotificationRead($id: ID!) {
      ${mutationResult("markNotificationRead(id: $id)", "MarkNotificationReadPayload", "unreadCount")}
    }`,
    variables: ({ path }: RestInput) => ({ id: path.id }),
    successStatus: 204,
  },
];
