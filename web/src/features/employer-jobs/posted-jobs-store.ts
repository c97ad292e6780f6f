import { commitLocalUpdate, type Environment } from "relay-runtime";

// After a job is posted, edited, switched or deleted, the employer's lists in the store are out
// of date (a job moved between the Active and Inactive tabs, a new one belongs at the top).
// Marking the employer stale makes the next visit of a list fetch it again, while the screen on
// view keeps what it shows.

/** Marks the signed-in employer's job lists stale; with a list, also forgets `deletedJobId`. */
export function postedJobsChanged(
  environment: Environment,
  deleted?: { connectionId: string },
): void {
  commitLocalUpdate(environment, (store) => {
    if (deleted) {
      const connection = store.get(deleted.connectionId);
      const total = connection?.getValue("totalCount");
      if (connection && typeof total === "number") {
        connection.setValue(Math.max(0, total - 1), "totalCount");
      }
    }
    store.getRoot().getLinkedRecord("viewerAsEmployer")?.invalidateRecord();
  });
}
