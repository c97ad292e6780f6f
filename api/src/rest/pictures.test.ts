import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, listen, type TestApp } from "../../test/app.js";
import { samples } from "../../test/file-samples.js";
import { bigPhoto, CAMERA_MAKE, GPS_TAG, halvesPhoto } from "../../test/photos.js";
import { refusedFields } from "../../test/rest.js";
import { csrfHeaders, signedInWorker } from "../../test/sessions.js";
import { PICTURE_MAX_PIXELS } from "../constants.js";
import { messages } from "../messages.js";
import { signedFileUrl } from "../services/files/files.js";
import { REST_BASE } from "./gateway.js";

// Profile pictures through POST /files/ and GET /files/{key}/ on real PostgreSQL and a real
// DATA_DIR: re-encoded by sharp to 256 and 96 px WebP squares, upright, without EXIF (GPS),
// the original not kept; what is no picture, or too big a one, is refused with the spec's words.

let t: TestApp;
let server: { baseUrl: string; close(): Promise<void> };
let worker: Awaited<ReturnType<typeof signedInWorker>>;

beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.app);
  worker = await signedInWorker(t);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

type Json = Record<string, unknown>;

async function uploadPicture(content: Uint8Array) {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(content)], { type: "image/jpeg" }), "me.jpg");
  form.set("purpose", "profile_picture");
  const response = await fetch(`${server.baseUrl}${REST_BASE}/files/`, {
    method: "POST",
    headers: { authorization: `Bearer ${worker.token}`, ...csrfHeaders(t) },
    body: form,
  });
  return { status: response.status, json: (await response.json()) as Json };
}

const get = (url: string, token: string | null = worker.token) =>
  fetch(`${server.baseUrl}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

const keyOf = (url: string) => /\/files\/([^/]+)\//.exec(url)?.[1] ?? "";
const uploads = () => path.join(t.services.config.dataDir, "uploads");

describe("a profile picture", () => {
  let url: string;
  let original: Buffer;

  beforeAll(async () => {
    original = await bigPhoto();
    const uploaded = await uploadPicture(original);
    expect(uploaded.status).toBe(201);
    url = String(uploaded.json.url);
  });

  it("is stored as WebP squares of a few kilobytes", async () => {
    expect(original.length).toBeGreaterThan(3.5 * 1024 * 1024);
    const stored = await t.db.prisma.storedFile.findUnique({ where: { storageKey: keyOf(url) } });
    expect(stored).toMatchObject({ purpose: "PROFILE_PICTURE", contentType: "image/webp" });
    expect(stored?.size).toBeLessThan(30 * 1024);
    expect(url).toMatch(/^\/api\/v1\/files\/[0-9a-f]{32}\.webp\/$/);
    // The speed target (within 1 s) is npm run bench:images's: tests share a loaded machine.
  });

  it("serves 256 px by default and 96 px on ?size=96, for a year of browser caching", async () => {
    for (const [query, size] of [
      ["", 256],
      ["?size=256", 256],
      ["?size=96", 96],
    ] as const) {
      const response = await get(`${url}${query}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", size, size]);
    }
    const wrongSize = await get(`${url}?size=50`);
    expect(wrongSize.status).toBe(400);
    // The signed link works for each size too.
    const signed = signedFileUrl(t.services, keyOf(url));
    expect((await get(`${signed}&size=96`, null)).status).toBe(200);
  });

  it("keeps no EXIF, no GPS and not the original", async () => {
    const before = await sharp(original).metadata();
    expect(before.exif?.includes(GPS_TAG)).toBe(true);
    const key = keyOf(url);
    const stored = (await fs.readdir(uploads())).filter((name) =>
      name.startsWith(key.slice(0, 32)),
    );
    expect(stored.sort()).toEqual([`${key.slice(0, 32)}-96.webp`, key]);
    for (const name of stored) {
      const bytes = await fs.readFile(path.join(uploads(), name));
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(bytes.includes("Exif")).toBe(false);
      expect(bytes.includes(CAMERA_MAKE)).toBe(false);
      expect(bytes.length).toBeLessThan(original.length / 100);
    }
  });
});

describe("re-encoding", () => {
  /** The colour at (x, y) of the 256 px picture at `url`. */
  async function pixel(url: string, x: number, y: number) {
    const bytes = Buffer.from(await (await get(url)).arrayBuffer());
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const at = (y * info.width + x) * info.channels;
    const [red = 0, , blue = 0] = data.subarray(at, at + 3);
    return red > 128 && blue < 128 ? "red" : blue > 128 && red < 128 ? "blue" : "other";
  }

  it("crops the centre of a wide photo: its left half stays left", async () => {
    const { json } = await uploadPicture(await halvesPhoto(400, 200));
    const url = String(json.url);
    expect(await pixel(url, 40, 128)).toBe("red");
    expect(await pixel(url, 215, 128)).toBe("blue");
  });

  it("turns a photo upright by its EXIF orientation before cropping", async () => {
    // Stored sideways with orientation 6: shown turned clockwise, the left half is on top.
    const { json } = await uploadPicture(await halvesPhoto(400, 200, 6));
    const url = String(json.url);
    expect(await pixel(url, 128, 40)).toBe("red");
    expect(await pixel(url, 128, 215)).toBe("blue");
  });

  it("takes PNG and WebP too, and stores WebP", async () => {
    const png = await sharp(await halvesPhoto(60, 60))
      .png()
      .toBuffer();
    const webp = await sharp(await halvesPhoto(60, 60))
      .webp()
      .toBuffer();
    for (const picture of [png, webp]) {
      const { status, json } = await uploadPicture(picture);
      expect(status).toBe(201);
      expect(json.content_type).toBe("image/webp");
    }
  });
});

describe("refused pictures", () => {
  it("'Invalid file type' for bytes that look like a picture but do not decode", async () => {
    const before = await fs.readdir(uploads());
    const truncated = (await halvesPhoto(200, 200)).subarray(0, 300);
    for (const content of [samples.jpeg, samples.png, samples.webp, truncated]) {
      const { status, json } = await uploadPicture(content);
      expect(status).toBe(422);
      expect(json).toEqual(refusedFields("fileTypeInvalid", { file: "fileTypeInvalid" }));
    }
    expect(await fs.readdir(uploads())).toEqual(before);
  });

  it("'File size is too large' for more pixels than PICTURE_MAX_PIXELS, however small the file", async () => {
    const side = Math.ceil(Math.sqrt(PICTURE_MAX_PIXELS)) + 1;
    const plain = await sharp({
      create: { width: side, height: side, channels: 3, background: "#808080" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(plain.length).toBeLessThan(1024 * 1024);
    const { status, json } = await uploadPicture(plain);
    expect(status).toBe(413);
    expect(json.detail).toBe(messages.fileTooLarge);
  });
});
