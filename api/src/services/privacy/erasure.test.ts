import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../../test/admins.js";
import { createTestApp, listen, type TestApp } from "../../../test/app.js";
import { samples } from "../../../test/file-samples.js";
import { createJob } from "../../../test/fixtures.js";
import { halvesPhoto } from "../../../test/photos.js";
import { type Json, restCall } from "../../../test/rest.js";
import { csrfHeaders, signedInEmployer, signedInWorker } from "../../../test/sessions.js";
import { encodeGlobalID } from "../../graphql/global-id.js";
import { REST_BASE } from "../../rest/gateway.js";
import { purgeErasedFiles } from "../files/cleanup.js";
import { createLocalStorage, type FileStorage } from "../files/storage.js";
import { ERASED_NAME } from "./data-map.js";

// Erasing an account, tried from outside as the person's data would be looked for: signed links
// handed out before the erasure fetched over HTTP after it, the bytes looked for on disk, and
// every row of every table of the database searched for the person's name, numbers, e-mail and
// words. The person's own actions go through REST where a route makes them (uploads, a signed
// link, an OTP sent to their number, an application with a cover note, the contact form, the
// employer's contact); the rest are written as those services write them.

let t: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
let adminToken: string;
/** Deleting bytes fails while set: the storage a failing disk or bucket would be. */
let failDeletes = false;

beforeAll(async () => {
  const dataDir = await fs.mkdtemp(
    path.join((await import("node:os")).tmpdir(), "kaamsetu-erase-"),
  );
  const local = createLocalStorage(path.join(dataDir, "uploads"));
  const storage: FileStorage = {
    put: (key, bytes, type) => local.put(key, bytes, type),
    get: (key) => local.get(key),
    delete: async (key) => {
      if (failDeletes) throw new Error("storage unavailable");
      await local.delete(key);
    },
  };
  t = await createTestApp({ DATA_DIR: dataDir }, { storage });
  server = await listen(t.app);
  adminToken = (await signedInAdmin(t, "SUPERUSER")).token;
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const call = (method: string, path: string, token?: string, body?: unknown) =>
  restCall(t, server.baseUrl, method, path, { token, body });

const uploadsDir = () => path.join(t.services.config.dataDir, "uploads");

async function upload(token: string, content: Uint8Array, purpose: string): Promise<string> {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(content)]), "upload.bin");
  form.set("purpose", purpose);
  const response = await fetch(`${server.baseUrl}${REST_BASE}/files/`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, ...csrfHeaders(t) },
    body: form,
  });
  expect(response.status).toBe(201);
  return String(((await response.json()) as Json).url);
}

/** A signed link, as the app hands one to an <img> or a download button. */
async function signedLink(token: string, url: string): Promise<string> {
  const answer = await call("POST", "/files/cache/", token, { url });
  expect(answer.status).toBe(200);
  return String(answer.json?.cache_url);
}

