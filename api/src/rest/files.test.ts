import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, listen, type TestApp } from "../../test/app.js";
import { samples } from "../../test/file-samples.js";
import { createJob } from "../../test/fixtures.js";
import { halvesPhoto } from "../../test/photos.js";
import { refusedFields } from "../../test/rest.js";
import { csrfHeaders, signedInEmployer, signedInWorker } from "../../test/sessions.js";
import { hashToken, newToken } from "../auth/session.js";
import { encodeGlobalID } from "../graphql/global-id.js";
import { messages } from "../messages.js";
import { signedFileUrl } from "../services/files/files.js";
import { REST_BASE } from "./gateway.js";

// POST /files/, POST /files/cache, GET /files/{key}/ and GET /applications/{id}/resume/ over
// HTTP, on real PostgreSQL and a real DATA_DIR: types by content, the size limit, and who may
// read what. Uploads here are limited to 4 KiB so "too large" is cheap to send.

const MAX = 4096;

let t: TestApp;
let server: { baseUrl: string; close(): Promise<void> };
let worker: Awaited<ReturnType<typeof signedInWorker>>;
let stranger: Awaited<ReturnType<typeof signedInWorker>>;
let employer: Awaited<ReturnType<typeof signedInEmployer>>;
let otherEmployer: Awaited<ReturnType<typeof signedInEmployer>>;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_BYTES: String(MAX) });
  server = await listen(t.app);
  worker = await signedInWorker(t);
  stranger = await signedInWorker(t);
  employer = await signedInEmployer(t);
  otherEmployer = await signedInEmployer(t, { companyName: "Other Builders" });
  const admin = await t.db.prisma.admin.create({
    data: {
      username: "files-admin",
      email: "files-admin@example.in",
      fullName: "Files Admin",
      passwordHash: "not-used",
    },
  });
  adminToken = newToken();
  await t.db.prisma.session.create({
    data: {
      kind: "ADMIN",
      adminId: admin.id,
      tokenHash: hashToken(adminToken),
      expiresAt: new Date(Date.now() + 3600_000),
    },
  });
});
afterAll(async () => {
  await server.close();
  await t.close();
});

type Json = Record<string, unknown>;

async function upload(
  content: Uint8Array,
  options: {
    name?: string;
    type?: string;
    purpose?: string | null;
    token?: string | null;
    csrf?: boolean;
  } = {},
): Promise<{ status: number; json: Json }> {
  const form = new FormData();
  form.set(
    "file",
    new Blob([new Uint8Array(content)], { type: options.type ?? "application/octet-stream" }),
    options.name ?? "upload.bin",
  );
  if (options.purpose !== null) form.set("purpose", options.purpose ?? "resume");
  const token = options.token === undefined ? worker.token : options.token;
  const response = await fetch(`${server.baseUrl}${REST_BASE}/files/`, {
    method: "POST",
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(options.csrf === false ? {} : csrfHeaders(t)),
    },
    body: form,
  });
  return { status: response.status, json: (await response.json()) as Json };
}

