import "./load-error.css";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";

/** A query failed (offline, server down): say so and let the user run the route's loader again. */
export function LoadError({ title, hint }: { title: string; hint: string }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const retrying = revalidator.state === "loading";
  return (
    <div className="load-error card" role="alert">
      <h2 className="load-error__title">{title}</h2>
      <p>{hint}</p>
      <button
        type="button"
        className="button button--primary"
        aria-disabled={retrying}
        onClick={() => {
          if (!retrying) void revalidator.revalidate();
        }}
      >
        {t("retry")}
      </button>
    </div>
  );
}
