import type pg from "pg";
import { PUBLIC_JOB_SQL } from "../../auth/policy/visibility.js";
import { SEARCH_SUGGESTIONS_MAX } from "../../constants.js";
import type { Context } from "../../context.js";
import { BadRequestError } from "../../errors.js";
import { log } from "../../log.js";
import { type Place, type Places, placesOf } from "../../places/places.js";
import { foldScripts } from "../../text-fold.js";
import { TRADE_NAMES, tradesIn } from "../../trades/trades.js";
import { cleanText } from "./search.js";
import { TrigramIndex, trigrams, trigramWords } from "./trigram.js";

// Autocomplete for the search boxes: for the job box the roles (job titles) and skills that
// publicly listed jobs use, for the location box the places (states and cities of the places
// tables, by their names and aliases: "Beng" offers Bangalore). It runs on every keystroke, so
// the terms and their job counts are read into memory, per database for a minute, and requests
// match there: terms or words of terms that start with the text first, then trigram similarity
// (so "plumbr" finds "Plumber"); more jobs win ties. Every visitor sees the same terms, so only
// the public listing's jobs count. A place's count is what a search for it finds: a city's jobs
// with its state's state-wide ones, every place of its name ("Aurangabad": two cities).
// Text typed in an Indian script is offered the trades and places in that script: a
// trade's names from the trades table ("प्लं" offers प्लंबर, counted as the jobs whose title
// names the trade) and a place's names from the places tables ("दिल्" offers दिल्ली), as written,
// which search understands; jobs are mostly written in English, so their titles alone would
// offer nothing.

export const SUGGESTION_KINDS = ["ROLE", "SKILL", "CITY", "STATE"] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];
/** The job box's kinds. */
export const JOB_SUGGESTION_KINDS: readonly SuggestionKind[] = ["ROLE", "SKILL"];
/** The location box's kinds: places only. */
export const PLACE_SUGGESTION_KINDS: readonly SuggestionKind[] = ["CITY", "STATE"];
/** What a client that names no kinds gets: what it got before states were offered. */
export const DEFAULT_SUGGESTION_KINDS: readonly SuggestionKind[] = ["ROLE", "SKILL", "CITY"];

export interface SearchSuggestion {
  kind: SuggestionKind;
  text: string;
  /** A city's state, when every city of its name is in that one state; else null. */
  state: string | null;
  /** Publicly listed jobs using the term (for a place, found by it) when last read. */
  jobCount: number;
}

export const VOCABULARY_TTL_MS = 60_000;
/** The most used terms kept of each kind; a title written once is a poor suggestion anyway. */
const VOCABULARY_TERMS_MAX = 5_000;
/** pg_trgm's default similarity threshold. */
const SIMILARITY_MIN = 0.3;

interface Term extends SearchSuggestion {
  /** Lower case with single spaces, like the typed text it is compared with. */
  key: string;
  /** Numbers of its words in Vocabulary.words. */
  words: number[];
}

interface Vocabulary {
  /** Term n is set n of `grams`. */
  terms: Term[];
  grams: TrigramIndex;
  /** Each distinct word of the terms once, so "plumbr" is close to "Maintenance Plumber". */
  words: TrigramIndex;
}

interface Match {
  term: Term;
  /** 0: the term starts with the text; 1: one of its words does; 2: similar. */
  tier: number;
  /** Similarity to the whole term or to its closest word, whichever is higher; 1 for prefixes. */
  score: number;
  /**
   * Similarity to the whole term, for similar matches only (prefix matches rank by jobs):
   * "plumbr" is closer to "Plumber" than to "Maintenance Plumber".
   */
  whole: number;
}

// Spellings are counted first, so only the distinct ones are normalised; the most used spelling
// of a term stands for the others. A job listing one skill twice counts twice.
const VOCABULARY_SQL = `WITH visible AS NOT MATERIALIZED (
  SELECT j.title, j.skills FROM jobs j WHERE ${PUBLIC_JOB_SQL}
), spelled AS (
  SELECT 'ROLE' AS kind, title AS term, count(*) AS jobs FROM visible GROUP BY title
  UNION ALL SELECT 'SKILL', skill, count(*) FROM visible, unnest(skills) AS skill GROUP BY skill
), counted AS (
  SELECT kind, (array_agg(term ORDER BY jobs DESC, term))[1] AS text, sum(jobs)::int AS "jobCount"
  FROM (SELECT kind, btrim(regexp_replace(term, '\\s+', ' ', 'g')) AS term, jobs FROM spelled) s
  WHERE term <> '' GROUP BY kind, lower(term)
)
SELECT kind, text, "jobCount" FROM (
  SELECT counted.*,
    row_number() OVER (PARTITION BY kind ORDER BY "jobCount" DESC, length(text), text) AS place
  FROM counted
) ranked WHERE place <= $1`;

