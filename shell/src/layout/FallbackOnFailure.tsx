import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What stands in for a part whose code could not be fetched (nothing, by default). */
  fallback?: ReactNode;
  onFailure?: () => void;
}

/**
 * A part of the frame fetched on first use (the offline notice, the account menu) whose code
 * could not be fetched gives way to `fallback`, and the page around it carries on. A remote's
 * page has its own boundary, with a message and Retry (federation/RemoteErrorBoundary.tsx).
 */
export class FallbackOnFailure extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    this.props.onFailure?.();
  }

  render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
