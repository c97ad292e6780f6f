import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { Notice } from "./notice";

/** How long a success stays on screen; a failure stays until it is closed. */
const SUCCESS_SHOWN_MS = 10_000;

/** What the last action did, at the foot of the screen; either kind can be closed. */
export function NoticeBar({ notice, onDismiss }: { notice: Notice | null; onDismiss: () => void }) {
  const { t } = useTranslation("applications");
  useEffect(() => {
    if (notice?.tone !== "success") return;
    const timer = setTimeout(onDismiss, SUCCESS_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [notice, onDismiss]);
  const bar = (tone: Notice["tone"]) =>
    notice?.tone === tone ? (
      <div className={tone === "failed" ? "applications__notice--failed" : undefined}>
        <p>{notice.text}</p>
        <button
          type="button"
          className="icon-button"
          aria-label={t("myApplications.dismiss")}
          onClick={onDismiss}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    ) : null;
  // The live regions are on the page before anything is said in them.
  return (
    <>
      <div className="applications__notice" role="status">
        {bar("success")}
      </div>
      <div className="applications__notice" role="alert">
        {bar("failed")}
      </div>
    </>
  );
}
