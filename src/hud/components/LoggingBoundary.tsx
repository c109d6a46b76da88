import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { ErrorLog } from '@/platform/error-log/error-log';
import { logReactError } from '@/platform/error-log/log-helpers';
import type { ErrorLogEntry, Severity } from '@/platform/error-log/types';
import { downloadJson, fileStamp } from '@/hud/lib/download';
import { ErrorLogContext } from '@/hud/game/error-log-context';

export interface BoundaryFallbackProps {
  error: Error;
  entry: ErrorLogEntry | null;
  /** Clears the error and renders the children again. */
  reset: () => void;
  /** Downloads the error, its log entry and the whole client log as JSON. */
  exportError: () => void;
}

interface LoggingBoundaryProps {
  /** Names the boundary in "React component error in {name}". */
  name: string;
  severity: Severity;
  fallback: (props: BoundaryFallbackProps) => ReactNode;
  onError?: (error: Error, entry: ErrorLogEntry | null) => void;
  onReset?: () => void;
  /** When this value changes (a new route, say) a shown error is cleared. */
  resetKey?: unknown;
  children?: ReactNode;
}

interface LoggingBoundaryState {
  error: Error | null;
  entry: ErrorLogEntry | null;
}

function asError(value: unknown): Error {
  return value instanceof Error ? value : new Error(typeof value === 'string' ? value : 'Unknown error');
}

/**
 * The error boundary behind every level: logs "React component error in {name}" with its severity, then shows
 * `fallback`.
 */
export class LoggingBoundary extends Component<LoggingBoundaryProps, LoggingBoundaryState> {
  static override contextType = ErrorLogContext;
  declare context: ErrorLog | null;
  override state: LoggingBoundaryState = { error: null, entry: null };

  static getDerivedStateFromError(error: unknown): Partial<LoggingBoundaryState> {
    return { error: asError(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const log = this.context;
    const entry = log ? logReactError(log, this.props.name, error, this.props.severity, info.componentStack) : null;
    if (!log) console.error(`React component error in ${this.props.name}`, error);
    this.setState({ entry });
    this.props.onError?.(asError(error), entry);
  }

  override componentDidUpdate(previous: LoggingBoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = (): void => {
    this.setState({ error: null, entry: null });
    this.props.onReset?.();
  };

  exportError = (): void => {
    const { error, entry } = this.state;
    downloadJson(`shadow-hunter-error-${fileStamp()}.json`, {
      boundary: this.props.name,
      error: error ? { name: error.name, message: error.message, stack: error.stack } : null,
      entry,
      log: this.context?.export() ?? null,
    });
  };

  override render(): ReactNode {
    const { error, entry } = this.state;
    if (!error) return this.props.children;
    return this.props.fallback({ error, entry, reset: this.reset, exportError: this.exportError });
  }
}
