import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, listen, type TestApp } from "../../test/app.js";
import { type Json, type RestCallOptions, refused, restCall } from "../../test/rest.js";
import { signedInEmployer, signedInWorker } from "../../test/sessions.js";
import { encodeGlobalID } from "../graphql/global-id.js";
import { notify } from "../services/notifications/notify.js";

// /notifications/ over HTTP, answer by answer against REST.md: each user type's list, mark all
// and mark one, and who gets 401, 403 and 404.

let t: TestApp;
let server: { baseUrl: string; close(): Promise<void> };
let worker: { token: string; user: { id: number } };
let otherWorker: { token: string; user: { id: number } };
let employer: { token: string; user: { id: number } };

beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.app);
  worker = await signedInWorker(t);
  otherWorker = await signedInWorker(t);
  employer = await signedInEmployer(t);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const call = (method: string, path: string, options?: RestCallOptions) =>
  restCall(t, server.baseUrl, method, path, options);

async function send(userId: number, title: string, type = "APPLICATION_STATUS" as const) {
  await t.db.prisma.$transaction((tx) =>
    notify(tx, [{ userId, type, title, message: `${title}.` }]),
  );
  const row = await t.db.prisma.notification.findFirstOrThrow({
    where: { userId, title },
    orderBy: { id: "desc" },
  });
  return encodeGlobalID("Notification", row.id);
}

/** A list answer's items. */
const items = (json: Json | null | undefined) => (json?.items ?? []) as Json[];

const LABOUR_LIST = "/notifications/labour/notifications/";
const EMPLOYER_LIST = "/notifications/employer/notifications/";

describe("GET /notifications/{labour,employer}/notifications/", () => {
  it("answers the worker's list in REST spelling with unread_count", async () => {
    const first = await send(worker.user.id, "Application shortlisted");
    await send(worker.user.id, "Rate your employer");
    await send(otherWorker.user.id, "Someone else's");
    const { status, json } = await call("GET", LABOUR_LIST, { token: worker.token, csrf: false });
    expect(status).toBe(200);
    expect(json).toMatchObject({ unread_count: 2, total: 2, next_cursor: null });
    const list = items(json);
    expect(list.map((item) => item.title)).toEqual([
      "Rate your employer",
      "Application shortlisted",
    ]);
    expect(list[1]).toEqual({
      id: first,
      title: "Application shortlisted",
      message: "Application shortlisted.",
      notification_type: "application_status",
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      is_read: false,
      job_id: null,
      application_id: null,
    });
  });

  it("pages with limit and cursor, and filters with unread_only", async () => {
    const page = await call("GET", `${LABOUR_LIST}?limit=1`, { token: worker.token });
    expect(items(page.json).length).toBe(1);
    expect(page.json?.next_cursor).toEqual(expect.any(String));
    const next = await call(
      "GET",
      `${LABOUR_LIST}?limit=1&cursor=${encodeURIComponent(String(page.json?.next_cursor))}`,
      { token: worker.token },
    );
    expect(items(next.json)[0]?.title).toBe("Application shortlisted");

    const readId = await send(worker.user.id, "Read already");
    expect(
      (await call("POST", `/notifications/${readId}/read/`, { token: worker.token })).status,
    ).toBe(204);
    const unread = await call("GET", `${LABOUR_LIST}?unread_only=true`, { token: worker.token });
    expect(items(unread.json).map((item) => item.title)).not.toContain("Read already");
    expect(unread.json?.total).toBe(2);
    expect(
      (await call("GET", `${LABOUR_LIST}?unread_only=maybe`, { token: worker.token })).status,
    ).toBe(400);
  });

  it("answers 401 to a visitor and 403 to the other user type", async () => {
    expect(await call("GET", LABOUR_LIST)).toEqual({
      status: 401,
      json: refused("unauthorized"),
    });
    expect((await call("GET", EMPLOYER_LIST)).status).toBe(401);
    expect(await call("GET", EMPLOYER_LIST, { token: worker.token })).toEqual({
      status: 403,
      json: refused("permissionDenied"),
    });
    expect((await call("GET", LABOUR_LIST, { token: employer.token })).status).toBe(403);
    await send(employer.user.id, "New application");
    const mine = await call("GET", EMPLOYER_LIST, { token: employer.token });
    expect(mine.status).toBe(200);
    expect(items(mine.json).map((item) => item.title)).toEqual(["New application"]);
  });
});

describe("POST /notifications/{id}/read/ and /notifications/mark-all-read/", () => {
  it("marks one read: 204; another user's: 404 and untouched; a bad id: 400", async () => {
    const id = await send(worker.user.id, "Accepted");
    expect(await call("POST", `/notifications/${id}/read/`, { token: otherWorker.token })).toEqual({
      status: 404,
      json: refused("notFound"),
    });
    expect(
      (await call("POST", `/notifications/${id}/read/`, { token: employer.token })).status,
    ).toBe(404);
    const before = await call("GET", LABOUR_LIST, { token: worker.token });
    expect(items(before.json).find((item) => item.id === id)?.is_read).toBe(false);

    expect((await call("POST", `/notifications/${id}/read/`, { token: worker.token })).status).toBe(
      204,
    );
    // Again is fine.
    expect((await call("POST", `/notifications/${id}/read/`, { token: worker.token })).status).toBe(
      204,
    );
    const after = await call("GET", LABOUR_LIST, { token: worker.token });
    expect(items(after.json).find((item) => item.id === id)?.is_read).toBe(true);
    expect(after.json?.unread_count).toBe((before.json?.unread_count as number) - 1);

    expect(
      (await call("POST", "/notifications/nonsense/read/", { token: worker.token })).status,
    ).toBe(400);
  });

  it("needs a signed-in user and a CSRF token", async () => {
    const id = await send(worker.user.id, "Guarded");
    expect((await call("POST", `/notifications/${id}/read/`)).status).toBe(401);
    expect(
      await call("POST", `/notifications/${id}/read/`, { token: worker.token, csrf: false }),
    ).toEqual({ status: 403, json: refused("csrfInvalid") });
    expect((await call("POST", "/notifications/mark-all-read/")).status).toBe(401);
    expect(
      (await call("POST", "/notifications/mark-all-read/", { token: worker.token, csrf: false }))
        .status,
    ).toBe(403);
    expect((await call("GET", `/notifications/${id}/read/`, { token: worker.token })).status).toBe(
      405,
    );
  });

  it("marks all of the user's read and nobody else's: 204", async () => {
    await send(otherWorker.user.id, "Still unread");
    expect(
      (await call("POST", "/notifications/mark-all-read/", { token: worker.token })).status,
    ).toBe(204);
    const mine = await call("GET", LABOUR_LIST, { token: worker.token });
    expect(mine.json?.unread_count).toBe(0);
    expect(items(mine.json).every((item) => item.is_read === true)).toBe(true);
    const theirs = await call("GET", LABOUR_LIST, { token: otherWorker.token });
    expect(theirs.json?.unread_count).toBe(2);
  });
});
