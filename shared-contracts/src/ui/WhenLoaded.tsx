import { useEffect, useState, type ReactNode } from 'react';

/*
 * Code fetched on demand, drawn without React's Suspense on the way to a screen. React 19 shows
 * a boundary's content no sooner than 300 ms after the last boundary's fallback came or went,
 * and the start of a member's screen passed two (the frame, then the page): on a phone's return
 * visit that held a screen whose code had arrived back by 0.15-0.2 s. A spinner drawn as an
 * ordinary render, replaced by an ordinary update, is not held.
 */

/** One load, started now, and what is known of it. */
export class Loadable<T> {
  private outcome: { value: T } | { error: unknown } | null = null;
  /** Settles (never rejects) when the load has. */
  readonly settled: Promise<void>;

  constructor(load: () => Promise<T>) {
    this.settled = load().then(
      (value) => void (this.outcome = { value }),
      (error) => void (this.outcome = { error }),
    );
  }

  get failed(): boolean {
    return this.outcome !== null && 'error' in this.outcome;
  }

  /** The value once loaded, undefined until then; a failure is thrown, for the error boundary around. */
  read(): T | undefined {
    if (this.outcome === null) return undefined;
    if ('error' in this.outcome) throw this.outcome.error;
    return this.outcome.value;
  }
}

interface WhenLoadedProps<T> {
  loadable: Loadable<T>;
  /** Drawn until the value is there. */
  fallback: ReactNode;
  /** Drawn if the load failed; without it, the failure goes to the error boundary around. */
  failure?: ReactNode;
  children: (value: T) => ReactNode;
}

/** `children` with the loaded value; `fallback` until then; a failure goes to `failure`, else to the error boundary around. */
export function WhenLoaded<T>({ loadable, fallback, failure, children }: WhenLoadedProps<T>) {
  const [, redraw] = useState(0);
  const shownFailed = failure !== undefined && loadable.failed;
  const value = shownFailed ? undefined : loadable.read();
  const waiting = !shownFailed && value === undefined;
  useEffect(() => {
    if (!waiting) return;
    let active = true;
    void loadable.settled.then(() => active && redraw((n) => n + 1));
    return () => {
      active = false;
    };
  }, [loadable, waiting]);
  if (shownFailed) return failure;
  return waiting ? fallback : children(value as T);
}
