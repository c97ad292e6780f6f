import type { ApplicationStatus } from "../__generated__/ApplicantCard_application.graphql";
import { statusFilterOf } from "./status-filter";

// The status tabs of both application screens (the worker's and a job's) as the address says
// them: ?status=under_review. GraphQL spells them in capitals (lib/status-filter.ts).

/** The way forward first, then the ways an application ends. */
export const APPLICATION_FILTERS = [
  "pending",
  "under_review",
  "shortlisted",
  "accepted",
  "completed",
  "rejected",
  "withdrawn",
  "cancelled",
] as const satisfies readonly Lowercase<ApplicationStatus>[];
export type ApplicationFilter = (typeof APPLICATION_FILTERS)[number];

export const applicationFilterOf = (search: URLSearchParams) =>
  statusFilterOf(APPLICATION_FILTERS, search);

/** The JobApplicationCounts field that counts a filter's applications. */
export const COUNT_FIELDS = {
  pending: "pending",
  under_review: "underReview",
  shortlisted: "shortlisted",
  accepted: "accepted",
  rejected: "rejected",
  completed: "completed",
  cancelled: "cancelled",
  withdrawn: "withdrawn",
} as const satisfies Record<ApplicationFilter, string>;
export type CountField = (typeof COUNT_FIELDS)[ApplicationFilter];
