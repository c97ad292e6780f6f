import { CONTENT_PICTURE_PURPOSES } from "../../constants.js";
import type { Viewer } from "../../context.js";
import type { PrismaClient, StoredFile } from "../../generated/prisma/client.js";
import type { FilePurpose } from "../../generated/prisma/enums.js";
import { can, reachOf } from "./permissions.js";
import { isUser } from "./roles.js";

// Who may read a stored file. Besides its owner (and admins): the employer of a job the owner
// applied to sees what the application shows (resume, picture), and a worker sees the picture of
// an employer whose job they applied to; the content section's pictures are everyone's. Both
// ask the database, so this rule is a query, not a predicate. Identity documents are their owner's and admins' only, whoever applied where.

/**
 * Pictures of the content section (a blog cover, a testimonial's photo, a partner's logo): shown
 * on public pages, so anyone reads them, signed in or not, and any cache may keep them.
 */
export const PUBLIC_FILE_PURPOSES: readonly FilePurpose[] = CONTENT_PICTURE_PURPOSES.map(
  (purpose) => purpose.toUpperCase() as FilePurpose,
);

export const isPublicFile = (file: Pick<StoredFile, "purpose">): boolean =>
  PUBLIC_FILE_PURPOSES.includes(file.purpose);

/**
 * Whether the viewer may upload a file of `purpose`: the content section's pictures are the
 * content editors' (ownerless, shown to everyone), every other kind a user's own.
 */
export function canUploadFile(viewer: Viewer | null, purpose: FilePurpose): boolean {
  return can(viewer, PUBLIC_FILE_PURPOSES.includes(purpose) ? "content.edit" : "file.upload");
}

export async function canReadFile(
  db: Pick<PrismaClient, "application">,
  viewer: Viewer | null,
  file: Pick<StoredFile, "ownerId" | "purpose">,
): Promise<boolean> {
  if (isPublicFile(file)) return true;
  const reach = reachOf(viewer, "file.read");
  if (reach === "any") return true;
  if (reach !== "own" || !isUser(viewer) || file.ownerId === null) return false;
  if (viewer.id === file.ownerId) return true;
  if (file.purpose === "DOCUMENT") return false;
  if (viewer.userType === "EMPLOYER") {
    // A worker who applied to one of this employer's jobs showed them their files.
    const applied = await db.application.findFirst({
      where: { labourId: file.ownerId, job: { employerId: viewer.id } },
      select: { id: true },
    });
    return applied !== null;
  }
  if (file.purpose === "PROFILE_PICTURE") {
    // A worker sees the picture of an employer whose job they applied to.
    const applied = await db.application.findFirst({
      where: { labourId: viewer.id, job: { employerId: file.ownerId } },
      select: { id: true },
    });
    return applied !== null;
  }
  return false;
}
