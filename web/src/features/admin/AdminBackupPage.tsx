import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAdminMay } from "./admin-access";
import { adminToken } from "./admin-session";

// The backup section: an admin the server lets download (BACKUP_DOWNLOAD: superusers) gets the
// data as one archive (GET /api/v1/admin/dashboard/backup/, sent with the admin token, so fetched
// and then saved), with what it holds and what it is not said plainly beside the button.

const BACKUP_URL = "/api/v1/admin/dashboard/backup/";

/** The file name the server gave (Content-Disposition), or a plain one. */
function filenameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "");
  return match?.[1] ?? "kaamsetu-backup.tar";
}

export function Component() {
  const { t } = useTranslation("admin");
  const may = useAdminMay();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function download() {
    setBusy(true);
    setFailed(false);
    try {
      const response = await fetch(BACKUP_URL, {
        headers: { authorization: `Bearer ${adminToken() ?? ""}` },
      });
      if (!response.ok) throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = filenameOf(response);
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin-page">
      <h1>{t("backup.title")}</h1>
      <p>{t("backup.body")}</p>
      <p>
        <strong>{t("backup.secrets")}</strong>
      </p>
      <p>{t("backup.production")}</p>
      {may("BACKUP_DOWNLOAD") ? (
        <button type="button" className="button button--primary" onClick={download} disabled={busy}>
          {busy ? t("backup.downloading") : t("backup.download")}
        </button>
      ) : (
        <p role="alert">{t("permissionDenied", { ns: "errors" })}</p>
      )}
      {failed ? <p role="alert">{t("backup.failed")}</p> : null}
    </section>
  );
}
