import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/database.js";
import { createJob } from "../../../test/fixtures.js";
import { anAdmin, twoOfEach } from "../../../test/viewers.js";
import type { Viewer } from "../../context.js";
import { FilePurpose } from "../../generated/prisma/enums.js";
import { contentPictureOf } from "../../services/files/files.js";
import { newStorageKey } from "../../services/files/storage.js";
import { canReadFile, canUploadFile, PUBLIC_FILE_PURPOSES } from "./files.js";

// Who may read a stored file, against real applications: the rule asks the database whether
// the owner and the reader are the two sides of one.

let db: TestDatabase;
let people: Awaited<ReturnType<typeof twoOfEach>>["viewers"];

beforeAll(async () => {
  db = await createTestDatabase();
  const { rows, viewers } = await twoOfEach(db.prisma);
  people = viewers;
  const job = await createJob(db.prisma, rows.employer.id);
  await db.prisma.application.create({ data: { labourId: rows.worker.id, jobId: job.id } });
  // A general application reaches no employer.
  await db.prisma.application.create({ data: { labourId: rows.otherWorker.id, jobId: null } });
});
afterAll(() => db.close());

/** Who may read a new file of `owner`'s (none: its owner's account is gone). */
async function readers(owner: Viewer | null, purpose: FilePurpose) {
  const file = await db.prisma.storedFile.create({
    data: {
      ownerId: owner?.id ?? null,
      purpose,
      storageKey: newStorageKey("pdf"),
      contentType: "application/pdf",
      size: 1,
    },
  });
  const everyone = { visitor: null, ...people, admin: anAdmin };
  const allowed: string[] = [];
  for (const [name, viewer] of Object.entries(everyone)) {
    if (await canReadFile(db.prisma, viewer, file)) allowed.push(name);
  }
  return allowed;
}

describe("canReadFile", () => {
  it("lets the employer of a job the worker applied to read the worker's resume and picture", async () => {
    for (const purpose of ["RESUME", "PROFILE_PICTURE"] as const) {
      expect(await readers(people.worker, purpose)).toEqual(["employer", "worker", "admin"]);
    }
    expect(await readers(people.otherWorker, "RESUME")).toEqual(["otherWorker", "admin"]);
  });

  it("shows identity documents to their owner and admins only, not even the applicant's employer", async () => {
    expect(await readers(people.worker, "DOCUMENT")).toEqual(["worker", "admin"]);
    expect(await readers(people.otherWorker, "DOCUMENT")).toEqual(["otherWorker", "admin"]);
  });

  it("lets a worker see the picture of an employer they applied to, and nothing else of theirs", async () => {
    expect(await readers(people.employer, "PROFILE_PICTURE")).toEqual([
      "employer",
      "worker",
      "admin",
    ]);
    expect(await readers(people.employer, "DOCUMENT")).toEqual(["employer", "admin"]);
    expect(await readers(people.otherEmployer, "PROFILE_PICTURE")).toEqual([
      "otherEmployer",
      "admin",
    ]);
  });

  it("leaves a file whose owner is gone to admins", async () => {
    expect(await readers(null, "RESUME")).toEqual(["admin"]);
  });

  it("shows the content section's pictures (ownerless, on public pages) to everyone", async () => {
    const everyone = ["visitor", "employer", "otherEmployer", "worker", "otherWorker", "admin"];
    for (const purpose of ["CONTENT_COVER", "TESTIMONIAL_PHOTO", "PARTNER_LOGO"] as const) {
      expect(await readers(null, purpose)).toEqual(everyone);
    }
  });
});

describe("canUploadFile", () => {
  const superuser: Viewer = { kind: "admin", id: 1, role: "SUPERUSER" };
  const operator: Viewer = { kind: "admin", id: 2, role: "OPERATOR" };

  it("gives the content section's pictures to content editors, every other file to users", () => {
    const everyone = { visitor: null, ...people, superuser, operator };
    const uploaders = (purpose: FilePurpose) =>
      Object.entries(everyone)
        .filter(([, viewer]) => canUploadFile(viewer, purpose))
        .map(([name]) => name);
    for (const purpose of ["RESUME", "PROFILE_PICTURE", "DOCUMENT"] as const) {
      expect(uploaders(purpose), purpose).toEqual([
        "employer",
        "otherEmployer",
        "worker",
        "otherWorker",
      ]);
    }
    for (const purpose of PUBLIC_FILE_PURPOSES) {
      expect(uploaders(purpose), purpose).toEqual(["superuser"]);
    }
  });

  it("counts as the content section's pictures exactly the purposes the upload service does", () => {
    expect(Object.values(FilePurpose).filter((purpose) => contentPictureOf(purpose))).toEqual([
      ...PUBLIC_FILE_PURPOSES,
    ]);
  });
});
