import { authorize, can } from "../../auth/policy/permissions.js";
import type { Context } from "../../context.js";
import { ForbiddenError, fieldError, NotFoundError } from "../../errors.js";
import type { Prisma, StoredFile } from "../../generated/prisma/client.js";
import { findFileByUrl, requireOwnFile } from "../files/files.js";

// An application's resume: which one an application carries, and who may download it.

/** The resume to attach: the one given (it must be the worker's own upload), else the profile's. */
export async function resumeFor(
  tx: Prisma.TransactionClient,
  labourId: number,
  given: string | null,
  required: boolean,
): Promise<string | null> {
  if (given) {
    await requireOwnFile(tx, labourId, given, "RESUME");
    return given;
  }
  const profile = await tx.labourProfile.findUnique({
    where: { userId: labourId },
    select: { resumeUrl: true },
  });
  const fallback = profile?.resumeUrl ?? null;
  if (required && !fallback) throw fieldError("resume_url", "resumeRequired");
  return fallback;
}

/**
 * An application's resume, for its worker, the job's employer and admins. 404 when the
 * application is unknown or has no resume we stored.
 */
export async function applicationResume(ctx: Context, applicationId: number): Promise<StoredFile> {
  authorize(ctx.viewer, "application.readResume");
  const application = await ctx.prisma.application.findUnique({
    where: { id: applicationId },
    select: { labourId: true, resumeUrl: true, job: { select: { employerId: true } } },
  });
  if (!application) throw new NotFoundError();
  if (!can(ctx.viewer, "application.readResume", application)) throw new ForbiddenError();
  const file = application.resumeUrl
    ? await findFileByUrl(ctx.prisma, application.resumeUrl)
    : null;
  if (!file) throw new NotFoundError();
  return file;
}
