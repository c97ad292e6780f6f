import { commitMutation, graphql } from "react-relay";
import type { Environment, RecordSourceSelectorProxy } from "relay-runtime";
import type { SaveJobMutationsSaveMutation } from "../../__generated__/SaveJobMutationsSaveMutation.graphql";
import type { SaveJobMutationsUnsaveMutation } from "../../__generated__/SaveJobMutationsUnsaveMutation.graphql";

// The save toggle's server side, in its own chunk: SaveJobButton loads it for signed-in workers
// only, so the visitors of the job pages (who cannot save) do not download it.

// What both mutations bring back: the job as it now stands (an AppError says only "no").
graphql`
  fragment SaveJobMutations_payload on SaveJobPayload {
    job {
      id
      isSaved
    }
  }
`;

const saveMutation = graphql`
  mutation SaveJobMutationsSaveMutation($jobId: ID!) {
    saveJob(jobId: $jobId) {
      __typename
      ...SaveJobMutations_payload @alias
    }
  }
`;

const unsaveMutation = graphql`
  mutation SaveJobMutationsUnsaveMutation($jobId: ID!) {
    unsaveJob(jobId: $jobId) {
      __typename
      ...SaveJobMutations_payload @alias
    }
  }
`;

/**
 * Saves or unsaves a job for the signed-in worker: shown at once (optimistic) and put back if
 * the server says no. `done` hears whether the server agreed.
 */
export function setJobSaved(
  environment: Environment,
  jobId: string,
  saved: boolean,
  done: (agreed: boolean) => void,
): void {
  const config = {
    variables: { jobId },
    optimisticUpdater: (store: RecordSourceSelectorProxy) => {
      store.get(jobId)?.setValue(saved, "isSaved");
    },
    onError: () => done(false),
  };
  const answered = (result: { __typename: string }) => done(result.__typename === "SaveJobPayload");
  if (saved) {
    commitMutation<SaveJobMutationsSaveMutation>(environment, {
      ...config,
      mutation: saveMutation,
      onCompleted: ({ saveJob }) => answered(saveJob),
    });
  } else {
    commitMutation<SaveJobMutationsUnsaveMutation>(environment, {
      ...config,
      mutation: unsaveMutation,
      onCompleted: ({ unsaveJob }) => answered(unsaveJob),
    });
  }
}
