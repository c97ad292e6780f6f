import "./notice-bar.css";
import { useCallback, useEffect, useRef, useState } from "react";

/** A line a page says after an action: success politely, failure as an alert. */
export type Notice = {
  tone: "success" | "failed";
  text: string;
  /** Take the focus (the element that had it is gone). */
  focus?: boolean;
};

export type OnNotice = (notice: Notice) => void;

/** How long a success stays on screen; a failure stays until it is closed. */
const SUCCESS_SHOWN_MS = 10_000;

/**
 * A page's notice, cleared when its list's `filter` changes: another tab is another list, and
 * what was said about the last one is done.
 */
export function usePageNotice(filter: string | null, initial: () => Notice | null = () => null) {
  const [notice, setNotice] = useState<Notice | null>(initial);
  const dismiss = useCallback(() => setNotice(null), []);
  const shownFilter = useRef(filter);
  useEffect(() => {
    if (shownFilter.current === filter) return;
    shownFilter.current = filter;
    setNotice(null);
  }, [filter]);
  return { notice, setNotice, dismiss };
}

/** What the last action did, at the foot of the screen; either kind can be closed. */
export function NoticeBar({
  notice,
  onDismiss,
  dismissLabel,
}: {
  notice: Notice | null;
  onDismiss: () => void;
  dismissLabel: string;
}) {
  useEffect(() => {
    if (notice?.tone !== "success") return;
    const timer = setTimeout(onDismiss, SUCCESS_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [notice, onDismiss]);
  const bar = (tone: Notice["tone"]) =>
    notice?.tone === tone ? (
      <div className={tone === "failed" ? "notice-bar--failed" : undefined}>
        <p>{notice.text}</p>
        <button type="button" className="icon-button" aria-label={dismissLabel} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    ) : null;
  // The live regions are on the page before anything is said in them.
  return (
    <>
      <div className="notice-bar" role="status">
        {bar("success")}
      </div>
      <div className="notice-bar" role="alert">
        {bar("failed")}
      </div>
    </>
  );
}
