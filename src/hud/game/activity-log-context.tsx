import { createContext, useContext, type ReactNode } from 'react';
import type { ActivityLog } from '@/runtime/debug/activity-log';

/**
 * The running session's activity log (runtime/debug/activity-log.ts), recording from the session's
 * start; the debug activity page reads it. Null outside a session.
 */
export const ActivityLogContext = createContext<ActivityLog | null>(null);

export function ActivityLogProvider({ log, children }: { log: ActivityLog | null; children: ReactNode }) {
  return <ActivityLogContext.Provider value={log}>{children}</ActivityLogContext.Provider>;
}

/** The session's activity log, or null while no session runs (or nobody attached one). */
export function useActivityLog(): ActivityLog | null {
  return useContext(ActivityLogContext);
}
