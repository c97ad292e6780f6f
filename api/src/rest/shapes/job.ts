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
  restEnum,
  selecting,
  shape,
  stringList,
} from "../shape.js";

// A job as REST answers it: jobs.ts, employer-jobs.ts and saved-jobs.ts.

const count = Type.Integer({ minimum: 0 });
const ownerOnly = "The job's employer only";

const Employer = shape({
  company_name: field(nullable(Type.String())),
  business_type: field(nullable(Type.String())),
  state: field(nullable(Type.String())),
  city: field(nullable(Type.String())),
  is_verified: field(Type.Boolean()),
  // Signed-out callers get the job without what the product shows signed-in users only.
  address: optional(field(Type.String({ description: "Signed-in callers only" }))),
});

const ApplicationCounts = shape(
  Object.fromEntries(["total", ...APPLICATION_STATUSES].map((name) => [name, field(count)])),
  { description: `${ownerOnly}: applications in all and by status` },
);

const JobText = shape({
  language: field(Type.String({ description: "A language code: en, hi, ta, ..." })),
  title: field(Type.String()),
  description: field(Type.String()),
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
