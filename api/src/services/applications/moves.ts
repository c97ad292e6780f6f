import { authorize } from "../../auth/policy/permissions.js";
import { FEEDBACK_MAX_LENGTH } from "../../constants.js";
import type { Context } from "../../context.js";
import { ConflictError, fieldError } from "../../errors.js";
import type { ApplicationStatus } from "../../generated/prisma/client.js";
import { statusInWords } from "../../messages.js";
import { InputReader } from "../input-reader.js";
import { notify } from "../notifications/notify.js";
import { applicationMoved } from "./notices.js";
import { applicationFor } from "./read.js";
import { type Actor, checkMove } from "./transitions.js";

// Moving an application along the state machine (transitions.ts): its worker withdraws it, the
// job's employer makes every other move. Each move is a conditional update in one transaction
// with the notification it causes, so of two people acting at once only one wins.

/** What each side's moves are, as the permission table names them. */
const MOVE_ACTION = { LABOUR: "application.withdraw", EMPLOYER: "application.review" } as const;

const moveNotAllowed = (from: ApplicationStatus, to: ApplicationStatus) =>
  new ConflictError("moveNotAllowed", { from: statusInWords(from), to: statusInWords(to) });

async function move(
  ctx: Context,
  actor: Actor,
  id: number,
  to: ApplicationStatus,
  options: { feedback?: string | null; workerNoShow?: boolean } = {},
) {
  authorize(ctx.viewer, MOVE_ACTION[actor]);
  return ctx.prisma.$transaction(async (tx) => {
    const current = await applicationFor(tx, id, ctx.viewer, MOVE_ACTION[actor]);
    const check = checkMove(actor, current.status, to);
    if (!check.allowed) {
      if (check.reason === "NOT_ACTORS_MOVE") {
        const reason =
          actor === "LABOUR"
            ? "workerMoveOnly"
            : to === "WITHDRAWN"
              ? "employerMoveOnly"
              : "applicationStatusInvalid";
        throw fieldError("status", reason);
      }
      throw moveNotAllowed(current.status, to);
    }
    const feedback = options.feedback ?? null;
    const { count } = await tx.application.updateMany({
      where: { id, status: current.status },
      // Feedback left empty keeps the employer's earlier note.
      data: {
        status: to,
        statusChangedAt: new Date(),
        ...(feedback ? { feedback } : {}),
        ...(options.workerNoShow ? { workerNoShow: true } : {}),
      },
    });
    // Someone else moved it between our read and our write: report the state we now see.
    if (count === 0) {
      const now = await tx.application.findUniqueOrThrow({
        where: { id },
        select: { status: true },
      });
      throw moveNotAllowed(now.status, to);
    }
    await notify(tx, applicationMoved(current, to, feedback, options.workerNoShow === true));
    return tx.application.findUniqueOrThrow({ where: { id } });
  });
}

/** The worker withdraws their application (pending, under review or shortlisted). */
export function withdrawApplication(ctx: Context, id: number) {
  return move(ctx, "LABOUR", id, "WITHDRAWN");
}

/**
 * The job's employer moves an application along, with optional feedback for the worker. Calling
 * off an accepted hire may say the worker did not turn up (`noShow`): only such cancellations
 * lower the worker's reliability (services/score/labour-score.ts).
 */
export function setApplicationStatus(
  ctx: Context,
  id: number,
  status: ApplicationStatus,
  feedback?: string | null,
  noShow?: boolean | null,
) {
  const reader = new InputReader({ feedback });
  const text = reader.optionalText("feedback", "feedback", FEEDBACK_MAX_LENGTH, {
    multiLine: true,
  });
  if (noShow && status !== "CANCELLED") reader.fail("noShow", "noShowOnlyWhenCancelling");
  reader.done();
  return move(ctx, "EMPLOYER", id, status, { feedback: text, workerNoShow: noShow === true });
}
