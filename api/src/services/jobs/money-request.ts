import { LRUCache } from "lru-cache";
import { MENTIONS_PAYMENT_CACHE_JOBS } from "../../constants.js";
import type { Prisma } from "../../generated/prisma/client.js";
import {
  MONEY_MENTION_PATTERNS,
  MONEY_REQUEST_PATTERNS,
  type MoneyRequestPattern,
  NEGATION_REACH_WORDS,
  NEGATIONS_AFTER,
  NEGATIONS_BEFORE,
  normaliseScript,
} from "./money-request-patterns.js";
import { jobTranslations } from "./translations.js";

// The money-request shield's detector: which phrases of a job's text ask workers for money
// (the patterns and their languages are money-request-patterns.ts). A phrase with a negation a
// few words away in its clause ("no registration fee", "koi fees nahi") asks for nothing.

/** Where a clause ends: a sentence or list mark, the Devanagari danda, a line break. */
const CLAUSE_END = /[.!?;,।॥|\n\r]/u;

/** Up to `count` words of `text` before (`side` "before") or after the phrase, in its clause. */
function nearWords(text: string, side: "before" | "after", count: number): string {
  if (side === "before") {
    const clause = text.split(CLAUSE_END).at(-1) ?? "";
    return clause.trim().split(/\s+/u).slice(-count).join(" ");
  }
  const clause = text.split(CLAUSE_END)[0] ?? "";
  return clause.trim().split(/\s+/u).slice(0, count).join(" ");
}

/** What `patterns` find in `texts`, each phrase once, not negated nearby. */
function matches(
  patterns: readonly MoneyRequestPattern[],
  texts: readonly (string | null | undefined)[],
): string[] {
  const found = new Set<string>();
  for (const raw of texts) {
    if (!raw) continue;
    const text = normaliseScript(raw).toLowerCase().replace(/\s+/gu, " ");
    for (const { pattern } of patterns) {
      for (const match of text.matchAll(pattern)) {
        const at = match.index ?? 0;
        const before = nearWords(text.slice(0, at), "before", NEGATION_REACH_WORDS);
        const after = nearWords(text.slice(at + match[0].length), "after", NEGATION_REACH_WORDS);
        if (NEGATIONS_BEFORE.test(before) || NEGATIONS_AFTER.test(after)) continue;
        found.add(match[0].trim());
      }
    }
  }
  return [...found];
}

/**
 * The phrases of `texts` that ask workers for money, as the patterns read them (lower case,
 * normalised), each once, in the order found. Empty when the text asks for nothing.
 */
export const moneyRequestPhrases = (...texts: (string | null | undefined)[]): string[] =>
  matches(MONEY_REQUEST_PATTERNS, texts);

/**
 * Whether a job's text mentions workers paying: a demand (which held it until an admin let it
 * through) or a fee or deposit named at all. Job pages warn workers then.
 */
export function mentionsPayment(job: {
  title: string;
  description: string;
  requirements: string | null;
  translations?: Prisma.JsonValue;
}): boolean {
  const texts = [
    job.title,
    job.description,
    job.requirements,
    ...jobTranslations(job.translations).flatMap((text) => [text.title, text.description]),
  ];
  // Every list of jobs asks this of each job, and the patterns are many: once per text. The
  // texts are the key, so an edited job is read afresh.
  const key = texts.join("\u0000");
  const known = mentionsSeen.get(key);
  if (known !== undefined) return known;
  const mentions =
    matches(MONEY_REQUEST_PATTERNS, texts).length > 0 ||
    matches(MONEY_MENTION_PATTERNS, texts).length > 0;
  mentionsSeen.set(key, mentions);
  return mentions;
}

const mentionsSeen = new LRUCache<string, boolean>({ max: MENTIONS_PAYMENT_CACHE_JOBS });
