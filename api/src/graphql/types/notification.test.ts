import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { type EventStream, readEventStream } from "../../../test/event-stream.js";
import { createJob } from "../../../test/fixtures.js";
import { csrfHeaders, signedInEmployer, signedInWorker } from "../../../test/sessions.js";
import { createApp } from "../../app.js";
import { hashToken, startUserSession } from "../../auth/session.js";
import { messages } from "../../messages.js";
import { type NewNotification, notify } from "../../services/notifications/notify.js";
import { createServices } from "../../services.js";
import { encodeGlobalID } from "../global-id.js";

// Notifications through the schema: the owner's list and count, marking read, who may do what,
// and the live subscription over server-sent events, across two app instances, ending with the
// session that opened it.

const ERROR = "... on AppError { code message }";
const LIST = `query ($unreadOnly: Boolean, $first: Int, $after: String) {
  viewer {
    unreadNotificationCount
    notifications(unreadOnly: $unreadOnly, first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor }
      edges { node { id type title message isRead createdAt applicationId jobId } }
    }
  }
}`;
const MARK = `mutation ($id: ID!) {
  markNotificationRead(id: $id) {
    __typename ${ERROR}
    ... on MarkNotificationReadPayload { notification { id isRead } unreadCount viewer { unreadNotificationCount } }
  }
}`;
const MARK_ALL = `mutation {
  markAllNotificationsRead { __typename ${ERROR} ... on MarkAllNotificationsReadPayload { markedCount unreadCount } }
}`;
const NODE = "query ($id: ID!) { node(id: $id) { id ... on Notification { title } } }";
const EVENTS = `subscription {
  notificationEvents { kind unreadCount notification { id title isRead } viewer { unreadNotificationCount } }
}`;

interface Node {
  id: string;
  type: string;
  title: string;
  isRead: boolean;
  applicationId: string | null;
  jobId: string | null;
}
interface Event {
  kind: string;
  unreadCount: number;
  notification: { id: string; title: string; isRead: boolean } | null;
}

let t: TestApp;
let worker: Awaited<ReturnType<typeof signedInWorker>>;
let otherWorker: Awaited<ReturnType<typeof signedInWorker>>;
let employer: Awaited<ReturnType<typeof signedInEmployer>>;

beforeAll(async () => {
  t = await createTestApp();
  worker = await signedInWorker(t);
  otherWorker = await signedInWorker(t);
  employer = await signedInEmployer(t);
});
afterAll(async () => {
  await t.close();
});

const notice = (userId: number, title: string, data?: NewNotification["data"]) => ({
  userId,
  type: "APPLICATION_STATUS" as const,
  title,
  message: `${title}: details`,
  data,
});

async function send(...notifications: NewNotification[]): Promise<number[]> {
  await t.db.prisma.$transaction((tx) => notify(tx, notifications));
  const rows = await t.db.prisma.notification.findMany({
    orderBy: { id: "desc" },
    take: notifications.length,
    select: { id: true },
  });
  return rows.map((row) => row.id).reverse();
}

const gid = (id: number) => encodeGlobalID("Notification", id);

async function list(token: string, variables: Record<string, unknown> = {}) {
  const { body } = await t.graphql<{
    viewer: {
      unreadNotificationCount: number;
      notifications: {
        totalCount: number;
        pageInfo: { hasNextPage: boolean; endCursor: string };
        edges: { node: Node }[];
      };
    } | null;
  }>(LIST, variables, { token });
  return body;
}

/** Opens the subscription's event stream, as the web bell does. */
async function openStream(app: ReturnType<typeof createApp>, token?: string): Promise<EventStream> {
  const response = await app.yoga.fetch("http://localhost/graphql", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "text/event-stream",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query: EVENTS }),
  });
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  expect(response.headers.get("x-accel-buffering")).toBe("no");
  return readEventStream(response);
}

