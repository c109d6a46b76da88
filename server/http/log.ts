import type { GatewayConfig, LogLevel } from '../config';

const LEVEL_RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** Keys whose values never reach a log line (matched case-insensitively, anywhere in the key). */
const SECRET_KEY = /password|token|secret|apikey|api_key|authorization|cookie/i;

/** A copy of value with every secret-looking field replaced by "[redacted]", at any depth. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 8) return '[deep]';
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value))
      copy[key] = SECRET_KEY.test(key) ? '[redacted]' : redact(field, depth + 1);
    return copy;
  }
  return value;
}

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

/** Structured JSON lines; every field passes through redact(). */
export function createLogger(config: Pick<GatewayConfig, 'logLevel' | 'logSink'>): Logger {
  const write = (level: Exclude<LogLevel, 'silent'>, msg: string, fields: Record<string, unknown> = {}) => {
    if (LEVEL_RANK[level] < LEVEL_RANK[config.logLevel]) return;
    config.logSink(
      JSON.stringify({ time: new Date().toISOString(), level, msg, ...(redact(fields) as Record<string, unknown>) }),
    );
  };
  return {
    debug: (msg, fields) => write('debug', msg, fields),
    info: (msg, fields) => write('info', msg, fields),
    warn: (msg, fields) => write('warn', msg, fields),
    error: (msg, fields) => write('error', msg, fields),
  };
}
