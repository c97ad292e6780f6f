import { authorize } from "../../auth/policy/permissions.js";
import { PAID_PROMISE_MIN_ANSWERS } from "../../constants.js";
import type { Context } from "../../context.js";
import { ConflictError, fieldError } from "../../errors.js";
import type { PaidAnswer } from "../../generated/prisma/client.js";
import { applicationFor } from "../applications/read.js";
import { countPaidAnswer } from "./summary.js";

// "Paid as promised": once an application is completed its worker answers
// "Were you paid what was promised?" (yes, partly, no), once. Employers earn a visible line
// ("12 of 13 workers confirmed") from PAID_PROMISE_MIN_ANSWERS answers on; below that, and
// always for single answers, nobody sees anything, so an employer cannot tell which worker
// answered what (the answers are double-blind like ratings). A "no" is a report the admins'
// moderation queue reads (unpaidReports).

export const PAID_ANSWERS: readonly PaidAnswer[] = ["YES", "PARTLY", "NO"];

/** The worker of a completed application answers whether they were paid what was promised. */
export async function answerPaid(ctx: Context, id: number, answer: PaidAnswer | null | undefined) {
  const labourId = authorize(ctx.viewer, "application.answerPaid");
  if (!answer || !PAID_ANSWERS.includes(answer)) throw fieldError("answer", "paidAnswerRequired");
  return ctx.prisma.$transaction(async (tx) => {
    const application = await applicationFor(tx, id, ctx.viewer, "application.answerPaid");
    if (application.status !== "COMPLETED" || !application.job) {
      throw new ConflictError("paidAnswerNotAllowed");
    }
    const { count } = await tx.paidConfirmation.createMany({
      data: [{ applicationId: id, employerId: application.job.employerId, labourId, answer }],
      skipDuplicates: true,
    });
    if (count === 0) throw new ConflictError("alreadyAnsweredPaid");
    await countPaidAnswer(tx, application.job.employerId, answer);
    return tx.application.findUniqueOrThrow({ where: { id } });
  });
}

/** What an employer's card says, or null below the threshold: counts only, never who. */
export function paidLine(paid: { yes: number; partly: number; no: number }) {
  const answers = paid.yes + paid.partly + paid.no;
  if (answers < PAID_PROMISE_MIN_ANSWERS) return null;
  return { answers, paidInFull: paid.yes, paidPartly: paid.partly, notPaid: paid.no };
}

/** The workers' "not paid" answers, newest first: the moderation queue's reports. */
export async function unpaidReports(ctx: Context, first: number) {
  authorize(ctx.viewer, "paymentReport.read");
  return ctx.prisma.paidConfirmation.findMany({
    where: { answer: "NO" },
    orderBy: [{ createdAt: "desc" }, { applicationId: "desc" }],
    take: first,
  });
}
