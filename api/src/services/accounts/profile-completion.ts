import {
  type CompletionFields,
  EMPLOYER_COMPLETION_FIELDS,
  LABOUR_COMPLETION_FIELDS,
} from "@kaamsetu/shared/profile-fields";
import { PROFILE_COMPLETE_PERCENT, PROFILE_WEIGHTS } from "../../constants.js";

export { type CompletionFields, EMPLOYER_COMPLETION_FIELDS, LABOUR_COMPLETION_FIELDS };

// SPEC section 5, "Profile completeness scoring": each group's share of filled fields times its
// weight, summed and rounded; complete from PROFILE_COMPLETE_PERCENT. Fields are named as in the
// spec's table (the REST snake_case names), in the table's order.

export interface ProfileCompletion {
  percentage: number;
  isComplete: boolean;
  /** Empty required fields, then empty important ones, in the table's order. */
  missingFields: string[];
}

/** A profile's values by field name; the caller maps its records to these names. */
export type ProfileValues = Record<string, unknown>;

/**
 * Empty means null, undefined, NaN, a string of only spaces, or a list with nothing filled in
 * it; anything else (0 years of experience, false, a document record) is an answer.
 */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (typeof value === "number") return !Number.isNaN(value);
  if (Array.isArray(value)) return value.some(isFilled);
  return true;
}

export function profileCompletion(
  userType: "LABOUR" | "EMPLOYER",
  values: ProfileValues,
): ProfileCompletion {
  const fields = userType === "EMPLOYER" ? EMPLOYER_COMPLETION_FIELDS : LABOUR_COMPLETION_FIELDS;
  const empty = (names: readonly string[]) => names.filter((name) => !isFilled(values[name]));
  const score = (names: readonly string[], weight: number) =>
    ((names.length - empty(names).length) * weight) / names.length;

  const percentage = Math.round(
    score(fields.required, PROFILE_WEIGHTS.required) +
      score(fields.important, PROFILE_WEIGHTS.important) +
      score(fields.optional, PROFILE_WEIGHTS.optional),
  );
  return {
    percentage,
    // The rounded figure is the one people see, so 69.5 shows 70 and counts as complete.
    isComplete: percentage >= PROFILE_COMPLETE_PERCENT,
    missingFields: [...empty(fields.required), ...empty(fields.important)],
  };
}
