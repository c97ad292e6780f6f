import { useTranslation } from "react-i18next";

/** The KaamSetu mark (a bridge over a roof line) and name. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <span className="logo">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path
          d="M6 22h20M9 22V12l7-4 7 4v10"
          fill="none"
          stroke="#fff"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
      </svg>
      <span className="logo__name">{t("appName")}</span>
    </span>
  );
}
