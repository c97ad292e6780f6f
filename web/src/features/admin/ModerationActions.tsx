import { useState } from "react";
import { AdminNotice } from "./AdminNotice";
import { ReasonDialog } from "./ReasonDialog";
import { type AdminActionResult, useAdminAction } from "./use-admin-action";

// The back office's one way to take a decision on an account or a job: a button per action the
// caller offers (the caller offers only what the server's permissions allow); an action with
// `ask` opens a confirmation that names what it will do (the counts are the server's) and takes
// the reason; the answer (the changed node, which updates the page through Relay's store) or the
// failure is said in the reader's language.

export interface ModerationAction {
  /** Stable name of the action (approve, block, delete, ...). */
  id: string;
  label: string;
  tone: "primary" | "ghost" | "danger";
  /** Said once it went through. */
  done: string;
  /** Asks first: its title, what it will do, and whether a reason is required, optional or none. */
  ask?: { title: string; body?: string; reason: "required" | "optional" | "none" };
  /** Runs the mutation with the reason given (null when none). */
  act: (reason: string | null) => Promise<AdminActionResult>;
  /** After it went through (say, leave a deleted account's page). */
  onDone?: () => void;
}

export function ModerationActions({ actions }: { actions: readonly ModerationAction[] }) {
  const { notice, run } = useAdminAction();
  const [asking, setAsking] = useState<ModerationAction | null>(null);
  const [busy, setBusy] = useState(false);

  async function decide(action: ModerationAction, reason: string | null) {
    setBusy(true);
    const ok = await run(() => action.act(reason), action.done);
    setBusy(false);
    setAsking(null);
    if (ok) action.onDone?.();
  }

  return (
    <>
      <AdminNotice notice={notice} />
      {actions.length > 0 ? (
        <div className="admin-page__actions">
          {actions.map((action) => (
            <button
              key={action.id}
              type="button"
              className={`button button--${action.tone}`}
              disabled={busy}
              onClick={() => (action.ask ? setAsking(action) : void decide(action, null))}
            >
              {action.label}
            </button>
          ))}
        </div>
      ) : null}
      <ReasonDialog
        key={asking?.id ?? "none"}
        open={asking !== null}
        busy={busy}
        title={asking?.ask?.title ?? ""}
        body={asking?.ask?.body}
        confirm={asking?.label ?? ""}
        required={asking?.ask?.reason === "required"}
        withReason={asking?.ask?.reason !== "none"}
        danger={asking?.tone === "danger"}
        onCancel={() => setAsking(null)}
        onConfirm={(reason) => asking && void decide(asking, reason || null)}
      />
    </>
  );
}
