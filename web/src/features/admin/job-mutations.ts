import { graphql } from "react-relay";
import type { jobMutationsApproveMutation } from "../../__generated__/jobMutationsApproveMutation.graphql";
import type { jobMutationsFlagMutation } from "../../__generated__/jobMutationsFlagMutation.graphql";
import type { jobMutationsRejectMutation } from "../../__generated__/jobMutationsRejectMutation.graphql";
import type { jobMutationsRemoveMutation } from "../../__generated__/jobMutationsRemoveMutation.graphql";
import type { jobMutationsUnflagMutation } from "../../__generated__/jobMutationsUnflagMutation.graphql";
import { useMutationPromise } from "../../relay/use-mutation-promise";

// The moderation queue's decisions on a job. Each answers the changed job with what its row
// shows (AdminQueueJob_job), so Relay's store updates the row without another query.

const approve = graphql`
  mutation jobMutationsApproveMutation($id: ID!) {
    approveJob(id: $id) {
      __typename
      ... on ModerateJobPayload {
        job {
          ...AdminQueueJob_job
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;
const reject = graphql`
  mutation jobMutationsRejectMutation($id: ID!, $reason: String!) {
    rejectJob(id: $id, reason: $reason) {
      __typename
      ... on ModerateJobPayload {
        job {
          ...AdminQueueJob_job
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;
const flag = graphql`
  mutation jobMutationsFlagMutation($id: ID!, $reason: String) {
    flagJob(id: $id, reason: $reason) {
      __typename
      ... on ModerateJobPayload {
        job {
          ...AdminQueueJob_job
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;
const unflag = graphql`
  mutation jobMutationsUnflagMutation($id: ID!) {
    unflagJob(id: $id) {
      __typename
      ... on ModerateJobPayload {
        job {
          ...AdminQueueJob_job
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;
const remove = graphql`
  mutation jobMutationsRemoveMutation($id: ID!, $reason: String) {
    removeJob(id: $id, reason: $reason) {
      __typename
      ... on ModerateJobPayload {
        job {
          ...AdminQueueJob_job
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

export function useJobMutations() {
  const [approveJob] = useMutationPromise<jobMutationsApproveMutation>(approve);
  const [rejectJob] = useMutationPromise<jobMutationsRejectMutation>(reject);
  const [flagJob] = useMutationPromise<jobMutationsFlagMutation>(flag);
  const [unflagJob] = useMutationPromise<jobMutationsUnflagMutation>(unflag);
  const [removeJob] = useMutationPromise<jobMutationsRemoveMutation>(remove);
  return {
    approve: (id: string) => approveJob({ id }).then((r) => r.approveJob),
    reject: (id: string, reason: string) => rejectJob({ id, reason }).then((r) => r.rejectJob),
    flag: (id: string, reason: string | null) => flagJob({ id, reason }).then((r) => r.flagJob),
    unflag: (id: string) => unflagJob({ id }).then((r) => r.unflagJob),
    remove: (id: string, reason: string | null) =>
      removeJob({ id, reason }).then((r) => r.removeJob),
  };
}