const fetchStatus = async (url: string, token?: string) =>
  (
    await fetch(`${server.baseUrl}${url}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
  ).status;

const erase = (id: number) =>
  call("DELETE", `/admin/users/${encodeGlobalID("User", id)}/`, adminToken);

/** A worker with a name, e-mail and number found nowhere else in the database. */
async function distinctWorker(tag: string) {
  const worker = await signedInWorker(t);
  const user = await t.db.prisma.user.update({
    where: { id: worker.user.id },
    data: { firstName: `Zubeida${tag}`, lastName: `Qureshi${tag}`, email: `zq.${tag}@example.in` },
  });
  return { ...worker, user };
}

/** Every row of every table of the database as text, with where it was found. */
async function everyRow(): Promise<{ table: string; row: string }[]> {
  const { rows: tables } = await t.db.pool.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const found: { table: string; row: string }[] = [];
  for (const { name } of tables) {
    const { rows } = await t.db.pool.query<{ row: string }>(
      `SELECT t::text AS row FROM "${name}" t`,
    );
    for (const { row } of rows) found.push({ table: name, row });
  }
  return found;
}

/** The rows in which any of `needles` still appears (case-insensitive). */
async function rowsNaming(needles: string[]) {
  const lowered = needles.map((needle) => needle.toLowerCase());
  return (await everyRow()).filter(({ row }) =>
    lowered.some((needle) => row.toLowerCase().includes(needle)),
  );
}

describe("erasing an account's files", () => {
  it("stops every signed link at once and deletes the bytes, a picture's every size too", async () => {
    const worker = await distinctWorker("files");
    const urls = [
      await upload(worker.token, samples.pdf, "resume"),
      await upload(worker.token, samples.pdf, "document"),
      await upload(worker.token, await halvesPhoto(300, 300), "profile_picture"),
    ];
    const links = [];
    for (const url of urls) links.push(await signedLink(worker.token, url));
    for (const link of links) expect(await fetchStatus(link)).toBe(200);
    const stored = await fs.readdir(uploadsDir());
    const keys = urls.map((url) => url.split("/").at(-2) as string);
    // The picture's smaller size sits beside it.
    expect(stored.length).toBeGreaterThan(keys.length);

    expect((await erase(worker.user.id)).status).toBe(204);

    // The links were signed for up to two hours; none works now, nor does a bearer token.
    for (const link of links) expect(await fetchStatus(link)).toBe(404);
    for (const url of urls) expect(await fetchStatus(url, adminToken)).toBe(404);
    expect(await fetchStatus(`${links[2]}&size=96`)).toBe(404);
    const left = await fs.readdir(uploadsDir());
    expect(
      left.filter((name) => keys.some((key) => name.startsWith(key.split(".")[0] ?? ""))),
    ).toEqual([]);
    expect(await t.db.prisma.storedFile.count({ where: { storageKey: { in: keys } } })).toBe(0);
  });

  it("serves nothing when deleting the bytes fails; the file sweep deletes them later", async () => {
    const worker = await distinctWorker("failing");
    const url = await upload(worker.token, samples.pdf, "resume");
    const link = await signedLink(worker.token, url);
    const key = url.split("/").at(-2) as string;
    failDeletes = true;
    try {
      expect((await erase(worker.user.id)).status).toBe(204);
    } finally {
      failDeletes = false;
    }
    // The bytes are still on disk, yet no link, token or admin reads them.
    expect(await fs.readdir(uploadsDir())).toContain(key);
    expect(await fetchStatus(link)).toBe(404);
    expect(await fetchStatus(url, adminToken)).toBe(404);
    // A new link cannot be made for it either.
    expect((await call("POST", "/files/cache/", adminToken, { url })).status).toBe(404);

    expect(await purgeErasedFiles(t.services)).toBeGreaterThanOrEqual(1);
    expect(await fs.readdir(uploadsDir())).not.toContain(key);
    expect(await t.db.prisma.storedFile.count({ where: { storageKey: key } })).toBe(0);
  });
});

describe("erasing an account's data", () => {
  it("leaves the worker's name, numbers, e-mail and words in no row of any table", async () => {
    const worker = await distinctWorker("w");
    const employer = await signedInEmployer(t, { companyName: "Yadavji Infra" });
    const phone = worker.user.phoneNumber;
    const otherPhone = "9812345670";
    const email = worker.user.email as string;
    const job = await createJob(t.db.prisma, employer.user.id);

    // An OTP to their number (and its counters).
    expect((await call("POST", "/auth/send-otp/", undefined, { phone_number: phone })).status).toBe(
      200,
    );
    // An application whose cover note gives a second number; the employer is told their name.
    const applied = await call(
      "POST",
      `/jobs/${encodeGlobalID("Job", job.id)}/apply/`,
      worker.token,
      {
        cover_note: `Call my brother on ${otherPhone}, ask for Zubeidaw`,
      },
    );
    expect(applied.status).toBe(201);
    const application = await t.db.prisma.application.findFirstOrThrow({
      where: { labourId: worker.user.id },
    });
    const employerNotices = await t.db.prisma.notification.findMany({
      where: { userId: employer.user.id },
    });
    expect(employerNotices.map((row) => row.message).join()).toContain("Zubeidaw Qureshiw");
    // A message through the contact form, from their number and e-mail.
    expect(
      (
        await call("POST", "/contact/", undefined, {
          name: "Zubeidaw Qureshiw",
          phone_number: phone,
          email: email.toUpperCase(),
          topic: "worker_help",
          message: "Please help me with my account, I cannot sign in at all.",
        })
      ).status,
    ).toBe(201);

    // What other services write about them.
    const db = t.db.prisma;
    await db.application.update({ where: { id: application.id }, data: { status: "COMPLETED" } });
    await db.rating.create({
      data: {
        applicationId: application.id,
        direction: "EMPLOYER_TO_LABOUR",
        raterId: employer.user.id,
        rateeId: worker.user.id,
        score: 5,
        review: "Zubeidaw worked well, reach her on 9812345670",
      },
    });
    await db.rating.create({
      data: {
        applicationId: application.id,
        direction: "LABOUR_TO_EMPLOYER",
        raterId: worker.user.id,
        rateeId: employer.user.id,
        score: 4,
        review: "Good employer - Zubeidaw",
      },
    });
    await db.contactVerification.create({
      data: {
        applicationId: application.id,
        labourId: worker.user.id,
        contacted: true,
        notes: `They called ${otherPhone}`,
      },
    });
    await db.jobReport.create({
      data: { jobId: job.id, labourId: worker.user.id, reason: "OTHER", details: "I am Zubeidaw" },
    });
    const search = await db.savedSearch.create({
      data: { labourId: worker.user.id, keywords: "zubeidaw plumber" },
    });
    await db.jobAlert.create({
      data: { labourId: worker.user.id, jobId: job.id, savedSearchId: search.id },
    });
    await db.searchLog.create({ data: { userId: worker.user.id, query: "zubeidaw tailor" } });
    await db.jobView.create({
      data: {
        jobId: job.id,
        viewerId: worker.user.id,
        visitorKey: "k".repeat(64),
        viewedOn: new Date(),
      },
    });
    await db.newsletterSubscription.create({
      data: { email, emailKey: email.toLowerCase(), language: "en", consentedAt: new Date() },
    });
    await db.session.create({
      data: {
        tokenHash: "r".repeat(64),
        kind: "REGISTRATION",
        phoneNumber: phone,
        expiresAt: new Date(Date.now() + 60_000),
      },
    });
    const document = await db.identityDocument.create({
      data: {
        userId: worker.user.id,
        type: "PAN",
        numberHash: "p".repeat(64),
        numberLast4: "234F",
      },
    });
    const admin = await db.admin.findFirstOrThrow();
    await db.adminAuditLog.createMany({
      data: [
        {
          adminId: admin.id,
          action: "document.reject",
          targetType: "identity_document",
          targetId: String(document.id),
          details: { before: { status: "PENDING" }, reason: "Name is not Zubeidaw Qureshiw" },
        },
        {
          adminId: admin.id,
          action: "database.query",
          targetType: "database",
          targetId: "console",
          details: { query: `SELECT * FROM users WHERE phone_number = '${phone}'`, rows: 1 },
        },
      ],
    });

    const needles = [phone, otherPhone, "Zubeidaw", "Qureshiw", email];
    expect((await rowsNaming(needles)).length).toBeGreaterThan(10);

    expect((await erase(worker.user.id)).status).toBe(204);

    expect(await rowsNaming(needles)).toEqual([]);

    // What others' records need stays, naming nobody.
    expect(await db.application.findUniqueOrThrow({ where: { id: application.id } })).toMatchObject(
      { status: "COMPLETED", labourId: worker.user.id, coverNote: null },
    );
    const stars = await db.rating.findMany({
      where: { applicationId: application.id },
      orderBy: { score: "asc" },
    });
    expect(stars.map((rating) => [rating.score, rating.review])).toEqual([
      [4, null],
      [5, null],
    ]);
    const notices = await db.notification.findMany({ where: { userId: employer.user.id } });
    expect(notices.length).toBe(employerNotices.length);
    expect(notices.map((row) => row.message)).toContain(
      `${ERASED_NAME} applied for "${job.title}".`,
    );
    expect(notices.map((row) => (row.data as { params?: Json }).params?.name)).toContain(
      ERASED_NAME,
    );
    // The events of the audit log stay; the account's deletion is one of them.
    const audit = await db.adminAuditLog.findMany({ orderBy: { id: "asc" } });
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(["document.reject", "database.query", "user.delete"]),
    );
    // The same number may register again.
    expect(
      (
        await call("POST", "/auth/send-otp/", undefined, {
          phone_number: phone,
          for_registration: true,
        })
      ).status,
    ).toBe(200);
  });

  it("rewords the workers' notifications naming an erased employer", async () => {
    const employer = await signedInEmployer(t, { companyName: "Xavierbuild Works" });
    const worker = await signedInWorker(t);
    const job = await createJob(t.db.prisma, employer.user.id, { title: "Mason for a wall" });
    const applied = await call(
      "POST",
      `/jobs/${encodeGlobalID("Job", job.id)}/apply/`,
      worker.token,
      {},
    );
    expect(applied.status).toBe(201);
    const application = await t.db.prisma.application.findFirstOrThrow({
      where: { labourId: worker.user.id, jobId: job.id },
    });
    await t.db.prisma.application.update({
      where: { id: application.id },
      data: { status: "ACCEPTED" },
    });
    const contacted = await call(
      "POST",
      `/applications/${encodeGlobalID("Application", application.id)}/contact/`,
      employer.token,
      { method: "phone" },
    );
    expect(contacted.status).toBe(200);
    expect((await rowsNaming(["Xavierbuild"])).map((row) => row.table)).toContain("notifications");

    expect((await erase(employer.user.id)).status).toBe(204);

    expect(await rowsNaming(["Xavierbuild", employer.user.phoneNumber])).toEqual([]);
    const told = await t.db.prisma.notification.findMany({ where: { userId: worker.user.id } });
    expect(told.map((row) => row.message).join("\n")).toContain(`${ERASED_NAME} contacted you`);
    expect(await t.db.prisma.job.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({
      status: "DELETED",
    });
  });
});

describe("the audit log", () => {
  it("lets erasure mask values, never change an event or remove a row", async () => {
    const client = await t.db.pool.connect();
    try {
      await client.query("BEGIN");
      await client.query("SELECT set_config('kaamsetu.erasing', 'on', true)");
      await expect(client.query("UPDATE admin_audit_logs SET action = 'x'")).rejects.toThrow(
        /append-only/,
      );
      await client.query("ROLLBACK");
      await client.query("BEGIN");
      await client.query("SELECT set_config('kaamsetu.erasing', 'on', true)");
      await expect(client.query("DELETE FROM admin_audit_logs")).rejects.toThrow(/append-only/);
      await client.query("ROLLBACK");
      // Without erasure's setting not even the details change.
      await expect(
        client.query(`UPDATE admin_audit_logs SET details = '{}'::jsonb`),
      ).rejects.toThrow(/append-only/);
    } finally {
      client.release();
    }
  });
});
