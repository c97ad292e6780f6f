import Type from "typebox";
import { RATING_MAX, RATING_MIN, REVIEW_MAX_LENGTH } from "../constants.js";
import { messages } from "../messages.js";
import { PAID_ANSWERS } from "../services/ratings/paid.js";
import { asEnum, asString, body, lenient, needed, reads } from "./body.js";
import {
  bodyNumber,
  globalId,
  mutationAnswer,
  mutationResult,
  type RestInput,
  type RestRoute,
} from "./route.js";
import { dateTime, field, nullable, oneOf, restEnum, shape } from "./shape.js";
import { Application } from "./shapes/application.js";

// Trust in REST.md: rating the other side of a completed application, the worker's
// labour score, and (beyond REST.md) the worker's "Were you paid what was promised?" answer.

const RATING_DIRECTIONS = ["employer_to_labour", "labour_to_employer"] as const;

/** The rating just given, with SPEC section 8's 'rating thanks'. */
const RatingAnswer = shape({
  rating: field(Type.Integer({ minimum: RATING_MIN, maximum: RATING_MAX }), "rating.rating"),
  review: field(nullable(Type.String()), "rating.review"),
  direction: restEnum(oneOf(RATING_DIRECTIONS), "rating.direction"),
  created_at: field(dateTime(), "rating.createdAt"),
  message: field(Type.String()),
});

const LabourScore = shape({
  overall_score: field(Type.Integer({ minimum: 0, maximum: 100 }), "overallScore"),
  rating: field(Type.Integer({ minimum: 0, maximum: 100 })),
  jobs_completed: field(Type.Integer({ minimum: 0, maximum: 100 }), "jobsCompleted"),
  experience: field(Type.Integer({ minimum: 0, maximum: 100 })),
  reliability: field(Type.Integer({ minimum: 0, maximum: 100 })),
});

/** A whole number GraphQL's Int can carry, else null (the service's message answers it). */
const wholeOrNull = (value: number | null) =>
  value !== null && Number.isInteger(value) && Math.abs(value) < 2 ** 31 ? value : null;

const RATE_BODY = body(
  {
    rating: reads(
      Type.Integer({ minimum: RATING_MIN, maximum: RATING_MAX }),
      lenient((json, name) => wholeOrNull(bodyNumber(json, name))),
    ),
    review: reads(Type.String({ maxLength: REVIEW_MAX_LENGTH, description: "Optional" }), asString),
  },
  { input: "RateApplicationInput", required: ["rating"], leftOut: "null" },
);

const PAID = PAID_ANSWERS.map((answer) => answer.toLowerCase());

const PAID_BODY = body(
  { answer: reads(oneOf(PAID), needed(asEnum(PAID), "paidAnswerRequired")) },
  { input: "Mutation.answerPaidAsPromised", required: ["answer"], leftOut: "null" },
);

export const ratingRoutes: RestRoute[] = [
  {
    method: "POST",
    path: "/applications/{id}/rating/",
    operationId: "rateApplication",
    summary:
      "Rate the other side of a completed application, once: its worker rates the employer, the job's employer rates the worker. Hidden from the rated side until both have rated or 14 days have passed since completion.",
    tag: "applications",
    access: "user",
    csrf: true,
    pathParams: { id: globalId("application") },
    requestBody: RATE_BODY.schema,
    failures: {
      409: messages.alreadyRated,
      422: messages.ratingInvalid({ min: RATING_MIN, max: RATING_MAX }),
    },
    document: `mutation RestRateApplication($id: ID!, $input: RateApplicationInput!) {
      ${mutationResult("rateApplication(id: $id, input: $input)", "RateApplicationPayload", RatingAnswer.selection)}
    }`,
    variables: ({ path, body }: RestInput) => ({ id: path.id, input: RATE_BODY.parse(body) }),
    successStatus: 201,
    answer: RatingAnswer,
    at: "result",
  },
  {
    method: "POST",
    path: "/applications/{id}/paid/",
    operationId: "answerPaidAsPromised",
    summary:
      'The worker of a completed application answers "Were you paid what was promised?" once: yes, partly or no. Employers see only counts, from 3 answers on.',
    tag: "applications",
    access: "labour",
    csrf: true,
    pathParams: { id: globalId("application") },
    requestBody: PAID_BODY.schema,
    failures: { 409: messages.alreadyAnsweredPaid, 422: messages.paidAnswerRequired },
    ...mutationAnswer(
      "RestAnswerPaid($id: ID!, $answer: PaidAnswer!)",
      "answerPaidAsPromised(id: $id, answer: $answer)",
      "application",
      Application,
    ),
    variables: ({ path, body }: RestInput) => ({ id: path.id, ...PAID_BODY.parse(body) }),
    successStatus: 200,
  },
  {
    method: "GET",
    path: "/labour/score/",
    operationId: "labourScore",
    summary:
      "The worker's labour score: overall and each part 0 to 100 (rating, jobs completed, experience, reliability)",
    tag: "applications",
    access: "labour",
    csrf: false,
    document: `query RestLabourScore { labourScore { ${LabourScore.selection} } }`,
    variables: () => ({}),
    successStatus: 200,
    answer: LabourScore,
    at: "labourScore",
  },
];
