import { APPLICATION_STATUSES, JOB_TYPES, SALARY_PERIODS, SEARCH_TEXT_MAX } from "../constants.js";
import {
  POPULAR_SEARCHES_DEFAULT,
  POPULAR_SEARCHES_MAX,
} from "../services/jobs/popular-searches.js";
import {
  cursorParam,
  fromRestEnum,
  type JsonSchema,
  limitParam,
  type RestRoute,
  toRestEnum,
} from "./route.js";

// /jobs/ routes of REST.md: the public list, popular searches and one job.

export const JOB_FIELDS = `
  id title description requirements skills state city jobType positions salaryAmount
  salaryPeriod duration preferredLanguages requireResume status createdAt updatedAt
  employer { companyName businessType state city isVerified address }`;

/** A job with what only its employer (and admins) read: null, and left out, for others. */
export const OWNER_JOB_FIELDS = `${JOB_FIELDS}
  moderationStatus viewCount canReactivate
  applicationCounts {
    total pending underReview shortlisted accepted rejected completed cancelled withdrawn
  }`;

export interface GraphQLJob {
  id: string;
  title: string;
  description: string;
  requirements: string | null;
  skills: string[];
  state: string;
  city: string | null;
  jobType: string;
  positions: number;
  salaryAmount: number | null;
  salaryPeriod: string | null;
  duration: string | null;
  preferredLanguages: string[];
  requireResume: boolean;
  status: string;
  createdAt: string;
  updatedAt: string;
  employer: {
    companyName: string | null;
    businessType: string | null;
    state: string | null;
    city: string | null;
    isVerified: boolean;
    address: string | null;
  };
  moderationStatus?: string | null;
  viewCount?: number | null;
  canReactivate?: boolean | null;
  applicationCounts?: Record<string, number> | null;
}

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The owner's fields, when the caller may read them. */
function ownerFields(job: GraphQLJob) {
  if (job.viewCount == null) return {};
  return {
    moderation_status: toRestEnum(job.moderationStatus),
    view_count: job.viewCount,
    can_reactivate: job.canReactivate ?? false,
    application_counts: Object.fromEntries(
      Object.entries(job.applicationCounts ?? {}).map(([name, n]) => [snakeCase(name), n]),
    ),
  };
}

export function restJob(job: GraphQLJob) {
  const employer = {
    company_name: job.employer.companyName,
    business_type: job.employer.businessType,
    state: job.employer.state,
    city: job.employer.city,
    is_verified: job.employer.isVerified,
    // Signed-out callers get the job without what the product shows signed-in users only.
    ...(job.employer.address === null ? {} : { address: job.employer.address }),
  };
  return {
    id: job.id,
    title: job.title,
    description: job.description,
    requirements: job.requirements,
    skills: job.skills,
    state: job.state,
    city: job.city,
    job_type: toRestEnum(job.jobType),
    positions: job.positions,
    salary_amount: job.salaryAmount,
    salary_period: toRestEnum(job.salaryPeriod),
    duration: job.duration,
    preferred_languages: job.preferredLanguages,
    require_resume: job.requireResume,
    status: toRestEnum(job.status),
    created_at: job.createdAt,
    updated_at: job.updatedAt,
    employer,
    ...ownerFields(job),
  };
}

export const nullable = (type: string) => ({ type: [type, "null"] });
const stringList = { type: "array", items: { type: "string" } };
const count = { type: "integer", minimum: 0 };

export const jobSchema: JsonSchema = {
  type: "object",
  required: ["id", "title", "description", "state", "job_type", "positions", "status"],
  properties: {
    id: { type: "string", description: "Global ID" },
    title: { type: "string" },
    description: { type: "string" },
    requirements: nullable("string"),
    skills: stringList,
    state: { type: "string" },
    city: { ...nullable("string"), description: "null: every city of the state" },
    job_type: { type: "string", enum: JOB_TYPES },
    positions: { type: "integer", minimum: 1 },
    salary_amount: { ...nullable("integer"), description: "Whole rupees" },
    salary_period: { type: ["string", "null"], enum: [...SALARY_PERIODS, null] },
    duration: nullable("string"),
    preferred_languages: stringList,
    require_resume: { type: "boolean" },
    status: { type: "string" },
    created_at: { type: "string", format: "date-time" },
    updated_at: { type: "string", format: "date-time" },
    employer: {
      type: "object",
      properties: {
        company_name: nullable("string"),
        business_type: nullable("string"),
        state: nullable("string"),
        city: nullable("string"),
        is_verified: { type: "boolean" },
        address: { type: "string", description: "Signed-in callers only" },
      },
    },
    moderation_status: {
      type: "string",
      enum: ["pending_approval", "approved", "rejected", "flagged"],
      description: "The job's employer only",
    },
    view_count: { ...count, description: "The job's employer only; one per visitor per day" },
    can_reactivate: { type: "boolean", description: "The job's employer only" },
    application_counts: {
      type: "object",
      description: "The job's employer only: applications in all and by status",
      properties: Object.fromEntries(
        ["total", ...APPLICATION_STATUSES].map((name) => [name, count]),
      ),
    },
  },
};

