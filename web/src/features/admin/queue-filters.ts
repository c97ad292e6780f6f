import type { ModerationQueueKind } from "../../__generated__/AdminJobsPageQuery.graphql";
import { oneOfParam } from "./address-pages";

// The moderation queue's filter (?kind=…) and page (?after=…), read from the address.

export const QUEUE_PAGE = 50;
export const QUEUE_KINDS: readonly ModerationQueueKind[] = [
  "PENDING_APPROVAL",
  "FLAGGED",
  "REPORTED",
];

export function queueVariables(params: URLSearchParams) {
  const kind = oneOfParam(params, "kind", QUEUE_KINDS);
  return { first: QUEUE_PAGE, after: params.get("after"), kinds: kind ? [kind] : null };
}