async function get(url: string, token?: string | null) {
  const response = await fetch(`${server.baseUrl}${url}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return response;
}

async function cacheUrl(url: string, token: string | null, csrf = true) {
  const response = await fetch(`${server.baseUrl}${REST_BASE}/files/cache/`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(csrf ? csrfHeaders(t) : {}),
    },
    body: JSON.stringify({ url }),
  });
  return { status: response.status, json: (await response.json()) as Json };
}

const keyOf = (url: string) => /\/files\/([^/]+)\//.exec(url)?.[1] ?? "";

describe("POST /files/", () => {
  it.each([
    ["pdf", "application/pdf", "resume"],
    ["doc", "application/msword", "resume"],
    ["docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", "resume"],
    ["jpeg", "image/jpeg", "resume"],
    ["png", "image/png", "document"],
    ["webp", "image/webp", "document"],
    ["pdf", "application/pdf", "document"],
    ["jpeg", "image/jpeg", "document"],
  ] as const)("stores a %s as %s for %s, by its content", async (sample, contentType, purpose) => {
    const content = samples[sample];
    const { status, json } = await upload(content, { purpose, name: "x.bin" });
    expect(status).toBe(201);
    expect(json).toEqual({
      url: expect.stringMatching(/^\/api\/v1\/files\/[0-9a-f]{32}\.[a-z]+\/$/),
      content_type: contentType,
      size: content.length,
    });
    const row = await t.db.prisma.storedFile.findUnique({
      where: { storageKey: keyOf(String(json.url)) },
    });
    expect(row).toMatchObject({ ownerId: worker.user.id, contentType, size: content.length });
    const onDisk = await fs.readFile(
      path.join(t.services.config.dataDir, "uploads", row?.storageKey ?? ""),
    );
    expect(Buffer.compare(onDisk, Buffer.from(content))).toBe(0);
  });

  it("believes the content, not the name: a PNG called resume.pdf is a PNG", async () => {
    const { status, json } = await upload(samples.png, {
      name: "resume.pdf",
      type: "application/pdf",
    });
    expect(status).toBe(201);
    expect(json.content_type).toBe("image/png");
    expect(String(json.url)).toMatch(/\.png\/$/);
  });

  it("refuses a text file renamed .pdf as a resume", async () => {
    const { status, json } = await upload(samples.text, {
      name: "resume.pdf",
      type: "application/pdf",
    });
    expect(status).toBe(422);
    expect(json).toEqual(refusedFields("resumeTypeInvalid", { file: "resumeTypeInvalid" }));
  });

  it("refuses a zip renamed .docx, and HTML whatever it is called", async () => {
    const docx = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
    expect((await upload(samples.zip, { name: "cv.docx", type: docx })).json.detail).toBe(
      messages.resumeTypeInvalid,
    );
    const html = await upload(samples.html, { name: "photo.png", purpose: "document" });
    expect(html.status).toBe(422);
    expect(html.json.detail).toBe(messages.fileTypeInvalid);
  });

  it("refuses a PDF as a profile picture, and a DOCX as a document", async () => {
    const picture = await upload(samples.pdf, { name: "me.jpg", purpose: "profile_picture" });
    expect(picture.status).toBe(422);
    expect(picture.json.detail).toBe(messages.fileTypeInvalid);
    const document = await upload(samples.docx, { purpose: "document" });
    expect(document.json.detail).toBe(messages.fileTypeInvalid);
  });

  it("answers 413 'File size is too large' over UPLOAD_MAX_BYTES, storing nothing", async () => {
    const before = await t.db.prisma.storedFile.count();
    const justOver = Buffer.concat([samples.png, Buffer.alloc(MAX + 1 - samples.png.length)]);
    const over = await upload(justOver, { purpose: "document" });
    expect(over.status).toBe(413);
    expect(over.json.detail).toBe(messages.fileTooLarge);
    // Far beyond the limit, the body is not even read to its end.
    const huge = await upload(Buffer.concat([samples.pdf, Buffer.alloc(2 * 1024 * 1024)]));
    expect(huge.status).toBe(413);
    expect(huge.json.detail).toBe(messages.fileTooLarge);
    const exactly = Buffer.concat([samples.png, Buffer.alloc(MAX - samples.png.length)]);
    expect((await upload(exactly, { purpose: "document" })).status).toBe(201);
    expect(await t.db.prisma.storedFile.count()).toBe(before + 1);
  });

  it("needs a file and a purpose", async () => {
    const noPurpose = await upload(samples.pdf, { purpose: null });
    expect(noPurpose.status).toBe(422);
    expect(noPurpose.json.errors).toEqual({ purpose: messages.required });
    const badPurpose = await upload(samples.pdf, { purpose: "selfie" });
    expect(badPurpose.status).toBe(422);
    const response = await fetch(`${server.baseUrl}${REST_BASE}/files/`, {
      method: "POST",
      headers: { authorization: `Bearer ${worker.token}`, ...csrfHeaders(t) },
      body: (() => {
        const form = new FormData();
        form.set("purpose", "resume");
        return form;
      })(),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      ...refusedFields("required", { file: "required" }),
    });
  });

  it("is for signed-in users with a CSRF token", async () => {
    const visitor = await upload(samples.pdf, { token: null });
    expect(visitor.status).toBe(401);
    expect(visitor.json.detail).toBe(messages.unauthorized);
    const noCsrf = await upload(samples.pdf, { csrf: false });
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.json.detail).toBe(messages.csrfInvalid);
    const admin = await upload(samples.pdf, { token: adminToken });
    expect(admin.status).toBe(403);
  });

  it("is in the OpenAPI document as a multipart form", async () => {
    const doc = (await (await get(`${REST_BASE}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { requestBody?: { content: Json } }>>;
    };
    expect(Object.keys(doc.paths["/files/"]?.post?.requestBody?.content ?? {})).toEqual([
      "multipart/form-data",
    ]);
    expect(doc.paths["/files/{key}/"]?.get).toBeDefined();
    expect(doc.paths["/files/cache/"]?.post).toBeDefined();
    expect(doc.paths["/applications/{id}/resume/"]?.get).toBeDefined();
  });
});

