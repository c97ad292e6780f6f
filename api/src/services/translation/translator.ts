import type { TranslationConfig } from "../../config.js";
import type { Language } from "../../constants.js";
import { createBhashiniTranslator } from "./bhashini.js";

// Machine translation behind one small interface, chosen by configuration like the SMS gateway
// (config.ts: TRANSLATION_PROVIDER, off by default). Off, there is no translator at all: the
// product works without one and offers nothing (docs/languages.md, "Machine translation").

export interface Translator {
  readonly name: "bhashini";
  /**
   * `texts` from `from` into `to`, in the same order; rejects with TranslationFailedError when
   * the provider did not answer with one translation per text.
   */
  translate(texts: readonly string[], from: Language, to: Language): Promise<string[]>;
}

export class TranslationFailedError extends Error {
  override name = "TranslationFailedError";
}

/** The configured translator; null when translation is off. */
export function createTranslator(config: TranslationConfig): Translator | null {
  return config.provider === "bhashini" ? createBhashiniTranslator(config) : null;
}

/** The language a provider is asked for: Bhojpuri readers read Hindi (SPEC section 9). */
export const providerLanguage = (language: Language): Language =>
  language === "bh" ? "hi" : language;
