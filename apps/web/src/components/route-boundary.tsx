import { Component, type ReactNode, Suspense } from 'react';
import { LoadingSpinner } from './loading-spinner.tsx';
import { RouteError } from './route-error.tsx';

interface Caught {
  failed: boolean;
  error: unknown;
}

/** React catches render failures only in a class component. */
class RouteErrorBoundary extends Component<{ children: ReactNode }, Caught> {
  override state: Caught = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): Caught {
    return { failed: true, error };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/**
 * Around a lazily loaded screen: the spinner (or the given fallback) while its code is on the way,
 * and a translated message with a reload button instead of a blank page when that code cannot be
 * fetched or the screen fails.
 */
export function RouteBoundary({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={fallback ?? <LoadingSpinner />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}
