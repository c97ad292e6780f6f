import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../test/admins.js";
import { createTestApp, listen, type TestApp } from "../../test/app.js";
import { samples } from "../../test/file-samples.js";
import { bigPhoto, CAMERA_MAKE, GPS_TAG, halvesPhoto } from "../../test/photos.js";
import { csrfHeaders, signedInWorker } from "../../test/sessions.js";
import { asViewer } from "../../test/viewers.js";
import type { AdminRole } from "../auth/policy/roles.js";
import type { Context } from "../context.js";
import { ForbiddenError } from "../errors.js";
import { messages } from "../messages.js";
import { sweepUnusedFiles } from "../services/files/cleanup.js";
import { saveUpload } from "../services/files/files.js";
import { REST_BASE } from "./gateway.js";

// The content section's pictures: a blog cover, a testimonial's photo and a partner's
// logo uploaded by an admin with the section in full (POST /admin/content/pictures/, GraphQL
// uploadContentPicture), re-encoded by sharp for where each is shown (EXIF and GPS gone, no
// original kept), served to anyone with a year of public caching, named by the entries (an
// address of one of our files must be such a picture of the right kind), audited without their
// bytes, and swept once nothing names them. Real PostgreSQL and a real DATA_DIR.

const MAX = 5 * 1024 * 1024;

let t: TestApp;
let server: { baseUrl: string; close(): Promise<void> };
const tokens = {} as Record<AdminRole, string>;
let worker: Awaited<ReturnType<typeof signedInWorker>>;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_BYTES: String(MAX) });
  server = await listen(t.app);
  for (const role of ["SUPERUSER", "ADMIN", "MODERATOR", "OPERATOR", "VIEWER"] as const) {
    tokens[role] = (await signedInAdmin(t, role)).token;
  }
  worker = await signedInWorker(t);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

type Json = Record<string, unknown>;

async function upload(
  content: Uint8Array,
  purpose: string,
  token: string | null = tokens.SUPERUSER,
  path = "/admin/content/pictures/",
) {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(content)], { type: "image/jpeg" }), "photo.jpg");
  form.set("purpose", purpose);
  const response = await fetch(`${server.baseUrl}${REST_BASE}${path}`, {
    method: "POST",
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...csrfHeaders(t) },
    body: form,
  });
  return { status: response.status, json: (await response.json()) as Json };
}

