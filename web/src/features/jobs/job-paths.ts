/** The detail page of a job (global IDs are base64url, encoded here all the same). */
export function jobPath(id: string): string {
  return `/jobs/${encodeURIComponent(id)}`;
}

/** Sign in, then come back to `next` (a path of this app; its slashes stay readable). */
export function signInPath(next: string): string {
  return `/signin?next=${encodeURIComponent(next).replace(/%2F/g, "/")}`;
}

/** Set by links from the job list, so the detail page's back link can return to that list. */
export type FromJobList = { fromJobList: true };

export function cameFromJobList(state: unknown): boolean {
  return typeof state === "object" && state !== null && "fromJobList" in state;
}
