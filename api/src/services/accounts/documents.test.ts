import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { samples } from "../../../test/file-samples.js";
import { createEmployer, createWorker } from "../../../test/fixtures.js";
import { asViewer } from "../../../test/viewers.js";
import { REJECTION_REASON_MAX_LENGTH } from "../../constants.js";
import type { Context, Viewer } from "../../context.js";
import { messages } from "../../messages.js";
import { fileUrl, saveUpload } from "../files/files.js";
import {
  rejectIdentityDocument,
  submitIdentityDocument,
  submitOwnIdentityDocument,
  verifyIdentityDocument,
} from "./documents.js";
import { isValidAadhaar } from "./identity.js";

// Identity documents on real PostgreSQL: submit -> pending -> verified or rejected (with a reason)
// -> resubmitted; the holder's notifications, the admin's audit rows and the verified badge.

const AADHAAR = "4216 7435 9192";
const PAN = "ABCPE1234F";
const GSTIN = "27AAPFU0939F1ZV";
const OTHER_GSTIN = "27AAACR5055K1Z7";
let pans = 0;
/** A PAN no other test uses: one number has one verified holder. */
function newPan() {
  pans += 1;
  return `ABCPE${String(pans).padStart(4, "0")}F`;
}

let t: TestApp;
let admin: Viewer;
let otherAdmin: Viewer;

beforeAll(async () => {
  t = await createTestApp();
  const admins = await Promise.all(
    ["docs-admin", "docs-admin-2"].map((username) =>
      t.db.prisma.admin.create({
        data: {
          username,
          email: `${username}@example.in`,
          fullName: username,
          passwordHash: "not-used",
          role: "ADMIN",
          accessLevel: "FULL",
        },
      }),
    ),
  );
  admin = { kind: "admin", id: admins[0]?.id ?? 0, role: "ADMIN" };
  otherAdmin = { kind: "admin", id: admins[1]?.id ?? 0, role: "ADMIN" };
});
afterAll(() => t.close());

type Person = { id: number; userType: "LABOUR" | "EMPLOYER" };

/** An upload of `person`'s with `purpose`, as its url. */
async function uploaded(person: Person, purpose: "DOCUMENT" | "RESUME" = "DOCUMENT") {
  const ctx = { ...t.services, viewer: asViewer(person) } as Context;
  const file = await saveUpload(ctx, new Blob([samples.pdf]), purpose);
  return fileUrl(file.storageKey);
}

const submit = (person: Person, input: Record<string, unknown>) =>
  submitOwnIdentityDocument(t.services, asViewer(person), {
    type: input.type,
    number: input.number,
    documentUrl: input.documentUrl,
  });

const accountState = async (person: Person) =>
  (await t.db.prisma.user.findUniqueOrThrow({ where: { id: person.id } })).accountState;

const notificationsOf = (person: Person) =>
  t.db.prisma.notification.findMany({ where: { userId: person.id }, orderBy: { id: "asc" } });

