import { messages } from "../messages.js";
import { nullable } from "./jobs.js";
import {
  cursorParam,
  ERROR_FIELDS,
  type JsonSchema,
  limitParam,
  type ParamSpec,
  type RestInput,
  type RestRoute,
  toRestEnum,
} from "./route.js";

// REST.md's notifications: the worker's and the employer's list (each path for its own user
// type), mark all and mark one read. The schema decides who may see and change what.

interface GraphQLNotification {
  id: string;
  title: string;
  message: string;
  type: string;
  createdAt: string;
  isRead: boolean;
}

interface NotificationList {
  unreadNotificationCount: number;
  notifications: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { node: GraphQLNotification }[];
  };
}

const notificationSchema: JsonSchema = {
  type: "object",
  required: ["id", "title", "message", "notification_type", "created_at", "is_read"],
  properties: {
    id: { type: "string", description: "Global ID" },
    title: { type: "string" },
    message: { type: "string" },
    notification_type: {
      type: "string",
      enum: ["application_status", "job_match", "rating_request"],
    },
    created_at: { type: "string", format: "date-time" },
    is_read: { type: "boolean" },
  },
};

const listSchema: JsonSchema = {
  type: "object",
  required: ["items", "unread_count", "total", "next_cursor"],
  properties: {
    items: { type: "array", items: notificationSchema },
    unread_count: { type: "integer", description: "All unread ones, whatever the filter" },
    total: { type: "integer", description: "How many the filter matches" },
    next_cursor: nullable("string"),
  },
};

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
    query: { unread_only: unreadOnly, limit: limitParam, cursor: cursorParam },
    failures: { 401: messages.unauthorized, 403: messages.permissionDenied },
    document: `query Rest${name}Notifications($first: Int, $after: String, $unreadOnly: Boolean) {
      ${viewerField} {
        unreadNotificationCount
        notifications(first: $first, after: $after, unreadOnly: $unreadOnly) {
          totalCount
          pageInfo { hasNextPage endCursor }
          edges { node { id title message type createdAt isRead } }
        }
      }
    }`,
    variables: ({ query }: RestInput) => ({
      first: query.limit,
      after: query.cursor ?? null,
      unreadOnly: query.unread_only ?? false,
    }),
    respond: (data) => {
      const viewer = data[viewerField] as NotificationList;
      const { notifications } = viewer;
      return {
        status: 200,
        body: {
          items: notifications.edges.map(({ node }) => ({
            id: node.id,
            title: node.title,
            message: node.message,
            notification_type: toRestEnum(node.type),
            created_at: node.createdAt,
            is_read: node.isRead,
          })),
          unread_count: viewer.unreadNotificationCount,
          total: notifications.totalCount,
          next_cursor: notifications.pageInfo.hasNextPage ? notifications.pageInfo.endCursor : null,
        },
      };
    },
    successStatus: 200,
    response: listSchema,
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
    failures: { 401: messages.unauthorized },
    document: `mutation RestMarkAllNotificationsRead {
      result: markAllNotificationsRead { ${ERROR_FIELDS} ... on MarkAllNotificationsReadPayload { markedCount } }
    }`,
    variables: () => ({}),
    respond: () => ({ status: 204, body: null }),
    successStatus: 204,
    response: {},
  },
  {
    method: "POST",
    path: "/notifications/{id}/read/",
    operationId: "markNotificationRead",
    summary: "Mark one of the signed-in user's notifications read",
    tag: "notifications",
    access: "user",
    csrf: true,
    pathParams: {
      id: { type: "string", description: "The notification's global ID", maxLength: 200 },
    },
    failures: { 400: messages.invalidId, 401: messages.unauthorized, 404: messages.notFound },
    document: `mutation RestMarkNotificationRead($id: ID!) {
      result: markNotificationRead(id: $id) { ${ERROR_FIELDS} ... on MarkNotificationReadPayload { unreadCount } }
    }`,
    variables: ({ path }: RestInput) => ({ id: path.id }),
    respond: () => ({ status: 204, body: null }),
    successStatus: 204,
    response: {},
  },
];
