import { queryFromInfo } from "@pothos/plugin-prisma";
import { PAGE_SIZE_DEFAULT } from "../../constants.js";
import { BadRequestError } from "../../errors.js";
import type { Job as JobRow } from "../../generated/prisma/client.js";
import { recommendedJobs } from "../../services/recommendations/recommend.js";
import { REASON_KEYS, type Reason } from "../../services/recommendations/scoring.js";
import { builder } from "../builder.js";
import { Job } from "./job.js";

// A worker's recommended jobs: each with its score and the reasons for it, as data
// the client words ("Why this job").

const ReasonKeyEnum = builder.enumType("RecommendationReasonKey", {
  description:
    "Why a job is recommended; the client words it (i18next key dashboard:reasons.<key in lower case>).",
  values: REASON_KEYS.map((key) => key.toUpperCase()),
});

interface ReasonValue {
  name: string;
  value: string;
}

const ReasonValueRef = builder.objectRef<ReasonValue>("RecommendationReasonValue").implement({
  description: "A value a reason's wording fills in, e.g. city: Pune.",
  fields: (t) => ({
    name: t.exposeString("name"),
    value: t.exposeString("value"),
  }),
});

const ReasonRef = builder.objectRef<Reason>("RecommendationReason").implement({
  description:
    "One reason a job suits the worker: skill_match {skill}, near {city}, pays_above_expected " +
    "{amount, period}, newest_near {state}...",
  fields: (t) => ({
    key: t.field({ type: ReasonKeyEnum, resolve: (reason) => reason.key.toUpperCase() }),
    values: t.field({
      type: [ReasonValueRef],
      resolve: (reason) =>
        Object.entries(reason.values).map(([name, value]) => ({ name, value: String(value) })),
    }),
  }),
});

interface RecommendedJobShape {
  job: JobRow;
  score: number;
  reasons: Reason[];
}

const RecommendedJob = builder.objectRef<RecommendedJobShape>("RecommendedJob").implement({
  description: "A job recommended to the signed-in worker, with its score and reasons.",
  fields: (t) => ({
    job: t.field({ type: Job, resolve: (item) => item.job }),
    score: t.exposeFloat("score", { description: "Higher suits better; about 100 is excellent." }),
    reasons: t.field({ type: [ReasonRef], resolve: (item) => item.reasons }),
  }),
});

interface RecommendationConnectionShape {
  total: number;
}

builder.queryFields((t) => ({
  recommendedJobs: t.connection(
    {
      type: RecommendedJob,
      description:
        "Open jobs for the signed-in worker, best first, each with its reasons; never a job " +
        "they applied to. With no skills: the newest jobs near their state. Forward paging only.",
      authScopes: { can: "recommendation.read" },
      resolve: async (_root, args, ctx, info) => {
        if (args.last != null || args.before != null) {
          throw new BadRequestError("forwardPaginationOnly");
        }
        const page = await recommendedJobs(ctx, {
          first: args.first ?? PAGE_SIZE_DEFAULT,
          after: args.after,
        });
        // One Prisma read for exactly what the query selects under edges.node.job.
        const rows = await ctx.prisma.job.findMany({
          ...queryFromInfo({ context: ctx, info, path: ["edges", "node", "job"] }),
          where: { id: { in: page.items.map((item) => item.jobId) } },
        });
        const byId = new Map(rows.map((row) => [row.id, row]));
        const edges = page.items.flatMap((item, index) => {
          const job = byId.get(item.jobId);
          return job ? [{ node: { ...item, job }, cursor: page.cursors[index] ?? "" }] : [];
        });
        return {
          total: page.total,
          edges,
          pageInfo: {
            hasNextPage: page.hasNextPage,
            hasPreviousPage: Boolean(args.after),
            startCursor: page.cursors[0] ?? null,
            endCursor: page.cursors.at(-1) ?? null,
          },
        };
      },
    },
    {
      fields: (c) => ({
        totalCount: c.int({
          description: "How many jobs are recommended in all.",
          resolve: (connection) => (connection as unknown as RecommendationConnectionShape).total,
        }),
      }),
    },
  ),
}));
