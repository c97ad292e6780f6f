import { authorize } from "../../auth/policy/permissions.js";
import { visibleJobWhere } from "../../auth/policy/visibility.js";
import { JOB_REPORT_DETAILS_MAX_LENGTH, JOB_REPORT_DETAILS_MIN_LENGTH } from "../../constants.js";
import type { Context } from "../../context.js";
import { ConflictError, NotFoundError } from "../../errors.js";
import type { JobReport, JobReportReason } from "../../generated/prisma/client.js";
import { characterCount, InputReader } from "../input-reader.js";

// Workers report a job: it asks for money, it is fake, the pay is not as
// posted, or something else (then they say what). Reports enter the admins' moderation queue
// (moderation-queue.ts). One open report per worker per job: a second one while the first is
// open is refused (409 alreadyReportedJob), so one worker cannot weigh a job down alone, and the
// worker is told we have it.

export const JOB_REPORT_REASONS: readonly JobReportReason[] = [
  "ASKS_FOR_MONEY",
  "FAKE",
  "WRONG_PAY",
  "OTHER",
];

export interface JobReportInput {
  reason?: unknown;
  details?: unknown;
}

function readReport(input: JobReportInput): { reason: JobReportReason; details: string | null } {
  const read = new InputReader({ ...input });
  const reason = JOB_REPORT_REASONS.find((known) => known === input.reason) ?? null;
  if (!reason) read.fail("reason", "reportReasonRequired");
  const details = read.optionalText("details", "details", JOB_REPORT_DETAILS_MAX_LENGTH, {
    multiLine: true,
  });
  if (details === null && reason === "OTHER" && !read.failed("details")) {
    read.fail("details", "reportDetailsRequired");
  }
  if (details !== null && characterCount(details) < JOB_REPORT_DETAILS_MIN_LENGTH) {
    read.fail("details", "minLength", { count: JOB_REPORT_DETAILS_MIN_LENGTH });
  }
  read.done();
  return { reason: reason as JobReportReason, details };
}

/** The signed-in worker reports job `jobId`, which they can see. */
export async function reportJob(
  ctx: Context,
  jobId: number,
  input: JobReportInput,
): Promise<JobReport> {
  const labourId = authorize(ctx.viewer, "job.report");
  const { reason, details } = readReport(input);
  return ctx.prisma.$transaction(async (tx) => {
    const job = await tx.job.findFirst({
      where: { id: jobId, AND: [visibleJobWhere(ctx.viewer)] },
      select: { id: true },
    });
    if (!job) throw new NotFoundError();
    // The partial unique index (one open report per worker and job) decides a race.
    const [report] = await tx.jobReport.createManyAndReturn({
      data: [{ jobId, labourId, reason, details }],
      skipDuplicates: true,
    });
    if (!report) throw new ConflictError("alreadyReportedJob");
    return report;
  });
}