describe("reading files", () => {
  let resumeUrl: string;
  let pictureUrl: string;
  let applicationId: number;

  beforeAll(async () => {
    resumeUrl = String((await upload(samples.pdf, { name: "cv.pdf" })).json.url);
    const picture = await upload(await halvesPhoto(40, 30), {
      purpose: "profile_picture",
      token: employer.token,
    });
    pictureUrl = String(picture.json.url);
    const job = await createJob(t.db.prisma, employer.user.id);
    const application = await t.db.prisma.application.create({
      data: { jobId: job.id, labourId: worker.user.id, resumeUrl },
    });
    applicationId = application.id;
  });

  it("serves the owner their file with safe headers", async () => {
    const response = await get(resumeUrl, worker.token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-length")).toBe(String(samples.pdf.length));
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toMatch(/private/);
    expect(response.headers.get("content-disposition")).toBe('inline; filename="resume.pdf"');
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), samples.pdf)).toBe(0);
  });

  it("serves the employer of a job the owner applied to, and admins", async () => {
    expect((await get(resumeUrl, employer.token)).status).toBe(200);
    expect((await get(resumeUrl, adminToken)).status).toBe(200);
  });

  it("refuses visitors, other workers and other employers", async () => {
    const visitor = await get(resumeUrl, null);
    expect(visitor.status).toBe(401);
    const other = await get(resumeUrl, stranger.token);
    expect(other.status).toBe(403);
    expect(((await other.json()) as Json).detail).toBe(messages.permissionDenied);
    expect((await get(resumeUrl, otherEmployer.token)).status).toBe(403);
  });

  it("shows an employer's picture to workers who applied to them only", async () => {
    const shown = await get(pictureUrl, worker.token);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect((await get(pictureUrl, stranger.token)).status).toBe(403);
  });

  it("answers 404 for keys it does not have", async () => {
    const missing = `${REST_BASE}/files/${"0".repeat(32)}.pdf/`;
    expect((await get(missing, worker.token)).status).toBe(404);
    expect((await get(`${REST_BASE}/files/..%2F..%2Fetc%2Fpasswd/`, worker.token)).status).toBe(
      404,
    );
  });

  it("serves a signed link without a bearer token until it expires", async () => {
    const key = keyOf(resumeUrl);
    const good = await get(signedFileUrl(t.services, key, 60), null);
    expect(good.status).toBe(200);
    expect(Buffer.from(await good.arrayBuffer()).length).toBe(samples.pdf.length);

    const expired = signedFileUrl(t.services, key, 60, Date.now() - 120_000);
    expect((await get(expired, null)).status).toBe(403);
    const tampered = signedFileUrl(t.services, key, 60).replace(/signature=(.)/, (_m, first) =>
      first === "A" ? "signature=B" : "signature=A",
    );
    expect((await get(tampered, null)).status).toBe(403);
    const stretched = signedFileUrl(t.services, key, 60).replace(
      /expires=(\d+)/,
      (_m, e: string) => `expires=${Number(e) + 3600}`,
    );
    expect((await get(stretched, null)).status).toBe(403);
    // A signature for one file opens no other.
    const otherKey = keyOf(pictureUrl);
    const borrowed = signedFileUrl(t.services, key, 60).replace(key, otherKey);
    expect((await get(borrowed, null)).status).toBe(403);
  });

  it("POST /files/cache hands entitled people a working signed link", async () => {
    const { status, json } = await cacheUrl(resumeUrl, employer.token);
    expect(status).toBe(200);
    const signed = String(json.cache_url);
    expect(signed).toMatch(/^\/api\/v1\/files\/[0-9a-f]{32}\.pdf\/\?expires=\d+&signature=/);
    expect((await get(signed, null)).status).toBe(200);

    expect((await cacheUrl(resumeUrl, otherEmployer.token)).status).toBe(403);
    expect((await cacheUrl(resumeUrl, null)).status).toBe(401);
    expect((await cacheUrl(resumeUrl, worker.token, false)).status).toBe(403);
    expect((await cacheUrl(`${REST_BASE}/files/${"a".repeat(32)}.png/`, worker.token)).status).toBe(
      404,
    );
    expect((await cacheUrl("", worker.token)).status).toBe(422);
  });

  describe("GET /applications/{id}/resume/", () => {
    const route = (id: number) =>
      `${REST_BASE}/applications/${encodeGlobalID("Application", id)}/resume/`;

    it("serves the worker, the job's employer and admins", async () => {
      for (const token of [worker.token, employer.token, adminToken]) {
        const response = await get(route(applicationId), token);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("application/pdf");
        expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), samples.pdf)).toBe(0);
      }
    });

    it("refuses everyone else", async () => {
      expect((await get(route(applicationId), null)).status).toBe(401);
      expect((await get(route(applicationId), stranger.token)).status).toBe(403);
      expect((await get(route(applicationId), otherEmployer.token)).status).toBe(403);
    });

    it("answers 404 for an unknown application or one without a resume", async () => {
      expect((await get(route(99_999_999), employer.token)).status).toBe(404);
      const job = await createJob(t.db.prisma, employer.user.id);
      const bare = await t.db.prisma.application.create({
        data: { jobId: job.id, labourId: stranger.user.id },
      });
      expect((await get(route(bare.id), employer.token)).status).toBe(404);
      const wrongType = `${REST_BASE}/applications/${encodeGlobalID("Job", 1)}/resume/`;
      expect((await get(wrongType, employer.token)).status).toBe(400);
    });
  });
});

