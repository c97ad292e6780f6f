import { type RefObject, useLayoutEffect } from "react";
import { useLocation } from "react-router";

/**
 * Keeps the current link (`aria-current="page"`) of a strip that scrolls sideways (a phone's row
 * of tabs) in full view: on every change of address the strip scrolls, no further than needed,
 * so the tab the person is on is never cut off at its edge. A strip that fits does not move.
 */
export function useActiveInView(strip: RefObject<HTMLElement | null>): void {
  const { pathname, search } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address moves the current tab.
  useLayoutEffect(() => {
    const element = strip.current;
    const active = element?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!element || !active || element.scrollWidth <= element.clientWidth) return;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    // The strip's padding stays clear too: it holds the tab's focus ring.
    const start = box.left + element.clientLeft + (Number.parseFloat(style.paddingLeft) || 0);
    const end =
      box.left +
      element.clientLeft +
      element.clientWidth -
      (Number.parseFloat(style.paddingRight) || 0);
    const tab = active.getBoundingClientRect();
    if (tab.left < start) element.scrollLeft -= start - tab.left;
    else if (tab.right > end) element.scrollLeft += Math.min(tab.right - end, tab.left - start);
  }, [pathname, search]);
}
