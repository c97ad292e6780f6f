import { PAGE_SIZE_MAX, SEARCH_TEXT_MAX, SEARCH_TOTAL_MAX } from "../../constants.js";
import { BadRequestError } from "../../errors.js";
import type { JobType, SalaryPeriod } from "../../generated/prisma/enums.js";
import { foldScripts } from "../../text-fold.js";

// What a job search is asked (its filters and page) and the checks every search shape shares.

export interface JobSearchFilters {
  q?: string | null;
  location?: string | null;
  state?: string | null;
  city?: string | null;
  jobType?: JobType | null;
  salaryMin?: number | null;
  salaryPeriod?: SalaryPeriod | null;
}

export interface JobSearchPage {
  first: number;
  after?: string | null;
  /** Also count the matches, up to SEARCH_TOTAL_MAX + 1. */
  withTotal?: boolean;
}

/**
 * "text": full-text match; "corrected": the same with misspelt words corrected against the
 * trades' words (spelling.ts); "fuzzy": trigram similarity of the title, for other misspellings.
 */
export type MatchMode = "text" | "corrected" | "fuzzy";
export const MODES: readonly unknown[] = ["text", "corrected", "fuzzy"] satisfies MatchMode[];

export interface JobSearchResult {
  /** Job IDs of the page, in order. */
  ids: number[];
  cursors: string[];
  hasNextPage: boolean;
  /** The matches, when asked for, counted up to SEARCH_TOTAL_MAX (then not exact). */
  total: number | null;
  /** False when more than SEARCH_TOTAL_MAX jobs match and `total` says SEARCH_TOTAL_MAX. */
  totalIsExact: boolean;
}

/** Keyword searches rank this many of the newest matches (one more than is counted). */
export const RANKED_CANDIDATES = SEARCH_TOTAL_MAX + 1;
/** The rank of matches older than the candidates: below every relevance. */
export const OLDER_RANK = -1;

export const MAX_TERMS = 8;

/** Trimmed search text; null when empty; a bad request when longer than SEARCH_TEXT_MAX. */
export function cleanText(value: string | null | undefined, field: string): string | null {
  if (value == null) return null;
  const trimmed = value.trim();
  if (trimmed.length > SEARCH_TEXT_MAX) {
    throw new BadRequestError("paramTooLong", { name: field, count: SEARCH_TEXT_MAX });
  }
  return trimmed === "" ? null : trimmed;
}

/**
 * Words of letters, marks and digits only, so nothing the user types can reach tsquery syntax;
 * each script's spelling in one encoding (foldScripts: a ZWNJ does not cut a word in two).
 */
export function searchTerms(q: string): string[] {
  return (
    foldScripts(q)
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  ).slice(0, MAX_TERMS);
}

export function checkPage(page: JobSearchPage): void {
  if (!Number.isInteger(page.first) || page.first < 1 || page.first > PAGE_SIZE_MAX) {
    throw new BadRequestError("paramRange", { name: "first", min: 1, max: PAGE_SIZE_MAX });
  }
}
