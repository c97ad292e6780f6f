import { Component, type ReactNode, Suspense, useState } from "react";
import { useNearViewport } from "./use-near-viewport";

/** Renders nothing instead of its children once they throw, and says so through `onError`. */
class QuietBoundary extends Component<
  { children: ReactNode; onError: () => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

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
          <QuietBoundary onError={hide}>
            <Suspense fallback={placeholder}>{children(hide)}</Suspense>
          </QuietBoundary>
        ) : (
          placeholder
        )}
      </div>
    </section>
  );
}
