import "../../components/offline-note.css";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { loadChunk } from "../../lib/chunks";
import type { QueuedAction } from "../../lib/offline-queue";

const offlineSync = () => loadChunk("offline-sync", () => import("../../relay/offline-sync"));

/**
 * On the saved jobs page: the saves made offline that still wait for the network, and those the
 * server refused when they were sent (the job closed meanwhile), until the worker has read them.
 * Nothing made offline is dropped without a word.
 */
export function OfflineRefusedNote() {
  const { t } = useTranslation("offline");
  const [waiting, setWaiting] = useState<QueuedAction[]>([]);
  const [refused, setRefused] = useState<QueuedAction[]>([]);
  useEffect(() => {
    let live = true;
    offlineSync()
      .then((sync) => Promise.all([sync.waitingActions(), sync.refusedActions()]))
      .then(([queued, refusedOnes]) => {
        if (!live) return;
        setWaiting(queued);
        setRefused(refusedOnes);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const dismiss = () => {
    setRefused([]);
    void offlineSync().then((sync) => sync.forgetRefused());
  };

  return (
    <>
      {waiting.length > 0 && (
        <p className="offline-note" role="status">
          {t("queue.waiting", { count: waiting.length })}
        </p>
      )}
      {refused.length > 0 && (
        <div className="offline-note" role="alert">
          <p>{t("queue.refused")}</p>
          <ul>
            {refused.map((action) => (
              <li key={`${action.action} ${action.jobId}`}>
                {t(action.action === "save" ? "queue.notSaved" : "queue.notUnsaved", {
                  title: action.title,
                })}
              </li>
            ))}
          </ul>
          <button type="button" className="button button--secondary" onClick={dismiss}>
            {t("queue.dismiss")}
          </button>
        </div>
      )}
    </>
  );
}
