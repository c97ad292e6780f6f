import { approveJob, flagJob, rejectJob, removeJob, unflagJob } from "../../services/admin/jobs.js";
import { builder } from "../builder.js";
import { localId } from "../global-id.js";
import { nodePayload, resultUnion } from "../payload.js";
import { Job } from "./job.js";

// Admins' decisions on jobs (services/admin/jobs.ts): approve, reject with a reason the employer
// reads (Job.moderationNote), flag, unflag, delete. The queue of jobs waiting for them is the
// moderation queue's query.

const ModerateJobPayload = nodePayload("ModerateJobPayload", "job", Job);

const jobId = (raw: string | number) => localId(String(raw), "Job");

builder.mutationFields((t) => {
  const action = (description: string, union: string, scope: "job.moderate" | "job.remove") => ({
    type: ModerateJobPayload,
    description,
    skipTypeScopes: true,
    authScopes: { can: scope },
    errors: resultUnion(union),
  });
  return {
    approveJob: t.field({
      ...action(
        "An admin approves a job: listed while its employer keeps it active.",
        "ApproveJobResult",
        "job.moderate",
      ),
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_root, { id }, ctx) => ({ job: await approveJob(ctx, jobId(id)) }),
    }),
    rejectJob: t.field({
      ...action(
        "An admin rejects a job with a reason its employer reads.",
        "RejectJobResult",
        "job.moderate",
      ),
      args: { id: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
      resolve: async (_root, { id, reason }, ctx) => ({
        job: await rejectJob(ctx, jobId(id), reason),
      }),
    }),
    flagJob: t.field({
      ...action("An admin holds a job out of search for review.", "FlagJobResult", "job.moderate"),
      args: { id: t.arg.id({ required: true }), reason: t.arg.string() },
      resolve: async (_root, { id, reason }, ctx) => ({
        job: await flagJob(ctx, jobId(id), reason),
      }),
    }),
    unflagJob: t.field({
      ...action(
        "An admin clears a flag: the job is back as it was.",
        "UnflagJobResult",
        "job.moderate",
      ),
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_root, { id }, ctx) => ({ job: await unflagJob(ctx, jobId(id)) }),
    }),
    removeJob: t.field({
      ...action(
        "An admin deletes a job: it leaves search for good, applications in progress are cancelled.",
        "RemoveJobResult",
        "job.remove",
      ),
      args: { id: t.arg.id({ required: true }), reason: t.arg.string() },
      resolve: async (_root, { id, reason }, ctx) => ({
        job: await removeJob(ctx, jobId(id), reason),
      }),
    }),
  };
});
