import { graphql, readInlineData } from "react-relay";
import type { profileSave_result$key } from "../../__generated__/profileSave_result.graphql";
import type { profileSaveEmployerMutation } from "../../__generated__/profileSaveEmployerMutation.graphql";
import type { profileSaveLabourMutation } from "../../__generated__/profileSaveLabourMutation.graphql";
import { type AppError, appErrorOf } from "../../relay/app-error";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import type { Role } from "./profile-fields";

// One save for every section of either editor: a partial profile update, answered with the
// profile as saved (its completion too, so the bar and chips follow) or the server's AppError.

// What every profile and entry mutation answers, written once (spread into each result union:
// they all are AppError | ProfileUpdatePayload).
const resultFragment = graphql`
  fragment profileSave_result on UpdateLabourProfileResult @inline {
    __typename
    ... on ProfileUpdatePayload {
      viewer {
        ...ProfileEditor_user
      }
    }
    ... on AppError {
      ...appError_error @alias(as: "error")
    }
  }
`;

const labourMutation = graphql`
  mutation profileSaveLabourMutation($input: UpdateLabourProfileInput!) {
    updateLabourProfile(input: $input) {
      ...profileSave_result @alias(as: "result")
    }
  }
`;

const employerMutation = graphql`
  mutation profileSaveEmployerMutation($input: UpdateEmployerProfileInput!) {
    updateEmployerProfile(input: $input) {
      ...profileSave_result @alias(as: "result")
    }
  }
`;

/** Saved, refused (with the server's error: its reason and field errors), or not sent at all. */
export type SaveResult = { ok: true } | { ok: false; error: AppError | null };

export type SaveProfile = (input: Record<string, unknown>) => Promise<SaveResult>;

/** A profile or entry mutation's answer as a SaveResult. */
export function saveResultOf(key: profileSave_result$key | null | undefined): SaveResult {
  if (!key) return { ok: false, error: null };
  const answer = readInlineData(resultFragment, key);
  if (answer.__typename === "ProfileUpdatePayload") return { ok: true };
  return { ok: false, error: appErrorOf(answer) };
}

export function useSaveProfile(role: Role): readonly [SaveProfile, boolean] {
  const [saveLabour, labourBusy] = useMutationPromise<profileSaveLabourMutation>(labourMutation);
  const [saveEmployer, employerBusy] =
    useMutationPromise<profileSaveEmployerMutation>(employerMutation);
  const save: SaveProfile = async (input) => {
    try {
      const answer =
        role === "employer"
          ? (await saveEmployer({ input } as profileSaveEmployerMutation["variables"]))
              .updateEmployerProfile.result
          : (await saveLabour({ input } as profileSaveLabourMutation["variables"]))
              .updateLabourProfile.result;
      return saveResultOf(answer);
    } catch {
      return { ok: false, error: null };
    }
  };
  return [save, labourBusy || employerBusy] as const;
}
