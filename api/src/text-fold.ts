// Typed text as search compares it, whatever the script. Indian scripts can write the
// same word with different code points, which must not make two words of one:
// - NFC: a nukta letter (ड़, U+095C) and its two code points (ड + ़) are one spelling; NFC makes
//   both the two code points (the nukta letters are excluded from composition).
// - Malayalam's chillu letters: the atomic ones of Unicode 5.1 (ൻ, U+0D7B) and the older
//   consonant + virama + ZWJ (ന്‍) are one letter; the atomic one is kept.
// - ZWJ and ZWNJ only choose how a conjunct is drawn (వైర్‌మ్యాన్, ടെയ്‌ലർ): they go. Kept, they
//   would cut a word in two, as search's words are runs of letters, marks and digits.
// - Soft hyphens go too.
// Anusvara against a nasal consonant (प्लंबर, प्लम्बर) is a different spelling, not an encoding:
// the trades and places tables list the common ones.

const CHILLUS: Readonly<Record<string, string>> = {
  "ണ്\u200d": "ൺ",
  "ന്\u200d": "ൻ",
  "ര്\u200d": "ർ",
  "ല്\u200d": "ൽ",
  "ള്\u200d": "ൾ",
  "ക്\u200d": "ൿ",
};

/** `text` with one encoding per spelling: NFC, atomic chillus, no ZWJ, ZWNJ or soft hyphen. */
export function foldScripts(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[ണനരലളക]്\u200d/g, (sequence) => CHILLUS[sequence] ?? sequence)
    .replace(/\u200c|\u200d|\u00ad/g, "");
}
