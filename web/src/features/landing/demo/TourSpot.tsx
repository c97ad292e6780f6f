import { type ReactNode, useEffect, useRef } from "react";
import { type Spot, useSpotlight } from "./tour";

/**
 * A part of a preview the tour can light up. When lit and scrolled out of its panel, the panel
 * (never the page) scrolls to it.
 */
export function TourSpot({
  spot,
  className = "",
  children,
}: {
  spot: Spot;
  className?: string;
  children: ReactNode;
}) {
  const on = useSpotlight(spot);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    const panel = element?.closest<HTMLElement>(".demo-panel");
    if (!on || !element || !panel) return;
    const top = element.offsetTop;
    const bottom = top + element.offsetHeight;
    if (top < panel.scrollTop || bottom > panel.scrollTop + panel.clientHeight) {
      panel.scrollTo?.({ top: Math.max(0, top - 12) });
    }
  }, [on]);
  return (
    <div ref={ref} className={`demo-spot${on ? " demo-spot--on" : ""} ${className}`}>
      {children}
    </div>
  );
}
