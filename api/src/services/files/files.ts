import { createHmac, timingSafeEqual } from "node:crypto";
import { canReadFile, canUploadFile, isPublicFile } from "../../auth/policy/files.js";
import { authorize } from "../../auth/policy/permissions.js";
import {
  CONTENT_PICTURE_PURPOSES,
  CONTENT_PICTURES,
  type ContentPicturePurpose,
  FILE_URL_TTL_SECONDS,
  PICTURE_SIZES,
} from "../../constants.js";
import type { AppServices, Context } from "../../context.js";
import {
  ForbiddenError,
  fieldError,
  NotFoundError,
  PayloadTooLargeError,
  UnauthenticatedError,
} from "../../errors.js";
import type { Prisma, StoredFile } from "../../generated/prisma/client.js";
import type { FilePurpose } from "../../generated/prisma/enums.js";
import { log } from "../../log.js";
import { type Actor, actorFor, recordAudit } from "../admin/audit.js";
import {
  PICTURE_CONTENT_TYPE,
  PICTURE_EXTENSION,
  reencodeContentPicture,
  reencodePicture,
} from "./images.js";
import { ALLOWED_TYPES, sniffType } from "./sniff.js";
import { type FileStorage, newStorageKey, STORAGE_KEY_PATTERN, variantKey } from "./storage.js";

// Uploaded files: resumes, profile pictures, identity and business documents, and the content
// section's pictures (admins'). A file is kept only when its content is a type its purpose
// allows, and read only by people entitled to it (auth/policy/files.ts: the content pictures by
// anyone). Links for <img src> and downloads carry a short-lived signature instead of a bearer
// token.

/** The stable form of a file's address; the key is random, so it tells nothing by itself. */
export const FILE_URL_PREFIX = "/api/v1/files/";

export const fileUrl = (storageKey: string) => `${FILE_URL_PREFIX}${storageKey}/`;

