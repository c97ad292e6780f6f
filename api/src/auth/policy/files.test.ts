import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/database.js";
import { createEmployer, createJob, createWorker } from "../../../test/fixtures.js";
import type { Viewer } from "../../context.js";
import type { FilePurpose } from "../../generated/prisma/enums.js";
import { newStorageKey } from "../../services/files/storage.js";
import { canReadFile } from "./files.js";

// Who may read a stored file, against real applications: the rule asks the database whether
// the owner and the reader are the two sides of one.

let db: TestDatabase;
let employer: Viewer;
let otherEmployer: Viewer;
let applicant: Viewer;
let otherWorker: Viewer;
const admin: Viewer = { kind: "admin", id: 1, role: "VIEWER" };

const asUser = (user: { id: number; userType: "LABOUR" | "EMPLOYER" }): Viewer => ({
  kind: "user",
  id: user.id,
  userType: user.userType,
});

beforeAll(async () => {
  db = await createTestDatabase();
  const e = await createEmployer(db.prisma);
  const e2 = await createEmployer(db.prisma);
  const w = await createWorker(db.prisma);
  const w2 = await createWorker(db.prisma);
  employer = asUser(e);
  otherEmployer = asUser(e2);
  applicant = asUser(w);
  otherWorker = asUser(w2);
  const job = await createJob(db.prisma, e.id);
  await db.prisma.application.create({ data: { labourId: w.id, jobId: job.id } });
  // A general application reaches no employer.
  await db.prisma.application.create({ data: { labourId: w2.id, jobId: null } });
});
afterAll(() => db.close());

const file = (owner: Viewer | null, purpose: FilePurpose) =>
  db.prisma.storedFile.create({
    data: {
      ownerId: owner?.id ?? null,
      purpose,
      storageKey: newStorageKey("pdf"),
      contentType: "application/pdf",
      size: 1,
    },
  });

async function readers(owner: Viewer | null, purpose: FilePurpose) {
  const stored = await file(owner, purpose);
  const everyone = { visitor: null, employer, otherEmployer, applicant, otherWorker, admin };
  const allowed: string[] = [];
  for (const [name, viewer] of Object.entries(everyone)) {
    if (await canReadFile(db.prisma, viewer, stored)) allowed.push(name);
  }
  return allowed;
}

describe("canReadFile", () => {
  it("lets the employer of a job the worker applied to read the worker's files", async () => {
    for (const purpose of ["RESUME", "DOCUMENT", "PROFILE_PICTURE"] as const) {
      expect(await readers(applicant, purpose)).toEqual(["employer", "applicant", "admin"]);
    }
    expect(await readers(otherWorker, "RESUME")).toEqual(["otherWorker", "admin"]);
  });

  it("lets a worker see the picture of an employer they applied to, and nothing else of theirs", async () => {
    expect(await readers(employer, "PROFILE_PICTURE")).toEqual(["employer", "applicant", "admin"]);
    expect(await readers(employer, "DOCUMENT")).toEqual(["employer", "admin"]);
    expect(await readers(otherEmployer, "PROFILE_PICTURE")).toEqual(["otherEmployer", "admin"]);
  });

  it("leaves a file whose owner is gone to admins", async () => {
    expect(await readers(null, "RESUME")).toEqual(["admin"]);
  });
});
