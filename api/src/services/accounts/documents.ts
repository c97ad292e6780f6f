import { authorize } from "../../auth/policy/permissions.js";
import { REJECTION_REASON_MAX_LENGTH } from "../../constants.js";
import type { AppServices, Viewer } from "../../context.js";
import { ConflictError, fieldError, NotFoundError } from "../../errors.js";
import type {
  DocumentStatus,
  IdentityDocument,
  IdentityType,
  Prisma,
} from "../../generated/prisma/client.js";
import { messages } from "../../messages.js";
import { recordAudit } from "../admin/audit.js";
import { fileUrl, requireOwnFile } from "../files/files.js";
import { isBlank } from "../input-reader.js";
import { notify } from "../notifications/notify.js";
import {
  type IdentityKind,
  identityNumberProblem,
  isValidGstin,
  normaliseIdentityNumber,
  parseIdentityKind,
} from "./identity.js";
import { identityNumberHash, isUniqueViolation } from "./register.js";

// Identity documents and their state (SPEC section 4: pending, verified, rejected, resubmit).
// A document of a kind is a chain: each submission is a new row pointing at the one it replaces
// (replacesId), so the row an admin reviewed never changes under them; the head of the chain (no
// row replaces it) is the document's current state. Submitting or resubmitting makes a pending
// head; an admin verifies or rejects (with a reason) that head; the holder hears of either, and
// the account's verified badge (users.account_state VERIFIED) follows the heads:
//   - a worker: one identity document (Aadhaar, PAN, voter ID or driving licence) verified;
//   - an employer: the same, and when the business profile gives a GST number, its GSTIN
//     document verified too.
// A blocked account stays blocked. Every change locks the holder's users row first, so changes
// to one person's documents (a submission, two admins' reviews) take turns.

/** A document's kind: an identity document of registration's, or an employer's GSTIN. */
export type DocumentKind = IdentityKind | "GSTIN";

const PERSONAL_KINDS: readonly IdentityType[] = ["AADHAAR", "PAN", "VOTER_ID", "DRIVING_LICENCE"];

export function parseDocumentKind(raw: unknown): DocumentKind | null {
  if (typeof raw === "string" && raw.trim().toUpperCase() === "GSTIN") return "GSTIN";
  return parseIdentityKind(raw);
}

/** What a person submits: the kind, the document's number and the uploaded file (purpose document). */
export interface DocumentSubmission {
  type: unknown;
  /** Left out: the number given before for a document of this kind (at registration, say). */
  number?: unknown;
  documentUrl: unknown;
}

/** The input's field names that errors name (REST's snake_case). */
export interface DocumentFields {
  type: string;
  number: string;
  documentUrl: string;
}

const DEFAULT_FIELDS: DocumentFields = {
  type: "identity_type",
  number: "identity_number",
  documentUrl: "document_url",
};

export interface SubmittedDocument {
  document: IdentityDocument;
  /** False when the same file and number were already the current document: nothing changed. */
  changed: boolean;
}

type Tx = Prisma.TransactionClient;

/** Holds the person's users row to the end of the transaction; false when there is none. */
async function lockHolder(tx: Tx, userId: number): Promise<boolean> {
  const rows = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
  return rows.length > 0;
}

/** The current document of each kind the person has: the heads of their chains. */
const HEAD: Prisma.IdentityDocumentWhereInput = { resubmission: { is: null } };

function currentOf(tx: Tx, userId: number, type: IdentityType) {
  return tx.identityDocument.findFirst({
    where: { userId, type, ...HEAD },
    orderBy: { id: "desc" },
  });
}

function numberProblem(kind: DocumentKind, number: string) {
  if (kind === "GSTIN") return isValidGstin(number) ? null : "gstinInvalid";
  return identityNumberProblem(kind, number);
}

/**
 * Submits (or resubmits) `userId`'s document inside the caller's transaction `tx`: the kind, its
 * number (checked as registration checks it, kept only as a keyed hash and its last four) and a
 * file the person uploaded with purpose document. It becomes the pending head of its kind,
 * replacing whatever was there (a rejected one, or a pending or verified one the person changes);
 * the same file and number again change nothing. Errors name `fields` (the caller's input).
 */
