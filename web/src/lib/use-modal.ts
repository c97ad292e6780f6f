import { useEffect, useRef } from "react";

/** Shows a <dialog> as a modal while `open`; browsers without modal dialogs (and jsdom) too. */
export function useModal(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || open === dialog.open) return;
    if (open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    } else if (typeof dialog.close === "function") dialog.close();
    else dialog.removeAttribute("open");
  }, [open]);
  return ref;
}
