import type { RecordProxy, RecordSourceSelectorProxy } from "relay-runtime";

// The back office's lists that are no connection (the broadcasts, the content entries, the
// testimonials and logos) are plain lists on the query's root. A mutation that creates one of
// their items puts its answer into the list on screen with this, instead of asking again.

/**
 * Adds `item` to the root list `field` as read with `args`, at its `end` or its start, unless it
 * is there already. A list the store never read is left alone (its next read asks the server).
 */
export function addToRootList(
  store: RecordSourceSelectorProxy,
  item: RecordProxy | null | undefined,
  field: string,
  args: Record<string, unknown> = {},
  at: "start" | "end" = "end",
): void {
  if (!item) return;
  const root = store.getRoot();
  const list = root.getLinkedRecords(field, args);
  if (!list || list.some((record) => record?.getDataID() === item.getDataID())) return;
  root.setLinkedRecords(at === "end" ? [...list, item] : [item, ...list], field, args);
}
