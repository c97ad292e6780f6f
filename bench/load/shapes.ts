import fs from "node:fs/promises";
import type autocannon from "autocannon";
import { SEARCH_SUGGESTIONS_MAX } from "../../api/src/constants.js";
import { PERSISTED_DOCUMENT_FILES } from "../../api/src/graphql/persisted.js";

// The mixed read load: what visitors ask for, as request shapes, each at the page size a
// visitor gets by default. The shapes take turns, so each gets an equal share of the requests;
// the variants of a shape (different filters, different jobs) spread its share over several
// query plans and rows.

export interface Shape {
  label: string;
  requests: autocannon.Request[];
}

/** Searches a visitor types; the same words go to the REST list and the server-drawn page. */
const SEARCHES: Record<string, string>[] = [
  { q: "plumber", location: "Pune" },
  { q: "electrician", location: "Delhi" },
  { q: "mason" },
  { location: "Maharashtra" },
  { q: "driver", location: "Bangalore" },
  { q: "security guard" },
];
/** Filters without words: the filter form's state, job type and salary fields. */
const FILTERS: Record<string, string>[] = [
  { state: "Maharashtra", job_type: "daily_wage" },
  { state: "Karnataka" },
  { job_type: "full_time", salary_min: "15000", salary_period: "per_month" },
  { city: "Mumbai" },
];
/** What the search box has typed when it asks for suggestions. */
const TYPED = ["pl", "ele", "mas", "pun", "del", "car", "pain", "weld"];
/** Those typed in the place field. */
const TYPED_PLACES = new Set(["pun", "del"]);
const SUGGESTIONS_OPERATION = "query SearchBarSuggestionsQuery";

/**
 * URL parameters in the web app's order (q, location, state, city, job_type, salary_min,
 * salary_period), so /jobs answers the page itself rather than a redirect to that order.
 */
function query(params: Record<string, string>): string {
  const order = ["q", "location", "state", "city", "job_type", "salary_min", "salary_period"];
  const search = new URLSearchParams();
  for (const name of order) {
    const value = params[name];
    if (value) search.set(name, value);
  }
  return search.toString();
}

const get = (path: string): autocannon.Request => ({ method: "GET", path });

/** The id under which the built web app persists its suggestions query (production accepts only those). */
async function suggestionsOperationId(): Promise<string> {
  const documents = JSON.parse(await fs.readFile(PERSISTED_DOCUMENT_FILES.built, "utf8")) as Record<
    string,
    string
  >;
  const id = Object.entries(documents).find(([, text]) =>
    text.startsWith(SUGGESTIONS_OPERATION),
  )?.[0];
  if (!id) throw new Error(`no ${SUGGESTIONS_OPERATION} in ${PERSISTED_DOCUMENT_FILES.built}`);
  return id;
}

export async function readLoadShapes(jobIds: readonly string[]): Promise<Shape[]> {
  const operationId = await suggestionsOperationId();
  const filtered = [...SEARCHES, ...FILTERS].map((params) => query(params));
  const jobs = jobIds.map((id) => encodeURIComponent(id));
  return [
    { label: "REST job list", requests: [get("/api/v1/jobs/")] },
    {
      label: "REST job list, filtered",
      requests: filtered.map((search) => get(`/api/v1/jobs/?${search}`)),
    },
    { label: "page /jobs", requests: [get("/jobs")] },
    { label: "page /jobs, filtered", requests: filtered.map((search) => get(`/jobs?${search}`)) },
    { label: "page /jobs/:id", requests: jobs.map((id) => get(`/jobs/${id}`)) },
    { label: "REST job", requests: jobs.map((id) => get(`/api/v1/jobs/${id}/`)) },
    { label: "REST popular searches", requests: [get("/api/v1/jobs/popular-searches/")] },
    {
      label: "GraphQL suggestions",
      requests: TYPED.map((text) => ({
        method: "POST",
        path: "/graphql",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          extensions: { persistedQuery: { version: 1, sha256Hash: operationId } },
          // As the search box asks: its words field for trades, its place field for places.
          variables: {
            text,
            limit: SEARCH_SUGGESTIONS_MAX,
            kinds: TYPED_PLACES.has(text) ? ["CITY", "STATE"] : ["ROLE", "SKILL"],
          },
        }),
      })),
    },
  ];
}

/**
 * One sequence for every connection: round n takes each shape's n-th variant (wrapping), so
 * the shapes interleave instead of arriving in blocks.
 */
export function interleave(
  shapes: readonly Shape[],
): { shape: Shape; request: autocannon.Request }[] {
  const rounds = Math.max(...shapes.map((shape) => shape.requests.length));
  const sequence: { shape: Shape; request: autocannon.Request }[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const shape of shapes) {
      const request = shape.requests[round % shape.requests.length];
      if (request) sequence.push({ shape, request });
    }
  }
  return sequence;
}
