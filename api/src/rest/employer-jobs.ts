import Type from "typebox";
import {
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_TITLE_MAX_LENGTH,
  JOB_TYPES,
  LANGUAGES,
  LISTED_JOB_STATUSES,
  POSITIONS_MAX,
  SALARY_PERIODS,
} from "../constants.js";
import { messages } from "../messages.js";
import {
  asBoolean,
  asEnum,
  asList,
  asNumber,
  asString,
  type BodyJson,
  body,
  lenient,
  needed,
  type Reader,
  reads,
} from "./body.js";
import {
  bodyNumber,
  bodyString,
  fromRestEnum,
  globalId,
  mutationAnswer,
  mutationResult,
  pageQuery,
  pageVariables,
  type RestInput,
  type RestRoute,
} from "./route.js";
import { nullable, oneOf, page } from "./shape.js";
import { Job } from "./shapes/job.js";

// The employer's side of /jobs/ in REST.md: post, edit, make inactive or reactivate, delete,
// and their own list with application counts. The body (body.ts) becomes the GraphQL JobInput,
// every field of it (a post or an edit replaces them all); a value of the wrong kind becomes
// null, so the job form's own messages answer it.

const jobId = globalId("job");

/** GraphQL's Int for positions: beyond the form's limit becomes just beyond it, not an overflow. */
const asPositions = lenient((body, name) => {
  const value = bodyNumber(body, name);
  if (value === null || !Number.isInteger(value)) return null;
  return Math.max(-1, Math.min(value, POSITIONS_MAX + 1));
});

/**
 * `translations` as JobTranslationInput: left out stays left out (an edit keeps the job's), null
 * removes them; a value of another kind becomes an entry of no language, which the job form
 * refuses ("choose languages from the list") rather than taking it as "none".
 */
const asTranslations: Reader = (value) => {
  if (value === undefined || value === null) return { value };
  if (!Array.isArray(value)) return { value: [{ language: "" }] };
  return {
    value: value.map((entry) => ({
      language: bodyString(entry, "language") ?? "",
      title: bodyString(entry, "title"),
      description: bodyString(entry, "description"),
    })),
  };
};

const text = (description: string, maxLength?: number) =>
  Type.String({ description, ...(maxLength ? { maxLength } : {}) });
const stringOrList = (description: string) =>
  Type.Union([Type.Array(Type.String()), Type.String()], { description });

const JOB_BODY = body(
  {
    title: reads(text("Job title"), asString),
    description: reads(text("What the work is"), asString),
    state: reads(text("A state or union territory of India"), asString),
    city: reads(
      nullable(Type.String(), { description: "A city of the state; empty: every city" }),
      asString,
    ),
    job_type: reads(oneOf(JOB_TYPES), asEnum(JOB_TYPES)),
    positions: reads(Type.Integer({ minimum: 1, maximum: POSITIONS_MAX }), asPositions),
    salary_amount: reads(Type.Integer({ minimum: 1, description: "Whole rupees" }), asNumber),
    salary_period: reads(oneOf(SALARY_PERIODS), asEnum(SALARY_PERIODS)),
    requirements: reads(text("Requirements and qualifications"), asString),
    skills: reads(stringOrList("Skills asked for: a list, or comma-separated"), asList),
    duration: reads(text("How long the work lasts"), asString),
    preferred_languages: reads(
      stringOrList(
        'Language codes (en, hi, ta, te, mr, bn, ml, bh): a list or comma-separated; a language may be given by its name too, in English or in our languages ("Hindi, Marathi"; an addition to REST.md)',
      ),
      asList,
    ),
    require_resume: reads(Type.Boolean({ default: false }), asBoolean),
    language: reads(
      oneOf(LANGUAGES, {
        description:
          "The language the title and description are written in (an addition to REST.md): en when left out on a new job, unchanged on an edit",
      }),
      asString,
    ),
    translations: reads(
      nullable(
        Type.Array(
          Type.Object({
            language: oneOf(LANGUAGES),
            title: text("Job title in that language", JOB_TITLE_MAX_LENGTH),
            description: text("What the work is, in that language", JOB_DESCRIPTION_MAX_LENGTH),
          }),
          {
            description:
              "The title and description in other languages, each once and not the job's own (an addition to REST.md): left out, none on a new job and unchanged on an edit; null or [] removes them",
          },
        ),
      ),
      asTranslations,
    ),
  },
  {
    input: "JobInput",
    required: [
      "title",
      "description",
      "state",
      "job_type",
      "positions",
      "salary_amount",
      "salary_period",
    ],
    leftOut: "null",
  },
);

