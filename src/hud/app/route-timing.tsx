import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { ErrorLog } from '@/platform/error-log/error-log';

/**
 * Measures each navigation from the router's location change to the commit of the new page (after
 * its lazy chunk loaded) and hands it to the error log: last 10 per route, slow-navigation levels,
 * route sanity checks. The first page is measured from the document's time origin.
 */
export class RouteTimer {
  private pending: { path: string; start: number } | null;

  constructor(
    private readonly log: ErrorLog,
    private readonly now: () => number = () => performance.now(),
    initialPath: string = typeof location === 'undefined' ? '/' : location.pathname,
  ) {
    this.pending = { path: initialPath, start: 0 };
  }

  started(path: string): void {
    this.log.checkRoute(path);
    this.pending = { path, start: this.now() };
  }

  rendered(path: string): void {
    if (!this.pending || this.pending.path !== path) return;
    this.log.recordNavigation(path, this.now() - this.pending.start);
    this.pending = null;
  }
}

export const RouteTimerContext = createContext<RouteTimer | null>(null);

/** Rendered inside the page Suspense boundary, so its effect runs only once the page itself has committed. */
export function RouteCommitReporter() {
  const timer = useContext(RouteTimerContext);
  const { pathname } = useLocation();
  useEffect(() => {
    timer?.rendered(pathname);
  }, [timer, pathname]);
  return null;
}
