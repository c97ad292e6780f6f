import { graphql } from "react-relay";
import type { userMutationsBlockMutation } from "../../__generated__/userMutationsBlockMutation.graphql";
import type { userMutationsDeleteMutation } from "../../__generated__/userMutationsDeleteMutation.graphql";
import type { userMutationsSignOutMutation } from "../../__generated__/userMutationsSignOutMutation.graphql";
import type { userMutationsUnblockMutation } from "../../__generated__/userMutationsUnblockMutation.graphql";
import type { userMutationsVerifyMutation } from "../../__generated__/userMutationsVerifyMutation.graphql";
import { useMutationPromise } from "../../relay/use-mutation-promise";

// The account decisions of the user page. Each answers the changed user with what the page's
// sections show of a decision (state, counts, sessions, jobs, the audit trail), so Relay's store
// updates the page without another query.

graphql`
  fragment userMutations_changed on User {
    ...AdminUserFacts_user
    ...AdminUserActions_user
    ...AdminUserSessions_user
    ...AdminUserAudit_user
    # The jobs' statuses only (blocking unlists them), as AdminUserWork_user asks for the list.
    postedJobs(first: 20) {
      edges {
        node {
          id
          status
        }
      }
    }
  }
`;

const verify = graphql`
  mutation userMutationsVerifyMutation($id: ID!) {
    verifyUser(id: $id) {
      __typename
      ... on AdminUserPayload {
        user {
          ...userMutations_changed
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;
const block = graphql`
  mutation userMutationsBlockMutation($id: ID!, $reason: String) {
    blockUser(id: $id, reason: $reason) {
      __typename
      ... on AdminUserPayload {
        user {
          ...userMutations_changed
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;
const unblock = graphql`
  mutation userMutationsUnblockMutation($id: ID!) {
    unblockUser(id: $id) {
      __typename
      ... on AdminUserPayload {
        user {
          ...userMutations_changed
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;
const signOut = graphql`
  mutation userMutationsSignOutMutation($id: ID!) {
    signOutUserEverywhere(id: $id) {
      __typename
      ... on AdminUserPayload {
        user {
          ...userMutations_changed
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;
const erase = graphql`
  mutation userMutationsDeleteMutation($id: ID!, $reason: String) {
    deleteUser(id: $id, reason: $reason) {
      __typename
      ... on AdminUserPayload {
        user {
          id
          erasedAt
          accountState
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

export function useUserMutations() {
  const [verifyUser] = useMutationPromise<userMutationsVerifyMutation>(verify);
  const [blockUser] = useMutationPromise<userMutationsBlockMutation>(block);
  const [unblockUser] = useMutationPromise<userMutationsUnblockMutation>(unblock);
  const [signOutUser] = useMutationPromise<userMutationsSignOutMutation>(signOut);
  const [deleteUser] = useMutationPromise<userMutationsDeleteMutation>(erase);
  return {
    verify: (id: string) => verifyUser({ id }).then((r) => r.verifyUser),
    block: (id: string, reason: string | null) =>
      blockUser({ id, reason }).then((r) => r.blockUser),
    unblock: (id: string) => unblockUser({ id }).then((r) => r.unblockUser),
    signOut: (id: string) => signOutUser({ id }).then((r) => r.signOutUserEverywhere),
    erase: (id: string, reason: string | null) =>
      deleteUser({ id, reason }).then((r) => r.deleteUser),
  };
}
