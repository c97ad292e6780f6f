import "./dialog.css";
import { type ReactNode, useId } from "react";
import { useModal } from "../lib/use-modal";

/**
 * A modal <dialog>, its content there only while `open`. Escape asks `onCancel`, as "cancel"
 * does, and is ignored while `busy` (the answer is on its way).
 */
export function Dialog({
  open,
  busy,
  onCancel,
  labelledBy,
  describedBy,
  className,
  children,
}: {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  labelledBy: string;
  describedBy?: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useModal(open);
  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : "dialog"}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      {open ? children : null}
    </dialog>
  );
}

/**
 * "Are you sure?" for a step that cannot be undone: "keep" has the focus, so a stray tap does
 * nothing, and Escape keeps too. The texts are the caller's, translated.
 */
export function ConfirmDialog({
  open,
  busy,
  texts,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  busy: boolean;
  texts: { title: string; body: string; cancel: string; confirm: string; busy: string };
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  return (
    <Dialog
      open={open}
      busy={busy}
      onCancel={onCancel}
      labelledBy={`${id}-title`}
      describedBy={`${id}-body`}
    >
      <h2 id={`${id}-title`}>{texts.title}</h2>
      <p id={`${id}-body`}>{texts.body}</p>
      <DialogActions busy={busy} cancel={texts.cancel} onCancel={onCancel}>
        <button
          type="button"
          className="button button--danger-solid"
          aria-disabled={busy}
          onClick={() => {
            if (!busy) onConfirm();
          }}
        >
          {busy ? texts.busy : texts.confirm}
        </button>
      </DialogActions>
    </Dialog>
  );
}

/** A dialog's buttons: the safe "cancel" first, with the focus, then the caller's `children`. */
export function DialogActions({
  busy,
  cancel,
  onCancel,
  children,
}: {
  busy: boolean;
  cancel: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <div className="dialog__actions">
      <button
        type="button"
        className="button button--ghost"
        // biome-ignore lint/a11y/noAutofocus: the safe choice takes the focus in a dialog
        autoFocus
        onClick={() => {
          if (!busy) onCancel();
        }}
      >
        {cancel}
      </button>
      {children}
    </div>
  );
}
