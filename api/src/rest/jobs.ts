import Type from "typebox";
import { JOB_TYPES, SALARY_PERIODS, SEARCH_TEXT_MAX, SEARCH_TOTAL_MAX } from "../constants.js";
import {
  POPULAR_SEARCHES_DEFAULT,
  POPULAR_SEARCHES_MAX,
} from "../services/jobs/popular-searches.js";
import { fromRestEnum, globalId, pageQuery, pageVariables, type RestRoute } from "./route.js";
import { field, list, pageFields, shape } from "./shape.js";
import { Job, PublicJob } from "./shapes/job.js";

// /jobs/ routes of REST.md: the public list, popular searches and one job.

/**
 * REST.md's list page, extended compatibly (docs/architecture.md, REST extensions): `total` counts up to
 * SEARCH_TOTAL_MAX, and `total_is_exact` says whether more jobs match.
 */
const JobPage = shape({
  ...pageFields(PublicJob),
  total: field(
    Type.Integer({
      minimum: 0,
      maximum: SEARCH_TOTAL_MAX,
      description: `Matches, counted up to ${SEARCH_TOTAL_MAX}: when more match it is ${SEARCH_TOTAL_MAX} and total_is_exact is false`,
    }),
    "totalCount",
  ),
  total_is_exact: field(
    Type.Boolean({
      description: `False when more than ${SEARCH_TOTAL_MAX} jobs match (an addition to REST.md's list page)`,
    }),
    "totalIsExact",
  ),
});

/** The list route's operation; the benchmark sends the same document through GraphQL. */
export const restListJobsDocument = `query RestListJobs($first: Int, $after: String, $filter: JobSearchInput) {
  jobs(first: $first, after: $after, filter: $filter) { ${JobPage.selection} }
}`;

/** GraphQL's Int: documented, and refused with the other parameters' 400 before the operation runs. */
const GRAPHQL_INT_MAX = 2_147_483_647;

const searchText = (description: string) => ({
  type: "string" as const,
  description,
  maxLength: SEARCH_TEXT_MAX,
});

const PopularSearches = shape({
  items: list(
    shape({ query: field(Type.String()), count: field(Type.Integer()) }),
    "popularSearches(limit: $limit)",
  ),
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
      location: searchText(
        "A state or city by its name or another name (Bengaluru, Bombay; a close misspelling " +
          "when nothing is named exactly), never part of a name: a state finds its jobs, a city " +
          "its own and those open in every city of its state (city null); a name of several " +
          "places finds them all; text that names no place finds no job",
      ),
      state: searchText("A state by its name or another name (Orissa)"),
      city: searchText(
        "A city by its name or another name, of `state` when given: its jobs and those open in " +
          "every city of its state",
      ),
      job_type: { type: "string", description: "Job type", enum: JOB_TYPES },
      salary_min: {
        type: "integer",
        description: "Minimum salary in rupees",
        minimum: 0,
        maximum: GRAPHQL_INT_MAX,
      },
      salary_period: { type: "string", description: "Salary period", enum: SALARY_PERIODS },
      ...pageQuery,
    },
    document: restListJobsDocument,
    variables: (input) => ({
      ...pageVariables(input),
      filter: {
        q: input.query.q,
        location: input.query.location,
        state: input.query.state,
        city: input.query.city,
        jobType: fromRestEnum(input.query.job_type),
        salaryMin: input.query.salary_min,
        salaryPeriod: fromRestEnum(input.query.salary_period),
      },
    }),
    successStatus: 200,
    answer: JobPage,
    at: "jobs",
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
    document: `query RestPopularSearches($limit: Int) { ${PopularSearches.selection} }`,
    variables: ({ query }) => ({ limit: query.limit }),
    successStatus: 200,
    answer: PopularSearches,
  },
  {
    method: "GET",
    path: "/jobs/{id}/",
    operationId: "getJob",
    summary: "One job; signed-out callers get it without the fields shown to signed-in users",
    tag: "jobs",
    access: "public",
    csrf: false,
    pathParams: { id: globalId("job") },
    document: `query RestGetJob($id: ID!) { job(id: $id) { ${Job.selection} } }`,
    variables: ({ path }) => ({ id: path.id }),
    successStatus: 200,
    answer: Job,
    at: "job",
  },
];
