import { SEARCH_CORRECTION_MIN_SIMILARITY, SEARCH_PREFIX_MIN_LENGTH } from "../../constants.js";
import { TRADES, tradeWords } from "../../trades/trades.js";
import { TrigramIndex, trigrams } from "./trigram.js";

// Misspelt keywords corrected against a small vocabulary before the text search:
// the words of the trades table (shared/src/trades.ts: each trade's name and other words, in every
// script), a few hundred words in a trigram index in memory. "plumbr" becomes "plumber", which
// the text search (and the ordered index of trades) then finds, instead of comparing the typed
// text with the title of every job (a trigram scan of a million titles took 270 ms). A word is
// replaced by the vocabulary's most similar word (pg_trgm's similarity, trigram.ts) when that is
// at least SEARCH_CORRECTION_MIN_SIMILARITY; the vocabulary's own words, and words shorter than
// SEARCH_PREFIX_MIN_LENGTH (too few letters to guess from), stay as typed.

const VOCABULARY: readonly string[] = [
  ...new Set(
    TRADES.flatMap(({ trade }) => tradeWords(trade, "all")).flatMap((phrase) => phrase.split(" ")),
  ),
];
const KNOWN = new Set(VOCABULARY);
const INDEX = new TrigramIndex();
const GRAMS = VOCABULARY.map((word) => trigrams(word));
for (const grams of GRAMS) INDEX.add(grams);

/** The vocabulary's word closest to `word`, if close enough; ties go to the earlier word. */
function closest(word: string): string | null {
  const grams = trigrams(word);
  let best: { id: number; score: number } | null = null;
  for (const [id, score] of INDEX.similarities(grams)) {
    if (score < SEARCH_CORRECTION_MIN_SIMILARITY) continue;
    if (!best || score > best.score || (score === best.score && id < best.id)) best = { id, score };
  }
  return best ? (VOCABULARY[best.id] ?? null) : null;
}

/** The search's words with misspelt ones corrected; null when none was. */
export function correctedTerms(terms: readonly string[]): string[] | null {
  let changed = false;
  const corrected = terms.map((term) => {
    if (KNOWN.has(term) || [...term].length < SEARCH_PREFIX_MIN_LENGTH) return term;
    const word = closest(term);
    if (word === null || word === term) return term;
    changed = true;
    return word;
  });
  return changed ? corrected : null;
}
