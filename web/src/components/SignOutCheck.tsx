import { Suspense, useEffect, useId, useState } from "react";
import { createRoot } from "react-dom/client";
import { useTranslation } from "react-i18next";
import { signOut } from "../relay/sign-out";
import { phoneSaves, unsentAtSignOut, type WaitingSaves } from "../relay/sign-out-check";
import { Dialog, DialogActions } from "./Dialog";

type Step =
  | { kind: "checking" }
  | { kind: "sending"; count: number }
  | { kind: "unsent"; count: number; offline: boolean };

/**
 * Signing out, from the top bar's button (NavBar; this chunk loads when it is pressed). Saves
 * made offline that wait to be sent are sent first when there is a network; any still waiting
 * are named, and the worker chooses: stay signed in (they are sent once online) or sign out
 * anyway, knowing they are lost (relay/sign-out-check.ts). Nothing waiting: signed out at once,
 * and on to `navigate("/")`.
 */
export function SignOutCheck({
  onDone,
  navigate,
  saves = phoneSaves,
}: {
  /** The check is over: signed out, or staying. */
  onDone: () => void;
  navigate: (path: string) => void;
  saves?: WaitingSaves;
}) {
  const [step, setStep] = useState<Step>({ kind: "checking" });

  useEffect(() => {
    let live = true;
    void unsentAtSignOut(saves, {
      onSending: (count) => {
        if (live) setStep({ kind: "sending", count });
      },
    }).then((count) => {
      if (!live) return;
      if (count > 0) {
        setStep({ kind: "unsent", count, offline: !saves.online() });
        return;
      }
      void signOut(true);
      onDone();
      navigate("/");
    });
    return () => {
      live = false;
    };
  }, [saves, onDone, navigate]);

  if (step.kind === "checking") return null;
  const signOutAnyway = () => {
    void signOut(true);
    onDone();
    navigate("/");
  };
  // Its words load only when there is something to say (the "offline" texts: a worker's phone
  // has them from offline-sync.ts, fetched while online).
  return (
    <Suspense fallback={null}>
      <UnsentDialog step={step} onStay={onDone} onSignOut={signOutAnyway} />
    </Suspense>
  );
}

function UnsentDialog({
  step,
  onStay,
  onSignOut,
}: {
  step: Exclude<Step, { kind: "checking" }>;
  onStay: () => void;
  onSignOut: () => void;
}) {
  const { t } = useTranslation("offline");
  const id = useId();
  const sending = step.kind === "sending";
  return (
    <Dialog
      open
      busy={sending}
      onCancel={onStay}
      labelledBy={`${id}-title`}
      describedBy={`${id}-body`}
    >
      <h2 id={`${id}-title`}>{t("signOut.title")}</h2>
      <div id={`${id}-body`}>
        {sending ? (
          <p role="status">{t("signOut.sending", { count: step.count })}</p>
        ) : (
          <>
            <p role="alert">{t("signOut.unsent", { count: step.count })}</p>
            <p>{t(step.offline ? "signOut.offline" : "signOut.notSent")}</p>
          </>
        )}
      </div>
      <DialogActions busy={sending} cancel={t("signOut.stay")} onCancel={onStay}>
        <button
          type="button"
          className="button button--danger-solid"
          aria-disabled={sending}
          onClick={() => {
            if (!sending) onSignOut();
          }}
        >
          {t("signOut.anyway")}
        </button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The top bar's sign-out: the check (and its dialog, when one is needed) drawn in a root of its
 * own, so the bar every visitor loads carries none of it.
 */
export function signOutChecked(navigate: (path: string) => void): void {
  // Staying, the focus goes back to the button that was pressed.
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const host = document.body.appendChild(document.createElement("div"));
  const root = createRoot(host);
  // After the render that asked for it: a root is not unmounted from inside its own render.
  const done = () =>
    setTimeout(() => {
      root.unmount();
      host.remove();
      if (opener?.isConnected) opener.focus();
    });
  root.render(
    <Suspense fallback={null}>
      <SignOutCheck onDone={done} navigate={navigate} />
    </Suspense>,
  );
}