describe("submitting", () => {
  it("makes a pending document of the number and the person's own upload", async () => {
    expect(isValidAadhaar(AADHAAR.replace(/ /g, ""))).toBe(true);
    const worker = await createWorker(t.db.prisma);
    const url = await uploaded(worker);
    const { document, changed } = await submit(worker, {
      type: "aadhaar",
      number: AADHAAR,
      documentUrl: `https://kaamsetu.in${url}`,
    });
    expect(changed).toBe(true);
    expect(document).toMatchObject({
      userId: worker.id,
      type: "AADHAAR",
      status: "PENDING",
      numberLast4: "9192",
      documentUrl: url,
      replacesId: null,
      rejectionReason: null,
    });
    // Only a keyed hash of the number is kept.
    expect(document.numberHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(document)).not.toContain("421674359192");
    // The same file and number again: nothing changes.
    const again = await submit(worker, { type: "AADHAAR", documentUrl: url });
    expect(again).toEqual({ document, changed: false });
    expect(await accountState(worker)).toBe("ACTIVE");
  });

  it("refuses what registration refuses, files that are not the person's document, and a kind it does not know", async () => {
    const worker = await createWorker(t.db.prisma);
    const stranger = await createWorker(t.db.prisma);
    const own = await uploaded(worker);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ type: "passport", number: PAN, documentUrl: own }, "type", messages.documentTypeInvalid],
      [{ type: "", number: PAN, documentUrl: own }, "type", messages.required],
      [{ type: "pan", number: "ABCDE12345", documentUrl: own }, "number", messages.panInvalid],
      [
        { type: "aadhaar", number: "234123412345", documentUrl: own },
        "number",
        messages.aadhaarInvalid,
      ],
      [
        { type: "gstin", number: "27AAPFU0939F1ZA", documentUrl: own },
        "number",
        messages.gstinInvalid,
      ],
      // No number now and none before.
      [{ type: "pan", documentUrl: own }, "number", messages.required],
      [{ type: "pan", number: PAN }, "document_url", messages.required],
      [
        { type: "pan", number: PAN, documentUrl: await uploaded(stranger) },
        "document_url",
        messages.fileTypeInvalid,
      ],
      [
        { type: "pan", number: PAN, documentUrl: await uploaded(worker, "RESUME") },
        "document_url",
        messages.fileTypeInvalid,
      ],
      [
        { type: "pan", number: PAN, documentUrl: "https://example.com/pan.jpg" },
        "document_url",
        messages.fileTypeInvalid,
      ],
    ];
    for (const [input, field, message] of cases) {
      await expect(submit(worker, input)).rejects.toMatchObject({
        code: "VALIDATION",
        message,
        fieldErrors: [expect.objectContaining({ field, message })],
      });
    }
    expect(await t.db.prisma.identityDocument.count({ where: { userId: worker.id } })).toBe(0);
    await expect(
      submitOwnIdentityDocument(t.services, null, { type: "pan", number: PAN, documentUrl: own }),
    ).rejects.toThrow(messages.unauthorized);
    await expect(
      submitOwnIdentityDocument(t.services, admin, { type: "pan", number: PAN, documentUrl: own }),
    ).rejects.toThrow(messages.permissionDenied);
  });

  it("attaches a file to the number given at registration, inside the caller's transaction", async () => {
    const worker = await createWorker(t.db.prisma);
    const registered = await t.db.prisma.identityDocument.create({
      data: { userId: worker.id, type: "PAN", numberHash: "a".repeat(64), numberLast4: "234F" },
    });
    // Without a file an admin has nothing to look at.
    await expect(verifyIdentityDocument(t.services, admin, registered.id)).rejects.toThrow(
      messages.documentNotUploaded,
    );
    const url = await uploaded(worker);
    // As the profile update calls it: in its own transaction, with its own field names.
    const { document } = await t.db.prisma.$transaction((tx) =>
      submitIdentityDocument(t.services, tx, worker.id, { type: "pan", documentUrl: url }),
    );
    expect(document).toMatchObject({
      type: "PAN",
      status: "PENDING",
      numberHash: registered.numberHash,
      numberLast4: "234F",
      replacesId: registered.id,
      documentUrl: url,
    });
    await expect(
      t.db.prisma.$transaction((tx) =>
        submitIdentityDocument(
          t.services,
          tx,
          worker.id,
          { type: "pan", number: "x", documentUrl: url },
          { type: "identity_type", number: "pan_number", documentUrl: "pan_card_document" },
        ),
      ),
    ).rejects.toMatchObject({ fieldErrors: [expect.objectContaining({ field: "pan_number" })] });
  });
});

