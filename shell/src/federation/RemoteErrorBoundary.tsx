import { Component, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the failed area; gets the retry action and what went wrong. */
  fallback: (retry: () => void, error: unknown) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
  error?: unknown;
}

/** Keeps a remote that fails to load or throws inside its own area. */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  componentDidCatch(error: unknown) {
    console.error('A remote failed', error);
  }

  private retry = () => {
    this.setState({ failed: false, error: undefined });
    this.props.onRetry();
  };

  render() {
    return this.state.failed ? this.props.fallback(this.retry, this.state.error) : this.props.children;
  }
}
