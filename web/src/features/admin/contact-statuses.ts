import type { ContactMessageStatus } from "../../__generated__/AdminContactPageQuery.graphql";

/** A contact message's statuses, in the order an admin moves it along. */
export const CONTACT_STATUSES: readonly ContactMessageStatus[] = [
  "NEW",
  "READ",
  "REPLIED",
  "CLOSED",
];
