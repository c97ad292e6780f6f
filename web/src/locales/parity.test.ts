import { ERROR_MESSAGES } from "@kaamsetu/shared/error-messages";
import { describe, expect, it } from "vitest";
import {
  AVAILABLE_LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_FALLBACKS,
  LANGUAGES,
  type Language,
} from "../config";

// Every language with texts says everything English says, with the same variables and its own
// plural forms (CLDR's, as i18next suffixes them: hi has _one and _other). Each failure names
// the language, the namespace and the key, so a translator knows what to add. The web's texts
// are locales/<lng>/<namespace>.json; the server's catalogue (the "errors" namespace) is
// shared/src/error-messages.ts in English and shared/locales/<lng>/errors.json.

type Tree = { [key: string]: string | Tree };

const webFiles = import.meta.glob<Tree>("./*/*.json", { eager: true, import: "default" });
const serverFiles = import.meta.glob<Tree>("../../../shared/locales/*/errors.json", {
  eager: true,
  import: "default",
});

/** language → namespace → texts. */
const texts = new Map<string, Map<string, Tree>>();
function add(language: string, namespace: string, tree: Tree) {
  const namespaces = texts.get(language) ?? new Map<string, Tree>();
  texts.set(language, namespaces);
  namespaces.set(namespace, tree);
}
for (const [file, tree] of Object.entries(webFiles)) {
  const [, language = "", name = ""] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  add(language, name, tree);
}
for (const [file, tree] of Object.entries(serverFiles)) {
  const language = /locales\/([^/]+)\/errors\.json$/.exec(file)?.[1] ?? "";
  add(language, "errors", tree);
}
add(DEFAULT_LANGUAGE, "errors", ERROR_MESSAGES as unknown as Tree);

/** Every leaf of a tree as "a.b.c" → text. */
function flatten(tree: Tree, prefix = "", into = new Map<string, string>()) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") into.set(path, value);
    else flatten(value, path, into);
  }
  return into;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const variablesOf = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort();
const nestingOf = (text: string) => [...text.matchAll(/\$t\(([^)]+)\)/g)].map((m) => m[1]).sort();

/**
 * What `language` must have, from English's keys: a plain key as it is; a pluralised one
 * (English has base_one/base_other) with each of the language's CLDR plural categories, and
 * base_zero when English has it (i18next's special zero form).
 */
function expectedKeys(english: Map<string, string>, language: string): Map<string, string> {
  const categories = new Intl.PluralRules(language === "bh" ? "hi" : language).resolvedOptions()
    .pluralCategories;
  const expected = new Map<string, string>();
  for (const [key, text] of english) {
    const suffix = PLURAL_SUFFIX.exec(key);
    if (!suffix || suffix[1] === "zero") {
      expected.set(key, text);
      continue;
    }
    const base = key.slice(0, -suffix[0].length);
    const other = english.get(`${base}_other`) ?? text;
    for (const category of categories) expected.set(`${base}_${category}`, other);
  }
  return expected;
}

const english = texts.get(DEFAULT_LANGUAGE) ?? new Map<string, Tree>();
const translated = [...texts.keys()].filter((language) => language !== DEFAULT_LANGUAGE).sort();

describe("locale files", () => {
  it("are only for languages the app knows", () => {
    for (const language of texts.keys()) expect(LANGUAGES).toContain(language);
  });

  it("keep the server's catalogue in one place: no web locale has errors.json", () => {
    const misplaced = Object.keys(webFiles).filter((file) => file.endsWith("/errors.json"));
    expect(misplaced).toEqual([]);
  });
});

describe.each(translated)("%s", (language) => {
  const namespaces = texts.get(language) ?? new Map<string, Tree>();

  it.each([...english.keys()].sort())("has the %s namespace", (namespace) => {
    expect(namespaces.has(namespace), `${language} lacks ${namespace}.json`).toBe(true);
  });

  it.each([...english.keys()].sort())(
    "%s: the same keys, variables and plural forms as English",
    (namespace) => {
      const source = flatten(english.get(namespace) ?? {});
      const target = flatten(namespaces.get(namespace) ?? {});
      const expected = expectedKeys(source, language);
      const problems: string[] = [];
      for (const [key, text] of expected) {
        const found = target.get(key);
        if (found === undefined) {
          problems.push(`missing ${language}:${namespace}:${key} (English: "${text}")`);
          continue;
        }
        if (!found.trim()) problems.push(`empty ${language}:${namespace}:${key}`);
        const want = variablesOf(text);
        const have = variablesOf(found);
        // A plural form may leave the number out ("एक मिनट"), never add or lose another name.
        const plural = PLURAL_SUFFIX.test(key);
        const comparable = plural ? want.filter((name) => name !== "count") : want;
        const got = plural ? have.filter((name) => name !== "count") : have;
        if (JSON.stringify([...new Set(comparable)]) !== JSON.stringify([...new Set(got)])) {
          problems.push(
            `variables of ${language}:${namespace}:${key}: {{${have.join("}} {{")}}} instead of {{${want.join("}} {{")}}}`,
          );
        }
        if (JSON.stringify(nestingOf(text)) !== JSON.stringify(nestingOf(found))) {
          problems.push(`nested $t() of ${language}:${namespace}:${key} differ from English`);
        }
      }
      for (const key of target.keys()) {
        if (!expected.has(key))
          problems.push(`extra ${language}:${namespace}:${key}: English has no such key`);
      }
      expect(problems).toEqual([]);
    },
  );
});

describe("available languages", () => {
  const own = (language: Language) => !LANGUAGE_FALLBACKS[language];

  it("each has complete texts of its own, or falls back to one that is available", () => {
    for (const language of AVAILABLE_LANGUAGES) {
      if (language === DEFAULT_LANGUAGE) continue;
      if (own(language)) {
        expect(translated, `${language} is available but has no locale files`).toContain(language);
      } else {
        const [first] = LANGUAGE_FALLBACKS[language] ?? [];
        expect(AVAILABLE_LANGUAGES, `${language} falls back to ${first}`).toContain(first);
      }
    }
  });
});
