// Trigrams the way PostgreSQL's pg_trgm makes them, for matching in memory: the lower-cased words
// of letters and digits, each padded with two spaces in front and one behind, as a set.

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

export function trigramWords(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

function addWordTrigrams(word: string, into: Set<string>): void {
  const chars = [..."  ", ...word, " "];
  for (let i = 0; i + 3 <= chars.length; i++) into.add(chars.slice(i, i + 3).join(""));
}

export function trigrams(text: string): Set<string> {
  const grams = new Set<string>();
  for (const word of trigramWords(text)) addWordTrigrams(word, grams);
  return grams;
}

/** pg_trgm's similarity(): shared trigrams over all distinct trigrams of both. */
export function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  const shared = sharedCount(a, b);
  return shared / (a.size + b.size - shared);
}

function sharedCount(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared++;
  return shared;
}

/** Trigram sets by number, and for each trigram the sets that have it, to find similar sets. */
export class TrigramIndex {
  private readonly sizes: number[] = [];
  private readonly holders = new Map<string, number[]>();

  /** Adds a set; returns its number. */
  add(grams: ReadonlySet<string>): number {
    const id = this.sizes.push(grams.size) - 1;
    for (const gram of grams) {
      const holders = this.holders.get(gram);
      if (holders) holders.push(id);
      else this.holders.set(gram, [id]);
    }
    return id;
  }

  /** Each set sharing a trigram with `grams`, and its similarity to them. */
  similarities(grams: ReadonlySet<string>): Map<number, number> {
    const shared = new Map<number, number>();
    for (const gram of grams) {
      for (const id of this.holders.get(gram) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
    }
    for (const [id, count] of shared) {
      shared.set(id, count / (grams.size + (this.sizes[id] ?? 0) - count));
    }
    return shared;
  }
}