async function subscribe(app: ReturnType<typeof createApp>, token?: string): Promise<EventStream> {
  const stream = await openStream(app, token);
  if (token) {
    // Every stream opens with the current count.
    const opening = (await stream.next()) as { data: { notificationEvents: Event } };
    expect(opening.data.notificationEvents).toMatchObject({ kind: "RESYNC", notification: null });
  }
  return stream;
}

describe("User.notifications", () => {
  it("lists the user's own, newest first, with the unread count and links", async () => {
    await send(
      notice(worker.user.id, "First", { applicationId: 7, jobId: 9 }),
      notice(otherWorker.user.id, "Not yours"),
    );
    await send(notice(worker.user.id, "Second"));
    const { data } = await list(worker.token);
    const nodes = data?.viewer?.notifications.edges.map((edge) => edge.node) ?? [];
    expect(nodes.map((node) => node.title)).toEqual(["Second", "First"]);
    expect(data?.viewer?.unreadNotificationCount).toBe(2);
    expect(data?.viewer?.notifications.totalCount).toBe(2);
    expect(nodes[1]).toMatchObject({
      type: "APPLICATION_STATUS",
      isRead: false,
      applicationId: encodeGlobalID("Application", 7),
      jobId: encodeGlobalID("Job", 9),
    });
    expect(nodes[0]?.applicationId).toBeNull();
  });

  it("pages and filters to the unread ones", async () => {
    const page = await list(worker.token, { first: 1 });
    const connection = page.data?.viewer?.notifications;
    expect(connection?.edges).toHaveLength(1);
    expect(connection?.pageInfo.hasNextPage).toBe(true);
    const next = await list(worker.token, { first: 1, after: connection?.pageInfo.endCursor });
    expect(next.data?.viewer?.notifications.edges[0]?.node.title).toBe("First");

    const [readId] = await send(notice(worker.user.id, "Already read"));
    await t.db.prisma.notification.update({ where: { id: readId }, data: { isRead: true } });
    const unread = await list(worker.token, { unreadOnly: true });
    const titles = unread.data?.viewer?.notifications.edges.map((edge) => edge.node.title);
    expect(titles).not.toContain("Already read");
    expect(unread.data?.viewer?.notifications.totalCount).toBe(titles?.length);
  });

  it("gives a visitor no viewer, and node() never shows another user's", async () => {
    expect((await list("")).data?.viewer).toBeNull();
    const [id] = await send(notice(worker.user.id, "Private"));
    const mine = await t.graphql(NODE, { id: gid(id as number) }, { token: worker.token });
    expect(mine.body.data).toEqual({ node: { id: gid(id as number), title: "Private" } });
    for (const token of [otherWorker.token, employer.token, undefined]) {
      const theirs = await t.graphql(NODE, { id: gid(id as number) }, { token });
      expect(theirs.body.data?.node ?? null).toBeNull();
    }
  });
});