export async function submitIdentityDocument(
  services: Pick<AppServices, "secretKey">,
  tx: Tx,
  userId: number,
  input: DocumentSubmission,
  fields: DocumentFields = DEFAULT_FIELDS,
): Promise<SubmittedDocument> {
  const kind = isBlank(input.type) ? null : parseDocumentKind(input.type);
  if (isBlank(input.type)) throw fieldError(fields.type, "required");
  if (!kind) throw fieldError(fields.type, "documentTypeInvalid");
  if (typeof input.documentUrl !== "string" || isBlank(input.documentUrl)) {
    throw fieldError(fields.documentUrl, "required");
  }
  let number: string | null = null;
  if (!isBlank(input.number)) {
    if (typeof input.number !== "string") throw fieldError(fields.number, "invalidRequest");
    number = normaliseIdentityNumber(input.number);
    const problem = numberProblem(kind, number);
    if (problem) throw fieldError(fields.number, problem);
  }
  if (!(await lockHolder(tx, userId))) throw new NotFoundError();
  const file = await requireOwnFile(tx, userId, input.documentUrl, "DOCUMENT", fields.documentUrl);
  const url = fileUrl(file.storageKey);
  const current = await currentOf(tx, userId, kind);
  // A GSTIN certificate left without its number is for the GST number the business profile
  // already gives: the employer is not made to type it again.
  if (!number && !current && kind === "GSTIN") {
    const profile = await tx.employerProfile.findUnique({
      where: { userId },
      select: { gstNumber: true },
    });
    if (profile?.gstNumber) number = normaliseIdentityNumber(profile.gstNumber);
  }
  const numberHash = number ? identityNumberHash(services.secretKey, kind, number) : null;
  if (!numberHash && !current) throw fieldError(fields.number, "required");
  const sameNumber = !numberHash || numberHash === current?.numberHash;
  if (current && current.status !== "REJECTED" && current.documentUrl === url && sameNumber) {
    return { document: current, changed: false };
  }
  // A verified number stays verified: a new file for it has nothing to add (and one number has
  // one verified row, a unique index). A different number starts again.
  if (current?.status === "VERIFIED" && sameNumber) {
    throw new ConflictError("documentAlreadyVerified");
  }
  const document = await tx.identityDocument.create({
    data: {
      userId,
      type: kind,
      numberHash: numberHash ?? current?.numberHash ?? "",
      numberLast4: number ? number.slice(-4) : (current?.numberLast4 ?? ""),
      documentUrl: url,
      replacesId: current?.id ?? null,
    },
  });
  await refreshAccountVerification(tx, userId);
  return { document, changed: true };
}

/** Whether the person's current documents earn the verified badge (the rule at the top). */
function earnsBadge(
  userType: "LABOUR" | "EMPLOYER",
  gstNumber: string | null,
  current: { type: IdentityType; status: DocumentStatus }[],
): boolean {
  const verified = (type: IdentityType) =>
    current.some((document) => document.type === type && document.status === "VERIFIED");
  if (!PERSONAL_KINDS.some(verified)) return false;
  return userType === "LABOUR" || !gstNumber || verified("GSTIN");
}

/**
 * Sets users.account_state from the person's current documents: VERIFIED when they earn the
 * badge, back to ACTIVE when a verified account no longer does; BLOCKED (and PENDING, an admin's)
 * stay as they are unless the badge is earned. Inside the transaction of the change; the profile
 * update calls it too when an employer's GST number changes.
 */
export async function refreshAccountVerification(tx: Tx, userId: number): Promise<void> {
  const user = await tx.user.findUnique({
    where: { id: userId },
    select: {
      userType: true,
      accountState: true,
      employerProfile: { select: { gstNumber: true } },
      identityDocuments: { where: HEAD, select: { type: true, status: true } },
    },
  });
  if (!user || user.accountState === "BLOCKED") return;
  const earned = earnsBadge(
    user.userType,
    user.employerProfile?.gstNumber ?? null,
    user.identityDocuments,
  );
  const next = earned ? "VERIFIED" : user.accountState === "VERIFIED" ? "ACTIVE" : null;
  if (next && next !== user.accountState) {
    await tx.user.update({ where: { id: userId }, data: { accountState: next } });
  }
}

/** What a review needs: the database, and the reviewing admin's address for the audit log. */
type Reviewing = Pick<AppServices, "prisma"> & { clientAddress?: string | null };

type Review = { to: "VERIFIED" } | { to: "REJECTED"; reason: string };

function parseReason(raw: unknown): string {
  const reason = typeof raw === "string" ? raw.trim() : "";
  if (!reason) throw fieldError("reason", "required");
  if (reason.length > REJECTION_REASON_MAX_LENGTH) {
    throw fieldError("reason", "maxLength", { count: REJECTION_REASON_MAX_LENGTH });
  }
  return reason;
}

