import { visibleJobWhere } from "../../auth/policy/visibility.js";
import type { Context } from "../../context.js";
import { savedAmong, saveJob, unsaveJob } from "../../services/jobs/saved.js";
import { batchLoader } from "../batch.js";
import { builder, nullWhenRefused } from "../builder.js";
import { encodeGlobalID } from "../global-id.js";
import { resultUnion } from "../payload.js";
import { Job, jobLocalId } from "./job.js";
import { User } from "./user.js";

// A worker's saved jobs: the list, whether a job is saved, saving and unsaving.

const SavedJob = builder.prismaObject("SavedJob", {
  description: "A job a worker kept for later.",
  fields: (t) => ({
    savedAt: t.expose("savedAt", { type: "DateTime" }),
    job: t.relation("job", { type: Job }),
  }),
});

builder.prismaObjectFields(User, (t) => ({
  savedJobs: t.relatedConnection("savedJobs", {
    type: SavedJob,
    description: "The worker's saved jobs, last saved first.",
    cursor: "labourId_jobId",
    totalCount: true,
    query: () => ({ orderBy: [{ savedAt: "desc" as const }, { jobId: "desc" as const }] }),
  }),
}));

const savedByViewer = batchLoader((ctx, jobIds: number[]) =>
  savedAmong(ctx.prisma, ctx.viewer, jobIds),
);

builder.prismaObjectFields(Job, (t) => ({
  isSaved: t.boolean({
    nullable: true,
    description: "Whether the signed-in worker saved it; null for anyone else.",
    authScopes: { can: "job.save" },
    ...nullWhenRefused,
    resolve: (job, _args, ctx) => savedByViewer(ctx, job.id),
  }),
}));

const SaveJobPayload = builder.objectRef<{ jobId: number }>("SaveJobPayload").implement({
  fields: (t) => ({
    jobId: t.id({ resolve: (p) => encodeGlobalID("Job", p.jobId) }),
    job: t.prismaField({
      type: Job,
      nullable: true,
      resolve: (query, p, _args, ctx) =>
        ctx.prisma.job.findFirst({
          ...query,
          where: { id: p.jobId, AND: [visibleJobWhere(ctx.viewer)] },
        }),
    }),
  }),
});

builder.mutationFields((t) => {
  // Saving and unsaving differ only in the change they make.
  const savedJobChange = (
    description: string,
    union: string,
    change: (ctx: Context, jobId: number) => Promise<void>,
  ) =>
    t.field({
      type: SaveJobPayload,
      description,
      authScopes: { can: "job.save" },
      errors: resultUnion(union),
      args: { jobId: t.arg.id({ required: true }) },
      resolve: async (_root, args, ctx) => {
        const jobId = jobLocalId(args.jobId);
        await change(ctx, jobId);
        return { jobId };
      },
    });
  return {
    saveJob: savedJobChange(
      "A worker keeps a job for later. Saving again changes nothing.",
      "SaveJobResult",
      saveJob,
    ),
    unsaveJob: savedJobChange(
      "A worker forgets a saved job. Unsaving what is not saved is fine.",
      "UnsaveJobResult",
      unsaveJob,
    ),
  };
});
