import type { Viewer } from "../../context.js";
import type { PrismaClient, StoredFile } from "../../generated/prisma/client.js";
import { reachOf } from "./permissions.js";
import { isUser } from "./roles.js";

// Who may read a stored file. Besides its owner (and admins): the employer of a job the owner
// applied to sees what the application shows (resume, picture), and a worker sees the picture of
// an employer whose job they applied to. Both ask the database, so this rule is a query, not a
// predicate. Identity documents are their owner's and admins' only, whoever applied where.

export async function canReadFile(
  db: Pick<PrismaClient, "application">,
  viewer: Viewer | null,
  file: Pick<StoredFile, "ownerId" | "purpose">,
): Promise<boolean> {
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
