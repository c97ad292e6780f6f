import Type from "typebox";
import { REASON_KEYS } from "../services/recommendations/scoring.js";
import { pageQuery, pageVariables, type RestRoute } from "./route.js";
import { computed, field, list, oneOf, page, restEnum, selecting, shape, within } from "./shape.js";
import { JOB_FIELDS, Job } from "./shapes/job.js";

// REST.md's GET /labour/recommended-jobs/: the worker's recommended jobs, each with its score
// and the reasons for it (`{key, values}`, values by name), best first.

const Reason = shape({
  key: restEnum(oneOf(REASON_KEYS)),
  values: computed(
    Type.Record(Type.String(), Type.String(), {
      description: "What the reason's wording fills in, e.g. {city: Pune}",
    }),
    ["values.name", "values.value"],
    (names: string[] | null, values: string[] | null) =>
      Object.fromEntries((names ?? []).map((name, index) => [name, values?.[index] ?? ""])),
  ),
});

const score = field(Type.Number({ description: "Higher suits better; about 100 is excellent" }));
const reasons = list(Reason);
const RecommendedJob = selecting(shape({ ...within("job", Job.specs), score, reasons }), {
  ...within("job", JOB_FIELDS),
  score,
  reasons,
});
const RecommendedJobPage = page(RecommendedJob, "recommendedJobs(first: $first, after: $after)");

export const recommendationRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/labour/recommended-jobs/",
    operationId: "recommendedJobs",
    summary:
      "The worker's recommended jobs, best first, each with its score and reasons; never a job they applied to",
    tag: "recommendations",
    access: "labour",
    csrf: false,
    query: pageQuery,
    document: `query RestRecommendedJobs($first: Int, $after: String) {
      ${RecommendedJobPage.selection}
    }`,
    variables: pageVariables,
    successStatus: 200,
    answer: RecommendedJobPage,
  },
];
