import { ERROR_LOG_LIMITS } from './limits';

/** Spec 000 §5 route sanity checks (logged only): the problems found in `path`, empty when it looks fine. */
export function checkRouteSanity(path: string): string[] {
  const problems: string[] = [];
  if (path.trim() === '') problems.push('empty path');
  if (/undefined/i.test(path)) problems.push('path contains "undefined"');
  if (/null/i.test(path)) problems.push('path contains "null"');
  if (path.length > ERROR_LOG_LIMITS.maxRouteLength)
    problems.push(`path longer than ${ERROR_LOG_LIMITS.maxRouteLength} characters`);
  return problems;
}
