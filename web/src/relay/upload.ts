import type { ErrorReason } from "@kaamsetu/shared/error-messages";
import {
  FILE_TYPES,
  FILE_TYPES_BY_PURPOSE,
  type FilePurposeName,
} from "@kaamsetu/shared/file-types";
import { UPLOAD_MAX_BYTES_DEFAULT, UPLOAD_TIMEOUT_MS } from "../config";
import { clearCsrfToken, csrfToken, isCsrfRejection } from "../session/csrf";
import { rejectSession, sessionToken } from "../session/session";

// Uploading a resume, a profile picture or a document: POST /api/v1/files/ as a multipart form;
// an admin's picture for the content section: POST /api/v1/admin/content/pictures/, the same way.
// The server reads the type from the content and has the last word on the size; the pre-check
// here only spares a worker sending 5 MB over mobile data to hear "too large".

export type UploadPurpose = FilePurposeName;

/** Where an admin uploads the content section's pictures (with the admin's token). */
export const CONTENT_PICTURE_UPLOAD_PATH = "/api/v1/admin/content/pictures/";

export interface UploadedFile {
  /** Where the file is read (with a bearer token); what forms send as resume_url and so on. */
  url: string;
  contentType: string;
  size: number;
}

/** The types `purpose` takes, as the server allows them. Resumes may be photos of paper. */
const uploadTypes = (purpose: UploadPurpose): readonly string[] =>
  FILE_TYPES_BY_PURPOSE[purpose].map((file) => file.contentType);

/** The extensions a file of each content type is commonly named with. */
const EXTENSIONS: Record<string, readonly string[]> = Object.fromEntries(
  FILE_TYPES.map((file) => [file.contentType, file.extensions]),
);

/** The `accept` attribute of a file input for `purpose`: types and their extensions. */
export function uploadAccept(purpose: UploadPurpose): string {
  return uploadTypes(purpose)
    .flatMap((type) => [type, ...(EXTENSIONS[type] ?? [])])
    .join(",");
}

/** A problem found before uploading, or a refusal: its reason in the errors namespace. */
export type UploadProblem = Extract<
  ErrorReason,
  "fileTooLarge" | "fileTypeInvalid" | "resumeTypeInvalid"
>;

/** The type a purpose refuses, as the server words it. */
const typeInvalid = (purpose: UploadPurpose): UploadProblem =>
  purpose === "resume" ? "resumeTypeInvalid" : "fileTypeInvalid";

/**
 * What is wrong with `file` before it is sent, or null. The type is judged by the name and the
 * browser's MIME guess; a file that passes can still be refused by the server, which reads it.
 */
export function checkUpload(
  file: Pick<File, "name" | "type" | "size">,
  purpose: UploadPurpose,
  maxBytes: number = UPLOAD_MAX_BYTES_DEFAULT,
): UploadProblem | null {
  const allowed = uploadTypes(purpose);
  const name = file.name.toLowerCase();
  const byType = file.type !== "" && allowed.includes(file.type);
  const byName = allowed.some((type) => (EXTENSIONS[type] ?? []).some((ext) => name.endsWith(ext)));
  if (!byType && !byName) {
    return typeInvalid(purpose);
  }
  if (file.size > maxBytes) return "fileTooLarge";
  return null;
}

/**
 * The server refused the upload: `message` is its `detail`; `reason` and `params` are the
 * catalogue's key and values its error body carries (lib/error-text.ts words them in the
 * reader's language), undefined when the answer had none (a proxy's error page, say).
 */
export class UploadError extends Error {
  readonly reason: string | undefined;
  readonly params: unknown;

  constructor(
    message: string,
    readonly status: number,
    body: Record<string, unknown> | null,
  ) {
    super(message);
    this.name = "UploadError";
    this.reason = typeof body?.reason === "string" ? body.reason : undefined;
    this.params = body?.params;
  }
}

/**
 * Uploads `file` for `purpose` as the signed-in user (or, with `as`, to another upload path with
 * another bearer token: an admin's). Throws UploadError with the server's detail.
 */
export async function uploadFile(
  file: File,
  purpose: UploadPurpose,
  as: { path: string; token: string | null } | null = null,
): Promise<UploadedFile> {
  const token = as ? as.token : sessionToken();
  const send = async () => {
    const csrf = await csrfToken();
    const form = new FormData();
    form.set("file", file, file.name);
    form.set("purpose", purpose);
    const response = await fetch(as?.path ?? "/api/v1/files/", {
      method: "POST",
      headers: {
        Accept: "application/json",
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(csrf ? { "X-CSRF-Token": csrf } : {}),
      },
      body: form,
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    return { response, body };
  };

  let { response, body } = await send();
  const detailOf = (value: typeof body) =>
    typeof value?.detail === "string" ? value.detail : response.statusText;
  if (isCsrfRejection(body?.reason)) {
    // An expired or rotated token: forget it, fetch a fresh one and try once more.
    clearCsrfToken();
    ({ response, body } = await send());
  }
  if (response.status === 401 && token) rejectSession(token);
  if (!response.ok || !body) throw new UploadError(detailOf(body), response.status, body);
  return {
    url: String(body.url),
    contentType: String(body.content_type),
    size: Number(body.size),
  };
}