export interface JobConnection {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { node: GraphQLJob }[];
}

/** A page of jobs as REST lists answer: items, total and the next page's cursor. */
export const restJobPage = (jobs: JobConnection) => ({
  items: jobs.edges.map((edge) => restJob(edge.node)),
  total: jobs.totalCount,
  next_cursor: jobs.pageInfo.hasNextPage ? jobs.pageInfo.endCursor : null,
});

export const jobPageSchema: JsonSchema = {
  type: "object",
  required: ["items", "total", "next_cursor"],
  properties: {
    items: { type: "array", items: jobSchema },
    total: { type: "integer" },
    next_cursor: nullable("string"),
  },
};

/** The list route's operation; the benchmark sends the same document through GraphQL. */
export const restListJobsDocument = `query RestListJobs($first: Int, $after: String, $filter: JobSearchInput) {
      jobs(first: $first, after: $after, filter: $filter) {
        totalCount
        pageInfo { hasNextPage endCursor }
        edges { node { ${JOB_FIELDS} } }
      }
    }`;

const searchText = (description: string) => ({
  type: "string" as const,
  description,
  maxLength: SEARCH_TEXT_MAX,
});

export const jobRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/jobs/",
    operationId: "listJobs",
    summary: "Search active jobs, most relevant first, then newest",
    tag: "jobs",
    access: "public",
    csrf: false,
    query: {
      q: searchText("Keywords: a role, skill or words of the title or description"),
      location: searchText("Matched against the state and the city"),
      state: searchText("Exact state"),
      city: searchText("Exact city"),
      job_type: { type: "string", description: "Job type", enum: JOB_TYPES },
      salary_min: { type: "integer", description: "Minimum salary in rupees", minimum: 0 },
      salary_period: { type: "string", description: "Salary period", enum: SALARY_PERIODS },
      limit: limitParam,
      cursor: cursorParam,
    },
    document: restListJobsDocument,
    variables: ({ query }) => ({
      first: query.limit,
      after: query.cursor ?? null,
      filter: {
        q: query.q,
        location: query.location,
        state: query.state,
        city: query.city,
        jobType: fromRestEnum(query.job_type),
        salaryMin: query.salary_min,
        salaryPeriod: fromRestEnum(query.salary_period),
      },
    }),
    respond: (data) => ({ status: 200, body: restJobPage(data.jobs as JobConnection) }),
    successStatus: 200,
    response: jobPageSchema,
  },
  {
    method: "GET",
    path: "/jobs/popular-searches/",
    operationId: "popularSearches",
    summary: "Searches many people ran in the last 30 days that found jobs",
    tag: "jobs",
    access: "public",
    csrf: false,
    query: {
      limit: {
        type: "integer",
        description: `How many, ${POPULAR_SEARCHES_DEFAULT} by default`,
        minimum: 1,
        maximum: POPULAR_SEARCHES_MAX,
        default: POPULAR_SEARCHES_DEFAULT,
      },
    },
    document: `query RestPopularSearches($limit: Int) {
      popularSearches(limit: $limit) { query count }
    }`,
    variables: ({ query }) => ({ limit: query.limit }),
    respond: (data) => ({ status: 200, body: { items: data.popularSearches } }),
    successStatus: 200,
    response: {
      type: "object",
      required: ["items"],
      properties: {
        items: {
          type: "array",
          items: {
            type: "object",
            properties: { query: { type: "string" }, count: { type: "integer" } },
          },
        },
      },
    },
  },
  {
    method: "GET",
    path: "/jobs/{id}/",
    operationId: "getJob",
    summary: "One job; signed-out callers get it without the fields shown to signed-in users",
    tag: "jobs",
    access: "public",
    csrf: false,
    pathParams: { id: { type: "string", description: "The job's global ID", maxLength: 200 } },
    document: `query RestGetJob($id: ID!) { job(id: $id) { ${OWNER_JOB_FIELDS} } }`,
    variables: ({ path }) => ({ id: path.id }),
    respond: (data) => (data.job ? { status: 200, body: restJob(data.job as GraphQLJob) } : null),
    successStatus: 200,
    response: jobSchema,
  },
];
