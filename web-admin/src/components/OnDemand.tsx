// A part of a screen whose code loads on demand (the dashboard's stock insight, a vehicle's History, the user dialog).
// If that code cannot be fetched (a dropped connection, a release that replaced the files) the part says so in its
// place and can be tried again, instead of taking the screen down with whatever was typed on it.
// A part below the first screen may wait to be drawn until a person scrolls to it, or the screen above it has its
// data and the tablet is idle: the screen they opened does not wait for work they cannot see yet.
import { Component, lazy, startTransition, Suspense, useEffect, useMemo, useState, type ComponentType, type Key, type ReactNode } from 'react';

class LoadBoundary extends Component<{ failure: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('A part of the screen could not be loaded', error);
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
  /**
   * Drawn only once its place is on the screen, or once `ready` (the screen above has its data) and the tablet is
   * idle; `waiting` holds its place until then. Absent: drawn at once.
   */
  deferred?: { ready: boolean; waiting: ReactNode };
  /** Each new value draws the part afresh (a dialog's next opening), from the code already loaded. */
  partKey?: Key;
}

/** The longest a deferred part waits for an idle moment once the screen above has its data. */
const IDLE_MS = 1_000;

/** Whether a deferred part may be drawn: once on the screen, or idle after `ready`. Never goes back to false. */
function useStarted(deferred: OnDemandProps<object>['deferred']): [(element: HTMLElement | null) => void, boolean] {
  const [started, setStarted] = useState(!deferred);
  const [place, setPlace] = useState<HTMLElement | null>(null);
  const ready = deferred?.ready ?? true;
  const start = () => startTransition(() => setStarted(true));
  useEffect(() => {
    if (started || !place) return;
    if (typeof IntersectionObserver === 'undefined') return start();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start());
    observer.observe(place);
    return () => observer.disconnect();
  }, [place, started]);
  useEffect(() => {
    if (started || !ready) return;
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(start, 0);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(start, { timeout: IDLE_MS });
    return () => cancelIdleCallback(idle);
  }, [ready, started]);
  return [setPlace, started];
}

/** Each part's code once loaded, so the part draws at once when shown again (a dialog's next opening). */
const loaded = new WeakMap<() => Promise<unknown>, ComponentType<never>>();

function partOf<P extends object>(load: () => Promise<ComponentType<P>>, again: boolean): ComponentType<P> {
  const known = loaded.get(load) as ComponentType<P> | undefined;
  if (known && !again) return known;
  // A failed lazy load stays failed: it is forgotten, and the next showing or Try again loads afresh.
  const part = lazy(async () => {
    try {
      return { default: await load() };
    } catch (error) {
      if (loaded.get(load) === part) loaded.delete(load);
      throw error;
    }
  });
  loaded.set(load, part as ComponentType<never>);
  return part;
}

export function OnDemand<P extends object>({ load, props, loading, failure, deferred, partKey }: OnDemandProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const [place, started] = useStarted(deferred);
  const Part = useMemo(() => partOf(load, attempt > 0), [load, attempt]);
  if (!started) return <div ref={place}>{deferred?.waiting}</div>;
  return (
    <LoadBoundary key={attempt} failure={failure(() => setAttempt((n) => n + 1))}>
      <Suspense fallback={loading}>
        <Part key={partKey} {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
