import fs from "node:fs";
import path from "node:path";
import { ERROR_MESSAGES } from "../../api/src/shared/error-messages";

// The specs find elements by the English texts users see, read from the app's own locale files,
// so a wording change does not break them but a missing key does (loudly, naming the key). The
// "errors" namespace is the server's message catalogue, as in the app (web/src/i18n/i18n.ts).

const LOCALES = path.resolve(import.meta.dirname, "../../web/src/locales/en");
const cache = new Map<string, Record<string, unknown>>();

function namespace(name: string): Record<string, unknown> {
  if (name === "errors") return ERROR_MESSAGES;
  let bundle = cache.get(name);
  if (!bundle) {
    bundle = JSON.parse(fs.readFileSync(path.join(LOCALES, `${name}.json`), "utf8")) as Record<
      string,
      unknown
    >;
    cache.set(name, bundle);
  }
  return bundle;
}

/**
 * The English text of `"<namespace>:<dotted.key>"` (namespace `common` when omitted), with
 * `{{name}}` placeholders filled from `values`.
 */
export function t(key: string, values: Record<string, string | number> = {}): string {
  const [ns, dotted] = key.includes(":") ? key.split(":", 2) : ["common", key];
  let node: unknown = namespace(ns as string);
  for (const part of (dotted as string).split(".")) {
    node =
      typeof node === "object" && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  if (typeof node !== "string") {
    throw new Error(`web/src/locales/en/${ns}.json has no text at "${dotted}"`);
  }
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
