import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { loadChunk } from "../../lib/chunks";
import { useSession } from "../../session/session";

/** The dialog and its mutation (ReportJobDialog.tsx): loaded when a worker opens it. */
const ReportJobDialog = lazy(() =>
  loadChunk("report-job", () => import("./ReportJobDialog")).then((module) => ({
    default: module.ReportJobDialog,
  })),
);

/**
 * "Report this job": a signed-in worker tells the admins a job asks for money, is
 * fake, pays other than it says, or something else. Others see nothing: employers and
 * visitors cannot report.
 */
export function ReportJob({ jobId, title }: { jobId: string; title: string }) {
  const { t } = useTranslation("job");
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [thanked, setThanked] = useState<string | null>(null);
  if (session.status !== "signedIn" || session.userType !== "labour") return null;
  return (
    <div className="report-job">
      {thanked ? (
        <p className="report-job__thanks" role="status">
          {thanked}
        </p>
      ) : (
        <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
          {t("report.button")}
        </button>
      )}
      {open ? (
        <Suspense fallback={null}>
          <ReportJobDialog
            jobId={jobId}
            title={title}
            onDone={(text) => {
              setOpen(false);
              setThanked(text);
            }}
            onCancel={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
