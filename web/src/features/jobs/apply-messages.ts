import type { TFunction } from "i18next";
import { translateServerMessage } from "../../lib/server-messages";

// The server answers in English with the messages of api/src/messages.ts. Those a worker can
// cause by applying have a key under job:messages.*, named as on the server;
// apply-messages.test.ts checks the English texts match the server's word for word.

/** An apply failure in the reader's language, else as the server said it. */
export const translateApplyMessage = (t: TFunction, message: string): string =>
  translateServerMessage(t, message, "job");