describe("reviewing", () => {
  it("verifies: the badge, a notification and an audit row, once however often it is asked", async () => {
    const worker = await createWorker(t.db.prisma);
    const { document } = await submit(worker, {
      type: "voter_id",
      number: "ABC1234567",
      documentUrl: await uploaded(worker),
    });
    // Two admins at once: one verifies, the other finds it verified.
    const [first, second] = await Promise.all([
      verifyIdentityDocument(t.services, admin, document.id),
      verifyIdentityDocument(t.services, otherAdmin, document.id),
    ]);
    expect(first.status).toBe("VERIFIED");
    expect(second.status).toBe("VERIFIED");
    const row = await t.db.prisma.identityDocument.findUniqueOrThrow({
      where: { id: document.id },
    });
    expect(row.reviewedById === admin.id || row.reviewedById === otherAdmin.id).toBe(true);
    expect(row.reviewedAt).toBeInstanceOf(Date);
    expect(await accountState(worker)).toBe("VERIFIED");
    const notes = await notificationsOf(worker);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      type: "DOCUMENT_STATUS",
      title: messages.documentVerifiedTitle,
      message: messages.documentVerifiedMessage(messages.documentNames.VOTER_ID),
      data: {
        documentId: document.id,
        kind: "DOCUMENT_VERIFIED",
        params: { document: "VOTER_ID" },
      },
    });
    expect(
      await t.db.prisma.adminAuditLog.count({
        where: { targetType: "identity_document", targetId: String(document.id) },
      }),
    ).toBe(1);
    // Decided: it cannot be rejected now.
    await expect(
      rejectIdentityDocument(t.services, admin, document.id, "Blurred"),
    ).rejects.toMatchObject({ code: "CONFLICT", message: messages.documentNotPending });
  });

  it("rejects with a reason, and a resubmission is pending again, replacing the rejected one", async () => {
    const worker = await createWorker(t.db.prisma);
    const firstUrl = await uploaded(worker);
    const { document } = await submit(worker, {
      type: "aadhaar",
      number: AADHAAR,
      documentUrl: firstUrl,
    });
    await expect(rejectIdentityDocument(t.services, admin, document.id, "  ")).rejects.toThrow(
      messages.required,
    );
    await expect(
      rejectIdentityDocument(
        t.services,
        admin,
        document.id,
        "x".repeat(REJECTION_REASON_MAX_LENGTH + 1),
      ),
    ).rejects.toThrow(messages.maxLength({ count: REJECTION_REASON_MAX_LENGTH }));
    const reason = "The photo is too blurred to read.";
    const rejected = await rejectIdentityDocument(t.services, admin, document.id, ` ${reason} `);
    expect(rejected).toMatchObject({ status: "REJECTED", rejectionReason: reason });
    const [note] = await notificationsOf(worker);
    expect(note).toMatchObject({
      title: messages.documentRejectedTitle,
      message: messages.documentRejectedMessage(messages.documentNames.AADHAAR, reason),
      data: { kind: "DOCUMENT_REJECTED", params: { document: "AADHAAR", reason } },
    });
    await expect(verifyIdentityDocument(t.services, admin, document.id)).rejects.toThrow(
      messages.documentNotPending,
    );

    // The same file again is a resubmission too: the person may think the admin erred.
    const again = await submit(worker, { type: "aadhaar", documentUrl: firstUrl });
    expect(again.changed).toBe(true);
    expect(again.document).toMatchObject({
      status: "PENDING",
      replacesId: document.id,
      numberLast4: "9192",
      rejectionReason: null,
    });
    // The rejected one is history now: nobody reviews it again.
    await expect(rejectIdentityDocument(t.services, admin, document.id, reason)).rejects.toThrow(
      messages.documentNotPending,
    );
    await verifyIdentityDocument(t.services, admin, again.document.id);
    expect(await accountState(worker)).toBe("VERIFIED");
  });

  it("is for admins only", async () => {
    const worker = await createWorker(t.db.prisma);
    const { document } = await submit(worker, {
      type: "pan",
      number: PAN,
      documentUrl: await uploaded(worker),
    });
    await expect(verifyIdentityDocument(t.services, null, document.id)).rejects.toThrow(
      messages.unauthorized,
    );
    for (const viewer of [asViewer(worker), asViewer(await createEmployer(t.db.prisma))]) {
      await expect(verifyIdentityDocument(t.services, viewer, document.id)).rejects.toThrow(
        messages.permissionDenied,
      );
      await expect(rejectIdentityDocument(t.services, viewer, document.id, "No")).rejects.toThrow(
        messages.permissionDenied,
      );
    }
    await expect(verifyIdentityDocument(t.services, admin, 2_000_000_000)).rejects.toThrow(
      messages.notFound,
    );
    expect(
      (await t.db.prisma.identityDocument.findUniqueOrThrow({ where: { id: document.id } })).status,
    ).toBe("PENDING");
  });
});