describe("GraphQL uploadFile", () => {
  const mutation = `mutation Upload($file: File!, $purpose: FilePurpose!) {
    uploadFile(file: $file, purpose: $purpose) {
      __typename
      ... on UploadFilePayload { url contentType size }
      ... on AppError { code message fieldErrors { field message } }
    }
  }`;

  async function graphqlUpload(content: Uint8Array, purpose: string, token = worker.token) {
    const form = new FormData();
    form.set("operations", JSON.stringify({ query: mutation, variables: { file: null, purpose } }));
    form.set("map", JSON.stringify({ 0: ["variables.file"] }));
    form.set("0", new Blob([new Uint8Array(content)]), "resume.pdf");
    const response = await t.app.fetch(
      new Request("http://localhost/graphql", {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, ...csrfHeaders(t) },
        body: form,
      }),
    );
    return { status: response.status, body: (await response.json()) as Json };
  }

  it("stores a file sent as a GraphQL multipart request", async () => {
    const { status, body } = await graphqlUpload(samples.webp, "DOCUMENT");
    expect(status).toBe(200);
    expect(body).toEqual({
      data: {
        uploadFile: {
          __typename: "UploadFilePayload",
          url: expect.stringMatching(/\.webp\/$/),
          contentType: "image/webp",
          size: samples.webp.length,
        },
      },
    });
  });

  it("answers typed errors for the wrong type and the size limit", async () => {
    const wrong = await graphqlUpload(samples.text, "RESUME");
    expect((wrong.body.data as Json).uploadFile).toEqual({
      __typename: "AppError",
      code: "VALIDATION",
      message: messages.resumeTypeInvalid,
      fieldErrors: [{ field: "file", message: messages.resumeTypeInvalid }],
    });
    const big = await graphqlUpload(Buffer.alloc(MAX + 1, 0xff), "RESUME");
    expect((big.body.data as Json).uploadFile).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      message: messages.fileTooLarge,
    });
    const huge = await graphqlUpload(Buffer.alloc(1024 * 1024), "RESUME");
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({
      errors: [
        {
          message: messages.fileTooLarge,
          extensions: { code: "PAYLOAD_TOO_LARGE", reason: "fileTooLarge", params: {} },
        },
      ],
    });
  });

  it("needs a CSRF token like every mutation", async () => {
    const form = new FormData();
    form.set(
      "operations",
      JSON.stringify({ query: mutation, variables: { file: null, purpose: "RESUME" } }),
    );
    form.set("map", JSON.stringify({ 0: ["variables.file"] }));
    form.set("0", new Blob([samples.pdf]), "cv.pdf");
    const response = await t.app.fetch(
      new Request("http://localhost/graphql", {
        method: "POST",
        headers: { authorization: `Bearer ${worker.token}` },
        body: form,
      }),
    );
    const body = (await response.json()) as { errors?: { message: string }[] };
    expect(body.errors?.[0]?.message).toBe(messages.csrfInvalid);
  });
});
