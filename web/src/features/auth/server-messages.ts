import type { TFunction } from "i18next";
import { i18n } from "../../i18n/i18n";

// The server answers in English with the messages of api/src/messages.ts. Those the screens
// expect have a key in the "auth" namespace (auth:messages.*), so they follow the chosen
// language; server-messages.test.ts checks the English texts match the server's word for word.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The auth:messages key whose English text is `message` (a {{count}} matched), if any. */
export function serverMessageKey(message: string): { key: string; count?: number } | null {
  const bundle = i18n.getResourceBundle("en", "auth") as
    | { messages?: Record<string, string> }
    | undefined;
  for (const [key, text] of Object.entries(bundle?.messages ?? {})) {
    if (text === message) return { key };
    if (!text.includes("{{count}}")) continue;
    const pattern = new RegExp(
      `^${escapeRegExp(text).replace(escapeRegExp("{{count}}"), "(\\d+)")}$`,
    );
    const match = pattern.exec(message);
    if (match) return { key, count: Number(match[1]) };
  }
  return null;
}

/** A server message in the reader's language when the app knows it, else as the server said it. */
export function translateServerMessage(t: TFunction, message: string): string {
  const found = serverMessageKey(message);
  if (!found) return message;
  return found.count === undefined
    ? t(`auth:messages.${found.key}`)
    : t(`auth:messages.${found.key}`, { count: found.count });
}
