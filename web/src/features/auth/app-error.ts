import type { TFunction } from "i18next";
import type { Problem } from "./FormAlert";
import { translateServerMessage } from "./server-messages";

/** The parts of an AppError (the typed error of every mutation's result union) a form reads. */
export type AppErrorData = {
  readonly code: string;
  readonly message: string;
  readonly retryAfterSeconds?: number | null;
  readonly fieldErrors?: readonly { readonly field: string; readonly message: string }[];
};

/**
 * What to tell the user about an AppError: the message in their language, and a way on when
 * the phone belongs on the other form (unknown when signing in, known when registering).
 */
export function problemOf(t: TFunction, error: AppErrorData): Problem {
  const text = translateServerMessage(t, error.message);
  if (error.code === "NOT_FOUND") return { text, action: "register" };
  if (error.code === "CONFLICT") return { text, action: "signIn" };
  return { text };
}