describe("the verified badge", () => {
  it("needs an employer's GSTIN verified too when they give a GST number", async () => {
    const employer = await createEmployer(t.db.prisma);
    await t.db.prisma.employerProfile.update({
      where: { userId: employer.id },
      data: { gstNumber: GSTIN },
    });
    const pan = await submit(employer, {
      type: "pan",
      number: PAN,
      documentUrl: await uploaded(employer),
    });
    await verifyIdentityDocument(t.services, admin, pan.document.id);
    expect(await accountState(employer)).toBe("ACTIVE");
    const gstin = await submit(employer, {
      type: "gstin",
      number: GSTIN,
      documentUrl: await uploaded(employer),
    });
    await verifyIdentityDocument(t.services, admin, gstin.document.id);
    expect(await accountState(employer)).toBe("VERIFIED");

    // A new photo of the verified PAN card adds nothing; a new GSTIN starts again, and the badge
    // waits for it.
    await expect(
      submit(employer, { type: "pan", documentUrl: await uploaded(employer) }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: messages.documentAlreadyVerified });
    const replaced = await submit(employer, {
      type: "gstin",
      number: OTHER_GSTIN,
      documentUrl: await uploaded(employer),
    });
    expect(replaced.document).toMatchObject({ status: "PENDING", replacesId: gstin.document.id });
    expect(await accountState(employer)).toBe("ACTIVE");
    await verifyIdentityDocument(t.services, admin, replaced.document.id);
    expect(await accountState(employer)).toBe("VERIFIED");
  });

  it("takes a GSTIN certificate for the profile's GST number without it typed again", async () => {
    const employer = await createEmployer(t.db.prisma);
    await expect(
      submit(employer, { type: "gstin", documentUrl: await uploaded(employer) }),
    ).rejects.toMatchObject({ code: "VALIDATION", reason: "required" });
    await t.db.prisma.employerProfile.update({
      where: { userId: employer.id },
      data: { gstNumber: GSTIN },
    });
    const { document } = await submit(employer, {
      type: "gstin",
      documentUrl: await uploaded(employer),
    });
    expect(document).toMatchObject({ status: "PENDING", numberLast4: GSTIN.slice(-4) });
    // A worker has no business profile: their documents still need a number the first time.
    const worker = await createWorker(t.db.prisma);
    await expect(
      submit(worker, { type: "pan", documentUrl: await uploaded(worker) }),
    ).rejects.toMatchObject({ code: "VALIDATION", reason: "required" });
  });

  it("belongs to one account per number: a second holder's document is not verified", async () => {
    const number = newPan();
    const people = await Promise.all([createWorker(t.db.prisma), createWorker(t.db.prisma)]);
    const documents = await Promise.all(
      people.map(async (person) => {
        const { document } = await submit(person, {
          type: "pan",
          number,
          documentUrl: await uploaded(person),
        });
        return document;
      }),
    );
    // At the same moment: one wins, the other is told why.
    const results = await Promise.allSettled(
      documents.map((document) => verifyIdentityDocument(t.services, admin, document.id)),
    );
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = results.find((result) => result.status === "rejected");
    expect(refused?.reason).toMatchObject({
      code: "CONFLICT",
      message: messages.documentNumberVerifiedElsewhere,
    });
    // And afterwards, by looking first.
    const third = await createWorker(t.db.prisma);
    const late = await submit(third, { type: "pan", number, documentUrl: await uploaded(third) });
    await expect(verifyIdentityDocument(t.services, admin, late.document.id)).rejects.toThrow(
      messages.documentNumberVerifiedElsewhere,
    );
    expect(await accountState(third)).toBe("ACTIVE");
  });

  it("leaves a blocked account blocked", async () => {
    const worker = await createWorker(t.db.prisma);
    await t.db.prisma.user.update({ where: { id: worker.id }, data: { accountState: "BLOCKED" } });
    const { document } = await submit(worker, {
      type: "pan",
      number: newPan(),
      documentUrl: await uploaded(worker),
    });
    await verifyIdentityDocument(t.services, admin, document.id);
    expect(await accountState(worker)).toBe("BLOCKED");
  });
});
