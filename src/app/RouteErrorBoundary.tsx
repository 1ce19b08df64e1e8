import { Component, type ReactNode } from 'react';
import { RouteError } from './RouteError';

interface Props {
  /** A new screen (another address) starts without the previous one's error. */
  resetKey: string;
  children: ReactNode;
}

/** Catches what a screen throws while it renders or loads, and shows RouteError in its place. */
export class RouteErrorBoundary extends Component<Props, { error: unknown; key: string | null }> {
  override state: { error: unknown; key: string | null } = { error: null, key: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; key: string | null }) {
    return state.key === props.resetKey ? null : { error: null, key: props.resetKey };
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
