/** The save pipeline's log lines go to the client error log (warnings and errors) and, in development, the console. */
import type { Logger } from '@/persistence/deps';
import type { ErrorLog } from '@/platform/error-log/error-log';

function asDetails(details: unknown): Record<string, unknown> | undefined {
  if (details === undefined || details === '') return undefined;
  if (typeof details === 'object' && details !== null && !Array.isArray(details))
    return details as Record<string, unknown>;
  return { detail: details };
}

export function errorLogLogger(log: ErrorLog, echo: boolean = import.meta.env.DEV): Logger {
  return {
    info: (message, details) => {
      if (echo) console.info(`[saves] ${message}`, details ?? '');
    },
    warn: (message, details) =>
      void log.log({ type: 'gamestate', severity: 'medium', message, details: asDetails(details) }),
    error: (message, details) =>
      void log.log({ type: 'gamestate', severity: 'high', message, details: asDetails(details) }),
  };
}
