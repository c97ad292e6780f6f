import { useState } from "react";
import { useTranslation } from "react-i18next";

// Admin lists (users, the moderation queue, the audit log) go a page at a time by their
// connection's cursors: the next page follows the last row's cursor, and the cursors of the
// pages before are kept so "Previous page" goes back exactly. A new filter starts over.

export interface CursorPages {
  /** The cursor of the page on screen; null for the first page. */
  after: string | null;
  /** Back to the first page (a filter changed). */
  reset: () => void;
  previous: () => void;
  next: (endCursor: string | null | undefined) => void;
  hasPrevious: boolean;
}

export function useCursorPages(): CursorPages {
  const [cursors, setCursors] = useState<(string | null)[]>([]);
  return {
    after: cursors.at(-1) ?? null,
    reset: () => setCursors([]),
    previous: () => setCursors((list) => list.slice(0, -1)),
    next: (endCursor) => setCursors((list) => [...list, endCursor ?? null]),
    hasPrevious: cursors.length > 0,
  };
}

/** "Previous page" and "Next page", each shown only where there is one. */
export function PageButtons({
  pages,
  pageInfo,
}: {
  pages: CursorPages;
  pageInfo: { readonly hasNextPage: boolean; readonly endCursor?: string | null };
}) {
  const { t } = useTranslation("admin");
  if (!pages.hasPrevious && !pageInfo.hasNextPage) return null;
  return (
    <nav className="admin-page__actions" aria-label={t("paging.label")}>
      {pages.hasPrevious ? (
        <button type="button" className="button button--ghost" onClick={pages.previous}>
          {t("paging.previous")}
        </button>
      ) : null}
      {pageInfo.hasNextPage ? (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => pages.next(pageInfo.endCursor)}
        >
          {t("paging.next")}
        </button>
      ) : null}
    </nav>
  );
}
