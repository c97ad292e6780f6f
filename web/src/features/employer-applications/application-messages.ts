import type { TFunction } from "i18next";
import { translateServerMessage } from "../../lib/server-messages";

// The server answers in English with the messages of api/src/messages.ts. Those these screens
// expect have a key in employerApplications:messages.* (the server's own key);
// application-messages.test.ts checks the English texts match the server's word for word. One
// the server builds from the statuses involved is shown as it comes.

/** A server message in the reader's language when the app knows it, else as the server said it. */
export const translateApplicationMessage = (t: TFunction, message: string): string =>
  translateServerMessage(t, message, "employerApplications");
