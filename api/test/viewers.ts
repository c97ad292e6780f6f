import type { Viewer } from "../src/context.js";
import type { PrismaClient } from "../src/db/prisma.js";
import { createEmployer, createWorker } from "./fixtures.js";

// Viewers as the authorization policy sees them, for tests that ask it directly rather than
// through a signed-in request.

/** A user row, signed in. */
export const asViewer = (user: { id: number; userType: "LABOUR" | "EMPLOYER" }): Viewer => ({
  kind: "user",
  id: user.id,
  userType: user.userType,
});

/** An admin; the same number as a user's id, which must not make them that user. */
export const anAdmin: Viewer = { kind: "admin", id: 1, role: "VIEWER" };

/** Two employers and two workers: their rows and their viewers. */
export async function twoOfEach(prisma: PrismaClient) {
  const rows = {
    employer: await createEmployer(prisma),
    otherEmployer: await createEmployer(prisma),
    worker: await createWorker(prisma),
    otherWorker: await createWorker(prisma),
  };
  const viewers = {
    employer: asViewer(rows.employer),
    otherEmployer: asViewer(rows.otherEmployer),
    worker: asViewer(rows.worker),
    otherWorker: asViewer(rows.otherWorker),
  };
  return { rows, viewers };
}
