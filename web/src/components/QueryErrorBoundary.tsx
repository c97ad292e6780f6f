import { Component, type ReactNode } from "react";

type Props = {
  /** A new value (the route loader's next query reference) clears the error and tries again. */
  resetKey: unknown;
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
};
type State = { error: Error | null; resetKey: unknown };

/** Catches a failed query so the page around it (search, filters) stays usable. */
export class QueryErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