/** A job's JSON body, as REST callers send it. */
export type JobBody = BodyJson<typeof JOB_BODY>;

const SET_STATUSES = ["active", "inactive"] as const;

const STATUS_BODY = body(
  { status: reads(oneOf(SET_STATUSES), needed(asEnum(SET_STATUSES), "jobStatusInvalid")) },
  { input: "Mutation.setJobStatus", required: ["status"], leftOut: "null" },
);

const EmployerJobPage = page(Job, "postedJobs(first: $first, after: $after, status: $status)");

export const employerJobRoutes: RestRoute[] = [
  {
    method: "POST",
    path: "/jobs/",
    operationId: "createJob",
    summary: "Post a job; it is active and searchable at once",
    tag: "jobs",
    access: "employer",
    csrf: true,
    requestBody: JOB_BODY.schema,
    failures: { 422: messages.jobTitleRequired },
    ...mutationAnswer("RestCreateJob($input: JobInput!)", "createJob(input: $input)", "job", Job),
    variables: ({ body }: RestInput) => ({ input: JOB_BODY.parse(body) }),
    successStatus: 201,
  },
  {
    method: "PUT",
    path: "/jobs/{id}/",
    operationId: "updateJob",
    summary: "Replace a job's fields (its employer)",
    tag: "jobs",
    access: "employer",
    csrf: true,
    pathParams: { id: jobId },
    requestBody: JOB_BODY.schema,
    failures: { 422: messages.jobTitleRequired },
    ...mutationAnswer(
      "RestUpdateJob($id: ID!, $input: JobInput!)",
      "updateJob(id: $id, input: $input)",
      "job",
      Job,
    ),
    variables: ({ path, body }: RestInput) => ({ id: path.id, input: JOB_BODY.parse(body) }),
    successStatus: 200,
  },
  {
    method: "PATCH",
    path: "/jobs/{id}/status/",
    operationId: "setJobStatus",
    summary: "Make a job inactive (it leaves search at once) or active again (its employer)",
    tag: "jobs",
    access: "employer",
    csrf: true,
    pathParams: { id: jobId },
    requestBody: STATUS_BODY.schema,
    failures: { 409: messages.cannotReactivate, 422: messages.jobStatusInvalid },
    ...mutationAnswer(
      "RestSetJobStatus($id: ID!, $status: JobStatus!)",
      "setJobStatus(id: $id, status: $status)",
      "job",
      Job,
    ),
    variables: ({ path, body }: RestInput) => ({ id: path.id, ...STATUS_BODY.parse(body) }),
    successStatus: 200,
  },
  {
    method: "DELETE",
    path: "/jobs/{id}/",
    operationId: "deleteJob",
    summary:
      "Delete a job for good (its employer); open applications to it become cancelled, their history stays",
    tag: "jobs",
    access: "employer",
    csrf: true,
    pathParams: { id: jobId },
    failures: { 422: messages.jobIdRequired },
    document: `mutation RestDeleteJob($id: ID!) {
      ${mutationResult("deleteJob(id: $id)", "DeleteJobPayload", "deletedJobId")}
    }`,
    variables: ({ path }: RestInput) => ({ id: path.id }),
    successStatus: 204,
  },
  {
    method: "GET",
    path: "/employers/jobs/",
    operationId: "employerJobs",
    summary: "The employer's own jobs, newest first, with application counts and views",
    tag: "jobs",
    access: "employer",
    csrf: false,
    query: {
      status: {
        type: "string",
        description: "Only jobs in this status",
        enum: LISTED_JOB_STATUSES,
      },
      ...pageQuery,
    },
    document: `query RestEmployerJobs($first: Int, $after: String, $status: JobStatus) {
      viewerAsEmployer { ${EmployerJobPage.selection} }
    }`,
    variables: (input: RestInput) => ({
      ...pageVariables(input),
      status: fromRestEnum(input.query.status) ?? null,
    }),
    successStatus: 200,
    answer: EmployerJobPage,
    at: "viewerAsEmployer",
  },
];
