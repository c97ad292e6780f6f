import { graphql } from "react-relay";
import type { entrySaveAddEducationMutation } from "../../__generated__/entrySaveAddEducationMutation.graphql";
import type { entrySaveAddExperienceMutation } from "../../__generated__/entrySaveAddExperienceMutation.graphql";
import type { entrySaveRemoveEducationMutation } from "../../__generated__/entrySaveRemoveEducationMutation.graphql";
import type { entrySaveRemoveExperienceMutation } from "../../__generated__/entrySaveRemoveExperienceMutation.graphql";
import type { entrySaveReorderEducationMutation } from "../../__generated__/entrySaveReorderEducationMutation.graphql";
import type { entrySaveReorderExperienceMutation } from "../../__generated__/entrySaveReorderExperienceMutation.graphql";
import type { entrySaveUpdateEducationMutation } from "../../__generated__/entrySaveUpdateEducationMutation.graphql";
import type { entrySaveUpdateExperienceMutation } from "../../__generated__/entrySaveUpdateExperienceMutation.graphql";
import type { profileSave_result$key } from "../../__generated__/profileSave_result.graphql";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import { type SaveResult, saveResultOf } from "./profile-save";

// Education and experience entries: add, edit, remove and order, each answered with the profile
// as saved (the entries in their order, the completion).

const addEducation = graphql`
  mutation entrySaveAddEducationMutation($input: EducationInput!) {
    addEducation(input: $input) {
      ...profileSave_result @alias(as: "result")
    }
  }
`;
const updateEducation = graphql`
  mutation entrySaveUpdateEducationMutation($id: ID!, $input: EducationInput!) {
    updateEducation(id: $id, input: $input) {
      ...profileSave_result @alias(as: "result")
    }
  }
`;
const removeEducation = graphql`
  mutation entrySaveRemoveEducationMutation($id: ID!) {
    removeEducation(id: $id) {
      ...profileSave_result @alias(as: "result")
    }
  }
`;
const reorderEducation = graphql`
  mutation entrySaveReorderEducationMutation($ids: [ID!]!) {
    reorderEducation(ids: $ids) {
      ...profileSave_result @alias(as: "result")
    }
  }
`;
const addExperience = graphql`
  mutation entrySaveAddExperienceMutation($input: ExperienceInput!) {
    addExperience(input: $input) {
      ...profileSave_result @alias(as: "result")
    }
  }
`;
const updateExperience = graphql`
  mutation entrySaveUpdateExperienceMutation($id: ID!, $input: ExperienceInput!) {
    updateExperience(id: $id, input: $input) {
      ...profileSave_result @alias(as: "result")
    }
  }
`;
const removeExperience = graphql`
  mutation entrySaveRemoveExperienceMutation($id: ID!) {
    removeExperience(id: $id) {
      ...profileSave_result @alias(as: "result")
    }
  }
`;
const reorderExperience = graphql`
  mutation entrySaveReorderExperienceMutation($ids: [ID!]!) {
    reorderExperience(ids: $ids) {
      ...profileSave_result @alias(as: "result")
    }
  }
`;

export type EntryKind = "education" | "experience";

export type EntryActions = {
  /** Adds (id null) or edits an entry. */
  save: (id: string | null, input: Record<string, unknown>) => Promise<SaveResult>;
  remove: (id: string) => Promise<SaveResult>;
  reorder: (ids: readonly string[]) => Promise<SaveResult>;
  busy: boolean;
};

const resultOf = async (
  answer: Promise<profileSave_result$key | null | undefined>,
): Promise<SaveResult> => {
  try {
    return saveResultOf(await answer);
  } catch {
    return { ok: false, error: null };
  }
};

export function useEntryActions(kind: EntryKind): EntryActions {
  const [addE, b1] = useMutationPromise<entrySaveAddEducationMutation>(addEducation);
  const [updE, b2] = useMutationPromise<entrySaveUpdateEducationMutation>(updateEducation);
  const [remE, b3] = useMutationPromise<entrySaveRemoveEducationMutation>(removeEducation);
  const [ordE, b4] = useMutationPromise<entrySaveReorderEducationMutation>(reorderEducation);
  const [addX, b5] = useMutationPromise<entrySaveAddExperienceMutation>(addExperience);
  const [updX, b6] = useMutationPromise<entrySaveUpdateExperienceMutation>(updateExperience);
  const [remX, b7] = useMutationPromise<entrySaveRemoveExperienceMutation>(removeExperience);
  const [ordX, b8] = useMutationPromise<entrySaveReorderExperienceMutation>(reorderExperience);
  const busy = b1 || b2 || b3 || b4 || b5 || b6 || b7 || b8;
  if (kind === "education") {
    return {
      busy,
      save: (id, input) =>
        resultOf(
          id
            ? updE({ id, input }).then((r) => r.updateEducation.result)
            : addE({ input }).then((r) => r.addEducation.result),
        ),
      remove: (id) => resultOf(remE({ id }).then((r) => r.removeEducation.result)),
      reorder: (ids) => resultOf(ordE({ ids: [...ids] }).then((r) => r.reorderEducation.result)),
    };
  }
  return {
    busy,
    save: (id, input) =>
      resultOf(
        id
          ? updX({ id, input }).then((r) => r.updateExperience.result)
          : addX({ input }).then((r) => r.addExperience.result),
      ),
    remove: (id) => resultOf(remX({ id }).then((r) => r.removeExperience.result)),
    reorder: (ids) => resultOf(ordX({ ids: [...ids] }).then((r) => r.reorderExperience.result)),
  };
}
