import { graphql, readInlineData } from "react-relay";
import type {
  appError_error$data,
  appError_error$key,
} from "../__generated__/appError_error.graphql";

// What the app asks of an AppError, the typed failure in every mutation's result union, in one
// place. A mutation selects it as
//
//   ... on AppError {
//     ...appError_error @alias(as: "error")
//   }
//
// and reads the answer with appErrorOf. A screen words it from `reason` and `params` (errorText,
// lib/error-text.ts), never from the English `message`.

const appErrorFragment = graphql`
  fragment appError_error on AppError @inline {
    code
    reason
    params
    message
    retryAfterSeconds
    fieldErrors {
      field
      reason
      params
      message
    }
  }
`;

export type AppError = appError_error$data;

/** The AppError a mutation answered with, or null when it answered anything else. */
export function appErrorOf(result: {
  readonly __typename: string;
  readonly error?: appError_error$key | null | undefined;
}): AppError | null {
  return result.error ? readInlineData(appErrorFragment, result.error) : null;
}
