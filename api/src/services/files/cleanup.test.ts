import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { samples } from "../../../test/file-samples.js";
import { createEmployer, createJob, createWorker } from "../../../test/fixtures.js";
import { halvesPhoto } from "../../../test/photos.js";
import { asViewer } from "../../../test/viewers.js";
import type { Context } from "../../context.js";
import type { FilePurpose } from "../../generated/prisma/enums.js";
import { sweepUnusedFiles } from "./cleanup.js";
import { fileUrl, saveUpload, signedFileUrl } from "./files.js";

// The sweep of unreferenced files, on real PostgreSQL and a real DATA_DIR: a replaced resume
// goes unless an application still names it; whatever a row names stays; young uploads stay.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const uploads = () => path.join(t.services.config.dataDir, "uploads");

describe("sweepUnusedFiles", () => {
  it("deletes rows and bytes nothing names, and keeps the rest", async () => {
    const worker = await createWorker(t.db.prisma);
    const ctx = { ...t.services, viewer: asViewer(worker) } as Context;
    const save = (bytes: Uint8Array, purpose: FilePurpose) =>
      saveUpload(ctx, new Blob([new Uint8Array(bytes)]), purpose);
    const oldResume = await save(samples.pdf, "RESUME");
    const appliedWith = await save(samples.pdf, "RESUME");
    const newResume = await save(samples.pdf, "RESUME");
    const oldPicture = await save(await halvesPhoto(40, 40), "PROFILE_PICTURE");
    const picture = await save(await halvesPhoto(40, 40), "PROFILE_PICTURE");
    const document = await save(samples.pdf, "DOCUMENT");
    const abandoned = await save(samples.pdf, "DOCUMENT");

    // The profile names the new resume and picture; an application the resume it was sent with
    // (in its signed form); a document row its file.
    await t.db.prisma.labourProfile.update({
      where: { userId: worker.id },
      data: { resumeUrl: fileUrl(newResume.storageKey) },
    });
    await t.db.prisma.user.update({
      where: { id: worker.id },
      data: { profilePictureUrl: fileUrl(picture.storageKey) },
    });
    const job = await createJob(t.db.prisma, (await createEmployer(t.db.prisma)).id);
    await t.db.prisma.application.create({
      data: {
        jobId: job.id,
        labourId: worker.id,
        resumeUrl: `https://kaamsetu.in${signedFileUrl(t.services, appliedWith.storageKey)}`,
      },
    });
    await t.db.prisma.identityDocument.create({
      data: {
        userId: worker.id,
        type: "PAN",
        numberHash: "b".repeat(64),
        numberLast4: "234F",
        documentUrl: fileUrl(document.storageKey),
      },
    });

    // Nothing is old enough yet.
    expect(await sweepUnusedFiles(t.services, new Date(Date.now() - 60_000))).toBe(0);

    const later = new Date(Date.now() + 1000);
    expect(await sweepUnusedFiles(t.services, later)).toBe(3);
    const left = await t.db.prisma.storedFile.findMany({
      where: { ownerId: worker.id },
      orderBy: { id: "asc" },
    });
    expect(left.map((file) => file.id)).toEqual(
      [appliedWith, newResume, picture, document].map((file) => file.id),
    );
    const onDisk = await fs.readdir(uploads());
    for (const gone of [oldResume, oldPicture, abandoned]) {
      expect(onDisk.some((name) => name.startsWith(gone.storageKey.slice(0, 32)))).toBe(false);
    }
    // A picture's every size stays with it.
    expect(onDisk.filter((name) => name.startsWith(picture.storageKey.slice(0, 32)))).toHaveLength(
      2,
    );
    expect(await sweepUnusedFiles(t.services, later)).toBe(0);
  });
});
