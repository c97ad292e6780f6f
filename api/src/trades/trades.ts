// The trades workers do and the words people use for them: ONE table, read by search (a keyword
// that names a trade also finds the trade's other words: "nalsaaz" finds plumbers) and by
// recommendations and job alerts (a worker's skills and a job's title and skills meet through
// their trades: "raj mistri" meets "mason"). English first, then the Hindi/Urdu words written
// in Latin letters as workers type them; other scripts come with the languages issue.
//
// Ambiguous words, decided here once:
// - "mistri" alone is a mason: on a building site it means the raj mistri, and the other
//   mistris are always said with their trade ("kaath mistri" is a carpenter, "bijli mistri" an
//   electrician, "AC mistri" an AC technician). Longer phrases win over shorter ones. A search
//   for masons does not look for "mistri" alone (searchWords), which a job's text cannot tell
//   from a carpenter's "kaath mistri"; "mistry" is not listed, as the English stemmer makes it
//   "mistri".
// - "fitter" is its own trade (pipe and machine fitters); a "pipe fitter" is a plumber.
// - "helper" and "labour" stay apart: a helper assists a tradesperson, labour is general work.
// - "guard" is a security guard; "beldar" (a digger on a site) is construction work.

export interface Trade {
  /** The trade's own name, as the seeded jobs and the spec's suggested roles spell it. */
  trade: string;
  /** Other words for it, lower case, single spaces. */
  synonyms: readonly string[];
}

export const TRADES: readonly Trade[] = [
  { trade: "construction worker", synonyms: ["construction", "beldar", "site worker"] },
  {
    trade: "electrician",
    synonyms: ["bijli mistri", "bijli wala", "wireman", "electrical technician"],
  },
  { trade: "plumber", synonyms: ["nalsaaz", "nalsaz", "pipe fitter", "plumbing"] },
  {
    trade: "mason",
    synonyms: ["raj mistri", "raj mistry", "rajmistri", "mistri", "bricklayer", "brick layer"],
  },
  { trade: "painter", synonyms: ["rangsaz", "rang mistri", "putty worker"] },
  {
    trade: "carpenter",
    synonyms: ["badhai", "barhai", "kaath mistri", "lakdi mistri", "furniture maker"],
  },
  { trade: "labor", synonyms: ["labour", "labourer", "laborer", "mazdoor", "majdoor", "coolie"] },
  { trade: "welder", synonyms: ["welding", "fabricator", "gas cutter"] },
  { trade: "driver", synonyms: ["chalak", "chauffeur"] },
  { trade: "security guard", synonyms: ["chowkidar", "chaukidar", "watchman", "guard"] },
  {
    trade: "housekeeping",
    synonyms: ["housekeeper", "cleaner", "sweeper", "safai karmachari", "safai wala"],
  },
  { trade: "cook", synonyms: ["rasoiya", "khansama", "chef", "halwai"] },
  { trade: "helper", synonyms: ["sahayak", "assistant"] },
  { trade: "delivery", synonyms: ["delivery boy", "delivery executive", "rider"] },
  { trade: "tailor", synonyms: ["darzi", "darji", "stitching"] },
  { trade: "ac technician", synonyms: ["ac mistri", "ac mechanic", "ac repair"] },
  { trade: "fitter", synonyms: ["machine fitter"] },
  { trade: "machine operator", synonyms: ["operator", "cnc operator"] },
  { trade: "packer", synonyms: ["packing", "packaging"] },
  { trade: "loader", synonyms: ["hamal", "palledar", "loading"] },
  { trade: "gardener", synonyms: ["mali", "maali"] },
  { trade: "beautician", synonyms: ["parlour", "beauty parlour"] },
];

/** Text as the table compares it: lower case letters and digits, single spaces. */
export function tradeKey(text: string): string {
  return (
    text
      .normalize("NFC")
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  ).join(" ");
}

/** Every phrase of the table (trade names and synonyms) with its trade, longest first. */
const PHRASES: readonly { phrase: string; words: string[]; trade: string }[] = TRADES.flatMap(
  ({ trade, synonyms }) =>
    [trade, ...synonyms].map((phrase) => ({ phrase, words: phrase.split(" "), trade })),
).sort((a, b) => b.words.length - a.words.length || b.phrase.length - a.phrase.length);

const BY_TRADE = new Map(TRADES.map((entry) => [entry.trade, entry]));

/** The phrases by their first word, each with its place in PHRASES (longest first). */
const BY_FIRST_WORD = new Map<string, { words: string[]; trade: string; rank: number }[]>();
PHRASES.forEach(({ words, trade }, rank) => {
  const first = words[0] ?? "";
  BY_FIRST_WORD.set(first, [...(BY_FIRST_WORD.get(first) ?? []), { words, trade, rank }]);
});

/** The trade's name and every other word for it. */
export function tradeWords(trade: string): readonly string[] {
  const entry = BY_TRADE.get(trade);
  return entry ? [entry.trade, ...entry.synonyms] : [];
}

/** Whether `inner` occurs, as whole words, inside the longer `outer`. */
const within = (inner: string, outer: string) =>
  inner !== outer && ` ${outer} `.includes(` ${inner} `);

/**
 * The words a search for the trade also looks for: all of them but those that are part of
 * another trade's phrase ("mistri" is in "kaath mistri", a carpenter), which the text of a job
 * cannot tell apart. A word the searcher typed is always looked for as typed.
 */
export function searchWords(trade: string): readonly string[] {
  return tradeWords(trade).filter(
    (word) => !PHRASES.some((other) => other.trade !== trade && within(word, other.phrase)),
  );
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
