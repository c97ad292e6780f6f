import { extensionOf } from "@kaamsetu/shared/file-types";
import Type from "typebox";
import { isPublicFile } from "../auth/policy/files.js";
import { CONTENT_PICTURE_PURPOSES, CONTENT_PICTURES, PICTURE_SIZES } from "../constants.js";
import { fieldError, fieldFailure } from "../errors.js";
import type { FilePurpose } from "../generated/prisma/enums.js";
import { messages } from "../messages.js";
import { pictureWidthsOf, storageKeyOf } from "../services/files/files.js";
import { variantKey } from "../services/files/storage.js";
import { body, reads } from "./body.js";
import {
  bodyString,
  type FileAnswer,
  globalId,
  mutationResult,
  type ParamSpec,
  type RestInput,
  type RestRoute,
} from "./route.js";
import { field, shape } from "./shape.js";

// Uploaded files in REST.md: upload (multipart), a signed link for <img src> (POST
// /files/cache), the download itself, and an application's resume. Who may read what is
// decided by the GraphQL fields these run (graphql/types/file.ts and services/files).

const PURPOSES = ["resume", "profile_picture", "document"] as const;

/** Every width a stored picture has (profile pictures' and the content pictures'). */
const PICTURE_WIDTHS = [
  ...new Set<number>([
    ...PICTURE_SIZES,
    ...Object.values(CONTENT_PICTURES).flatMap((picture) => picture.widths),
  ]),
];

const FILE_FIELDS = "url contentType size purpose";

interface GraphQLStoredFile {
  url: string;
  contentType: string;
  size: number;
  purpose: string;
}

/** The multipart form's `file` and `purpose` as the mutation's variables. */
function uploadVariables(input: RestInput) {
  return formVariables(input, PURPOSES, () => fieldError("purpose", "filePurposeInvalid"));
}

function formVariables({ body }: RestInput, purposes: readonly string[], invalid: () => Error) {
  const form = body instanceof FormData ? body : null;
  const file = form?.get("file");
  if (!file || typeof file === "string") throw fieldError("file", "required");
  const purpose = form?.get("purpose");
  if (typeof purpose !== "string" || purpose.trim() === "") {
    throw fieldError("purpose", "required");
  }
  const normalized = purpose.trim().toLowerCase();
  if (!purposes.includes(normalized)) throw invalid();
  return { file, purpose: normalized.toUpperCase() };
}

function download(
  file: GraphQLStoredFile | null | undefined,
  name: string,
  size?: number,
): FileAnswer | null {
  const storageKey = file ? storageKeyOf(file.url) : null;
  if (!file || !storageKey) return null;
  const extension = extensionOf(file.contentType) ?? "bin";
  const filename = `${name}.${extension}`;
  const purpose = file.purpose as FilePurpose;
  const widths = pictureWidthsOf(purpose);
  if (widths.length === 0) return { storageKey, contentType: file.contentType, filename };
  // A picture: the size asked for (the largest by default, or for a size it does not have);
  // its bytes never change. The content section's are public: any cache may keep them.
  const key =
    size && size !== widths[0] && widths.includes(size) ? variantKey(storageKey, size) : storageKey;
  return {
    storageKey: key,
    contentType: file.contentType,
    filename,
    immutable: true,
    ...(isPublicFile({ purpose }) ? { public: true } : {}),
  };
}

/** Made from the signed link itself (`at` it; the path "" is the value there). */
const CacheUrl = shape({ cache_url: field(Type.String(), "") });

const Upload = shape({
  url: field(Type.String({ description: "Where the file is read, with a bearer token" })),
  content_type: field(Type.String({ description: "The type its content is" })),
  size: field(Type.Integer({ description: "Bytes" })),
});

const CONTENT_PURPOSES = CONTENT_PICTURE_PURPOSES;

const storageKey: ParamSpec = {
  type: "string",
  description: "The file's key, the last part of its url",
  maxLength: 40,
};

const CACHE_BODY = body(
  {
    url: reads(Type.String({ description: "A file's url" }), (value, name) => {
      const url = bodyString({ [name]: value }, name);
      return url?.trim() ? { value: url } : { error: fieldFailure(name, "required") };
    }),
  },
  { input: "Query.fileAccessUrl", required: ["url"], leftOut: "null" },
);

