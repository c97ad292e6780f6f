import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { samples } from "../../../test/file-samples.js";
import { signedInWorker } from "../../../test/sessions.js";
import type { Context } from "../../context.js";
import { messages } from "../../messages.js";
import {
  fileUrl,
  isValidFileSignature,
  requireOwnFile,
  saveUpload,
  signedFileUrl,
  storageKeyOf,
} from "./files.js";
import { createLocalStorage, newStorageKey } from "./storage.js";

// The files service against real PostgreSQL and a real directory.

let t: TestApp;
let worker: Awaited<ReturnType<typeof signedInWorker>>;
let other: Awaited<ReturnType<typeof signedInWorker>>;

beforeAll(async () => {
  t = await createTestApp();
  worker = await signedInWorker(t);
  other = await signedInWorker(t);
});
afterAll(() => t.close());

const asUser = (id: number): Context =>
  ({
    ...t.services,
    viewer: { kind: "user", id, userType: "LABOUR" },
  }) as Context;

const uploadsDir = () => path.join(t.services.config.dataDir, "uploads");

describe("local storage", () => {
  it("writes, reads and deletes under its directory, and only our key shapes", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "kaamsetu-storage-"));
    const storage = createLocalStorage(path.join(dir, "uploads"));
    const key = newStorageKey("pdf");
    expect(key).toMatch(/^[0-9a-f]{32}\.pdf$/);
    await storage.put(key, samples.pdf, "application/pdf");
    const stored = await storage.get(key);
    expect(stored?.size).toBe(samples.pdf.length);
    const body = Buffer.from(await new Response(stored?.body ?? null).arrayBuffer());
    expect(Buffer.compare(body, samples.pdf)).toBe(0);
    // No temp files are left behind.
    expect(await fs.readdir(path.join(dir, "uploads"))).toEqual([key]);
    expect(await storage.get("../../etc/passwd")).toBeNull();
    await expect(storage.put("../x.pdf", samples.pdf, "application/pdf")).rejects.toThrow();
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await fs.rm(dir, { recursive: true, force: true });
  });
});

describe("saveUpload", () => {
  it("removes the bytes again when the row cannot be written", async () => {
    const before = await fs.readdir(uploadsDir()).catch(() => []);
    // An owner that does not exist: the row's foreign key fails after the bytes were written.
    await expect(
      saveUpload(asUser(2_000_000_000), new Blob([samples.pdf]), "RESUME"),
    ).rejects.toThrow();
    expect(await fs.readdir(uploadsDir()).catch(() => [])).toEqual(before);
  });

  it("refuses an empty file and visitors", async () => {
    await expect(saveUpload(asUser(worker.user.id), new Blob([]), "RESUME")).rejects.toThrow(
      messages.required,
    );
    const visitor = { ...t.services, viewer: null } as Context;
    await expect(saveUpload(visitor, new Blob([samples.pdf]), "RESUME")).rejects.toThrow(
      messages.unauthorized,
    );
  });
});

describe("requireOwnFile", () => {
  it("accepts the worker's own resume and nothing else", async () => {
    const file = await saveUpload(asUser(worker.user.id), new Blob([samples.pdf]), "RESUME");
    const url = fileUrl(file.storageKey);
    await expect(requireOwnFile(t.db.prisma, worker.user.id, url, "RESUME")).resolves.toMatchObject(
      { id: file.id },
    );
    // Absolute and signed forms of the same url name the same file.
    const absolute = `https://kaamsetu.in${signedFileUrl(t.services, file.storageKey)}`;
    await expect(
      requireOwnFile(t.db.prisma, worker.user.id, absolute, "RESUME"),
    ).resolves.toBeTruthy();
    for (const [owner, address] of [
      [other.user.id, url],
      [worker.user.id, "https://example.com/cv.pdf"],
      [worker.user.id, fileUrl(`${"0".repeat(32)}.pdf`)],
    ] as const) {
      await expect(requireOwnFile(t.db.prisma, owner, address, "RESUME")).rejects.toThrow(
        messages.resumeTypeInvalid,
      );
    }
    await expect(requireOwnFile(t.db.prisma, worker.user.id, url, "DOCUMENT")).rejects.toThrow(
      messages.fileTypeInvalid,
    );
  });
});

describe("signed links", () => {
  it("sign one key until one moment", () => {
    const key = `${"b".repeat(32)}.png`;
    const now = Date.now();
    const url = new URL(signedFileUrl(t.services, key, 60, now), "http://x");
    const expires = Number(url.searchParams.get("expires"));
    const signature = url.searchParams.get("signature");
    // At least the time asked for, at most twice it, and the same link all that minute.
    expect(expires * 1000).toBeGreaterThanOrEqual(now + 60_000);
    expect(expires * 1000).toBeLessThan(now + 120_000);
    const minute = Math.floor(now / 60_000) * 60_000;
    expect(signedFileUrl(t.services, key, 60, minute)).toBe(
      signedFileUrl(t.services, key, 60, minute + 59_999),
    );
    expect(isValidFileSignature(t.services, key, expires, signature, now)).toBe(true);
    expect(isValidFileSignature(t.services, key, expires, signature, now + 59_000)).toBe(true);
    expect(isValidFileSignature(t.services, key, expires, signature, now + 121_000)).toBe(false);
    expect(isValidFileSignature(t.services, key, expires + 1, signature, now)).toBe(false);
    expect(isValidFileSignature({ secretKey: "another" }, key, expires, signature, now)).toBe(
      false,
    );
    expect(isValidFileSignature(t.services, key, expires, null, now)).toBe(false);
    expect(storageKeyOf(url.pathname + url.search)).toBe(key);
    expect(storageKeyOf("/api/v1/files/../secret/")).toBeNull();
  });
});
