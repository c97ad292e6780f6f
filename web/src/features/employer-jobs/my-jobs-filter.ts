import { statusFilterOf } from "../../lib/status-filter";

// The tabs of "my jobs" (All / Active / Inactive) as the address says them: ?status=active.

export const JOB_FILTERS = ["active", "inactive"] as const;
export type JobFilter = (typeof JOB_FILTERS)[number];

export const jobFilterOf = (search: URLSearchParams) => statusFilterOf(JOB_FILTERS, search);
