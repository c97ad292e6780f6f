import { SEARCH_PREFIX_MIN_LENGTH } from "../../constants.js";
import { isSearchWord, searchWords, tradeMentions } from "../../trades/trades.js";

// Search's keywords as PostgreSQL tsquery text (to_tsquery('english', …)): the search's own
// query (keywordQuery), and each trade's query for the ordered index of trades
// (tradeIndexQuery, trades/sync.ts), made the same way so that the index holds every job a
// search for the trade can match. Only words of letters and digits (search.ts searchTerms) and
// the trades table's own words reach them.

/** A word of the tsquery: a prefix, or the whole word when it is short. */
const lexeme = (word: string) =>
  [...word].length >= SEARCH_PREFIX_MIN_LENGTH ? `${word}:*` : word;

/** A phrase of words, each a lexeme, in order. */
const phrase = (words: readonly string[]) => words.map(lexeme).join(" <-> ");

/** Any of these phrases (each words joined by single spaces). */
const anyPhrase = (phrases: readonly string[]) =>
  `(${phrases.map((words) => `(${phrase(words.split(" "))})`).join(" | ")})`;

/**
 * The keywords as a tsquery: every word as a prefix (a short one whole), all of them; a word or
 * phrase that names a trade (trades/trades.ts) matches it as typed and any word for that trade in
 * Latin letters ("raj mistri" finds masons, "प्लंबर" plumbers).
 */
export function keywordQuery(terms: readonly string[]): string {
  const mentions = tradeMentions(terms);
  const parts: string[] = [];
  for (let index = 0; index < terms.length; ) {
    const mention = mentions.find((found) => found.start === index);
    if (!mention) {
      parts.push(lexeme(terms[index] as string));
      index += 1;
      continue;
    }
    const typed = terms.slice(index, index + mention.length).join(" ");
    // As typed and in Latin letters ("प्लंबर": plumber, nalsaaz, ...): job text is mostly
    // English or romanised, and each other word of the typed script made the query dearer
    // (bench:search: the script's spellings and phrases together cost 3x the English twin).
    parts.push(anyPhrase([...new Set([typed, ...searchWords(mention.trade, [])])]));
    index += mention.length;
  }
  return parts.join(" & ");
}

/**
 * The trade the keywords name, when they are that trade's name or other word and nothing else
 * ("plumber", "raj mistri", "प्लंबर"); else null.
 */
export function tradeNamed(terms: readonly string[]): string | null {
  const mentions = tradeMentions(terms);
  const only = mentions[0];
  return mentions.length === 1 && only && only.start === 0 && only.length === terms.length
    ? only.trade
    : null;
}

/**
 * A trade's query in the ordered index of trades: any of its words in every script but those
 * that are part of another trade's phrase (searchWords: "mistri", in "kaath mistri"). A search
 * whose keywords are one of these words (tradeIndexed) finds the jobs this matches, the index's
 * rows (search.ts matchesSql), ranked by it.
 */
export function tradeIndexQuery(trade: string): string {
  return anyPhrase(searchWords(trade, "all"));
}

/**
 * The trade whose ordered index answers these keywords: they name it (tradeNamed) with a word
 * its index query looks for. Keywords that are part of another trade's phrase ("mistri") are
 * looked for as typed instead (keywordQuery), so null.
 */
export function tradeIndexed(terms: readonly string[]): string | null {
  const trade = tradeNamed(terms);
  return trade && isSearchWord(trade, terms.join(" ")) ? trade : null;
}
