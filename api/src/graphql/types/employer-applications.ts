import { can } from "../../auth/policy/permissions.js";
import { recordContact } from "../../services/applications/contact.js";
import { setApplicationStatus } from "../../services/applications/moves.js";
import { applicationListQuery } from "../../services/applications/read.js";
import { builder } from "../builder.js";
import { resultUnion } from "../payload.js";
import { applicationLocalId, applicationPayload } from "./application.js";
import { ApplicationStatusEnum, ContactMethodEnum } from "./enums.js";
import { Job } from "./job.js";

// The employer's side of applications: a job's applications, moving one along (review,
// shortlist, accept, reject, complete, cancel) and recording contact with the applicant.

builder.prismaObjectFields(Job, (t) => ({
  applications: t.relatedConnection("applications", {
    description: "The job's applications, newest first; its employer (and admins) only.",
    cursor: "id",
    // The job's private side, and applications themselves: an API key with only jobs:read
    // reads its owner's jobs but not who applied (auth/policy/api-keys.ts).
    authScopes: (job, _args, ctx) =>
      can(ctx.viewer, "job.readPrivate", job) && can(ctx.viewer, "application.read"),
    args: { status: t.arg({ type: ApplicationStatusEnum }) },
    totalCount: true,
    query: (args) => applicationListQuery(args),
  }),
}));

builder.mutationFields((t) => ({
  setApplicationStatus: t.field({
    type: applicationPayload("SetApplicationStatusPayload"),
    description:
      "The job's employer moves an application: under review, shortlisted, accepted, rejected, completed or cancelled, as the state machine allows.",
    authScopes: { can: "application.review" },
    errors: resultUnion("SetApplicationStatusResult"),
    args: {
      id: t.arg.id({ required: true }),
      status: t.arg({ type: ApplicationStatusEnum, required: true }),
      feedback: t.arg.string(),
      noShow: t.arg.boolean({
        description:
          "With CANCELLED: the worker did not turn up. Only such cancellations lower the worker's reliability.",
      }),
    },
    resolve: async (_root, args, ctx) => ({
      application: await setApplicationStatus(
        ctx,
        applicationLocalId(args.id),
        args.status,
        args.feedback,
        args.noShow,
      ),
    }),
  }),
  recordApplicationContact: t.field({
    type: applicationPayload("RecordApplicationContactPayload"),
    description: "The job's employer records contacting the applicant by phone, WhatsApp or email.",
    authScopes: { can: "application.contact" },
    errors: resultUnion("RecordApplicationContactResult"),
    args: {
      id: t.arg.id({ required: true }),
      method: t.arg({ type: ContactMethodEnum, required: true }),
    },
    resolve: async (_root, args, ctx) => ({
      application: await recordContact(ctx, applicationLocalId(args.id), args.method),
    }),
  }),
}));
