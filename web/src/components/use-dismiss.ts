import { type RefObject, useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Closes an open menu or dropdown on Escape, on a press outside `inside` (the menu and the
 * button that opens it) and on any route change, as SPEC section 2 asks of every menu.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  inside: readonly RefObject<HTMLElement | null>[],
): void {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  // Only a new location closes: not the first render, where a menu opened before the app took
  // over the page (a <details>, NavBar.tsx) is kept open.
  const shown = useRef(here);

  useEffect(() => {
    if (shown.current === here) return;
    shown.current = here;
    close();
  }, [here, close]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (!inside.some((ref) => ref.current?.contains(target))) close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, close, inside]);
}
