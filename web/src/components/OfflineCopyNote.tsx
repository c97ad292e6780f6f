import "./offline-note.css";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { copyAge } from "../lib/offline-age";
import { useCopyShown } from "../relay/offline-state";

/**
 * Said above a page drawn from the copy kept on the phone (relay/offline-copies.ts): that the
 * phone is offline, and how old the copy is ("Saved copy from 2 hours ago").
 */
export function OfflineCopyNote({ route }: { route: string }) {
  const savedAt = useCopyShown(route);
  const [now] = useState(() => Date.now());
  if (savedAt === null) return null;
  return <CopyNote savedAt={savedAt} now={now} />;
}

function CopyNote({ savedAt, now }: { savedAt: number; now: number }) {
  const { t, i18n } = useTranslation("offline");
  return (
    <p className="offline-note" role="status">
      <strong>{t("copy.offline")}</strong>{" "}
      {t("copy.age", { age: copyAge(savedAt, now, i18n.language) })}
    </p>
  );
}