describe("markNotificationRead and markAllNotificationsRead", () => {
  it("marks one read and answers the new count", async () => {
    const [id] = await send(notice(worker.user.id, "Mark me"));
    const before = (await list(worker.token)).data?.viewer?.unreadNotificationCount ?? 0;
    const { body } = await t.graphql(
      MARK,
      { id: gid(id as number) },
      { token: worker.token, headers: csrfHeaders(t) },
    );
    expect(body.data?.markNotificationRead).toEqual({
      __typename: "MarkNotificationReadPayload",
      notification: { id: gid(id as number), isRead: true },
      unreadCount: before - 1,
      viewer: { unreadNotificationCount: before - 1 },
    });
    const row = await t.db.prisma.notification.findUniqueOrThrow({ where: { id } });
    expect(row.readAt).toBeInstanceOf(Date);
  });

  it("answers not found for another user's notification and leaves it unread", async () => {
    const [id] = await send(notice(worker.user.id, "Not theirs"));
    for (const token of [otherWorker.token, employer.token]) {
      const { body } = await t.graphql(
        MARK,
        { id: gid(id as number) },
        { token, headers: csrfHeaders(t) },
      );
      expect(body.data?.markNotificationRead).toMatchObject({
        __typename: "AppError",
        code: "NOT_FOUND",
        message: messages.notFound,
      });
    }
    const row = await t.db.prisma.notification.findUniqueOrThrow({ where: { id } });
    expect(row.isRead).toBe(false);
  });

  it("refuses a visitor, a missing CSRF token and a malformed id", async () => {
    const [id] = await send(notice(worker.user.id, "Guarded"));
    const visitor = await t.graphql(MARK, { id: gid(id as number) }, { headers: csrfHeaders(t) });
    const visitorCode =
      visitor.body.errors?.[0]?.extensions?.code ??
      (visitor.body.data?.markNotificationRead as { code?: string } | undefined)?.code;
    expect(visitorCode).toBe("UNAUTHENTICATED");
    const noCsrf = await t.graphql(MARK, { id: gid(id as number) }, { token: worker.token });
    expect(noCsrf.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const wrongType = await t.graphql(
      MARK,
      { id: encodeGlobalID("Job", id as number) },
      { token: worker.token, headers: csrfHeaders(t) },
    );
    expect(wrongType.body.data?.markNotificationRead).toMatchObject({ code: "BAD_REQUEST" });
    expect((await t.db.prisma.notification.findUniqueOrThrow({ where: { id } })).isRead).toBe(
      false,
    );
  });

  it("marks all of the viewer's read and no one else's", async () => {
    await send(notice(worker.user.id, "One more"), notice(otherWorker.user.id, "Theirs"));
    const others = await t.db.prisma.notification.count({
      where: { userId: otherWorker.user.id, isRead: false },
    });
    const { body } = await t.graphql(
      MARK_ALL,
      {},
      { token: worker.token, headers: csrfHeaders(t) },
    );
    const payload = body.data?.markAllNotificationsRead as {
      markedCount: number;
      unreadCount: number;
    };
    expect(payload.markedCount).toBeGreaterThan(0);
    expect(payload.unreadCount).toBe(0);
    expect(
      await t.db.prisma.notification.count({
        where: { userId: otherWorker.user.id, isRead: false },
      }),
    ).toBe(others);
    const visitor = await t.graphql(MARK_ALL, {}, { headers: csrfHeaders(t) });
    const code =
      visitor.body.errors?.[0]?.extensions?.code ??
      (visitor.body.data?.markAllNotificationsRead as { code?: string } | undefined)?.code;
    expect(code).toBe("UNAUTHENTICATED");
  });
});

describe("notificationEvents (server-sent events)", () => {
  it("streams the viewer's new and read notifications, never another user's", async () => {
    const stream = await subscribe(t.app, worker.token);
    try {
      await t.services.live.ready();
      await send(notice(otherWorker.user.id, "For someone else"));
      const [id] = await send(notice(worker.user.id, "Live one"));
      const created = (await stream.next()) as { data: { notificationEvents: Event } };
      expect(created.data.notificationEvents).toMatchObject({
        kind: "CREATED",
        notification: { id: gid(id as number), title: "Live one", isRead: false },
        unreadCount: 1,
      });
      // Another tab marks it read: this one hears of it too.
      await t.graphql(
        MARK,
        { id: gid(id as number) },
        { token: worker.token, headers: csrfHeaders(t) },
      );
      const read = (await stream.next()) as { data: { notificationEvents: Event } };
      expect(read.data.notificationEvents).toMatchObject({
        kind: "READ",
        notification: { id: gid(id as number), isRead: true },
        unreadCount: 0,
      });
      expect(await stream.next(500)).toBeNull();
    } finally {
      await stream.close();
    }
  });

  it("refuses a visitor", async () => {
    const stream = await subscribe(t.app);
    const first = (await stream.next()) as { errors?: { extensions?: { code?: string } }[] };
    expect(first.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    await stream.close();
  });

  it("hears a change committed through another api instance on the same database", async () => {
    const other = createServices({
      config: t.services.config,
      pool: t.db.pool,
      prisma: t.db.prisma,
      secretKey: t.secretKey,
    });
    const appB = createApp(other);
    const stream = await subscribe(appB, worker.token);
    try {
      await other.live.ready();
      // Instance A deletes a job the worker applied to: its notification reaches B's subscriber.
      const job = await createJob(t.db.prisma, employer.user.id, { title: "Tiling for a kitchen" });
      await t.db.prisma.application.create({ data: { jobId: job.id, labourId: worker.user.id } });
      const deleted = await t.graphql(
        `mutation ($id: ID!) { deleteJob(id: $id) { __typename } }`,
        { id: encodeGlobalID("Job", job.id) },
        { token: employer.token, headers: csrfHeaders(t) },
      );
      expect(deleted.body.data?.deleteJob).toEqual({ __typename: "DeleteJobPayload" });
      const event = (await stream.next()) as { data: { notificationEvents: Event } };
      expect(event.data.notificationEvents.kind).toBe("CREATED");
      expect(event.data.notificationEvents.notification?.title).toBe(messages.jobRemovedTitle);
    } finally {
      await stream.close();
      await other.live.close();
      await other.rateLimiter.close();
    }
  });
});

describe("notificationEvents and the session behind them", () => {
  /** A second app instance on the same database, as another replica would be. */
  function otherInstance() {
    const services = createServices({
      config: t.services.config,
      pool: t.db.pool,
      prisma: t.db.prisma,
      secretKey: t.secretKey,
    });
    return {
      app: createApp(services),
      services,
      async close() {
        await services.live.close();
        await services.rateLimiter.close();
      },
    };
  }

  const newSession = (userId: number) =>
    startUserSession(t.db.prisma, t.services, userId, { userAgent: "test", ipAddress: null });

  it("closes the token's streams on every instance within seconds of signing out, no others", async () => {
    const user = await signedInWorker(t);
    const otherDevice = await newSession(user.user.id);
    const b = otherInstance();
    const onA = await subscribe(t.app, user.token);
    const onB = await subscribe(b.app, user.token);
    const kept = await subscribe(t.app, otherDevice);
    try {
      await Promise.all([t.services.live.ready(), b.services.live.ready()]);
      const out = await t.graphql("mutation { signOut }", {}, { token: user.token });
      expect(out.body.data).toEqual({ signOut: true });
      expect(await onA.ends(3000)).toBe(true);
      expect(await onB.ends(3000)).toBe(true);
      // The same user's other session goes on hearing its notifications.
      await send(notice(user.user.id, "Still for the other device"));
      const event = (await kept.next()) as { data: { notificationEvents: Event } };
      expect(event.data.notificationEvents.notification?.title).toBe("Still for the other device");
      // And the signed-out token cannot open a new one.
      const again = await openStream(t.app, user.token);
      const refused = (await again.next()) as { errors?: { extensions?: { code?: string } }[] };
      expect(refused.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
      await again.close();
    } finally {
      await Promise.all([onA.close(), onB.close(), kept.close()]);
      await b.close();
    }
  });

  it("closes a stream whose session expired or whose account was blocked at the next re-check", async () => {
    const expiring = await signedInWorker(t);
    const blocked = await signedInWorker(t);
    const live = await signedInWorker(t);
    const streams = await Promise.all(
      [expiring, blocked, live].map((user) => subscribe(t.app, user.token)),
    );
    const [onExpiring, onBlocked, onLive] = streams as [EventStream, EventStream, EventStream];
    try {
      await t.db.prisma.session.update({
        where: { tokenHash: hashToken(expiring.token) },
        data: { expiresAt: new Date() },
      });
      await t.db.prisma.user.update({
        where: { id: blocked.user.id },
        data: { accountState: "BLOCKED" },
      });
      await t.services.live.recheckSessions();
      expect(await onExpiring.ends(3000)).toBe(true);
      expect(await onBlocked.ends(3000)).toBe(true);
      expect(await onLive.ends(500)).toBe(false);
    } finally {
      await Promise.all(streams.map((stream) => stream.close()));
    }
  });
});
