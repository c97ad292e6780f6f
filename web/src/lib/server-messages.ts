import type { TFunction } from "i18next";
import { i18n } from "../i18n/i18n";

// The server answers in English with the messages of api/src/messages.ts. Those the screens
// expect have a key in the "auth" namespace (auth:messages.*), so they follow the chosen
// language; server-messages.test.ts checks the English texts match the server's word for word.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The `namespace`:messages key whose English text is `message` (a {{count}} matched), if any.
 * Other screens keep the server messages they expect under their own namespace's `messages`.
 */
export function serverMessageKey(
  message: string,
  namespace = "auth",
): { key: string; count?: number } | null {
  const bundle = i18n.getResourceBundle("en", namespace) as
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
export function translateServerMessage(t: TFunction, message: string, namespace = "auth"): string {
  const found = serverMessageKey(message, namespace);
  if (!found) return message;
  return found.count === undefined
    ? t(`${namespace}:messages.${found.key}`)
    : t(`${namespace}:messages.${found.key}`, { count: found.count });
}
