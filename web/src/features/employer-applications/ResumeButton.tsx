import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadResume } from "./resume";

/** Downloads the application's resume, saved as the applicant's name; says so when it cannot. */
export function ResumeButton({ applicationId, name }: { applicationId: string; name: string }) {
  const { t } = useTranslation("employerApplications");
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");

  const download = async () => {
    if (state === "loading") return;
    setState("loading");
    try {
      await downloadResume(applicationId, name);
      setState("idle");
    } catch {
      setState("failed");
    }
  };

  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        aria-disabled={state === "loading"}
        onClick={() => void download()}
      >
        {state === "loading" ? t("card.resumeLoading") : t("card.resume")}
      </button>
      {state === "failed" ? (
        <p className="alert applicant__resume-failed" role="alert">
          {t("card.resumeFailed")}
        </p>
      ) : null}
    </>
  );
}
