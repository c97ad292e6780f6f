// What a finished job form tells the list it returns to.

/** The success the list says once it opens (employerJobs:notices.*). */
export type JobNotice =
  | "posted"
  | "updated"
  | "deleted"
  | "statusUpdated"
  | "renewed"
  // Saved, but held for a moderator's review (the money-request shield, or approval first).
  | "underReview";

/** Navigation state of a form that saved: the list it goes to says so. */
export function noticeState(notice: JobNotice): { jobNotice: JobNotice } {
  return { jobNotice: notice };
}

export function noticeOf(state: unknown): JobNotice | null {
  if (typeof state !== "object" || state === null || !("jobNotice" in state)) return null;
  const notice = (state as { jobNotice: unknown }).jobNotice;
  return notice === "posted" || notice === "updated" || notice === "underReview" ? notice : null;
}
