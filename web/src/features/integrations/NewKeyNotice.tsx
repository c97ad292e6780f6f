import { useState } from "react";
import { useTranslation } from "react-i18next";

/** The new key, shown this once: copy it now; the server keeps only its hash. */
export function NewKeyNotice({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation("dashboard");
  const [copied, setCopied] = useState(false);
  return (
    <div className="api-key-new" role="status">
      <p>
        <strong>{t("integrations.newKey")}</strong> {t("integrations.newKeyHint")}
      </p>
      <input
        className="api-key-new__secret"
        readOnly
        value={secret}
        aria-label={t("integrations.newKey")}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="api-key-new__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            navigator.clipboard
              ?.writeText(secret)
              .then(() => setCopied(true))
              .catch(() => setCopied(false));
          }}
        >
          {copied ? t("integrations.copied") : t("integrations.copy")}
        </button>
        <button type="button" className="button button--ghost" onClick={onDone}>
          {t("integrations.done")}
        </button>
      </div>
    </div>
  );
}