/**
 * An admin's decision on a pending current document, in one transaction with the holder's
 * notification, the audit log row and the badge. Deciding what is already decided the same way
 * changes nothing (two admins verifying at once: one verifies, the other finds it verified); the
 * other way, or on a document since replaced, is 409 'This document has already been reviewed'.
 */
async function review(
  services: Reviewing,
  reviewer: Viewer | null,
  documentId: number,
  decision: Review,
): Promise<IdentityDocument> {
  const adminId = authorize(reviewer, "document.review");
  return services.prisma
    .$transaction(async (tx) => {
      const found = await tx.identityDocument.findUnique({
        where: { id: documentId },
        select: { userId: true },
      });
      if (!found) throw new NotFoundError();
      await lockHolder(tx, found.userId);
      const document = await tx.identityDocument.findUnique({
        where: { id: documentId },
        include: { resubmission: { select: { id: true } } },
      });
      if (!document) throw new NotFoundError();
      const { resubmission, ...row } = document;
      if (row.status === decision.to && !resubmission) return row;
      if (row.status !== "PENDING" || resubmission) throw new ConflictError("documentNotPending");
      if (!row.documentUrl) throw new ConflictError("documentNotUploaded");
      if (decision.to === "VERIFIED") {
        // One verified holder per number (a unique index): another account has it already.
        const holder = await tx.identityDocument.findFirst({
          where: { type: row.type, numberHash: row.numberHash, status: "VERIFIED" },
          select: { id: true },
        });
        if (holder) throw new ConflictError("documentNumberVerifiedElsewhere");
      }
      const reviewed = await tx.identityDocument.update({
        where: { id: documentId },
        data: {
          status: decision.to,
          rejectionReason: decision.to === "REJECTED" ? decision.reason : null,
          reviewedById: adminId,
          reviewedAt: new Date(),
        },
      });
      const name = messages.documentNames[row.type];
      await notify(tx, [
        decision.to === "VERIFIED"
          ? {
              userId: row.userId,
              type: "DOCUMENT_STATUS",
              title: messages.documentVerifiedTitle,
              message: messages.documentVerifiedMessage(name),
              data: { documentId },
              kind: "DOCUMENT_VERIFIED",
              params: { document: row.type },
            }
          : {
              userId: row.userId,
              type: "DOCUMENT_STATUS",
              title: messages.documentRejectedTitle,
              message: messages.documentRejectedMessage(name, decision.reason),
              data: { documentId },
              kind: "DOCUMENT_REJECTED",
              params: { document: row.type, reason: decision.reason },
            },
      ]);
      await recordAudit(
        tx,
        { adminId, ipAddress: services.clientAddress ?? null },
        {
          action: decision.to === "VERIFIED" ? "document.verify" : "document.reject",
          targetType: "identity_document",
          targetId: documentId,
          before: { status: row.status },
          after: { status: reviewed.status },
          details: decision.to === "REJECTED" ? { reason: decision.reason } : {},
        },
      );
      await refreshAccountVerification(tx, row.userId);
      return reviewed;
    })
    .catch((error: unknown) => {
      // Two accounts' documents of one number verified at the same moment: the index decides.
      if (isUniqueViolation(error, "identity_documents_verified_number_key")) {
        throw new ConflictError("documentNumberVerifiedElsewhere");
      }
      throw error;
    });
}

/** An admin verifies a pending document (see review). */
export function verifyIdentityDocument(
  services: Reviewing,
  reviewer: Viewer | null,
  documentId: number,
): Promise<IdentityDocument> {
  return review(services, reviewer, documentId, { to: "VERIFIED" });
}

/** An admin rejects a pending document with a reason the holder reads (see review). */
export async function rejectIdentityDocument(
  services: Reviewing,
  reviewer: Viewer | null,
  documentId: number,
  reason: unknown,
): Promise<IdentityDocument> {
  const why = parseReason(reason);
  return review(services, reviewer, documentId, { to: "REJECTED", reason: why });
}

/** The signed-in person's own submission, in its own transaction (the GraphQL mutation). */
export async function submitOwnIdentityDocument(
  services: Pick<AppServices, "prisma" | "secretKey">,
  viewer: Viewer | null,
  input: DocumentSubmission,
): Promise<SubmittedDocument> {
  const userId = authorize(viewer, "document.submit");
  return services.prisma.$transaction((tx) =>
    submitIdentityDocument(services, tx, userId, input, {
      type: "type",
      number: "number",
      documentUrl: "document_url",
    }),
  );
}
