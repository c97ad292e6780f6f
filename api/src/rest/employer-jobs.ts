import {
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_TITLE_MAX_LENGTH,
  JOB_TYPES,
  LANGUAGES,
  LISTED_JOB_STATUSES,
  POSITIONS_MAX,
  SALARY_PERIODS,
} from "../constants.js";
import { fieldError } from "../errors.js";
import { messages } from "../messages.js";
import {
  bodyBoolean,
  bodyEnum,
  bodyField,
  bodyList,
  bodyNumber,
  bodyString,
  fromRestEnum,
  globalId,
  type JsonSchema,
  mutationAnswer,
  mutationResult,
  pageQuery,
  pageVariables,
  type RestInput,
  type RestRoute,
} from "./route.js";
import { nullable, page } from "./shape.js";
import { Job } from "./shapes/job.js";

// The employer's side of /jobs/ in REST.md: post, edit, make inactive or reactivate, delete,
// and their own list with application counts. Bodies become the GraphQL JobInput; a value of
// the wrong kind becomes null, so the job form's own messages answer it.

const jobId = globalId("job");

/** GraphQL's Int for positions: beyond the form's limit becomes just beyond it, not an overflow. */
function bodyPositions(body: unknown): number | null {
  const value = bodyNumber(body, "positions");
  if (value === null || !Number.isInteger(value)) return null;
  return Math.max(-1, Math.min(value, POSITIONS_MAX + 1));
}

function jobInput(body: unknown) {
  return {
    title: bodyString(body, "title"),
    jobType: bodyEnum(body, "job_type", JOB_TYPES),
    positions: bodyPositions(body),
    state: bodyString(body, "state"),
    city: bodyString(body, "city"),
    description: bodyString(body, "description"),
    requirements: bodyString(body, "requirements"),
    skills: bodyList(body, "skills"),
    salaryAmount: bodyNumber(body, "salary_amount"),
    salaryPeriod: bodyEnum(body, "salary_period", SALARY_PERIODS),
    duration: bodyString(body, "duration"),
    preferredLanguages: bodyList(body, "preferred_languages"),
    requireResume: bodyBoolean(body, "require_resume"),
    language: bodyString(body, "language"),
    translations: bodyTranslations(body),
  };
}

/**
 * `translations` as JobTranslationInput: left out stays left out (an edit keeps the job's), null
 * removes them; a value of another kind becomes an entry of no language, which the job form
 * refuses ("choose languages from the list") rather than taking it as "none".
 */
function bodyTranslations(body: unknown) {
  const value = bodyField(body, "translations");
  if (value === undefined || value === null) return value;
  if (!Array.isArray(value)) return [{ language: "" }];
  return value.map((entry) => ({
    language: bodyString(entry, "language") ?? "",
    title: bodyString(entry, "title"),
    description: bodyString(entry, "description"),
  }));
}

const text = (description: string, maxLength?: number) => ({
  type: "string",
  description,
  ...(maxLength ? { maxLength } : {}),
});
const stringOrList = (description: string) => ({
  description,
  oneOf: [{ type: "array", items: { type: "string" } }, { type: "string" }],
});

const jobBody: JsonSchema = {
  type: "object",
  required: [
    "title",
    "description",
    "state",
    "job_type",
    "positions",
    "salary_amount",
    "salary_period",
  ],
  properties: {
    title: text("Job title"),
    description: text("What the work is"),
    state: text("A state or union territory of India"),
    city: nullable({ type: "string" }, { description: "A city of the state; empty: every city" }),
    job_type: { type: "string", enum: JOB_TYPES },
    positions: { type: "integer", minimum: 1, maximum: POSITIONS_MAX },
    salary_amount: { type: "integer", minimum: 1, description: "Whole rupees" },
    salary_period: { type: "string", enum: SALARY_PERIODS },
    requirements: text("Requirements and qualifications"),
    skills: stringOrList("Skills asked for: a list, or comma-separated"),
    duration: text("How long the work lasts"),
    preferred_languages: stringOrList(
      'Language codes (en, hi, ta, te, mr, bn, ml, bh): a list or comma-separated; a language may be given by its name too, in English or in our languages ("Hindi, Marathi"; an addition to REST.md)',
    ),
    require_resume: { type: "boolean", default: false },
    language: {
      type: "string",
      enum: LANGUAGES,
      description:
        "The language the title and description are written in (an addition to REST.md): en when left out on a new job, unchanged on an edit",
    },
    translations: nullable(
      {
        type: "array",
        description:
          "The title and description in other languages, each once and not the job's own (an addition to REST.md): left out, none on a new job and unchanged on an edit; null or [] removes them",
        items: {
          type: "object",
          required: ["language", "title", "description"],
          properties: {
            language: { type: "string", enum: LANGUAGES },
            title: text("Job title in that language", JOB_TITLE_MAX_LENGTH),
            description: text("What the work is, in that language", JOB_DESCRIPTION_MAX_LENGTH),
          },
        },
      },
      {},
    ),
  },
};

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
    requestBody: jobBody,
    failures: { 422: messages.jobTitleRequired },
    ...mutationAnswer("RestCreateJob($input: JobInput!)", "createJob(input: $input)", "job", Job),
    variables: ({ body }: RestInput) => ({ input: jobInput(body) }),
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
    requestBody: jobBody,
    failures: { 422: messages.jobTitleRequired },
    ...mutationAnswer(
      "RestUpdateJob($id: ID!, $input: JobInput!)",
      "updateJob(id: $id, input: $input)",
      "job",
      Job,
    ),
    variables: ({ path, body }: RestInput) => ({ id: path.id, input: jobInput(body) }),
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
    requestBody: {
      type: "object",
      required: ["status"],
      properties: { status: { type: "string", enum: ["active", "inactive"] } },
    },
    failures: { 409: messages.cannotReactivate, 422: messages.jobStatusInvalid },
    ...mutationAnswer(
      "RestSetJobStatus($id: ID!, $status: JobStatus!)",
      "setJobStatus(id: $id, status: $status)",
      "job",
      Job,
    ),
    variables: ({ path, body }: RestInput) => {
      const status = bodyEnum(body, "status", ["active", "inactive"]);
      if (status === null) throw fieldError("status", "jobStatusInvalid");
      return { id: path.id, status };
    },
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
