import type { TranslationConfig } from "../../config.js";
import { createBhashiniTranslator } from "./bhashini.js";
import type { Translator } from "./provider.js";

export { providerLanguage, TranslationFailedError, type Translator } from "./provider.js";

// Machine translation behind one small interface (provider.ts), chosen by configuration like the
// SMS gateway (config.ts: TRANSLATION_PROVIDER, off by default). Off, there is no translator at
// all: the product works without one and offers nothing (docs/languages.md, "Machine
// translation").

/** The configured translator; null when translation is off. */
export function createTranslator(config: TranslationConfig): Translator | null {
  return config.provider === "bhashini" ? createBhashiniTranslator(config) : null;
}
