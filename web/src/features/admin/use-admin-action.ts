import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText, type KeyedError } from "../../lib/error-text";
import { appErrorOf } from "../../relay/app-error";

/** What an admin mutation answers: its payload, or an AppError. */
export type AdminActionResult = Parameters<typeof appErrorOf>[0];

/**
 * Runs one admin decision (a mutation whose answer is a payload or an AppError) and keeps what
 * came of it to show: the failure in the reader's language, or `done` once it went through.
 */
export function useAdminAction() {
  const { t } = useTranslation("admin");
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const run = useCallback(
    async (action: () => Promise<AdminActionResult>, done: string): Promise<boolean> => {
      try {
        const failure = appErrorOf(await action());
        if (failure) {
          setNotice({ ok: false, text: errorText(t, failure, t("actions.failed")) });
          return false;
        }
        setNotice({ ok: true, text: done });
        return true;
      } catch (error) {
        setNotice({ ok: false, text: errorText(t, error as KeyedError, t("actions.failed")) });
        return false;
      }
    },
    [t],
  );
  return { notice, run } as const;
}
