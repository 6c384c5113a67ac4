// A part of the dashboard whose code loads on demand. If that code cannot be fetched (a dropped connection, a release
// that replaced the files) the part says so in its place and can be tried again, instead of taking the page down.
import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';

class LoadBoundary extends Component<{ failure: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('A part of the dashboard could not be loaded', error);
  }

  override render() {
    return this.state.failed ? this.props.failure : this.props.children;
  }
}

interface OnDemandProps<P extends object> {
  load: () => Promise<ComponentType<P>>;
  props: P;
  loading: ReactNode;
  failure: (retry: () => void) => ReactNode;
}

export function OnDemand<P extends object>({ load, props, loading, failure }: OnDemandProps<P>) {
  const [attempt, setAttempt] = useState(0);
  // A failed lazy load stays failed, so each attempt gets a fresh one.
  const Part = useMemo(() => lazy(async () => ({ default: await load() })), [load, attempt]);
  return (
    <LoadBoundary key={attempt} failure={failure(() => setAttempt((n) => n + 1))}>
      <Suspense fallback={loading}>
        <Part {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