/** Publicly listed jobs by place, as jobs store it (city null: every city of the state). */
const PLACE_COUNTS_SQL = `SELECT j.state, j.city, count(*)::int AS jobs FROM jobs j
WHERE ${PUBLIC_JOB_SQL} GROUP BY j.state, j.city`;

interface PlaceCount {
  state: string;
  city: string | null;
  jobs: number;
}

const normalise = (text: string) => foldScripts(text).trim().replace(/\s+/g, " ").toLowerCase();

const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;

function startsAWord(key: string, text: string): boolean {
  for (let at = key.indexOf(text, 1); at > 0; at = key.indexOf(text, at + 1)) {
    if (!WORD_CHAR.test(key.charAt(at - 1))) return true;
  }
  return false;
}

/** Jobs a search for these places finds: a state's, a city's with its state's state-wide ones. */
function jobsFound(places: readonly Place[], counts: PlaceCount[]): number {
  const states = new Set(places.filter((p) => p.kind === "STATE").map((p) => p.name));
  const cities = new Set(
    places
      .filter((p) => p.kind === "CITY" && !states.has(p.state))
      .map((p) => `${p.state}|${p.name}`),
  );
  const stateWide = new Set([...cities].map((key) => key.slice(0, key.indexOf("|"))));
  let jobs = 0;
  for (const count of counts) {
    if (states.has(count.state)) jobs += count.jobs;
    else if (
      count.city === null ? stateWide.has(count.state) : cities.has(`${count.state}|${count.city}`)
    ) {
      jobs += count.jobs;
    }
  }
  return jobs;
}

/**
 * A suggestion per name (own or alias) of each place, offering the place's own name: what the
 * location box then holds. Its count is what a search for that name finds.
 */
function placeSuggestions(
  places: Places,
  counts: PlaceCount[],
): (SearchSuggestion & { key: string })[] {
  const byPlace = new Map<string, SearchSuggestion>();
  const suggestionOf = (place: Place): SearchSuggestion => {
    const id = `${place.kind}|${place.name}`;
    let found = byPlace.get(id);
    if (!found) {
      const all = places.named(place.name);
      const states = new Set(all.filter((p) => p.kind === "CITY").map((p) => p.state));
      found = {
        kind: place.kind,
        text: place.name,
        state: place.kind === "CITY" && states.size === 1 ? place.state : null,
        jobCount: jobsFound(all, counts),
      };
      byPlace.set(id, found);
    }
    return found;
  };
  const rows: (SearchSuggestion & { key: string })[] = [];
  for (const [key, named] of places.names()) {
    const seen = new Set<string>();
    // A name in an Indian script is offered as written: the reader's script.
    const written = places.scriptName(key);
    for (const place of named) {
      const suggestion = suggestionOf(place);
      const shown = written ? { ...suggestion, text: written } : suggestion;
      if (seen.has(`${shown.kind}|${shown.text}`)) continue;
      seen.add(`${shown.kind}|${shown.text}`);
      rows.push({ ...shown, key });
    }
  }
  return rows;
}

/**
 * A role per name of a trade in an Indian script, with the jobs whose title names the trade
 * (the roles' counts); none for a trade no listed job's title names.
 */
function tradeNameSuggestions(roles: readonly SearchSuggestion[]): SearchSuggestion[] {
  const jobs = new Map<string, number>();
  for (const role of roles) {
    for (const trade of tradesIn(role.text))
      jobs.set(trade, (jobs.get(trade) ?? 0) + role.jobCount);
  }
  return TRADE_NAMES.flatMap(({ trade, name }) => {
    const jobCount = jobs.get(trade) ?? 0;
    return jobCount > 0 ? [{ kind: "ROLE" as const, text: name, state: null, jobCount }] : [];
  });
}

function buildVocabulary(rows: (SearchSuggestion & { key?: string })[]): Vocabulary {
  const grams = new TrigramIndex();
  const words = new TrigramIndex();
  const wordNumbers = new Map<string, number>();
  const terms = rows.map((row): Term => {
    const key = row.key ?? normalise(row.text);
    grams.add(trigrams(key));
    const numbers = [...new Set(trigramWords(key))].map((word) => {
      let number = wordNumbers.get(word);
      if (number === undefined) {
        number = words.add(trigrams(word));
        wordNumbers.set(word, number);
      }
      return number;
    });
    const { kind, text, state, jobCount } = row;
    return { kind, text, state, jobCount, key, words: numbers };
  });
  return { terms, grams, words };
}

async function readVocabulary(pool: pg.Pool): Promise<Vocabulary> {
  const [terms, counts, places] = await Promise.all([
    pool.query<SearchSuggestion>(VOCABULARY_SQL, [VOCABULARY_TERMS_MAX]),
    pool.query<PlaceCount>(PLACE_COUNTS_SQL),
    placesOf(pool),
  ]);
  const jobTerms = terms.rows.map((row) => ({ ...row, state: null }));
  const roles = jobTerms.filter((term) => term.kind === "ROLE");
  return buildVocabulary([
    ...jobTerms,
    ...tradeNameSuggestions(roles),
    ...placeSuggestions(places, counts.rows),
  ]);
}

