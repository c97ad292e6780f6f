import "./data-saver.css";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { browserSavesData, setDataSaver, useDataSaver } from "../../lib/data-saver";

export const handle = { title: "offline:dataSaver.title" };

/**
 * The data saver (lib/data-saver.ts): on, the app leaves out pictures other than logos and loads
 * nothing ahead of need. Kept on this phone; the browser's own "save data" turns it on too.
 */
export function Component() {
  const { t } = useTranslation("offline");
  const on = useDataSaver();
  const id = useId();
  return (
    <section className="data-saver container" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t("dataSaver.title")}</h1>
      <p>{t("dataSaver.intro")}</p>
      <label className="data-saver__switch" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={on}
          onChange={(event) => setDataSaver(event.target.checked)}
        />
        <span>{t("dataSaver.label")}</span>
      </label>
      <p className="data-saver__state" role="status">
        {on ? t("dataSaver.on") : t("dataSaver.off")}
      </p>
      <ul className="data-saver__what">
        <li>{t("dataSaver.pictures")}</li>
        <li>{t("dataSaver.ahead")}</li>
      </ul>
      {browserSavesData() && <p>{t("dataSaver.browser")}</p>}
    </section>
  );
}
