import {
  TRADE_NAME_LANGUAGES,
  TRADES,
  type Trade,
  type TradeNameLanguage,
} from "@kaamsetu/shared/trades";
import { foldScripts } from "../text-fold.js";

// The trades workers do and the words people use for them: ONE table (table.ts: each trade's
// name, its other words in Latin letters, and its names in the Indian scripts), read by search (a
// keyword that names a trade also finds the trade's other words: "nalsaaz" and "प्लंबर" find
// plumbers), by the search box's suggestions (a trade's name in the script typed) and by
// recommendations and job alerts (a worker's skills and a job's title and skills meet through
// their trades: "raj mistri" meets "mason", "राजमिस्त्री" too). Not a translation service: only
// the table's words are understood. Its ambiguous words are decided in table.ts's header.

export { TRADES, type Trade };

/**
 * Text as the table compares it: lower case letters, marks and digits, single spaces, each
 * script's spelling in one encoding (foldScripts: "बढ़ई" whichever way its nukta is typed).
 */
export function tradeKey(text: string): string {
  return (
    foldScripts(text)
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  ).join(" ");
}

/** A trade's name in an Indian script, with its language. */
export interface TradeName {
  trade: string;
  lang: TradeNameLanguage;
  /** As the table writes it. */
  name: string;
  /** tradeKey(name). */
  key: string;
}

/** Every name of every trade in the Indian scripts, once per trade and key (the first language). */
export const TRADE_NAMES: readonly TradeName[] = TRADES.flatMap(({ trade, names }) => {
  const seen = new Set<string>();
  return TRADE_NAME_LANGUAGES.flatMap((lang) =>
    (names[lang] ?? []).flatMap((name) => {
      const key = tradeKey(name);
      if (seen.has(key)) return [];
      seen.add(key);
      return [{ trade, lang, name, key }];
    }),
  );
});

/** Each trade's words as the table compares them: its name, synonyms, then script names. */
const WORDS_BY_TRADE = new Map<string, readonly string[]>(
  TRADES.map(({ trade, synonyms }) => [
    trade,
    [
      ...new Set([
        ...[trade, ...synonyms].map(tradeKey),
        ...TRADE_NAMES.filter((name) => name.trade === trade).map((name) => name.key),
      ]),
    ],
  ]),
);

/** Every phrase of the table (names, synonyms, script names) with its trade, longest first. */
const PHRASES: readonly { phrase: string; words: string[]; trade: string }[] = [...WORDS_BY_TRADE]
  .flatMap(([trade, phrases]) =>
    phrases.map((phrase) => ({ phrase, words: phrase.split(" "), trade })),
  )
  .sort((a, b) => b.words.length - a.words.length || b.phrase.length - a.phrase.length);

/** The phrases by their first word, each with its place in PHRASES (longest first). */
const BY_FIRST_WORD = new Map<string, { words: string[]; trade: string; rank: number }[]>();
PHRASES.forEach(({ words, trade }, rank) => {
  const first = words[0] ?? "";
  BY_FIRST_WORD.set(first, [...(BY_FIRST_WORD.get(first) ?? []), { words, trade, rank }]);
});

/** The scripts the table writes trades in, and the script of a word. */
const SCRIPTS = ["Latin", "Devanagari", "Tamil", "Telugu", "Bengali", "Malayalam"] as const;
export type TradeScript = (typeof SCRIPTS)[number] | "other";
const SCRIPT_LETTER = SCRIPTS.map(
  (script) => [script, new RegExp(`\\p{Script=${script}}`, "u")] as const,
);
export function scriptOf(word: string): TradeScript {
  return SCRIPT_LETTER.find(([, letter]) => letter.test(word))?.[0] ?? "other";
}

/**
 * The trade's name and its other words in Latin letters, and its names in `scripts` too: in
 * every script when asked for all. Job text is mostly English or romanised, so a search or a
 * match looks for those, plus the script the searcher typed (bench:search: every script's words
 * in one query made a trade search several times slower, for jobs seldom written so).
 */
export function tradeWords(
  trade: string,
  scripts: readonly TradeScript[] | "all" = ["Latin"],
): readonly string[] {
  const words = WORDS_BY_TRADE.get(trade) ?? [];
  if (scripts === "all") return words;
  return words.filter((word) => {
    const script = scriptOf(word);
    return script === "Latin" || scripts.includes(script);
  });
}

/** Whether `inner` occurs, as whole words, inside the longer `outer`. */
const within = (inner: string, outer: string) =>
  inner !== outer && ` ${outer} `.includes(` ${inner} `);

/**
 * The words a search for the trade also looks for: all of them but those that are part of
 * another trade's phrase ("mistri" is in "kaath mistri", a carpenter), which the text of a job
 * cannot tell apart. A word the searcher typed is always looked for as typed. In Latin letters
 * and in `scripts` (tradeWords).
 */
export function searchWords(
  trade: string,
  scripts: readonly TradeScript[] | "all",
): readonly string[] {
  return tradeWords(trade, scripts).filter((word) => isSearchWord(trade, word));
}

/** Whether a search for the trade looks for `word`: it is not part of another trade's phrase. */
export function isSearchWord(trade: string, word: string): boolean {
  return !PHRASES.some((other) => other.trade !== trade && within(word, other.phrase));
}

/** A phrase found in some words: where it starts, how many words, and its trade. */
export interface TradeMention {
  start: number;
  length: number;
  trade: string;
}

/**
 * The trades named in a list of words, each word in at most one mention; a longer phrase wins
 * ("kaath mistri" is a carpenter, not a mason).
 */
export function tradeMentions(words: readonly string[]): TradeMention[] {
  const taken = new Array<boolean>(words.length).fill(false);
  // Candidate phrases by where they could start, longest first (PHRASES' order).
  const starts: { start: number; rank: number; length: number; trade: string }[] = [];
  for (let start = 0; start < words.length; start++) {
    for (const candidate of BY_FIRST_WORD.get(words[start] ?? "") ?? []) {
      const { words: phrase } = candidate;
      if (start + phrase.length > words.length) continue;
      if (phrase.every((word, i) => words[start + i] === word)) {
        starts.push({ start, rank: candidate.rank, length: phrase.length, trade: candidate.trade });
      }
    }
  }
  starts.sort((a, b) => a.rank - b.rank || a.start - b.start);
  const found: TradeMention[] = [];
  for (const { start, length, trade } of starts) {
    let free = true;
    for (let i = 0; i < length; i++) if (taken[start + i]) free = false;
    if (!free) continue;
    for (let i = 0; i < length; i++) taken[start + i] = true;
    found.push({ start, length, trade });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The trades a text names ("Raj Mistri needed" → mason), in the order they appear. */
export function tradesIn(text: string): string[] {
  const words = tradeKey(text).split(" ").filter(Boolean);
  return [...new Set(tradeMentions(words).map((mention) => mention.trade))];
}

/** The trades of several texts (a worker's skills, a job's title and skills). */
export function tradesOf(texts: readonly (string | null | undefined)[]): string[] {
  return [...new Set(texts.flatMap((text) => (text ? tradesIn(text) : [])))];
}
