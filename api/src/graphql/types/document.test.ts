import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { samples } from "../../../test/file-samples.js";
import { createJob } from "../../../test/fixtures.js";
import { csrfHeaders, signedInEmployer, signedInWorker } from "../../../test/sessions.js";
import { hashToken, newToken } from "../../auth/session.js";
import type { Context } from "../../context.js";
import { messages } from "../../messages.js";
import { fileUrl, saveUpload } from "../../services/files/files.js";
import { encodeGlobalID } from "../global-id.js";

// Identity documents through the real schema: the holder submits, lists and resubmits; an admin
// verifies and rejects; nobody else reads a document or its file, not even the employer of a job
// the holder applied to.

let t: TestApp;
let worker: Awaited<ReturnType<typeof signedInWorker>>;
let stranger: Awaited<ReturnType<typeof signedInWorker>>;
let employer: Awaited<ReturnType<typeof signedInEmployer>>;
let otherEmployer: Awaited<ReturnType<typeof signedInEmployer>>;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  worker = await signedInWorker(t);
  stranger = await signedInWorker(t);
  employer = await signedInEmployer(t);
  otherEmployer = await signedInEmployer(t, { companyName: "Other Builders" });
  // The worker applied to the employer's job: the employer reads their resume, not documents.
  const job = await createJob(t.db.prisma, employer.user.id);
  await t.db.prisma.application.create({ data: { jobId: job.id, labourId: worker.user.id } });
  const admin = await t.db.prisma.admin.create({
    data: {
      username: "documents-admin",
      email: "documents-admin@example.in",
      fullName: "Documents Admin",
      passwordHash: "not-used",
      role: "ADMIN",
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
afterAll(() => t.close());

type Json = Record<string, unknown>;

const DOCUMENT_FIELDS = "id type numberLast4 status rejectionReason documentUrl reviewedAt";

const SUBMIT = `mutation Submit($input: SubmitIdentityDocumentInput!) {
  submitIdentityDocument(input: $input) {
    __typename
    ... on SubmitIdentityDocumentPayload {
      changed document { ${DOCUMENT_FIELDS} } user { isVerified }
    }
    ... on AppError { code reason message fieldErrors { field message } }
  }
}`;

const MY_DOCUMENTS = `{ viewer { isVerified identityDocuments { ${DOCUMENT_FIELDS} } } }`;

const VERIFY = `mutation Verify($id: ID!) {
  verifyIdentityDocument(id: $id) {
    __typename
    ... on ReviewIdentityDocumentPayload { document { id status } }
    ... on AppError { code message }
  }
}`;

const REJECT = `mutation Reject($id: ID!, $reason: String!) {
  rejectIdentityDocument(id: $id, reason: $reason) {
    __typename
    ... on ReviewIdentityDocumentPayload { document { id status rejectionReason } }
    ... on AppError { code message }
  }
}`;

const as = (token: string | null) => ({
  ...(token ? { token } : {}),
  headers: csrfHeaders(t),
});

async function uploadedDocument(person: { user: { id: number } }) {
  const ctx = {
    ...t.services,
    viewer: { kind: "user", id: person.user.id, userType: "LABOUR" },
  } as Context;
  const file = await saveUpload(ctx, new Blob([samples.pdf]), "DOCUMENT");
  return fileUrl(file.storageKey);
}

async function submit(token: string, input: Json) {
  const { body } = await t.graphql<{ submitIdentityDocument: Json }>(SUBMIT, { input }, as(token));
  return body.data?.submitIdentityDocument ?? (body.errors as unknown as Json);
}

describe("a worker's identity document through GraphQL", () => {
  let documentId: string;
  let documentUrl: string;

  it("is submitted pending, listed with its state, and verified by an admin", async () => {
    documentUrl = await uploadedDocument(worker);
    const submitted = await submit(worker.token, {
      type: "AADHAAR",
      number: "421674359192",
      documentUrl,
    });
    expect(submitted).toMatchObject({
      __typename: "SubmitIdentityDocumentPayload",
      changed: true,
      document: { type: "AADHAAR", numberLast4: "9192", status: "PENDING", documentUrl },
      user: { isVerified: false },
    });
    documentId = String((submitted.document as Json).id);

    const verified = await t.graphql(VERIFY, { id: documentId }, as(adminToken));
    expect(verified.body.data?.verifyIdentityDocument).toEqual({
      __typename: "ReviewIdentityDocumentPayload",
      document: { id: documentId, status: "VERIFIED" },
    });
    const mine = await t.graphql<{ viewer: Json }>(MY_DOCUMENTS, {}, as(worker.token));
    expect(mine.body.data?.viewer).toMatchObject({
      isVerified: true,
      identityDocuments: [{ id: documentId, status: "VERIFIED", rejectionReason: null }],
    });
  });

  it("answers the spec's messages as typed errors", async () => {
    const bad = await submit(worker.token, {
      type: "PAN",
      number: "ABCDE12345",
      documentUrl: await uploadedDocument(worker),
    });
    expect(bad).toMatchObject({
      __typename: "AppError",
      code: "VALIDATION",
      message: messages.panInvalid,
      fieldErrors: [{ field: "number", message: messages.panInvalid }],
    });
    const notMine = await submit(worker.token, {
      type: "PAN",
      number: "ABCPE1234F",
      documentUrl: await uploadedDocument(stranger),
    });
    expect(notMine).toMatchObject({ message: messages.fileTypeInvalid });
  });

  it("is rejected with a reason the holder reads, and resubmitted", async () => {
    const url = await uploadedDocument(stranger);
    const submitted = await submit(stranger.token, {
      type: "VOTER_ID",
      number: "XYZ7654321",
      documentUrl: url,
    });
    const id = String((submitted.document as Json).id);
    const reason = "The card's photo is cut off.";
    const rejected = await t.graphql(REJECT, { id, reason }, as(adminToken));
    expect(rejected.body.data?.rejectIdentityDocument).toMatchObject({
      document: { status: "REJECTED", rejectionReason: reason },
    });
    // Rejecting again changes nothing; verifying now is too late.
    const again = await t.graphql(REJECT, { id, reason: "Again" }, as(adminToken));
    expect(again.body.data?.rejectIdentityDocument).toMatchObject({
      document: { status: "REJECTED", rejectionReason: reason },
    });
    const late = await t.graphql(VERIFY, { id }, as(adminToken));
    expect(late.body.data?.verifyIdentityDocument).toEqual({
      __typename: "AppError",
      code: "CONFLICT",
      message: messages.documentNotPending,
    });
    const seen = await t.graphql<{ viewer: Json }>(MY_DOCUMENTS, {}, as(stranger.token));
    expect(seen.body.data?.viewer.identityDocuments).toEqual([
      expect.objectContaining({ id, status: "REJECTED", rejectionReason: reason }),
    ]);
    const resubmitted = await submit(stranger.token, {
      type: "VOTER_ID",
      documentUrl: await uploadedDocument(stranger),
    });
    expect(resubmitted).toMatchObject({
      changed: true,
      document: { status: "PENDING", numberLast4: "4321", rejectionReason: null },
    });
    // The list shows the current one only.
    const now = await t.graphql<{ viewer: Json }>(MY_DOCUMENTS, {}, as(stranger.token));
    expect(now.body.data?.viewer.identityDocuments).toEqual([
      expect.objectContaining({ id: (resubmitted.document as Json).id, status: "PENDING" }),
    ]);
  });

  it("is reviewed by admins only", async () => {
    for (const token of [worker.token, employer.token]) {
      const { body } = await t.graphql(VERIFY, { id: documentId }, as(token));
      expect(body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    }
    const visitor = await t.graphql(VERIFY, { id: documentId }, as(null));
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const wrongType = await t.graphql(VERIFY, { id: encodeGlobalID("Job", 1) }, as(adminToken));
    expect(wrongType.body.data?.verifyIdentityDocument).toEqual({
      __typename: "AppError",
      code: "BAD_REQUEST",
      message: messages.invalidTypedId({ type: "IdentityDocument" }),
    });
  });

  it("is read by its holder and admins only: node, and the file itself", async () => {
    const node = `query Node($id: ID!) { node(id: $id) { id ... on IdentityDocument { status } } }`;
    const read = async (token: string | null) =>
      (await t.graphql<{ node: Json | null }>(node, { id: documentId }, as(token))).body.data?.node;
    expect(await read(worker.token)).toEqual({ id: documentId, status: "VERIFIED" });
    expect(await read(adminToken)).toEqual({ id: documentId, status: "VERIFIED" });
    for (const token of [stranger.token, employer.token, otherEmployer.token, null]) {
      expect(await read(token)).toBeNull();
    }

    const file = (token: string | null) =>
      t.app.fetch(
        new Request(`http://localhost${documentUrl}`, {
          headers: token ? { authorization: `Bearer ${token}` } : {},
        }),
      );
    expect((await file(worker.token)).status).toBe(200);
    expect((await file(adminToken)).status).toBe(200);
    // A stranger, another employer, the employer the worker applied to, a visitor.
    expect((await file(stranger.token)).status).toBe(403);
    expect((await file(otherEmployer.token)).status).toBe(403);
    expect((await file(employer.token)).status).toBe(403);
    expect((await file(null)).status).toBe(401);
  });
});
