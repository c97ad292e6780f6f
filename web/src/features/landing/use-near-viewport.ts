import { useEffect, useRef, useState } from "react";
import { LAZY_SECTION_ROOT_MARGIN } from "../../config";

/**
 * Becomes true (and stays true) once the element comes within LAZY_SECTION_ROOT_MARGIN of the
 * viewport, so a section's code downloads only for visitors who scroll towards it. Browsers
 * without IntersectionObserver load it at once.
 */
export function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LAZY_SECTION_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}
