import "./load-more.css";
import type { MouseEvent, RefObject } from "react";
import { useTranslation } from "react-i18next";
import { PAGE_SIZE_DEFAULT } from "../config";
import type { LoadMoreState } from "../lib/use-load-more";

/**
 * The foot of a paged list (see useLoadMore): why the last page failed, the "load more" button
 * (a retry after a failure), and once everything is shown, that this is the end. The end is
 * said only past the first page (a short list plainly ends), unless `alwaysEnd`. With `href`
 * (the next page's own address), "load more" is a link: it works before the app has taken over
 * a server-drawn page, or without JavaScript, and the app loads the page in place instead.
 */
export function LoadMore({
  state,
  labels,
  alwaysEnd = false,
  href,
  className,
}: {
  state: LoadMoreState;
  /** The list's own words, already translated; no `end`: the end is not said. */
  labels: { failed: string; more: string; loading: string; end?: string };
  alwaysEnd?: boolean;
  /** The address of the next page, for a list whose pages have one. */
  href?: string;
  className?: string;
}) {
  const { t } = useTranslation("common");
  const { moreRef, loadMore, loadFailed, count, hasNext, isLoadingNext } = state;
  const showEnd = labels.end !== undefined && (alwaysEnd || count > PAGE_SIZE_DEFAULT);
  const label = (
    <>
      {isLoadingNext ? <span className="spinner load-more__spinner" aria-hidden="true" /> : null}
      {isLoadingNext ? labels.loading : loadFailed ? t("retry") : labels.more}
    </>
  );
  return (
    <div className={className ? `load-more ${className}` : "load-more"}>
      {loadFailed ? (
        <p className="alert" role="alert">
          {labels.failed}
        </p>
      ) : null}
      {hasNext ? (
        href ? (
          <a
            href={href}
            ref={moreRef as RefObject<HTMLAnchorElement | null>}
            className="button button--ghost load-more__button"
            onClick={(event: MouseEvent) => {
              // A click with a modifier opens the next page elsewhere, as any link.
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              loadMore();
            }}
            aria-disabled={isLoadingNext}
          >
            {label}
          </a>
        ) : (
          <button
            type="button"
            ref={moreRef as RefObject<HTMLButtonElement | null>}
            className="button button--ghost load-more__button"
            onClick={loadMore}
            aria-disabled={isLoadingNext}
          >
            {label}
          </button>
        )
      ) : showEnd ? (
        <p className="load-more__end">{labels.end}</p>
      ) : null}
    </div>
  );
}
