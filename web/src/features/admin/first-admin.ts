import { EMAIL_SHAPE, PASSWORD_MIN_LENGTH } from "../../config";
import type { Check } from "../../lib/error-text";

// The first-admin form's checks, without React: every field at once, before asking the server,
// which checks them again with the same reasons and has the last word (its username rule too).

/** The first admin's fields, by the form's names; the server's field errors name full_name. */
export const SETUP_FIELDS = ["username", "email", "fullName", "password", "confirm"] as const;
export type SetupField = (typeof SETUP_FIELDS)[number];
const SERVER_FIELD: Readonly<Record<string, SetupField>> = { full_name: "fullName" };

/** The form's field a server field error names, or null for one the form does not show. */
export function serverField(field: string): SetupField | null {
  const name = SERVER_FIELD[field] ?? field;
  return (SETUP_FIELDS as readonly string[]).includes(name) ? (name as SetupField) : null;
}

/**
 * What the form can tell before asking the server, every field at once, in the server's reasons
 * (the errors namespace): a field left empty, an e-mail that is not one, a short password, and
 * a confirmation that differs.
 */
export function checkSetup(values: Record<SetupField, string>): Partial<Record<SetupField, Check>> {
  const problems: Partial<Record<SetupField, Check>> = {};
  for (const field of SETUP_FIELDS) {
    if (
      (field === "password" || field === "confirm" ? values[field] : values[field].trim()) === ""
    ) {
      problems[field] = { reason: "required" };
    }
  }
  if (!problems.email && !EMAIL_SHAPE.test(values.email.trim())) {
    problems.email = { reason: "emailInvalid" };
  }
  if (!problems.password && [...values.password].length < PASSWORD_MIN_LENGTH) {
    problems.password = { reason: "passwordTooShort" };
  }
  if (!problems.confirm && values.password !== values.confirm) {
    problems.confirm = { reason: "passwordsDoNotMatch" };
  }
  return problems;
}