const get = (url: string, token: string | null = null) =>
  fetch(`${server.baseUrl}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

const keyOf = (url: string) => /\/files\/([^/]+)\//.exec(url)?.[1] ?? "";
const uploads = () => path.join(t.services.config.dataDir, "uploads");

async function sizeOf(url: string) {
  const response = await get(url);
  expect(response.status).toBe(200);
  const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return [meta.format, meta.width, meta.height, meta.hasAlpha];
}

describe("uploading a content picture", () => {
  it("is for admins with the content section in full; others get 403, nobody 401", async () => {
    const photo = await halvesPhoto(300, 200);
    for (const role of ["SUPERUSER", "ADMIN", "MODERATOR"] as const) {
      const answer = await upload(photo, "content_cover", tokens[role]);
      expect(answer.status, role).toBe(201);
      expect(answer.json).toMatchObject({ content_type: "image/webp" });
      expect(String(answer.json.url)).toMatch(/^\/api\/v1\/files\/[0-9a-f]{32}\.webp\/$/);
    }
    for (const role of ["OPERATOR", "VIEWER"] as const) {
      expect((await upload(photo, "content_cover", tokens[role])).status, role).toBe(403);
    }
    expect((await upload(photo, "content_cover", worker.token)).status).toBe(403);
    expect((await upload(photo, "content_cover", null)).status).toBe(401);
    // A user cannot make one through their own uploads either.
    const asUser = await upload(photo, "content_cover", worker.token, "/files/");
    expect(asUser.status).toBe(422);
    expect(asUser.json.detail).toBe(messages.filePurposeInvalid);
    // Nor through GraphQL's uploadFile, whose purposes include them.
    const ctx = { ...t.services, viewer: asViewer(worker.user), clientAddress: null } as Context;
    await expect(
      saveUpload(ctx, new Blob([new Uint8Array(photo)]), "PARTNER_LOGO"),
    ).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("refuses what is no picture and what is too large, with the spec's words, storing nothing", async () => {
    const before = await t.db.prisma.storedFile.count();
    for (const bytes of [samples.pdf, samples.docx, Buffer.from("just some text")]) {
      const refused = await upload(bytes, "partner_logo");
      expect(refused.status).toBe(422);
      expect(refused.json.detail).toBe(messages.fileTypeInvalid);
    }
    // A JPEG's first bytes on something that does not decode.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    expect((await upload(fake, "testimonial_photo")).json.detail).toBe(messages.fileTypeInvalid);
    const over = Buffer.concat([samples.png, Buffer.alloc(MAX + 1 - samples.png.length)]);
    const large = await upload(over, "content_cover");
    expect(large.status).toBe(413);
    expect(large.json.detail).toBe(messages.fileTooLarge);
    const wrongPurpose = await upload(samples.png, "resume");
    expect(wrongPurpose.status).toBe(422);
    expect(await t.db.prisma.storedFile.count()).toBe(before);
  });

  it("re-encodes each kind for where it is shown, and serves it to anyone for a year", async () => {
    const started = performance.now();
    const original = await bigPhoto();
    const made = performance.now();
    const cover = String((await upload(original, "content_cover")).json.url);
    const coverMs = performance.now() - made;
    const photo = String((await upload(await halvesPhoto(500, 300), "testimonial_photo")).json.url);
    const logo = String((await upload(await halvesPhoto(600, 100), "partner_logo")).json.url);
    // Figures for the report (a shared, loaded machine: not a target).
    console.info(
      `content cover from a ${(original.length / 1024 / 1024).toFixed(1)} MB JPEG: ${coverMs.toFixed(0)} ms (photo made in ${(made - started).toFixed(0)} ms)`,
    );

    expect(await sizeOf(cover)).toEqual(["webp", 1200, 675, false]);
    expect(await sizeOf(`${cover}?size=600`)).toEqual(["webp", 600, 338, false]);
    expect(await sizeOf(photo)).toEqual(["webp", 96, 96, false]);
    expect(await sizeOf(`${photo}?size=48`)).toEqual(["webp", 48, 48, false]);
    // A logo is fitted whole into its 200 x 72 frame, on a transparent ground.
    expect(await sizeOf(logo)).toEqual(["webp", 400, 144, true]);
    expect(await sizeOf(`${logo}?size=200`)).toEqual(["webp", 200, 72, true]);
    // A width it lacks gives the largest; a width no picture has is refused.
    expect(await sizeOf(`${logo}?size=96`)).toEqual(["webp", 400, 144, true]);
    expect((await get(`${logo}?size=13`)).status).toBe(400);

    for (const url of [cover, `${cover}?size=600`, photo, logo]) {
      const response = await get(url);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      // A worker's token changes nothing: it is public.
      expect((await get(url, worker.token)).status).toBe(200);
    }

    const row = await t.db.prisma.storedFile.findUnique({ where: { storageKey: keyOf(cover) } });
    expect(row).toMatchObject({ purpose: "CONTENT_COVER", ownerId: null });
    // Noise is a photo's worst case for WebP; still a fraction of what the phone sent.
    expect(row?.size).toBeLessThan(original.length / 8);
  });

  it("keeps no EXIF, no GPS and not the original", async () => {
    const original = await halvesPhoto(1600, 1000);
    expect((await sharp(original).metadata()).exif?.includes(GPS_TAG)).toBe(true);
    const url = String((await upload(original, "content_cover")).json.url);
    const key = keyOf(url);
    const stored = (await fs.readdir(uploads())).filter((name) =>
      name.startsWith(key.slice(0, 32)),
    );
    expect(stored.sort()).toEqual([`${key.slice(0, 32)}-600.webp`, key]);
    for (const name of stored) {
      const bytes = await fs.readFile(path.join(uploads(), name));
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes("Exif")).toBe(false);
      expect(bytes.includes(CAMERA_MAKE)).toBe(false);
    }
  });

  it("is audited: who uploaded which file, never its bytes", async () => {
    const { admin, token } = await signedInAdmin(t, "ADMIN");
    const url = String(
      (await upload(await halvesPhoto(80, 80), "testimonial_photo", token)).json.url,
    );
    const row = await t.db.prisma.storedFile.findUniqueOrThrow({
      where: { storageKey: keyOf(url) },
    });
    const audit = await t.db.prisma.adminAuditLog.findMany({ where: { adminId: admin.id } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "file.upload",
      targetType: "file",
      targetId: String(row.id),
      details: { after: { purpose: "TESTIMONIAL_PHOTO", url, contentType: "image/webp" } },
    });
    expect(JSON.stringify(audit[0]?.details).length).toBeLessThan(300);
  });
});

const SAVE_POST = `mutation Save($id: ID, $input: ContentEntryInput!) {
  saveContentEntry(id: $id, input: $input) {
    __typename
    ... on SaveContentEntryPayload { entry { id coverImageUrl } }
    ... on AppError { reason fieldErrors { field reason } }
  }
}`;
const SAVE_LOGO = `mutation Save($id: ID, $input: PartnerLogoInput!) {
  savePartnerLogo(id: $id, input: $input) {
    __typename
    ... on SavePartnerLogoPayload { logo { id logoUrl } }
    ... on AppError { reason fieldErrors { field reason } }
  }
}`;
const SAVE_TESTIMONIAL = `mutation Save($id: ID, $input: TestimonialInput!) {
  saveTestimonial(id: $id, input: $input) {
    __typename
    ... on SaveTestimonialPayload { testimonial { id imageUrl } }
    ... on AppError { reason fieldErrors { field reason } }
  }
}`;

type Saved = {
  __typename: string;
  entry?: { id: string; coverImageUrl: string | null };
  logo?: { id: string; logoUrl: string };
  testimonial?: { id: string; imageUrl: string | null };
  fieldErrors?: { field: string; reason: string }[];
};

async function run(document: string, variables: Json): Promise<Saved> {
  const { body } = await t.graphql<Record<string, Saved>>(document, variables, {
    token: tokens.SUPERUSER,
    headers: csrfHeaders(t),
  });
  expect(body.errors).toBeUndefined();
  return Object.values(body.data ?? {})[0] as Saved;
}

let posts = 0;
const post = (coverImageUrl: string | null, id?: string) =>
  run(SAVE_POST, {
    ...(id ? { id } : {}),
    input: {
      kind: "POST",
      slug: `pictured-${++posts}`,
      language: "en",
      title: "With a cover",
      body: "Text.",
      status: "PUBLISHED",
      coverImageUrl,
    },
  });

describe("entries naming pictures", () => {
  it("take an uploaded picture of their kind, a typed path of this site, or none", async () => {
    const cover = String((await upload(await halvesPhoto(320, 180), "content_cover")).json.url);
    const logo = String((await upload(await halvesPhoto(200, 72), "partner_logo")).json.url);
    const photo = String((await upload(await halvesPhoto(96, 96), "testimonial_photo")).json.url);
    expect((await post(cover)).entry?.coverImageUrl).toBe(cover);
    expect((await post("/landing/blog-cover.webp")).entry?.coverImageUrl).toBe(
      "/landing/blog-cover.webp",
    );
    expect((await post(null)).entry?.coverImageUrl).toBeNull();
    const savedLogo = await run(SAVE_LOGO, {
      input: { kind: "CLIENT", name: "Uploaded Co", logoUrl: logo, status: "PUBLISHED" },
    });
    expect(savedLogo.logo?.logoUrl).toBe(logo);
    const savedPhoto = await run(SAVE_TESTIMONIAL, {
      input: {
        name: "Asha",
        role: "Mason",
        quote: "Work in two days.",
        photoUrl: photo,
        language: "en",
        status: "PUBLISHED",
      },
    });
    expect(savedPhoto.testimonial?.imageUrl).toBe(photo);
    // The audit row of the save names the picture (which entry has which), not its bytes.
    const audit = await t.db.prisma.adminAuditLog.findFirst({
      where: { targetType: "partnerLogo" },
      orderBy: { id: "desc" },
    });
    expect(audit?.details).toMatchObject({ after: { logoUrl: logo } });
  });

  it("refuse a purpose that is not a content picture's (NUL, a lone surrogate, 100k letters included) with a 4xx and a message, storing nothing", async () => {
    const photo = await halvesPhoto(1200, 675);
    const stored = await t.db.prisma.storedFile.count();
    for (const purpose of ["resume", "", "content_cover\u0000", "\ud800", "x".repeat(100_000)]) {
      const answer = await upload(photo, purpose);
      expect(answer.status, JSON.stringify(purpose.slice(0, 20))).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(purpose.slice(0, 20))).toBeLessThan(500);
      expect(typeof answer.json.detail).toBe("string");
    }
    expect(await t.db.prisma.storedFile.count()).toBe(stored);
  });

  it("refuse a file of ours that is not a picture of their kind", async () => {
    const logo = String((await upload(await halvesPhoto(200, 72), "partner_logo")).json.url);
    const resume = await t.db.prisma.storedFile.create({
      data: {
        ownerId: worker.user.id,
        purpose: "RESUME",
        storageKey: `${"ab".repeat(16)}.pdf`,
        contentType: "application/pdf",
        size: 10,
      },
    });
    for (const url of [
      logo,
      `/api/v1/files/${resume.storageKey}/`,
      `/api/v1/files/${"cd".repeat(16)}.webp/`,
      `${logo}?size=200`,
    ]) {
      const refused = await post(url);
      expect(refused.__typename, url).not.toBe("SaveContentEntryPayload");
      expect(refused.fieldErrors).toEqual([{ field: "coverImageUrl", reason: "urlInvalid" }]);
    }
  });
});

describe("the sweep", () => {
  it("keeps pictures content names, and removes replaced and never-used ones after its grace", async () => {
    const kept = String((await upload(await halvesPhoto(320, 180), "content_cover")).json.url);
    const replaced = String((await upload(await halvesPhoto(320, 180), "content_cover")).json.url);
    const unused = String((await upload(await halvesPhoto(96, 96), "testimonial_photo")).json.url);
    const draftLogo = String((await upload(await halvesPhoto(200, 72), "partner_logo")).json.url);
    const first = await post(replaced);
    await post(kept, first.entry?.id);
    await run(SAVE_LOGO, {
      input: { kind: "PARTNER", name: "Draft Co", logoUrl: draftLogo, status: "DRAFT" },
    });

    // Within the grace period nothing goes.
    await sweepUnusedFiles(t.services);
    for (const url of [kept, replaced, unused, draftLogo]) {
      expect((await get(url)).status, url).toBe(200);
    }
    // After it, what nothing names goes, rows and every size's bytes.
    while ((await sweepUnusedFiles(t.services, new Date(Date.now() + 60_000))) > 0) {}
    for (const url of [kept, draftLogo]) expect((await get(url)).status, url).toBe(200);
    expect((await get(`${kept}?size=600`)).status).toBe(200);
    for (const url of [replaced, unused]) {
      // Gone: no row (a visitor is asked to sign in, as for any key not known to be public).
      expect(await t.db.prisma.storedFile.count({ where: { storageKey: keyOf(url) } })).toBe(0);
      expect((await get(url)).status, url).toBe(401);
      const key = keyOf(url).slice(0, 32);
      expect((await fs.readdir(uploads())).filter((name) => name.startsWith(key))).toEqual([]);
    }
  });
});

describe("the audit log's target filter", () => {
  it("filters by every kind of target, content's included, through GraphQL and REST", async () => {
    const saved = await post(null);
    const id = saved.entry?.id ?? "";
    const { body } = await t.graphql<{
      adminAuditLogs: { totalCount: number; edges: { node: { targetType: string } }[] };
    }>(
      `query($type: AuditTargetType, $id: ID) {
        adminAuditLogs(first: 50, targetType: $type, targetId: $id) {
          totalCount edges { node { targetType targetId } }
        }
      }`,
      { type: "CONTENT" },
      { token: tokens.SUPERUSER },
    );
    expect(body.data?.adminAuditLogs.totalCount).toBeGreaterThan(0);
    expect(new Set(body.data?.adminAuditLogs.edges.map((edge) => edge.node.targetType))).toEqual(
      new Set(["content"]),
    );
    // A content entry's global ID finds its rows.
    const byId = await get(`${REST_BASE}/admin/audit-logs/?target_id=${id}`, tokens.SUPERUSER);
    const rows = (await byId.json()) as { items: { target_type: string; target_id: string }[] };
    expect(byId.status).toBe(200);
    expect(rows.items).toEqual([
      expect.objectContaining({ target_type: "content", target_id: id }),
    ]);
    for (const type of ["partnerLogo", "file", "content"]) {
      const answer = await get(
        `${REST_BASE}/admin/audit-logs/?target_type=${type}`,
        tokens.SUPERUSER,
      );
      expect(answer.status, type).toBe(200);
      const page = (await answer.json()) as { items: { target_type: string }[] };
      expect(page.items.length, type).toBeGreaterThan(0);
      expect(
        page.items.every((item) => item.target_type === type),
        type,
      ).toBe(true);
    }
    expect(
      (await get(`${REST_BASE}/admin/audit-logs/?target_type=nothing`, tokens.SUPERUSER)).status,
    ).toBe(400);
  });
});
