import { BadRequestError } from "../../errors.js";
import { type MatchMode, MODES } from "./search-input.js";

// A search page's cursor: where the page ended in the order (newest first, or by rank among the
// candidates), opaque to clients and checked when it comes back.

/** A job's place in the newest-first order. */
export interface Key {
  createdAt: string;
  id: number;
}

export interface Cursor extends Key {
  mode: MatchMode;
  /** Relevance among the candidates (0 or more); OLDER_RANK past them; 0 without keywords. */
  rank: number;
  /** The oldest candidate, fixed by the first page; null when every match was one. */
  bound: Key | null;
}

export function encodeCursor(cursor: Cursor): string {
  const value: unknown[] = [cursor.mode, cursor.rank, cursor.createdAt, cursor.id];
  if (cursor.bound) value.push(cursor.bound.createdAt, cursor.bound.id);
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

/** A date a job could have been posted on; JavaScript's range reaches past PostgreSQL's. */
export function isCursorDate(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const year = new Date(value).getUTCFullYear();
  return year >= 2000 && year <= 9999;
}

export const isKey = (createdAt: unknown, id: unknown) =>
  isCursorDate(createdAt) && Number.isSafeInteger(id);

/** A cursor this module made: its order's key and, for keywords, the candidates' bound. */
export function decodeCursor(raw: string): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
    if (Array.isArray(value) && (value.length === 4 || value.length === 6)) {
      const [mode, rank, createdAt, id, boundAt, boundId] = value;
      if (
        MODES.includes(mode) &&
        typeof rank === "number" &&
        Number.isFinite(rank) &&
        isKey(createdAt, id) &&
        (value.length === 4 || isKey(boundAt, boundId))
      ) {
        const bound = value.length === 6 ? { createdAt: boundAt, id: boundId } : null;
        return { mode: mode as MatchMode, rank, createdAt, id, bound };
      }
    }
  } catch {
    // fall through
  }
  throw new BadRequestError("invalidCursor");
}

/**
 * Jobs whose place is one of these: any job of `states`, and of each state in `cities`, the
 * jobs of those cities and the state-wide ones. Neither: no job.
 */
