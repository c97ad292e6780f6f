import {
  EMPLOYER_CONTACT_SELECT,
  employerContactWays,
  mayReachEmployer,
} from "../../auth/policy/contact.js";
import { can } from "../../auth/policy/permissions.js";
import { userIdOf, userTypeOf } from "../../auth/policy/roles.js";
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "../../constants.js";
import { BadRequestError } from "../../errors.js";
import type { Rating as RatingRow } from "../../generated/prisma/client.js";
import { PaidAnswer, RatingDirection } from "../../generated/prisma/enums.js";
import { messages } from "../../messages.js";
import { answerPaid, paidLine, unpaidReports } from "../../services/ratings/paid.js";
import {
  applicationRatings,
  directionOf,
  type Review as ReviewRow,
  rateApplication,
  revealDeadline,
  reviewsOf,
} from "../../services/ratings/ratings.js";
import { paidOfSummary, ratingOfSummary, summaryOf } from "../../services/ratings/summary.js";
import {
  type LabourScore as LabourScoreRow,
  viewerLabourScore,
} from "../../services/score/labour-score.js";
import { batchLoader } from "../batch.js";
import { builder } from "../builder.js";
import { resultUnion } from "../payload.js";
import { Applicant, RatingSummary } from "./applicant.js";
import { Application, applicationLocalId, applicationPayload } from "./application.js";
import { Employer } from "./job.js";

// Trust: two-way double-blind ratings, reputations and reviews, "paid as promised",
// the labour score and the employer's phone for the workers they accepted. The rules are in
// services/ratings/ and services/score/; who may see what is auth/policy/.

export const RatingDirectionEnum = builder.enumType(RatingDirection, { name: "RatingDirection" });
export const PaidAnswerEnum = builder.enumType(PaidAnswer, { name: "PaidAnswer" });

