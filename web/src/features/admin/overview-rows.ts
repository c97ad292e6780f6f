// What the overview's lists of the newest users, jobs and applications share.

/** Whether a visitor can open the job's own page (listed: active and approved). */
export const isListed = (job: { status: string; moderationStatus?: string | null }) =>
  job.status === "ACTIVE" && job.moderationStatus === "APPROVED";

/** The town and state, or a dash for neither. */
export const place = (row: { city?: string | null; state?: string | null }) =>
  [row.city, row.state].filter(Boolean).join(", ") || "—";
