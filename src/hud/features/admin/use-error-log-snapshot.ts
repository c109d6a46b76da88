import { useCallback, useSyncExternalStore } from 'react';
import type { ErrorLog } from '@/platform/error-log/error-log';

/** Re-renders on every change of the log; returns its version number. */
export function useErrorLogVersion(log: ErrorLog): number {
  const subscribe = useCallback((listener: () => void) => log.subscribe(listener), [log]);
  const getSnapshot = useCallback(() => log.getVersion(), [log]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
