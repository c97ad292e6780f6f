import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { GlobeIcon } from "../../components/icons";
import { LanguageList } from "../../components/LanguageList";
import { LANGUAGE_NATIVE_NAMES, type Language } from "../../config";

/**
 * The back office's language choice, in its own bar (it has no public header): a <details> that
 * opens on a tap, the app's language list inside, closed again once a language is chosen.
 */
export function AdminLanguage() {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLDetailsElement>(null);
  return (
    <details className="admin__language" ref={ref}>
      <summary aria-label={t("nav.chooseLanguage")}>
        <GlobeIcon size={18} />
        <span>{LANGUAGE_NATIVE_NAMES[(i18n.language ?? "en") as Language]}</span>
      </summary>
      <div className="admin__language-list">
        <LanguageList
          onChosen={() => {
            if (ref.current) ref.current.open = false;
          }}
        />
      </div>
    </details>
  );
}
