import { useEffect, useRef, useState } from "react";
import type { LoadMoreFn } from "react-relay";
import type { OperationType } from "relay-runtime";
import { PAGE_SIZE_DEFAULT } from "../config";

/**
 * "Load more" for a Relay connection list: a page at a time (not infinite scroll, so a cheap
 * phone on a slow network fetches only what its user asks for), a failure the list can show
 * with a retry, and focus moved to the first new item, so whoever asked for more continues
 * there rather than back at the top (only if focus is still where they left it).
 * `itemSelector` finds each item's focusable link inside the list. The result is what
 * <LoadMore> (components/LoadMore.tsx) shows under the list.
 */
export function useLoadMore<Q extends OperationType>(options: {
  count: number;
  loadNext: LoadMoreFn<Q>;
  hasNext: boolean;
  isLoadingNext: boolean;
  itemSelector: string;
}) {
  const { count, loadNext, hasNext, isLoadingNext, itemSelector } = options;
  const [loadFailed, setLoadFailed] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  // The "load more" button, or link (<LoadMore href>).
  const moreRef = useRef<HTMLElement>(null);
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || count <= from) return;
    focusFrom.current = null;
    if (document.activeElement !== moreRef.current && document.activeElement !== document.body) {
      return;
    }
    listRef.current?.querySelectorAll<HTMLAnchorElement>(itemSelector)[from]?.focus();
  }, [count, itemSelector]);

  const loadMore = () => {
    if (isLoadingNext) return;
    setLoadFailed(false);
    focusFrom.current = count;
    loadNext(PAGE_SIZE_DEFAULT, {
      onComplete: (error) => {
        if (!error) return;
        focusFrom.current = null;
        setLoadFailed(true);
      },
    });
  };

  return { listRef, moreRef, loadMore, loadFailed, count, hasNext, isLoadingNext };
}

export type LoadMoreState = ReturnType<typeof useLoadMore>;
