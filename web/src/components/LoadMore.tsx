import "./load-more.css";
import { useTranslation } from "react-i18next";
import { PAGE_SIZE_DEFAULT } from "../config";
import { useHydrated } from "../lib/use-hydrated";
import type { LoadMoreState } from "../lib/use-load-more";

/**
 * The foot of a paged list (see useLoadMore): why the last page failed, the "load more" button
 * (a retry after a failure), and once everything is shown, that this is the end. The end is
 * said only past the first page (a short list plainly ends), unless `alwaysEnd`.
 */
export function LoadMore({
  state,
  labels,
  alwaysEnd = false,
  className,
}: {
  state: LoadMoreState;
  /** The list's own words, already translated; no `end`: the end is not said. */
  labels: { failed: string; more: string; loading: string; end?: string };
  alwaysEnd?: boolean;
  className?: string;
}) {
  const { t } = useTranslation("common");
  const hydrated = useHydrated();
  const { moreRef, loadMore, loadFailed, count, hasNext, isLoadingNext } = state;
  const showEnd = labels.end !== undefined && (alwaysEnd || count > PAGE_SIZE_DEFAULT);
  return (
    <div className={className ? `load-more ${className}` : "load-more"}>
      {loadFailed ? (
        <p className="alert" role="alert">
          {labels.failed}
        </p>
      ) : null}
      {hasNext ? (
        <button
          type="button"
          ref={moreRef}
          className="button button--ghost load-more__button"
          onClick={loadMore}
          disabled={!hydrated}
          aria-disabled={isLoadingNext}
        >
          {isLoadingNext ? (
            <span className="spinner load-more__spinner" aria-hidden="true" />
          ) : null}
          {isLoadingNext ? labels.loading : loadFailed ? t("retry") : labels.more}
        </button>
      ) : showEnd ? (
        <p className="load-more__end">{labels.end}</p>
      ) : null}
    </div>
  );
}
