import type { TFunction } from "i18next";
import { translateServerMessage } from "../../lib/server-messages";

// The server answers in English with the messages of api/src/messages.ts. Those a worker can
// cause on these screens have a key under applications:messages.* (the apply form's under
// job:messages.*, features/jobs/apply-messages.ts), named as on the server;
// application-messages.test.ts checks the English texts match the server's word for word.

/** An application screen's server message in the reader's language, else as the server said it. */
export const translateApplicationMessage = (t: TFunction, message: string): string =>
  translateServerMessage(t, message, "applications");
