import { Component, type ReactNode } from "react";

/**
 * Shows `fallback` instead of its children once they throw (a part's code or data that could not
 * load: offline, a deploy replaced the chunk), and says so through `onError`: a part that fails
 * must not take its page down with it.
 */
export class FallbackBoundary extends Component<
  { fallback: ReactNode; onError?: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError?.();
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