export const fileRoutes: RestRoute[] = [
  {
    method: "POST",
    path: "/files/",
    operationId: "uploadFile",
    summary:
      "Upload a resume (PDF, DOC, DOCX or a photo), profile picture (JPEG, PNG, WebP) or document (PDF or a photo); the type is read from the content",
    tag: "files",
    access: "user",
    csrf: true,
    body: "multipart",
    requestBody: {
      type: "object",
      required: ["file", "purpose"],
      properties: {
        file: { type: "string", format: "binary" },
        purpose: { type: "string", enum: PURPOSES },
      },
    },
    failures: {
      413: messages.fileTooLarge,
      422: messages.resumeTypeInvalid,
    },
    document: `mutation RestUploadFile($file: File!, $purpose: FilePurpose!) {
      ${mutationResult("uploadFile(file: $file, purpose: $purpose)", "UploadFilePayload", Upload.selection)}
    }`,
    variables: uploadVariables,
    successStatus: 201,
    answer: Upload,
    at: "result",
  },
  {
    method: "POST",
    path: "/admin/content/pictures/",
    operationId: "adminUploadContentPicture",
    summary:
      "Upload a picture for the content section (JPEG, PNG or WebP; an admin with the content section in full): a blog post's cover (content_cover: 16:9 WebP, 1200 and 600 px wide), a testimonial's photo (testimonial_photo: square, 96 and 48 px) or a partner's logo (partner_logo: fitted into 400 x 144 and 200 x 72 px). EXIF and GPS are dropped and the original is not kept. Its url is public and cached for a year (?size=<width> for the smaller one); name it in the entry's picture field, or it is removed a day after upload",
    tag: "admin",
    access: "admin",
    csrf: true,
    body: "multipart",
    requestBody: {
      type: "object",
      required: ["file", "purpose"],
      properties: {
        file: { type: "string", format: "binary" },
        purpose: { type: "string", enum: CONTENT_PURPOSES },
      },
    },
    failures: {
      413: messages.fileTooLarge,
      422: messages.fileTypeInvalid,
    },
    document: `mutation RestUploadContentPicture($file: File!, $purpose: ContentPicturePurpose!) {
      ${mutationResult("uploadContentPicture(file: $file, purpose: $purpose)", "UploadFilePayload", Upload.selection)}
    }`,
    variables: (input: RestInput) =>
      formVariables(input, CONTENT_PURPOSES, () =>
        fieldError("purpose", "choiceInvalid", { values: CONTENT_PURPOSES.join(", ") }),
      ),
    successStatus: 201,
    answer: Upload,
    at: "result",
  },
  {
    method: "POST",
    path: "/files/cache/",
    operationId: "fileCacheUrl",
    summary:
      "A signed link to a stored file that works without a bearer token for an hour (for <img src> and downloads)",
    tag: "files",
    access: "user",
    csrf: true,
    requestBody: CACHE_BODY.schema,
    failures: { 404: messages.notFound, 422: messages.required },
    document: `query RestFileCacheUrl($url: String!) { fileAccessUrl(url: $url) }`,
    variables: ({ body }: RestInput) => CACHE_BODY.parse(body),
    successStatus: 200,
    answer: CacheUrl,
    at: "fileAccessUrl",
  },
  {
    method: "GET",
    path: "/files/{key}/",
    operationId: "downloadFile",
    summary:
      "A stored file's bytes: with a bearer token for people who may read it, or with a signed link's expires and signature; the content section's pictures for anyone",
    tag: "files",
    access: "public",
    csrf: false,
    pathParams: { key: storageKey },
    query: {
      expires: {
        type: "integer",
        description: "From a signed link: when it stops working, unix seconds",
        minimum: 0,
      },
      signature: { type: "string", description: "From a signed link", maxLength: 100 },
      size: {
        type: "string",
        description:
          "For a picture: its width in px (the largest by default: a profile picture has 256 and 96, a content picture its purpose's widths, and a width it lacks gives the largest); other files ignore it",
        enum: PICTURE_WIDTHS.map(String),
      },
    },
    failures: {
      401: messages.unauthorized,
      403: messages.permissionDenied,
      404: messages.notFound,
    },
    document: `query RestDownloadFile($key: String!, $expires: Float, $signature: String) {
      storedFile(key: $key, expires: $expires, signature: $signature) { ${FILE_FIELDS} }
    }`,
    variables: ({ path, query }: RestInput) => ({
      key: path.key,
      expires: query.expires ?? null,
      signature: query.signature ?? null,
    }),
    download: (data, { query }) => {
      const file = data.storedFile as GraphQLStoredFile | null;
      return download(file, file?.purpose.toLowerCase() ?? "file", Number(query.size) || undefined);
    },
    successStatus: 200,
  },
  {
    method: "GET",
    path: "/applications/{id}/resume/",
    operationId: "applicationResume",
    summary: "An application's resume file (its worker, the job's employer, admins)",
    tag: "applications",
    access: "user",
    csrf: false,
    pathParams: { id: globalId("application") },
    document: `query RestApplicationResume($id: ID!) {
      applicationResume(applicationId: $id) { ${FILE_FIELDS} }
    }`,
    variables: ({ path }: RestInput) => ({ id: path.id }),
    download: (data) => download(data.applicationResume as GraphQLStoredFile | null, "resume"),
    successStatus: 200,
  },
];
