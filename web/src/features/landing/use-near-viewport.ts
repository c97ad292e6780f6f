import { useEffect, useRef, useState } from "react";
import { LAZY_SECTION_ROOT_MARGIN, LAZY_SECTION_ROOT_MARGIN_DATA_SAVER } from "../../config";
import { useDataSaver } from "../../lib/data-saver";

/**
 * Becomes true (and stays true) once the element comes within LAZY_SECTION_ROOT_MARGIN of the
 * viewport, so a section's code downloads only for visitors who scroll towards it. Browsers
 * without IntersectionObserver load it at once. With the data saver on, nothing loads ahead: a
 * section loads once it is in view.
 */
export function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  const saveData = useDataSaver();
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
      { rootMargin: saveData ? LAZY_SECTION_ROOT_MARGIN_DATA_SAVER : LAZY_SECTION_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, saveData]);
  return [ref, near] as const;
}
