import { can } from "../../auth/policy/permissions.js";
import { DISPUTE_NOTE_MAX_LENGTH, WORK_CHECK_DAYS } from "../../constants.js";
import type { Application as ApplicationRow } from "../../generated/prisma/client.js";
import { DisputeOutcome } from "../../generated/prisma/enums.js";
import {
  confirmWork,
  decideDispute,
  disputeWork,
  mayAnswerWorkCheck,
  openDisputes,
  workCheckKind,
  workCheckState,
} from "../../services/applications/work-check.js";
import { workCountsBy } from "../../services/applications/work-counts.js";
import { builder } from "../builder.js";
import { resultUnion } from "../payload.js";
import { Application, applicationLocalId, applicationPayload } from "./application.js";
import { Rating } from "./rating.js";

// The worker's word on the employer's completion or no-show (services/applications/
// work-check.ts): the application's workCheck, the worker's two answers, and the admins' queue
// of open disputes with their decision.

const WorkCheckKindEnum = builder.enumType("WorkCheckKind", {
  description: "What the employer said: the job was completed, or the worker did not turn up.",
  values: ["COMPLETION", "NO_SHOW"] as const,
});

const WorkCheckStateEnum = builder.enumType("WorkCheckState", {
  description: `Where the worker's check of it stands. WAITING: not answered; it counts at countsAt unless the worker disputes it first. CONFIRMED: the worker said yes, it counts. NOT_DISPUTED: ${WORK_CHECK_DAYS} days passed without an answer, it counts. DISPUTED: the worker said no; it counts nowhere until an admin decides. STANDS: an admin decided it stands, it counts. VOID: an admin decided it is void, it never counts.`,
  values: ["WAITING", "CONFIRMED", "NOT_DISPUTED", "DISPUTED", "STANDS", "VOID"] as const,
});

export const DisputeOutcomeEnum = builder.enumType(DisputeOutcome, {
  name: "DisputeOutcome",
  description:
    "An admin's decision on a worker's dispute: STANDS (the completion or no-show counts, with the employer's rating) or VOID (neither ever counts).",
});

const WorkCheck = builder.objectRef<ApplicationRow>("WorkCheck").implement({
  description:
    "The employer's word on a completed job or a no-show and the worker's answer to it. A completion (with the employer's rating of the worker) or a no-show counts in the worker's record only once it is CONFIRMED, NOT_DISPUTED or STANDS.",
  fields: (t) => ({
    kind: t.field({
      type: WorkCheckKindEnum,
      resolve: (application) => workCheckKind(application) ?? "COMPLETION",
    }),
    state: t.field({
      type: WorkCheckStateEnum,
      resolve: (application) => workCheckState(application) ?? "WAITING",
    }),
    counts: t.boolean({
      description: "Whether it counts in the worker's record now.",
      resolve: (application) =>
        ["CONFIRMED", "NOT_DISPUTED", "STANDS"].includes(workCheckState(application) ?? ""),
    }),
    countsAt: t.field({
      type: "DateTime",
      description: `When it counts unless disputed first: ${WORK_CHECK_DAYS} days after the worker was asked.`,
      resolve: (application) => workCountsBy(application.statusChangedAt),
    }),
    canAnswer: t.boolean({
      description: "Whether the signed-in worker may confirm or dispute it now.",
      resolve: (application, _args, ctx) =>
        can(ctx.viewer, "application.confirmWork", application) && mayAnswerWorkCheck(application),
    }),
    disputedAt: t.expose("workerDisputedAt", { type: "DateTime", nullable: true }),
    disputeNote: t.string({
      nullable: true,
      description: "The worker's note to their dispute: for the worker and admins.",
      resolve: (application, _args, ctx) =>
        can(ctx.viewer, "application.confirmWork", application) ||
        can(ctx.viewer, "applicationDispute.read")
          ? application.disputeNote
          : null,
    }),
    decidedAt: t.expose("disputeDecidedAt", { type: "DateTime", nullable: true }),
    employerRating: t.field({
      type: Rating,
      nullable: true,
      description:
        "The employer's rating and review of the worker for this application, held while disputed: for the admins deciding.",
      resolve: (application, _args, ctx) =>
        can(ctx.viewer, "applicationDispute.read")
          ? ctx.prisma.rating.findUnique({
              where: {
                applicationId_direction: {
                  applicationId: application.id,
                  direction: "EMPLOYER_TO_LABOUR",
                },
              },
            })
          : null,
    }),
  }),
});

builder.prismaObjectFields(Application, (t) => ({
  workCheck: t.field({
    type: WorkCheck,
    nullable: true,
    description:
      "For a completed application or a hire cancelled because the worker did not turn up: the worker's check of it. Null otherwise.",
    resolve: (application) => (workCheckKind(application) ? application : null),
  }),
}));

const AnswerWorkCheckPayload = applicationPayload("AnswerWorkCheckPayload");

builder.mutationFields((t) => ({
  confirmWork: t.field({
    type: AnswerWorkCheckPayload,
    description:
      'The worker answers yes: "I worked this job" for a completion, "That is right" for a no-show. It counts at once, with the employer\'s rating. Once.',
    authScopes: { can: "application.confirmWork" },
    errors: resultUnion("ConfirmWorkResult"),
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => ({
      application: await confirmWork(ctx, applicationLocalId(args.id)),
    }),
  }),
  disputeWork: t.field({
    type: AnswerWorkCheckPayload,
    description: `The worker answers no: the job did not happen, or they did turn up. The completion or no-show, and the employer's rating, count nowhere until an admin decides. Once, within ${WORK_CHECK_DAYS} days of being asked.`,
    authScopes: { can: "application.confirmWork" },
    errors: resultUnion("DisputeWorkResult"),
    args: {
      id: t.arg.id({ required: true }),
      note: t.arg.string({
        description: `What happened, in the worker's words; optional, at most ${DISPUTE_NOTE_MAX_LENGTH} characters.`,
      }),
    },
    resolve: async (_root, args, ctx) => ({
      application: await disputeWork(ctx, applicationLocalId(args.id), args.note),
    }),
  }),
  decideWorkDispute: t.field({
    type: AnswerWorkCheckPayload,
    description:
      "An admin decides a worker's open dispute: STANDS (it counts) or VOID (it never counts). Once; audited.",
    skipTypeScopes: true,
    authScopes: { can: "applicationDispute.decide" },
    errors: resultUnion("DecideWorkDisputeResult"),
    args: {
      id: t.arg.id({ required: true }),
      outcome: t.arg({ type: DisputeOutcomeEnum, required: true }),
    },
    resolve: async (_root, args, ctx) => ({
      application: await decideDispute(ctx, applicationLocalId(args.id), args.outcome),
    }),
  }),
}));

builder.queryFields((t) => ({
  openWorkDisputes: t.prismaConnection({
    type: Application,
    cursor: "id",
    description:
      "Workers' open disputes of a completion or a no-show, oldest first, with both sides' words (workCheck, feedback). Admins only.",
    authScopes: { can: "applicationDispute.read" },
    resolve: (query, _root, _args, ctx) => openDisputes(ctx, query),
  }),
}));
