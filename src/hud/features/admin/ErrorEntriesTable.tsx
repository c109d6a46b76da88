import { useMemo, useState } from 'react';
import { Badge } from '@/hud/components/ui/badge';
import { Label } from '@/hud/components/ui/label';
import { NativeSelect } from '@/hud/components/ui/native-select';
import { cn } from '@/hud/lib/cn';
import { ERROR_TYPES, SEVERITIES, type ErrorLogEntry, type ErrorType, type Severity } from '@/platform/error-log/types';

export const SEVERITY_BADGE: Record<Severity, 'secondary' | 'arcane' | 'default' | 'destructive'> = {
  low: 'secondary',
  medium: 'arcane',
  high: 'default',
  critical: 'destructive',
};

const SHOWN = 200;

/** The log's entries, newest first, filterable by severity and type; each row opens its details. */
export function ErrorEntriesTable({ entries }: { entries: readonly ErrorLogEntry[] }) {
  const [severity, setSeverity] = useState<Severity | 'all'>('all');
  const [type, setType] = useState<ErrorType | 'all'>('all');
  const filtered = useMemo(
    () =>
      [...entries]
        .reverse()
        .filter(
          (entry) => (severity === 'all' || entry.severity === severity) && (type === 'all' || entry.type === type),
        ),
    [entries, severity, type],
  );
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="log-severity">Severity</Label>
          <NativeSelect
            id="log-severity"
            value={severity}
            onChange={(event) => setSeverity(event.target.value as Severity | 'all')}
          >
            <option value="all">All severities</option>
            {SEVERITIES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="log-type">Type</Label>
          <NativeSelect
            id="log-type"
            value={type}
            onChange={(event) => setType(event.target.value as ErrorType | 'all')}
          >
            <option value="all">All types</option>
            {ERROR_TYPES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <p className="text-xs text-muted-foreground">
        Showing {Math.min(filtered.length, SHOWN)} of {filtered.length} matching entries ({entries.length} kept).
      </p>
      {filtered.length === 0 ? (
        <p className="rounded-lg border border-dashed border-shade p-6 text-center text-sm text-muted-foreground">
          No entries match.
        </p>
      ) : (
        <ul className="flex flex-col gap-1.5" aria-label="Error log entries">
          {filtered.slice(0, SHOWN).map((entry) => (
            <li key={entry.id}>
              <details className="group rounded-md border border-shade bg-abyss/50 open:border-ember/40">
                <summary className="flex cursor-pointer list-none flex-wrap items-center gap-2 px-3 py-2 text-sm">
                  <span className="w-36 shrink-0 font-mono text-xs text-muted-foreground">
                    {new Date(entry.timestamp).toLocaleString()}
                  </span>
                  <Badge variant={SEVERITY_BADGE[entry.severity]}>{entry.severity}</Badge>
                  <Badge variant="outline">{entry.type}</Badge>
                  <span className="min-w-0 flex-1 break-words text-parchment">{entry.message}</span>
                </summary>
                <pre
                  className={cn(
                    'max-h-72 overflow-auto border-t border-shade px-3 py-2',
                    'text-xs whitespace-pre-wrap text-parchment-dim',
                  )}
                >
                  {JSON.stringify(
                    {
                      details: entry.details,
                      context: entry.context,
                      url: entry.url,
                      userId: entry.userId,
                      stackTrace: entry.stackTrace,
                    },
                    null,
                    2,
                  )}
                </pre>
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
