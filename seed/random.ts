// A small seeded PRNG (mulberry32) so that the same seed always yields the same data.

export type Weighted<T> = readonly (readonly [T, number])[];

export class Random {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A multiple of `step` in [min, max]. */
  amount(min: number, max: number, step: number): number {
    return this.int(Math.ceil(min / step), Math.floor(max / step)) * step;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  }

  weighted<T>(entries: Weighted<T>): T {
    let total = 0;
    for (const [, weight] of entries) total += weight;
    let roll = this.next() * total;
    for (const [item, weight] of entries) {
      roll -= weight;
      if (roll < 0) return item;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error("weighted pick from an empty list");
    return last[0];
  }

  /** `count` distinct items in random order (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }

  /** `count` distinct items in their original order. */
  subset<T>(items: readonly T[], count: number): T[] {
    const chosen = new Set(this.sample(items, count));
    return items.filter((item) => chosen.has(item));
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  /** A date `minDays`..`maxDays` days before `now`, at a random time of day. */
  daysAgo(now: Date, minDays: number, maxDays: number): Date {
    const ms = (minDays + this.next() * (maxDays - minDays)) * 86_400_000;
    return new Date(now.getTime() - Math.round(ms));
  }

  /** A date between `from` and `to`. */
  between(from: Date, to: Date): Date {
    const span = Math.max(0, to.getTime() - from.getTime());
    return new Date(from.getTime() + Math.round(this.next() * span));
  }

  /** A picker for hot loops: weights are summed once. */
  picker<T>(entries: Weighted<T>): () => T {
    const items = entries.map(([item]) => item);
    const bounds: number[] = [];
    let total = 0;
    for (const [, weight] of entries) {
      total += weight;
      bounds.push(total);
    }
    return () => {
      const roll = this.next() * total;
      let lo = 0;
      let hi = bounds.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (roll < (bounds[mid] as number)) hi = mid;
        else lo = mid + 1;
      }
      return items[lo] as T;
    };
  }
}

/** A seed for one part of the data, so that changing one part leaves the others as they were. */
export function deriveSeed(seed: number, label: string): number {
  let hash = 0x811c9dc5 ^ seed;
  for (let i = 0; i < label.length; i++) {
    hash = Math.imul(hash ^ label.charCodeAt(i), 0x01000193);
  }
  return hash >>> 0;
}
