import type { Language } from "../../constants.js";

// What every translation provider is (translator.ts chooses one by configuration).

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

/** The language a provider is asked for: Bhojpuri readers read Hindi (SPEC section 9). */
export const providerLanguage = (language: Language): Language =>
  language === "bh" ? "hi" : language;