export const Rating = builder.objectRef<RatingRow>("Rating").implement({
  description:
    "One side's rating of the other for a completed application: 1 to 5 stars and an optional review.",
  fields: (t) => ({
    rating: t.exposeInt("score"),
    review: t.exposeString("review", { nullable: true }),
    direction: t.expose("direction", { type: RatingDirectionEnum }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

const Review = builder.objectRef<ReviewRow>("Review").implement({
  description: "A revealed rating as a profile lists it, signed with the rater's first name.",
  fields: (t) => ({
    rating: t.exposeInt("score"),
    review: t.exposeString("review", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    raterFirstName: t.exposeString("raterFirstName"),
  }),
});

interface PaidLine {
  answers: number;
  paidInFull: number;
  paidPartly: number;
  notPaid: number;
}

const PaidAsPromised = builder.objectRef<PaidLine>("PaidAsPromised").implement({
  description:
    'Workers\' answers to "Were you paid what was promised?": counts only, never who answered what. The card says "{paidInFull} of {answers} workers confirmed".',
  fields: (t) => ({
    answers: t.exposeInt("answers"),
    paidInFull: t.exposeInt("paidInFull"),
    paidPartly: t.exposeInt("paidPartly"),
    notPaid: t.exposeInt("notPaid"),
  }),
});

const FIRST = {
  description: `How many, newest first (1 to ${PAGE_SIZE_MAX}).`,
  defaultValue: PAGE_SIZE_DEFAULT,
};

const reviewLimit = (first: number | null | undefined) => {
  const limit = first ?? PAGE_SIZE_DEFAULT;
  if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_SIZE_MAX) {
    throw new BadRequestError("paramWholeNumberRange", {
      name: "first",
      min: 1,
      max: PAGE_SIZE_MAX,
    });
  }
  return limit;
};

// ------------------------------------------------------------------ reputations

// Both read the employer's reputation summary (services/ratings/summary.ts), a relation joined
// into the statement that loads the employer, so a page of job cards costs no extra statement.
const EMPLOYER_SUMMARY = { reputationSummaries: summaryOf("LABOUR_TO_EMPLOYER") };

builder.prismaObjectFields(Employer, (t) => ({
  rating: t.field({
    type: RatingSummary,
    description:
      'Workers\' revealed ratings: average to one decimal and count. Count 0 (average null) is "New", never 0 stars.',
    select: EMPLOYER_SUMMARY,
    resolve: (user) => ratingOfSummary(user.reputationSummaries[0]),
  }),
  paidAsPromised: t.field({
    type: PaidAsPromised,
    nullable: true,
    description: "Null until at least 3 workers have answered (PAID_PROMISE_MIN_ANSWERS).",
    select: EMPLOYER_SUMMARY,
    resolve: (user) => paidLine(paidOfSummary(user.reputationSummaries[0])),
  }),
  reviews: t.field({
    type: [Review],
    description: "Workers' revealed ratings of this employer, newest first.",
    args: { first: t.arg.int(FIRST) },
    resolve: (user, args, ctx) =>
      reviewsOf(ctx.prisma, user.id, "LABOUR_TO_EMPLOYER", reviewLimit(args.first)),
  }),
}));

builder.prismaObjectFields(Applicant, (t) => ({
  reviews: t.field({
    type: [Review],
    description: "Employers' revealed ratings of this worker, newest first.",
    args: { first: t.arg.int(FIRST) },
    resolve: (user, args, ctx) =>
      reviewsOf(ctx.prisma, user.id, "EMPLOYER_TO_LABOUR", reviewLimit(args.first)),
  }),
}));

// ------------------------------------------------------------------ on the application

const ratingsOf = batchLoader((ctx, ids: number[]) => applicationRatings(ctx.prisma, ids));

interface EmployerContactShape {
  phoneNumber: string;
  acceptsCalls: boolean;
  acceptsWhatsapp: boolean;
}

const EmployerContact = builder.objectRef<EmployerContactShape>("EmployerContact").implement({
  description:
    "How the worker an employer accepted reaches them: the phone for tel: and wa.me links, as the employer allows.",
  fields: (t) => ({
    phoneNumber: t.exposeString("phoneNumber", {
      description: "10 digits; tel:+91{phoneNumber}, https://wa.me/91{phoneNumber}.",
    }),
    acceptsCalls: t.exposeBoolean("acceptsCalls"),
    acceptsWhatsapp: t.exposeBoolean("acceptsWhatsapp"),
  }),
});

builder.prismaObjectFields(Application, (t) => ({
  viewerRating: t.field({
    type: Rating,
    nullable: true,
    description: "The signed-in side's own rating for this application; null until they rate.",
    resolve: async (application, _args, ctx) => {
      const viewerId = userIdOf(ctx.viewer);
      const ratings = await ratingsOf(ctx, application.id);
      return ratings.find((rating) => rating.raterId === viewerId) ?? null;
    },
  }),
  ratingOfViewer: t.field({
    type: Rating,
    nullable: true,
    description:
      "The other side's rating of the signed-in side: null until both have rated or 14 days have passed since completion (double-blind). The employer's rating of the worker also waits until the completion counts (workCheck: the worker confirmed it, did not dispute it within 14 days, or an admin decided it stands).",
    resolve: async (application, _args, ctx) => {
      const viewerId = userIdOf(ctx.viewer);
      const ratings = await ratingsOf(ctx, application.id);
      return ratings.find((rating) => rating.rateeId === viewerId && rating.revealed) ?? null;
    },
  }),
  canRate: t.boolean({
    description: "Whether the signed-in side may rate the other now (completed, not yet rated).",
    select: { job: { select: { employerId: true } } },
    resolve: async (application, _args, ctx) => {
      const type = userTypeOf(ctx.viewer);
      if (!type || application.status !== "COMPLETED" || !application.job) return false;
      if (!can(ctx.viewer, "application.rate", application)) return false;
      const ratings = await ratingsOf(ctx, application.id);
      return !ratings.some((rating) => rating.direction === directionOf(type));
    },
  }),
  ratingsRevealAt: t.field({
    type: "DateTime",
    nullable: true,
    description:
      "For a completed application: when its ratings are revealed at the latest (earlier once both sides have rated).",
    resolve: (application) =>
      application.status === "COMPLETED" ? revealDeadline(application.statusChangedAt) : null,
  }),
  paidAnswer: t.field({
    type: PaidAnswerEnum,
    nullable: true,
    description:
      'The worker\'s own answer to "Were you paid what was promised?"; the employer never sees it (null).',
    select: { paidConfirmation: { select: { answer: true } } },
    resolve: (application, _args, ctx) =>
      can(ctx.viewer, "application.answerPaid", { labourId: application.labourId })
        ? (application.paidConfirmation?.answer ?? null)
        : null,
  }),
  canAnswerPaid: t.boolean({
    description: 'Whether its worker may answer "Were you paid what was promised?" now.',
    select: { paidConfirmation: { select: { answer: true } } },
    resolve: (application, _args, ctx) =>
      application.status === "COMPLETED" &&
      application.jobId !== null &&
      application.paidConfirmation === null &&
      can(ctx.viewer, "application.answerPaid", { labourId: application.labourId }),
  }),
  employerContact: t.field({
    type: EmployerContact,
    nullable: true,
    description:
      "The employer's phone, only for the worker of an accepted (or completed) application and as the employer's contact preferences allow (null when they take neither calls nor WhatsApp); null for everyone else.",
    select: {
      job: {
        select: {
          employerId: true,
          employer: {
            select: {
              phoneNumber: true,
              employerProfile: { select: EMPLOYER_CONTACT_SELECT },
            },
          },
        },
      },
    },
    resolve: (application, _args, ctx) => {
      const { job } = application;
      if (!job || !mayReachEmployer(ctx.viewer, { ...application, job })) return null;
      const ways = employerContactWays(job.employer.employerProfile);
      // An employer who takes neither calls nor WhatsApp does not show the phone at all.
      if (!ways.calls && !ways.whatsapp) return null;
      return {
        phoneNumber: job.employer.phoneNumber,
        acceptsCalls: ways.calls,
        acceptsWhatsapp: ways.whatsapp,
      };
    },
  }),
}));

// ------------------------------------------------------------------ mutations

const RateInput = builder.inputType("RateApplicationInput", {
  fields: (t) => ({
    rating: t.int({
      description: "1 to 5 stars; required (its absence is answered with the rating message).",
    }),
    review: t.string({ description: "Optional; at most 2000 characters." }),
  }),
});

const RateApplicationPayload = builder
  .objectRef<{ rating: RatingRow; applicationId: number }>("RateApplicationPayload")
  .implement({
    fields: (t) => ({
      rating: t.field({ type: Rating, resolve: (payload) => payload.rating }),
      message: t.string({
        description: "SPEC section 8's 'rating thanks'.",
        resolve: () => messages.ratingThanks,
      }),
    }),
  });

builder.mutationFields((t) => ({
  rateApplication: t.field({
    type: RateApplicationPayload,
    description:
      "A party of a completed application rates the other once: its worker the employer, the job's employer the worker. Hidden from the rated side until both have rated or 14 days have passed.",
    authScopes: { can: "application.rate" },
    errors: resultUnion("RateApplicationResult"),
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: RateInput, required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const id = applicationLocalId(args.id);
      return { rating: await rateApplication(ctx, id, args.input), applicationId: id };
    },
  }),
  answerPaidAsPromised: t.field({
    type: applicationPayload("AnswerPaidAsPromisedPayload"),
    description:
      'The worker of a completed application answers "Were you paid what was promised?" once: yes, partly or no. A "no" goes to the admins\' moderation queue.',
    authScopes: { can: "application.answerPaid" },
    errors: resultUnion("AnswerPaidAsPromisedResult"),
    args: {
      id: t.arg.id({ required: true }),
      answer: t.arg({ type: PaidAnswerEnum, required: true }),
    },
    resolve: async (_root, args, ctx) => ({
      application: await answerPaid(ctx, applicationLocalId(args.id), args.answer),
    }),
  }),
}));

// ------------------------------------------------------------------ queries

export const LabourScore = builder.objectRef<LabourScoreRow>("LabourScore").implement({
  description:
    "The worker's labour score, every part 0 to 100 (services/score/labour-score.ts defines it).",
  fields: (t) => ({
    overallScore: t.exposeInt("overallScore"),
    rating: t.exposeInt("rating", {
      description: "From employers' revealed ratings, smoothed so a few ratings do not swing it.",
    }),
    jobsCompleted: t.exposeInt("jobsCompleted"),
    experience: t.exposeInt("experience"),
    reliability: t.exposeInt("reliability", {
      description:
        "Hires completed rather than called off because the worker did not turn up; an employer's own cancellations do not count.",
    }),
    weakest: t.string({
      description:
        "The part whose rise would add most to the overall score: rating, jobsCompleted, experience or reliability.",
      resolve: (score) => score.weakest,
    }),
    smoothedRating: t.exposeFloat("smoothedRating"),
    ratingCount: t.int({ resolve: (score) => score.facts.ratingCount }),
    completedCount: t.int({ resolve: (score) => score.facts.completed }),
    cancelledCount: t.int({
      description: "Hires the employer cancelled because the worker did not turn up.",
      resolve: (score) => score.facts.cancelled,
    }),
    experienceYears: t.int({ nullable: true, resolve: (score) => score.facts.experienceYears }),
  }),
});

interface UnpaidReportRow {
  applicationId: number;
  employerId: number;
  labourId: number;
  createdAt: Date;
}

const UnpaidReport = builder.objectRef<UnpaidReportRow>("UnpaidReport").implement({
  description: 'A worker\'s "no" to "Were you paid what was promised?", for moderation.',
  fields: (t) => ({
    application: t.field({
      type: Application,
      nullable: true,
      resolve: (report, _args, ctx) =>
        ctx.prisma.application.findUnique({ where: { id: report.applicationId } }),
    }),
    employerId: t.exposeInt("employerId"),
    labourId: t.exposeInt("labourId"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

builder.queryFields((t) => ({
  labourScore: t.field({
    type: LabourScore,
    description: "The signed-in worker's labour score with its parts.",
    authScopes: { can: "labourScore.read" },
    resolve: (_root, _args, ctx) => viewerLabourScore(ctx),
  }),
  unpaidReports: t.field({
    type: [UnpaidReport],
    description: "Workers' \"not paid\" answers, newest first: the admins' moderation queue.",
    authScopes: { can: "paymentReport.read" },
    args: { first: t.arg.int(FIRST) },
    resolve: (_root, args, ctx) => unpaidReports(ctx, reviewLimit(args.first)),
  }),
}));
