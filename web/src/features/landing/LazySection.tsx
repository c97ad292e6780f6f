import { type ReactNode, Suspense, useState } from "react";
import { FallbackBoundary } from "../../components/FallbackBoundary";
import { useNearViewport } from "./use-near-viewport";

/**
 * A below-the-fold landing section whose code (and data) load only when it scrolls near the
 * viewport. `placeholder` holds the content's exact height until then, so nothing shifts. A
 * section that cannot load, or has nothing to show (`hide`), disappears without a message:
 * the rest of the page is still whole.
 */
export function LazySection({
  id,
  title,
  intro,
  className,
  placeholder,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  className: string;
  placeholder: ReactNode;
  children: (hide: () => void) => ReactNode;
}) {
  const [ref, near] = useNearViewport<HTMLElement>();
  const [hidden, setHidden] = useState(false);
  if (hidden) return null;
  const hide = () => setHidden(true);
  return (
    <section ref={ref} className={`landing-section ${className}`} aria-labelledby={`${id}-title`}>
      <div className="container">
        <h2 id={`${id}-title`} className="section-title">
          {title}
        </h2>
        {intro && <p className="section-intro">{intro}</p>}
        {near ? (
          <FallbackBoundary fallback={null} onError={hide}>
            <Suspense fallback={placeholder}>{children(hide)}</Suspense>
          </FallbackBoundary>
        ) : (
          placeholder
        )}
      </div>
    </section>
  );
}
