import { commitLocalUpdate, type Environment } from "relay-runtime";

// A job saved or unsaved anywhere leaves the worker's saved-jobs list in the store out of date
// (and an application changes "my applications"). Marking the worker stale makes the next visit
// of those lists fetch them again, while the screen on view keeps what it shows.

/** Marks the signed-in worker's lists (saved jobs, applications) stale. */
export function savedJobsChanged(environment: Environment): void {
  commitLocalUpdate(environment, (store) => {
    store.getRoot().getLinkedRecord("viewerAsLabour")?.invalidateRecord();
  });
}
