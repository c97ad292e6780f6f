import { useTranslation } from "react-i18next";

// The language of a text a user wrote (a cover note, a review), for its `lang` attribute, so
// screen readers pick the right voice and phones the right font. Such texts carry no language of
// their own, so it is read from the script: Tamil, Telugu, Bengali and Malayalam scripts name
// their language among ours; Devanagari is Hindi to a reader of another script (a Marathi or
// Bhojpuri page leaves it to the page's own); Latin letters are English. Mixed or letterless
// text gets nothing and reads as the page does.

const SCRIPTS: readonly (readonly [RegExp, string])[] = [
  [/\p{Script=Tamil}/u, "ta"],
  [/\p{Script=Telugu}/u, "te"],
  [/\p{Script=Bengali}/u, "bn"],
  [/\p{Script=Malayalam}/u, "ml"],
  [/\p{Script=Devanagari}/u, "hi"],
  [/\p{Script=Latin}/u, "en"],
];

const DEVANAGARI_PAGES = new Set(["hi", "mr", "bh"]);

/** The `lang` for `text` on a page in `page`; undefined when the page's own fits or none is sure. */
export function textLanguage(text: string, page: string): string | undefined {
  const letters = [...text].filter((char) => /\p{L}/u.test(char));
  if (letters.length === 0) return undefined;
  for (const [script, language] of SCRIPTS) {
    const share = letters.filter((char) => script.test(char)).length / letters.length;
    if (share < 0.8) continue;
    if (language === page || (language === "hi" && DEVANAGARI_PAGES.has(page))) return undefined;
    return language;
  }
  return undefined;
}

/** textLanguage on the page's language. */
export function useTextLanguage(text: string | null | undefined): string | undefined {
  const { i18n } = useTranslation();
  return text ? textLanguage(text, i18n.language) : undefined;
}
