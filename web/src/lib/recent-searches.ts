import { useSyncExternalStore } from "react";
import { RECENT_SEARCHES_MAX, STORAGE_KEYS } from "../config";

// The searches this browser ran (SPEC section 2): query, location and an ISO timestamp, newest
// first. Storage may be full, disabled or hold something an older version wrote; none of that
// may break searching, so every read and write forgives.

export type SearchTerms = { query: string; location: string };
export type RecentSearch = SearchTerms & { timestamp: string };

/** What a recent search shows for a field that was left empty. */
export const EMPTY_FIELD = "—";

export function displayField(value: string): string {
  return value.trim() || EMPTY_FIELD;
}

function isRecentSearch(value: unknown): value is RecentSearch {
  if (!value || typeof value !== "object") return false;
  const { query, location, timestamp } = value as Record<string, unknown>;
  return (
    typeof query === "string" &&
    typeof location === "string" &&
    typeof timestamp === "string" &&
    (query.trim() !== "" || location.trim() !== "")
  );
}

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.recentSearches);
  } catch {
    return null;
  }
}

function parse(stored: string | null): RecentSearch[] {
  try {
    const value = JSON.parse(stored ?? "[]") as unknown;
    return Array.isArray(value) ? value.filter(isRecentSearch).slice(0, RECENT_SEARCHES_MAX) : [];
  } catch {
    return [];
  }
}

export function readRecentSearches(): RecentSearch[] {
  return parse(readStored());
}

const listeners = new Set<() => void>();

function write(searches: RecentSearch[] | null): void {
  try {
    if (searches) localStorage.setItem(STORAGE_KEYS.recentSearches, JSON.stringify(searches));
    else localStorage.removeItem(STORAGE_KEYS.recentSearches);
  } catch {
    // Not remembered this time; the search itself still runs.
  }
  for (const listener of listeners) listener();
}

const sameSearch = (a: SearchTerms, b: SearchTerms) =>
  a.query.toLowerCase() === b.query.toLowerCase() &&
  a.location.toLowerCase() === b.location.toLowerCase();

/** Remembers a search at the top; the same words again (any case) move up instead of repeating. */
export function addRecentSearch(terms: SearchTerms, now: Date = new Date()): RecentSearch[] {
  const entry = {
    query: terms.query.trim(),
    location: terms.location.trim(),
    timestamp: now.toISOString(),
  };
  if (!entry.query && !entry.location) return readRecentSearches();
  const searches = [entry, ...readRecentSearches().filter((old) => !sameSearch(old, entry))].slice(
    0,
    RECENT_SEARCHES_MAX,
  );
  write(searches);
  return searches;
}

export function clearRecentSearches(): void {
  write(null);
}

// useSyncExternalStore needs the same array while nothing changed, so the parsed list is kept
// with the text it came from.
let cached: { stored: string | null; searches: RecentSearch[] } = { stored: null, searches: [] };

function snapshot(): RecentSearch[] {
  const stored = readStored();
  if (stored !== cached.stored) cached = { stored, searches: parse(stored) };
  return cached.searches;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab searched or cleared.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.recentSearches) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const NONE: RecentSearch[] = [];

/**
 * The recent searches, kept current when any search bar (or another tab) adds or clears one.
 * A server-rendered page knows none, so hydration starts with none and this browser's follow
 * at once.
 */
export function useRecentSearches(): RecentSearch[] {
  return useSyncExternalStore(subscribe, snapshot, () => NONE);
}
