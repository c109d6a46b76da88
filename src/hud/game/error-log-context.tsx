import { createContext, useContext, type ReactNode } from 'react';
import type { ErrorLog } from '@/platform/error-log/error-log';

/** The app's one ErrorLog instance (created in hud/app), handed down to features and boundaries. */
export const ErrorLogContext = createContext<ErrorLog | null>(null);

export function ErrorLogProvider({ log, children }: { log: ErrorLog; children: ReactNode }) {
  return <ErrorLogContext.Provider value={log}>{children}</ErrorLogContext.Provider>;
}

export function useErrorLog(): ErrorLog {
  const log = useContext(ErrorLogContext);
  if (!log) throw new Error('useErrorLog must be used within an ErrorLogProvider');
  return log;
}
