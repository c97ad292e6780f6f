import Type from "typebox";
import {
  APPLICATION_STATUSES,
  JOB_TYPES,
  LISTED_JOB_STATUSES,
  SALARY_PERIODS,
} from "../../constants.js";
import {
  type Answer,
  dateTime,
  field,
  list,
  nullable,
  object,
  oneOf,
  optional,
  orNull,
  restEnum,
  selecting,
  shape,
  stringList,
} from "../shape.js";

// A job as REST answers it: jobs.ts, employer-jobs.ts and saved-jobs.ts.

const count = Type.Integer({ minimum: 0 });
const ownerOnly = "The job's employer only";

const added = "an addition to REST.md";

const PaidAsPromised = shape(
  {
    answers: field(count),
    paid_in_full: field(count),
    paid_partly: field(count),
    not_paid: field(count),
  },
  {
    description: `Workers' answers to "Were you paid what was promised?"; null until at least 3 have answered (${added})`,
  },
);

const Employer = shape({
  company_name: field(nullable(Type.String())),
  business_type: field(nullable(Type.String())),
  state: field(nullable(Type.String())),
  city: field(nullable(Type.String())),
  is_verified: field(Type.Boolean()),
  // Signed-out callers get the job without what the product shows signed-in users only.
  address: optional(field(Type.String({ description: "Signed-in callers only" }))),
  // What a worker weighs before applying, as the job page shows it.
  industry: field(nullable(Type.String({ description: `The employer's industry (${added})` }))),
  profile_picture: field(
    nullable(
      Type.String({ description: `The employer's logo, a signed link anyone may load (${added})` }),
    ),
  ),
  rating: object(
    shape(
      { average: field(nullable(Type.Number())), count: field(count) },
      {
        description: `Workers' revealed ratings: average to one decimal and count; count 0 (average null) is new, not 0 stars (${added})`,
      },
    ),
  ),
  paid_as_promised: orNull(object(PaidAsPromised)),
});

const ApplicationCounts = shape(
  Object.fromEntries(["total", ...APPLICATION_STATUSES].map((name) => [name, field(count)])),
  { description: `${ownerOnly}: applications in all and by status` },
);

const JobText = shape({
  language: field(Type.String({ description: "A language code: en, hi, ta, ..." })),
  title: field(Type.String()),
  description: field(Type.String()),
  machine_translated: field(
    Type.Boolean({
      description: `Made by machine translation, not written by a person: say so to readers (${added})`,
    }),
  ),
});

/** What every caller reads. */
export const JOB_FIELDS = {
  id: field(Type.String({ description: "Global ID" })),
  title: field(Type.String()),
  description: field(Type.String()),
  requirements: field(nullable(Type.String())),
  skills: field(stringList()),
  state: field(Type.String()),
  city: field(nullable(Type.String(), { description: "null: every city of the state" })),
  job_type: restEnum(oneOf(JOB_TYPES)),
  positions: field(Type.Integer({ minimum: 1 })),
  salary_amount: field(nullable(Type.Integer(), { description: "Whole rupees" })),
  salary_period: restEnum(nullable(oneOf(SALARY_PERIODS))),
  duration: field(nullable(Type.String())),
  preferred_languages: field(stringList()),
  require_resume: field(Type.Boolean()),
  status: restEnum(oneOf([...LISTED_JOB_STATUSES, "deleted"])),
  created_at: field(dateTime()),
  updated_at: field(dateTime()),
  employer: object(Employer),
  // Additions to REST.md (docs/languages.md, "Jobs in other languages"): title and description above stay as written.
  language: field(
    Type.String({ description: "The language title and description are written in: en, hi, ..." }),
  ),
  translations: list(JobText),
  mentions_payment: field(
    Type.Boolean({
      description: `Whether the job's text mentions workers paying money (a fee, a deposit, a UPI ID): warn workers never to pay an employer (${added})`,
    }),
  ),
};

/** A job, and what only its employer (and admins) read: left out for others. */
export const Job = shape({
  ...JOB_FIELDS,
  moderation_status: optional(
    restEnum(
      oneOf(["pending_approval", "approved", "rejected", "flagged"], { description: ownerOnly }),
    ),
  ),
  view_count: optional(
    field(Type.Integer({ minimum: 0, description: `${ownerOnly}; one per visitor per day` })),
  ),
  can_reactivate: optional(field(Type.Boolean({ description: ownerOnly }))),
  application_counts: optional(object(ApplicationCounts)),
});
export type Job = Answer<typeof Job>;

/** Job, selecting no owner's fields (lists anyone may read): they are left out. */
export const PublicJob = selecting(Job, JOB_FIELDS);