interface CachedVocabulary {
  vocabulary: Vocabulary | null;
  readAt: number;
  reading: Promise<Vocabulary> | null;
}

const cache = new WeakMap<pg.Pool, CachedVocabulary>();

/** One read at a time; once there are terms, requests use them while a newer read runs. */
async function vocabularyOf(pool: pg.Pool): Promise<Vocabulary> {
  let cached = cache.get(pool);
  if (!cached) {
    cached = { vocabulary: null, readAt: 0, reading: null };
    cache.set(pool, cached);
  }
  const age = Date.now() - cached.readAt;
  // A clock set back reads again rather than keeping old terms until it catches up.
  if (cached.vocabulary && age >= 0 && age < VOCABULARY_TTL_MS) return cached.vocabulary;
  cached.reading ??= reread(pool, cached);
  return cached.vocabulary ?? cached.reading;
}

function reread(pool: pg.Pool, cached: CachedVocabulary): Promise<Vocabulary> {
  const reading = readVocabulary(pool)
    .then((vocabulary) => {
      cached.vocabulary = vocabulary;
      cached.readAt = Date.now();
      return vocabulary;
    })
    .finally(() => {
      cached.reading = null;
    });
  // Requests answered from the previous terms do not wait for this read, so it reports itself.
  reading.catch((error: unknown) =>
    log.warn("could not read the search suggestion terms", { error: String(error) }),
  );
  return reading;
}

const byRank = (a: Match, b: Match) =>
  a.tier - b.tier ||
  b.score - a.score ||
  b.whole - a.whole ||
  b.term.jobCount - a.term.jobCount ||
  a.term.key.length - b.term.key.length ||
  a.term.key.localeCompare(b.term.key) ||
  SUGGESTION_KINDS.indexOf(a.term.kind) - SUGGESTION_KINDS.indexOf(b.term.kind);

/** The best matches, one per text whatever its case or kind (a place once, whichever name). */
function addDistinct(into: Map<string, SearchSuggestion>, matches: Match[], limit: number): void {
  for (const { term } of matches.sort(byRank)) {
    if (into.size >= limit) return;
    const text = normalise(term.text);
    if (!into.has(text)) {
      into.set(text, {
        kind: term.kind,
        text: term.text,
        state: term.state,
        jobCount: term.jobCount,
      });
    }
  }
}

function suggest(
  vocabulary: Vocabulary,
  text: string,
  limit: number,
  kinds: ReadonlySet<SuggestionKind>,
): SearchSuggestion[] {
  const typed = trigrams(text);
  // Any term starting with the text, or with a word that does, shares a trigram with it.
  const candidates = vocabulary.grams.similarities(typed);
  const prefixed: Match[] = [];
  const others: [Term, number][] = [];
  for (const [number, whole] of candidates) {
    const term = vocabulary.terms[number];
    if (!term || !kinds.has(term.kind)) continue;
    if (term.key.startsWith(text)) prefixed.push({ term, tier: 0, score: 1, whole: 0 });
    else if (startsAWord(term.key, text)) prefixed.push({ term, tier: 1, score: 1, whole: 0 });
    else others.push([term, whole]);
  }
  const found = new Map<string, SearchSuggestion>();
  addDistinct(found, prefixed, limit);
  if (found.size < limit) {
    const wordScores = vocabulary.words.similarities(typed);
    const similar = others.flatMap(([term, whole]): Match[] => {
      let score = whole;
      for (const word of term.words) score = Math.max(score, wordScores.get(word) ?? 0);
      return score >= SIMILARITY_MIN ? [{ term, tier: 2, score, whole }] : [];
    });
    addDistinct(found, similar, limit);
  }
  return [...found.values()];
}

/**
 * Up to `limit` (at most SEARCH_SUGGESTIONS_MAX) terms of the kinds asked for, for what was
 * typed; none for blank text.
 */
export async function searchSuggestions(
  ctx: Pick<Context, "pool">,
  text: string,
  limit: number = SEARCH_SUGGESTIONS_MAX,
  kinds: readonly SuggestionKind[] = DEFAULT_SUGGESTION_KINDS,
): Promise<SearchSuggestion[]> {
  if (!Number.isInteger(limit) || limit < 1) {
    throw new BadRequestError("paramMin", { name: "limit", min: 1 });
  }
  const typed = cleanText(text, "text");
  if (!typed || kinds.length === 0) return [];
  const vocabulary = await vocabularyOf(ctx.pool);
  return suggest(
    vocabulary,
    normalise(typed),
    Math.min(limit, SEARCH_SUGGESTIONS_MAX),
    new Set(kinds),
  );
}
