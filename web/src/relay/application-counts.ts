import { graphql, readInlineData } from "react-relay";
import type { applicationCounts_counts$key } from "../__generated__/applicationCounts_counts.graphql";

// A job's applications counted by status, as "my jobs" rows, a job's status tabs and the
// status change that moves the counts all ask for them.
const countsFragment = graphql`
  fragment applicationCounts_counts on JobApplicationCounts @inline {
    total
    pending
    underReview
    shortlisted
    accepted
    rejected
    completed
    cancelled
    withdrawn
  }
`;

export function readApplicationCounts(key: applicationCounts_counts$key) {
  return readInlineData(countsFragment, key);
}
