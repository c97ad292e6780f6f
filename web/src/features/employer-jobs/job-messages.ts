import type { TFunction } from "i18next";
import { serverMessageKey, translateServerMessage } from "../../lib/server-messages";
import type { JobCheck } from "./job-form";

// The server answers in English with the messages of api/src/messages.ts. Those the job screens
// expect have a key in employerJobs:messages.* (the server's own key), so they follow the chosen
// language; job-messages.test.ts checks the English texts match the server's word for word.

/** The employerJobs:messages key whose English text is `message` (a {{count}} matched). */
export const jobMessageKey = (message: string): JobCheck | null =>
  serverMessageKey(message, "employerJobs");

/** A check's message in the reader's language. */
export function checkMessage(t: TFunction, check: JobCheck): string {
  return check.count === undefined
    ? t(`employerJobs:messages.${check.key}`)
    : t(`employerJobs:messages.${check.key}`, { count: check.count });
}

/** A server message in the reader's language when the app knows it, else as the server said it. */
export const translateJobMessage = (t: TFunction, message: string): string =>
  translateServerMessage(t, message, "employerJobs");
