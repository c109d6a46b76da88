import { errorMessage } from '@/platform/errors';
import type { ErrorLog } from './error-log';
import { logMessages } from './messages';
import { redact, redactUrl } from './redact';
import type { Severity } from './types';

/** What one API call looked like; passwords, tokens and secrets never reach it. */
export interface ApiCallRecord {
  service: string;
  operation: string;
  method: string;
  url: string;
  status: number | null;
  durationMs: number;
  /** The JSON request body with sensitive fields redacted (kept only for failed calls). */
  requestBody?: unknown;
  error?: string;
}

/**
 * Names a Supabase request by service and operation: auth.token, rest.user_profiles, rpc.redeem_upgrade_code,
 * functions.signup-with-tos.
 */
export function describeSupabaseRequest(url: string): { service: string; operation: string } {
  let path = url;
  try {
    path = new URL(url).pathname;
  } catch {
    // A relative URL: use it as it is.
  }
  const match = /\/(auth|rest|functions|storage|realtime)\/v1\/(.*)$/.exec(path);
  if (!match) return { service: 'http', operation: path };
  const [, service = 'http', rest = ''] = match;
  if (service === 'rest' && rest.startsWith('rpc/')) return { service: 'rpc', operation: rest.slice(4) };
  return { service, operation: rest.split('/')[0] || service };
}

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return redact(JSON.parse(body));
  } catch {
    return undefined;
  }
}

function severityFor(status: number | null): Severity {
  if (status === null || status >= 500) return 'high';
  return 'low';
}

/**
 * Wraps `fetch` so every call is recorded as an api_call metric (duration, status) and failures as
 * api entries ("{service}.{method} failed: ..."), with passwords, tokens and secrets stripped.
 */
export function createLoggedFetch(
  baseFetch: typeof fetch,
  getLog: () => ErrorLog | null,
  now: () => number = () => performance.now(),
): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const { service, operation } = describeSupabaseRequest(url);
    const started = now();
    const record = (status: number | null, error?: string): ApiCallRecord => ({
      service,
      operation,
      method,
      url: redactUrl(url),
      status,
      durationMs: now() - started,
      requestBody: status === null || status >= 400 ? parseBody(init?.body) : undefined,
      error,
    });
    try {
      const response = await baseFetch(input, init);
      const call = record(response.status);
      report(getLog(), call);
      return response;
    } catch (error) {
      const call = record(null, errorMessage(error));
      report(getLog(), call);
      throw error;
    }
  };
}

function report(log: ErrorLog | null, call: ApiCallRecord): void {
  if (!log) return;
  log.recordMetric({
    metric: 'api_call',
    duration: call.durationMs,
    details: { service: call.service, operation: call.operation, method: call.method, status: call.status },
  });
  if (call.status !== null && call.status < 400) return;
  const reason = call.status === null ? `network error: ${call.error ?? 'unknown'}` : `HTTP ${call.status}`;
  log.log({
    type: 'api',
    severity: severityFor(call.status),
    message: logMessages.service(call.service, call.operation, reason),
    details: { ...call },
  });
}
