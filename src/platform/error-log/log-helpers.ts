import { errorMessage } from '@/platform/errors';
import type { ErrorLog } from './error-log';
import { logMessages } from './messages';
import type { ErrorLogEntry, Severity } from './types';

/** Helpers that log the spec's message formats with a consistent type and severity. */

export function logReactError(
  log: ErrorLog,
  componentName: string,
  error: unknown,
  severity: Severity,
  componentStack?: string | null,
): ErrorLogEntry {
  return log.log({
    type: 'react',
    severity,
    message: logMessages.reactComponent(componentName),
    error,
    details: { error: errorMessage(error), componentStack: componentStack ?? undefined },
  });
}

export function logCombatError(log: ErrorLog, phase: string, error: unknown, gameState?: unknown): ErrorLogEntry {
  return log.log({
    type: 'combat',
    severity: 'high',
    message: logMessages.combat(phase, errorMessage(error)),
    error,
    gameState,
  });
}

export function logServiceError(
  log: ErrorLog,
  service: string,
  method: string,
  error: unknown,
  details?: Record<string, unknown>,
): ErrorLogEntry {
  return log.log({
    type: 'api',
    severity: 'medium',
    message: logMessages.service(service, method, errorMessage(error)),
    error,
    details,
  });
}

export function logNavigationError(log: ErrorLog, from: string, to: string, error: unknown): ErrorLogEntry {
  return log.log({
    type: 'navigation',
    severity: 'medium',
    message: logMessages.navigation(from, to, errorMessage(error)),
    error,
  });
}

export function logUserActionError(log: ErrorLog, action: string, target: string, error: unknown): ErrorLogEntry {
  return log.log({
    type: 'user_action',
    severity: 'medium',
    message: logMessages.userAction(action, target, errorMessage(error)),
    error,
  });
}
