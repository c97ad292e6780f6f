import { useTranslation } from "react-i18next";

export function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z" />
    </svg>
  );
}

/** The worker's save toggle as it looks: pressed when saved, a failure said beside it. */
export function SaveToggle({
  title,
  saved,
  failed,
  onToggle,
}: {
  title: string;
  saved: boolean;
  failed: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation("jobs");
  return (
    <>
      <button
        type="button"
        className="icon-button save-job__button"
        aria-pressed={saved}
        aria-label={t("save.saveTitle", { title })}
        title={saved ? t("save.saved") : t("save.save")}
        onClick={onToggle}
      >
        <BookmarkIcon filled={saved} />
      </button>
      {failed ? (
        <span className="save-job__error" role="alert">
          {t("save.failed")}
        </span>
      ) : null}
    </>
  );
}
