import { type Action, can } from "../../auth/policy/permissions.js";
import type { Viewer } from "../../context.js";
import { ForbiddenError, NotFoundError } from "../../errors.js";
import type { Prisma } from "../../generated/prisma/client.js";

// Reading applications: the one a viewer is about to act on.

const ACTED_ON = {
  id: true,
  status: true,
  labourId: true,
  jobId: true,
  labour: { select: { firstName: true, lastName: true } },
  job: { select: { title: true, employerId: true } },
} as const;

/** An application as a change to it reads it: its state, its two sides, its job's title. */
export type ActedOn = Prisma.ApplicationGetPayload<{ select: typeof ACTED_ON }>;

/** The application, if the viewer may do `action` to it (as its worker or its job's employer). */
export async function applicationFor(
  tx: Prisma.TransactionClient,
  id: number,
  viewer: Viewer | null,
  action: Extract<Action, `application.${string}`>,
): Promise<ActedOn> {
  const application = await tx.application.findUnique({ where: { id }, select: ACTED_ON });
  if (!application) throw new NotFoundError();
  if (!can(viewer, action, application)) {
    // Those who may read the application know it exists; nobody else learns it.
    throw can(viewer, "application.read", application) ? new ForbiddenError() : new NotFoundError();
  }
  return application;
}
