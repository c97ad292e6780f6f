import { type FocusEvent, useCallback, useEffect, useState } from "react";

/**
 * An index that moves to the next of `count` items every `intervalMs` while `playing`; an item
 * chosen by hand stays up for a full interval.
 */
export function useRotation(count: number, intervalMs: number, playing: boolean) {
  const [index, setIndex] = useState(0);
  const current = count > 0 ? index % count : 0;

  // A fresh timer per shown item: a manual move also restarts the wait.
  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = setTimeout(() => setIndex((current + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [playing, count, intervalMs, current]);

  const goTo = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);
  return {
    index: current,
    goTo,
    next: () => goTo(current + 1),
    previous: () => goTo(current - 1),
  };
}

/**
 * Hover or keyboard focus inside a region holds its automatic movement (WCAG 2.2.2), so nothing
 * changes under the pointer or the focused control. Spread `handlers` on the region.
 */
export function useHoldWhileEngaged() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return {
    held: hovered || focused,
    handlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
