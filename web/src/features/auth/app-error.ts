import type { TFunction } from "i18next";
import { errorText, type KeyedError } from "../../lib/error-text";
import type { Problem } from "./FormAlert";

/**
 * What to tell the user about a failure: its reason in their language, and a way on when the
 * phone belongs on the other form (unknown when signing in, known when registering).
 */
export function problemOf(t: TFunction, error: KeyedError, fallback: string): Problem {
  const text = errorText(t, error, fallback);
  if (error.reason === "phoneNotRegistered") return { text, action: "register" };
  if (error.reason === "phoneAlreadyRegistered") return { text, action: "signIn" };
  return { text };
}
