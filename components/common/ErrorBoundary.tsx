import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = {
  children: ReactNode;
  /** What to show instead of the crashed subtree; receives a reset that re-renders the children. */
  fallback: (reset: () => void) => ReactNode;
  /** Changing this value (e.g. the route) clears a caught error. */
  resetKey?: unknown;
  onError?: (error: unknown, info: ErrorInfo) => void;
};

type State = { error: unknown; resetKey: unknown; failed: boolean };

/** Catches render errors below it, reports them (message, stack, component stack) and shows a fallback. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, failed: false, error: null };
    return null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    // The reporter (and Sentry behind it) loads with the first error: not part of every page's first load.
    void import('./errorReporting').then((m) => m.reportUiError(error, info.componentStack));
    this.props.onError?.(error, info);
  }

  reset = () => this.setState({ failed: false, error: null });

  render() {
    if (this.state.failed) return this.props.fallback(this.reset);
    return this.props.children;
  }
}
