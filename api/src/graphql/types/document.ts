import { whereAllowed } from "../../auth/policy/permissions.js";
import { DocumentStatus } from "../../generated/prisma/enums.js";
import {
  rejectIdentityDocument,
  type SubmittedDocument,
  submitOwnIdentityDocument,
  verifyIdentityDocument,
} from "../../services/accounts/documents.js";
import { signedLink } from "../../services/files/files.js";
import { builder } from "../builder.js";
import { localId } from "../global-id.js";
import { nodePayload, resultUnion } from "../payload.js";
import { IdentityTypeEnum } from "./enums.js";
import { User } from "./user.js";

// Identity documents (services/accounts/documents.ts): the holder's current ones on their User
// with their state and a rejection's reason, submitting and resubmitting; verifying and rejecting
// for admins (their screens are the back office's). Only the holder and admins read one.

export const DocumentStatusEnum = builder.enumType(DocumentStatus, {
  name: "DocumentStatus",
  description: "Pending until an admin verifies or rejects it; a rejected one can be resubmitted.",
});

export const IdentityDocument = builder.prismaNode("IdentityDocument", {
  id: { field: "id" },
  nullable: true,
  description: "An identity or business document and its review; its holder's and admins' only.",
  authScopes: (document) => ({ can: ["document.read", document] }),
  // node(id:) finds only what the viewer may read, so another person's id reads as missing.
  findUnique: (id, ctx) => ({
    id: Number(id),
    AND: [whereAllowed(ctx.viewer, "document.read")],
  }),
  fields: (t) => ({
    type: t.expose("type", { type: IdentityTypeEnum }),
    numberLast4: t.exposeString("numberLast4", {
      description: "The number's last four characters; the number itself is not kept.",
    }),
    status: t.expose("status", { type: DocumentStatusEnum }),
    rejectionReason: t.exposeString("rejectionReason", {
      nullable: true,
      description: "Why an admin rejected it, for the holder to put right.",
    }),
    documentUrl: t.exposeString("documentUrl", {
      nullable: true,
      description:
        "The uploaded file's address (GET /api/v1/files/{key}/ with a bearer token); null when only the number was given (at registration).",
    }),
    documentDownloadUrl: t.string({
      nullable: true,
      description: "A short-lived link to the file, no bearer token needed.",
      resolve: (document, _args, ctx) => signedLink(ctx, document.documentUrl),
    }),
    submittedAt: t.expose("submittedAt", { type: "DateTime" }),
    reviewedAt: t.expose("reviewedAt", { type: "DateTime", nullable: true }),
  }),
});

builder.prismaObjectFields("User", (t) => ({
  identityDocuments: t.relation("identityDocuments", {
    type: IdentityDocument,
    description:
      "The current document of each kind (a resubmission replaces the one before): at most one per kind, so a list.",
    query: { where: { resubmission: { is: null } }, orderBy: { id: "asc" } },
  }),
}));

const SubmitIdentityDocumentInput = builder.inputType("SubmitIdentityDocumentInput", {
  fields: (t) => ({
    type: t.field({ type: IdentityTypeEnum, required: true }),
    number: t.string({
      description:
        "The document's number, checked as registration checks it; leave it out to keep the number given before for this kind.",
    }),
    documentUrl: t.string({
      required: true,
      description: "The url of the holder's own upload with purpose DOCUMENT.",
    }),
  }),
});

const SubmitIdentityDocumentPayload = builder
  .objectRef<SubmittedDocument & { userId: number }>("SubmitIdentityDocumentPayload")
  .implement({
    fields: (t) => ({
      document: t.prismaField({
        type: IdentityDocument,
        nullable: false,
        resolve: (query, payload, _args, ctx) =>
          ctx.prisma.identityDocument.findUniqueOrThrow({
            ...query,
            where: { id: payload.document.id },
          }),
      }),
      changed: t.exposeBoolean("changed", {
        description: "False when this file and number were already the current document.",
      }),
      user: t.prismaField({
        type: User,
        nullable: false,
        description: "The holder, whose verified badge and completion may have changed.",
        resolve: (query, payload, _args, ctx) =>
          ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: payload.userId } }),
      }),
    }),
  });

const ReviewIdentityDocumentPayload = nodePayload(
  "ReviewIdentityDocumentPayload",
  "document",
  IdentityDocument,
);

const documentLocalId = (raw: string | number) => localId(String(raw), "IdentityDocument");

builder.mutationFields((t) => ({
  submitIdentityDocument: t.field({
    type: SubmitIdentityDocumentPayload,
    description:
      "Submits an identity document, or resubmits a rejected one: it becomes pending until an admin reviews it.",
    authScopes: { can: "document.submit" },
    errors: resultUnion("SubmitIdentityDocumentResult"),
    args: { input: t.arg({ type: SubmitIdentityDocumentInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const submitted = await submitOwnIdentityDocument(ctx, ctx.viewer, input);
      return { ...submitted, userId: submitted.document.userId };
    },
  }),
  verifyIdentityDocument: t.field({
    type: ReviewIdentityDocumentPayload,
    description: "An admin verifies a pending document; its holder is told.",
    skipTypeScopes: true,
    authScopes: { can: "document.review" },
    errors: resultUnion("VerifyIdentityDocumentResult"),
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => ({
      document: await verifyIdentityDocument(ctx, ctx.viewer, documentLocalId(id)),
    }),
  }),
  rejectIdentityDocument: t.field({
    type: ReviewIdentityDocumentPayload,
    description:
      "An admin rejects a pending document with a reason its holder reads; they may resubmit.",
    skipTypeScopes: true,
    authScopes: { can: "document.review" },
    errors: resultUnion("RejectIdentityDocumentResult"),
    args: {
      id: t.arg.id({ required: true }),
      reason: t.arg.string({ required: true }),
    },
    resolve: async (_root, { id, reason }, ctx) => ({
      document: await rejectIdentityDocument(ctx, ctx.viewer, documentLocalId(id), reason),
    }),
  }),
}));
