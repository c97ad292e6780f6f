import { GraphQLError } from "graphql";
import { CONTENT_PICTURE_PURPOSES } from "../../constants.js";
import type { StoredFile as StoredFileRow } from "../../generated/prisma/client.js";
import type { FilePurpose } from "../../generated/prisma/enums.js";
import { applicationResume } from "../../services/applications/resume.js";
import {
  fileAccessUrl,
  fileUrl,
  readableFile,
  saveContentPicture,
  saveUpload,
} from "../../services/files/files.js";
import { builder } from "../builder.js";
import { resultUnion } from "../payload.js";
import { applicationLocalId } from "./application.js";
import { FilePurposeEnum } from "./enums.js";

// Uploads (resumes, profile pictures, documents) through the GraphQL multipart request spec,
// which yoga parses into File objects; and the reads that decide who may fetch a stored file.

const isFileLike = (value: unknown): value is File =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as File).arrayBuffer === "function" &&
  typeof (value as File).size === "number";

builder.scalarType("File", {
  description: "An uploaded file: a part of a GraphQL multipart request. Input only.",
  serialize: () => {
    throw new GraphQLError("File is an input-only type");
  },
  parseValue: (value) => {
    if (!isFileLike(value)) throw new GraphQLError("Expected an uploaded file");
    return value;
  },
  parseLiteral: () => {
    throw new GraphQLError("A file can only be sent as a variable of a multipart request");
  },
});

export const StoredFileRef = builder.objectRef<StoredFileRow>("StoredFile").implement({
  description: "A file someone uploaded. Its url needs a bearer token or a signature to read.",
  fields: (t) => ({
    url: t.string({ resolve: (file) => fileUrl(file.storageKey) }),
    contentType: t.exposeString("contentType", {
      description: "The type its content is, whatever name it was uploaded with.",
    }),
    size: t.exposeInt("size", { description: "Bytes." }),
    purpose: t.field({ type: FilePurposeEnum, resolve: (file) => file.purpose }),
  }),
});

const UploadFilePayload = builder.objectRef<StoredFileRow>("UploadFilePayload").implement({
  fields: (t) => ({
    url: t.string({ resolve: (file) => fileUrl(file.storageKey) }),
    contentType: t.exposeString("contentType"),
    size: t.exposeInt("size"),
  }),
});

const ContentPicturePurposeEnum = builder.enumType("ContentPicturePurpose", {
  description:
    "What a content picture is for, which decides its sizes: a blog post's cover (16:9, 1200 and 600 px wide), a testimonial's photo (square, 96 and 48 px), a partner's logo (fitted into 400 x 144 and 200 x 72 px).",
  values: CONTENT_PICTURE_PURPOSES.map(
    (purpose) => purpose.toUpperCase() as Uppercase<typeof purpose>,
  ),
});

builder.mutationFields((t) => ({
  uploadContentPicture: t.field({
    type: UploadFilePayload,
    description:
      "Stores a picture (JPEG, PNG or WebP) for the content section: an admin with the content section in full. Re-encoded to WebP in its purpose's sizes, EXIF and GPS dropped, the original not kept; its url is public and never changes (`?size=<width>` for a smaller one). Name it in a post's coverImageUrl, a testimonial's photoUrl or a logo's logoUrl; unnamed, it is swept a day after upload. Audited.",
    skipTypeScopes: true,
    authScopes: { can: "content.edit" },
    errors: resultUnion("UploadContentPictureResult"),
    args: {
      file: t.arg({ type: "File", required: true }),
      purpose: t.arg({ type: ContentPicturePurposeEnum, required: true }),
    },
    resolve: (_root, { file, purpose }, ctx) =>
      saveContentPicture(ctx, file, purpose as FilePurpose),
  }),
  uploadFile: t.field({
    type: UploadFilePayload,
    description:
      "Stores a resume (PDF, DOC, DOCX or a photo), a profile picture (JPEG, PNG, WebP) or a document (PDF or a photo). The type is read from the content; the size limit is UPLOAD_MAX_BYTES.",
    authScopes: { can: "file.upload" },
    errors: resultUnion("UploadFileResult"),
    args: {
      file: t.arg({ type: "File", required: true }),
      purpose: t.arg({ type: FilePurposeEnum, required: true }),
    },
    resolve: (_root, { file, purpose }, ctx) => saveUpload(ctx, file, purpose),
  }),
}));

builder.queryFields((t) => ({
  fileAccessUrl: t.string({
    description:
      "A signed link to a stored file, for <img src> and downloads without a bearer token; it expires within the hour. Only for people who may read the file.",
    authScopes: { can: "file.read" },
    args: { url: t.arg.string({ required: true }) },
    resolve: (_root, { url }, ctx) => fileAccessUrl(ctx, url),
  }),
  storedFile: t.field({
    type: StoredFileRef,
    description:
      "A stored file by its key, for its download: with a valid signature for anyone, otherwise for people who may read it.",
    authScopes: { public: true },
    args: {
      key: t.arg.string({ required: true }),
      expires: t.arg.float({ description: "From a signed link: unix seconds." }),
      signature: t.arg.string({ description: "From a signed link." }),
    },
    resolve: (_root, { key, expires, signature }, ctx) =>
      readableFile(ctx, key, { expires, signature }),
  }),
  applicationResume: t.field({
    type: StoredFileRef,
    description: "An application's resume: for its worker, the job's employer and admins.",
    authScopes: { can: "application.readResume" },
    args: { applicationId: t.arg.id({ required: true }) },
    resolve: (_root, { applicationId }, ctx) =>
      applicationResume(ctx, applicationLocalId(applicationId)),
  }),
}));
