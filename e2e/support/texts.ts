import fs from "node:fs";
import path from "node:path";
import { ERROR_MESSAGES } from "@kaamsetu/shared/error-messages";

// The specs find elements by the English texts users see, read from the app's own locale files,
// so a wording change does not break them but a missing key does (loudly, naming the key). The
// "errors" namespace is the server's message catalogue, as in the app (web/src/i18n/i18n.ts).

const LOCALES = path.resolve(import.meta.dirname, "../../web/src/locales");
const SERVER_LOCALES = path.resolve(import.meta.dirname, "../../shared/locales");
const cache = new Map<string, Record<string, unknown>>();

function namespace(name: string, language = "en"): Record<string, unknown> {
  if (name === "errors" && language === "en") return ERROR_MESSAGES;
  const file =
    name === "errors"
      ? path.join(SERVER_LOCALES, language, "errors.json")
      : path.join(LOCALES, language, `${name}.json`);
  let bundle = cache.get(file);
  if (!bundle) {
    bundle = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
    cache.set(file, bundle);
  }
  return bundle;
}

/**
 * The English text of `"<namespace>:<dotted.key>"` (namespace `common` when omitted), with
 * `{{name}}` placeholders filled from `values`.
 */
export function t(key: string, values: Record<string, string | number> = {}): string {
  return tIn("en", key, values);
}

/** The text of `key` in `language` (its locale files: web/src/locales/<language>/), like `t`. */
export function tIn(
  language: string,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const [ns, dotted] = key.includes(":") ? key.split(":", 2) : ["common", key];
  let node: unknown = namespace(ns as string, language);
  for (const part of (dotted as string).split(".")) {
    node =
      typeof node === "object" && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  if (typeof node !== "string") {
    throw new Error(`web/src/locales/${language}/${ns}.json has no text at "${dotted}"`);
  }
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
