/** The detail page of a job (global IDs are base64url, encoded here all the same). */
export function jobPath(id: string): string {
  return `/jobs/${encodeURIComponent(id)}`;
}

/**
 * Whether `id` can be a job's global ID at all (base64url of "Job:<digits>", as the server makes
 * them): anything else is a mistyped address, a page that cannot exist, answered without asking.
 */
export function isJobId(id: string | undefined): boolean {
  if (!id || !/^[A-Za-z0-9_-]{1,200}={0,2}$/.test(id)) return false;
  try {
    return /^Job:[0-9]{1,10}$/.test(atob(id.replace(/-/g, "+").replace(/_/g, "/")));
  } catch {
    return false;
  }
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