const FILE_URL =
  /^(?:https?:\/\/[^/?#]+)?\/api\/v1\/files\/([0-9a-f]{32}\.[a-z]{3,4})\/?(?:[?#].*)?$/;

/** The storage key a file URL names, or null when it is not one of ours. */
export function storageKeyOf(url: string): string | null {
  const key = FILE_URL.exec(url.trim())?.[1] ?? null;
  return key && STORAGE_KEY_PATTERN.test(key) ? key : null;
}

/** The Prisma client, or a transaction's. */
type Db = Pick<Prisma.TransactionClient, "storedFile">;

/**
 * The file stored under `storageKey`, or null; an erased account's file (its row marked until its
 * bytes are gone: services/privacy/erasure.ts) is no file to any reader, however signed.
 */
export async function findLiveFile(prisma: Db, storageKey: string): Promise<StoredFile | null> {
  const file = await prisma.storedFile.findUnique({ where: { storageKey } });
  return file && !file.erasedAt ? file : null;
}

export function findFileByUrl(prisma: Db, url: string): Promise<StoredFile | null> {
  const storageKey = storageKeyOf(url);
  return storageKey ? findLiveFile(prisma, storageKey) : Promise.resolve(null);
}

const typeMessage = (purpose: FilePurpose) =>
  purpose === "RESUME" ? "resumeTypeInvalid" : "fileTypeInvalid";

/** The files an upload may be: a web File, or anything shaped like one (yoga's). */
export interface UploadedFile {
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** What is stored for one file: its bytes under their keys, its type and its size. */
interface Stored {
  parts: { key: string; bytes: Uint8Array; contentType: string }[];
  contentType: string;
  size: number;
}

/** The content picture `purpose` is (CONTENT_PICTURES' key), or null for a user's file. */
export function contentPictureOf(purpose: FilePurpose): ContentPicturePurpose | null {
  const key = purpose.toLowerCase();
  return key in CONTENT_PICTURES ? (key as ContentPicturePurpose) : null;
}

/**
 * The widths (px) a picture of `purpose` is stored in, largest first: its key holds the first,
 * variantKey the others. Empty for files kept as they came (resumes, documents).
 */
export function pictureWidthsOf(purpose: FilePurpose): readonly number[] {
  if (purpose === "PROFILE_PICTURE") return PICTURE_SIZES;
  const content = contentPictureOf(purpose);
  return content ? CONTENT_PICTURES[content].widths : [];
}

/**
 * The bytes to store for an upload of `purpose` whose content is `type`: documents and resumes
 * as they came; a picture re-encoded (images.ts), its largest size under the file's key and each
 * smaller one beside it (variantKey).
 */
async function toStore(
  purpose: FilePurpose,
  bytes: Uint8Array,
  type: { contentType: string; extension: string },
): Promise<Stored> {
  const content = contentPictureOf(purpose);
  if (purpose !== "PROFILE_PICTURE" && !content) {
    const key = newStorageKey(type.extension);
    return {
      parts: [{ key, bytes, contentType: type.contentType }],
      contentType: type.contentType,
      size: bytes.length,
    };
  }
  const variants = content
    ? await reencodeContentPicture(bytes, content)
    : await reencodePicture(bytes);
  const key = newStorageKey(PICTURE_EXTENSION);
  const [largest] = variants;
  return {
    parts: variants.map((variant) => ({
      key: variant === largest ? key : variantKey(key, variant.size),
      bytes: variant.bytes,
      contentType: PICTURE_CONTENT_TYPE,
    })),
    contentType: PICTURE_CONTENT_TYPE,
    size: largest?.bytes.length ?? 0,
  };
}

/** Every key storage holds for a file: its own, and a picture's smaller sizes. */
export function storedKeysOf(file: Pick<StoredFile, "storageKey" | "purpose">): string[] {
  const [, ...smaller] = pictureWidthsOf(file.purpose);
  return [file.storageKey, ...smaller.map((size) => variantKey(file.storageKey, size))];
}

/** Removes a file's bytes (every key of it); what is already gone is fine. */
export async function deleteStoredBytes(storage: FileStorage, keys: readonly string[]) {
  await Promise.all(keys.map((key) => storage.delete(key)));
}

/**
 * Stores an upload of a signed-in user: the bytes first, then the row; when the row cannot be
 * written the bytes go again, so no stored file is without its row for long. The content
 * section's pictures are not a user's to upload (saveContentPicture).
 */
export async function saveUpload(
  ctx: Context,
  file: UploadedFile,
  purpose: FilePurpose,
): Promise<StoredFile> {
  const ownerId = authorize(ctx.viewer, "file.upload");
  if (!canUploadFile(ctx.viewer, purpose)) throw new ForbiddenError();
  return storeUpload(ctx, file, purpose, (db, row) => db.storedFile.create({ data: row }), {
    ownerId,
  });
}

/**
 * Stores a picture for the content section (a blog post's cover, a testimonial's photo, a
 * partner's logo): an admin with content.edit; re-encoded for where it is shown; no owner (admins
 * are not users); public. Audited with the row, in its transaction: who uploaded which file, of
 * what size, never its bytes. The entry that then names it is audited when it is saved.
 */
export async function saveContentPicture(
  ctx: Context,
  file: UploadedFile,
  purpose: FilePurpose,
): Promise<StoredFile> {
  const actor: Actor = actorFor(ctx, "content.edit");
  if (!contentPictureOf(purpose)) {
    throw fieldError("purpose", "choiceInvalid", { values: CONTENT_PICTURE_PURPOSES.join(", ") });
  }
  return storeUpload(
    ctx,
    file,
    purpose,
    (db, row) =>
      db.$transaction(async (tx) => {
        const created = await tx.storedFile.create({ data: row });
        await recordAudit(tx, actor, {
          action: "file.upload",
          targetType: "file",
          targetId: created.id,
          after: {
            purpose: created.purpose,
            url: fileUrl(created.storageKey),
            contentType: created.contentType,
            size: created.size,
          },
        });
        return created;
      }),
    { ownerId: null },
  );
}

/** The checks, the bytes stored, then the row written by `create`. */
async function storeUpload(
  ctx: Context,
  file: UploadedFile,
  purpose: FilePurpose,
  create: (
    db: Context["prisma"],
    row: Prisma.StoredFileUncheckedCreateInput,
  ) => Promise<StoredFile>,
  { ownerId }: { ownerId: number | null },
): Promise<StoredFile> {
  const max = ctx.config.uploadMaxBytes;
  if (file.size > max) throw new PayloadTooLargeError("fileTooLarge");
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length > max) throw new PayloadTooLargeError("fileTooLarge");
  if (bytes.length === 0) throw fieldError("file", "required");
  const type = sniffType(bytes);
  if (!type || !ALLOWED_TYPES[purpose].includes(type)) {
    throw fieldError("file", typeMessage(purpose));
  }
  const stored = await toStore(purpose, bytes, type);
  const keys = stored.parts.map((part) => part.key);
  try {
    await Promise.all(
      stored.parts.map((part) => ctx.storage.put(part.key, part.bytes, part.contentType)),
    );
    return await create(ctx.prisma, {
      ownerId,
      purpose,
      storageKey: keys[0] ?? "",
      contentType: stored.contentType,
      size: stored.size,
    });
  } catch (error) {
    await deleteStoredBytes(ctx.storage, keys).catch((cause: unknown) => {
      log.warn("could not remove an upload whose row failed", { keys, cause: String(cause) });
    });
    throw error;
  }
}

/**
 * The file at `url` when `ownerId` uploaded it for `purpose`; otherwise the resume message as a
 * 422, so nobody can attach a file that is not theirs (or not a resume) to an application.
 */
export async function requireOwnFile(
  prisma: Db,
  ownerId: number,
  url: string,
  purpose: FilePurpose,
  field = "resume_url",
): Promise<StoredFile> {
  const file = await findFileByUrl(prisma, url);
  if (!file || file.ownerId !== ownerId || file.purpose !== purpose) {
    throw fieldError(field, typeMessage(purpose));
  }
  return file;
}

/**
 * `url` checked for a content row's picture of `purpose`: an address of one of our files must be
 * a content picture of that purpose, written as fileUrl writes it (what the upload answered);
 * any other address is the caller's to judge (a typed path of this site stays as it was).
 * Answers whether it names such a file.
 */
export async function checkContentPictureUrl(
  prisma: Db,
  url: string | null,
  purpose: FilePurpose,
  field: string,
): Promise<boolean> {
  const key = url ? storageKeyOf(url) : null;
  if (!url || !key) return false;
  const file = url === fileUrl(key) ? await findFileByUrl(prisma, url) : null;
  if (!file || file.purpose !== purpose) throw fieldError(field, "urlInvalid");
  return true;
}

function signature(secretKey: string, storageKey: string, expires: number): string {
  return createHmac("sha256", secretKey)
    .update(`file:${storageKey}:${expires}`)
    .digest("base64url");
}

/**
 * A link to the file that works without a bearer token until it expires: at least `ttlSeconds`
 * from now, at most twice that. Links made within one such period are the same link, so a
 * browser's cache (pictures are cached for long) answers the next page's <img src> itself.
 */
export function signedFileUrl(
  services: Pick<AppServices, "secretKey">,
  storageKey: string,
  ttlSeconds: number = FILE_URL_TTL_SECONDS,
  now: number = Date.now(),
): string {
  const expires = (Math.floor(now / 1000 / ttlSeconds) + 2) * ttlSeconds;
  const signed = signature(services.secretKey, storageKey, expires);
  return `${fileUrl(storageKey)}?expires=${expires}&signature=${signed}`;
}

/**
 * The file at `url` as a signed link, for a reader already entitled to it (one who can read the
 * application it belongs to); an address that is not one of our files passes through.
 */
export function signedLink(
  services: Pick<AppServices, "secretKey">,
  url: string | null,
): string | null {
  if (!url) return null;
  const key = storageKeyOf(url);
  return key ? signedFileUrl(services, key) : url;
}

/** Whether `expires`/`signature` (from a signed link) let anyone read `storageKey` now. */
export function isValidFileSignature(
  services: Pick<AppServices, "secretKey">,
  storageKey: string,
  expires: number | null | undefined,
  given: string | null | undefined,
  now: number = Date.now(),
): boolean {
  if (!given || typeof expires !== "number" || !Number.isSafeInteger(expires)) return false;
  if (expires * 1000 <= now) return false;
  const expected = Buffer.from(signature(services.secretKey, storageKey, expires));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * The file for a download: with a valid signature anyone may read it; otherwise the viewer must
 * be entitled. Unknown keys are 404; a bad or expired signature without a viewer is 403.
 */
export async function readableFile(
  ctx: Context,
  storageKey: string,
  signed: { expires?: number | null; signature?: string | null } = {},
): Promise<StoredFile> {
  const file = STORAGE_KEY_PATTERN.test(storageKey)
    ? await findLiveFile(ctx.prisma, storageKey)
    : null;
  // The content section's pictures are on public pages: anyone reads them.
  if (file && isPublicFile(file)) return file;
  if (isValidFileSignature(ctx, storageKey, signed.expires, signed.signature)) {
    if (!file) throw new NotFoundError();
    return file;
  }
  if (!ctx.viewer) {
    if (signed.signature) throw new ForbiddenError();
    throw new UnauthenticatedError();
  }
  if (!file) throw new NotFoundError();
  if (!(await canReadFile(ctx.prisma, ctx.viewer, file))) throw new ForbiddenError();
  return file;
}

/** A signed link to the file at `url` for a viewer entitled to it (POST /files/cache). */
export async function fileAccessUrl(ctx: Context, url: string): Promise<string> {
  authorize(ctx.viewer, "file.read");
  const file = await findFileByUrl(ctx.prisma, url);
  if (!file) throw new NotFoundError();
  if (!(await canReadFile(ctx.prisma, ctx.viewer, file))) throw new ForbiddenError();
  return signedFileUrl(ctx, file.storageKey);
}
