import type { TFunction } from "i18next";
import { translateServerMessage } from "../../lib/server-messages";
import type { Problem } from "./FormAlert";

/**
 * What to tell the user about an AppError: the message in their language, and a way on when
 * the phone belongs on the other form (unknown when signing in, known when registering).
 */
export function problemOf(t: TFunction, error: { code: string; message: string }): Problem {
  const text = translateServerMessage(t, error.message);
  if (error.code === "NOT_FOUND") return { text, action: "register" };
  if (error.code === "CONFLICT") return { text, action: "signIn" };
  return { text };
}
