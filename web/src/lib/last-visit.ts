import { STORAGE_KEYS } from "../config";

// The employer's last visit to their dashboard, kept in this browser (not on the server: it is
// one timestamp that only decides which applications the overview calls new, and a second
// device simply counts from its own last visit). Storage may be full, disabled or hold
// something else; none of that may break the dashboard, so every read and write forgives.

/** The previous visit; the epoch when there was none, so every application is new. */
export function lastVisit(): Date {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.employerLastVisit);
    const date = stored ? new Date(stored) : null;
    if (date && !Number.isNaN(date.getTime())) return date;
  } catch {
    // Storage unavailable: count from the start.
  }
  return new Date(0);
}

/** Remembers this visit, for the next one to count from. */
export function rememberVisit(now: Date = new Date()): void {
  try {
    localStorage.setItem(STORAGE_KEYS.employerLastVisit, now.toISOString());
  } catch {
    // Storage full or disabled: the next visit counts from the last one remembered.
  }
}
