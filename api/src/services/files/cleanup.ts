import { FILE_SWEEP_GRACE_MS, FILE_SWEEP_INTERVAL_MS } from "../../constants.js";
import type { AppServices } from "../../context.js";
import type { FilePurpose } from "../../generated/prisma/enums.js";
import { log } from "../../log.js";
import { deleteStoredBytes, storedKeysOf } from "./files.js";

// Stored files nothing refers to any more: a replaced or removed resume or picture, a document
// upload whose form was never saved. They are not deleted when
// they are let go: an application may still name the old resume (the employer reads the resume
// the worker applied with), and an upload is unreferenced between its POST /files/ and the save
// that names it. A sweep deletes, a day after upload (FILE_SWEEP_GRACE_MS), what none of its
// owner's rows names: the picture, the profile's resume, any application's resume, any identity
// document (a rejected one's file stays, the review's evidence). The content section's pictures
// have no owner: they stay while any content row names them (a post's cover in any language, a
// testimonial's photo, a logo, whatever its status: a draft or an archived entry may come back),
// and a replaced or removed one goes like the rest. One statement decides and deletes the rows,
// so a row that gains a reference meanwhile is not taken; the bytes follow.
//
// A deleted account's files are not left to that: erasure (services/privacy/erasure.ts) marks
// them erased, which no read serves, and deletes their bytes once it commits, then their rows;
// the sweep tries again for any whose bytes could not be deleted then (purgeErasedFiles).

/** A file of an erased account (stored_files.erased_at set): no read serves it any more. */
export interface ErasedFile {
  storageKey: string;
  purpose: FilePurpose;
}

/** How many files one sweep takes at most; the next one takes the rest. */
const SWEEP_BATCH = 500;

/** Deletes files unreferenced and older than `olderThan`; answers how many went. */
export async function sweepUnusedFiles(
  services: Pick<AppServices, "prisma" | "storage">,
  olderThan: Date = new Date(Date.now() - FILE_SWEEP_GRACE_MS),
): Promise<number> {
  // A user's file is only ever named by its owner's rows; keys are 32 random hex characters, so
  // finding one inside a url (any of its forms: absolute, signed) names that file.
  const gone = await services.prisma.$queryRaw<{ storage_key: string; purpose: string }[]>`
    DELETE FROM stored_files WHERE id IN (
      SELECT f.id FROM stored_files f
      WHERE f.created_at < ${olderThan} AND f.erased_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM users u
          WHERE u.id = f.owner_id AND strpos(u.profile_picture_url, f.storage_key) > 0)
        AND NOT EXISTS (SELECT 1 FROM labour_profiles p
          WHERE p.user_id = f.owner_id AND strpos(p.resume_url, f.storage_key) > 0)
        AND NOT EXISTS (SELECT 1 FROM applications a
          WHERE a.labour_id = f.owner_id AND strpos(a.resume_url, f.storage_key) > 0)
        AND NOT EXISTS (SELECT 1 FROM identity_documents d
          WHERE d.user_id = f.owner_id AND strpos(d.document_url, f.storage_key) > 0)
        AND NOT EXISTS (SELECT 1 FROM content_entries c
          WHERE f.purpose = 'content_cover' AND strpos(c.cover_image_url, f.storage_key) > 0)
        AND NOT EXISTS (SELECT 1 FROM testimonials m
          WHERE f.purpose = 'testimonial_photo' AND strpos(m.image_url, f.storage_key) > 0)
        AND NOT EXISTS (SELECT 1 FROM partner_logos l
          WHERE f.purpose = 'partner_logo' AND strpos(l.logo_url, f.storage_key) > 0)
      ORDER BY f.id
      LIMIT ${SWEEP_BATCH}
      FOR UPDATE SKIP LOCKED)
    RETURNING storage_key, purpose::text AS purpose`;
  await deleteStoredBytes(
    services.storage,
    gone.flatMap((row) =>
      storedKeysOf({
        storageKey: row.storage_key,
        purpose: row.purpose.toUpperCase() as FilePurpose,
      }),
    ),
  );
  return gone.length;
}

/** How many erased files one sweep deletes at most; the next takes the rest. */
const PURGE_BATCH = 500;

/**
 * Deletes erased files' bytes, then their rows: `files`, or (from the file sweep) any still
 * marked. A file whose bytes could not be deleted keeps its marked row for the next try.
 */
export async function purgeErasedFiles(
  services: Pick<AppServices, "prisma" | "storage">,
  files?: ErasedFile[],
): Promise<number> {
  const marked =
    files ??
    (
      await services.prisma.$queryRaw<{ storage_key: string; purpose: string }[]>`
        SELECT storage_key, purpose::text AS purpose FROM stored_files
        WHERE erased_at IS NOT NULL ORDER BY id LIMIT ${PURGE_BATCH}`
    ).map((row) => ({
      storageKey: row.storage_key,
      purpose: row.purpose.toUpperCase() as FilePurpose,
    }));
  if (marked.length === 0) return 0;
  await deleteStoredBytes(services.storage, marked.flatMap(storedKeysOf));
  const keys = marked.map((file) => file.storageKey);
  await services.prisma.$executeRaw`DELETE FROM stored_files
    WHERE erased_at IS NOT NULL AND storage_key = ANY(${keys})`;
  return marked.length;
}

/** Sweeps every FILE_SWEEP_INTERVAL_MS on this instance; the answer stops it. */
export function startFileSweeper(services: Pick<AppServices, "prisma" | "storage">): () => void {
  const timer = setInterval(() => {
    purgeErasedFiles(services).then(
      (count) => {
        if (count > 0) log.info("removed erased accounts' files", { count });
      },
      (cause: unknown) => log.warn("could not remove erased files", { cause: String(cause) }),
    );
    sweepUnusedFiles(services).then(
      (count) => {
        if (count > 0) log.info("removed unused files", { count });
      },
      (cause: unknown) => log.warn("could not sweep unused files", { cause: String(cause) }),
    );
  }, FILE_SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
