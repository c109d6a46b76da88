import { useMemo, useState } from 'react';
import { Badge } from '@/hud/components/ui/badge';
import { Input } from '@/hud/components/ui/input';
import type { CommandOutcome, LoggedCommand } from '@/runtime/debug/activity-log';
import { commandDetails, filterCommands, MAX_ROWS, simClock } from './log-view';
import { Panel, scrollListClass, Stamp } from './Panel';

const OUTCOMES: Record<CommandOutcome, { text: string; variant: 'spectral' | 'destructive' | 'gold' }> = {
  ok: { text: 'OK', variant: 'spectral' },
  refused: { text: 'Refused', variant: 'destructive' },
  'no reply': { text: 'No reply', variant: 'gold' },
};

/** The commands the core applied, newest first: accepted, or refused with the core's message. */
export function CommandsSection({
  commands,
  total,
  refused,
}: {
  commands: readonly LoggedCommand[];
  total: number;
  refused: number;
}) {
  const [refusedOnly, setRefusedOnly] = useState(false);
  const [text, setText] = useState('');
  const matching = useMemo(() => filterCommands(commands, refusedOnly, text), [commands, refusedOnly, text]);
  return (
    <Panel title="Commands">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <label className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="text-xs font-semibold uppercase tracking-[0.14em] text-parchment-dim">Filter commands</span>
          <Input
            type="search"
            className="h-11"
            autoComplete="off"
            placeholder="Type, field or message"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <label className="flex min-h-11 items-center gap-3 text-sm text-parchment-dim">
          <input
            type="checkbox"
            className="size-5 accent-[#8b6cf0]"
            checked={refusedOnly}
            onChange={(event) => setRefusedOnly(event.target.checked)}
          />
          Refused only
        </label>
      </div>
      <p className="text-xs text-parchment-dim">
        {total} sent this session, {refused} refused
        {matching.length > MAX_ROWS && ` · showing the newest ${MAX_ROWS} of ${matching.length}`}
      </p>
      {matching.length === 0 ? (
        <p className="rounded-lg border border-dashed border-shade px-3 py-4 text-sm text-parchment-dim">
          {commands.length === 0 ? 'No command sent yet.' : 'No command matches these filters.'}
        </p>
      ) : (
        // Focusable, so a keyboard can scroll it (axe: scrollable-region-focusable).
        <ol aria-label="Commands, newest first" className={scrollListClass} tabIndex={0}>
          {matching.slice(0, MAX_ROWS).map((entry) => (
            <CommandRow key={entry.seq} entry={entry} />
          ))}
        </ol>
      )}
    </Panel>
  );
}

function CommandRow({ entry }: { entry: LoggedCommand }) {
  const outcome = OUTCOMES[entry.outcome];
  const details = commandDetails(entry);
  return (
    <li className="flex min-w-0 flex-col gap-1 px-3 py-2" aria-label={`${entry.command.type}: ${outcome.text}`}>
      <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
        <Stamp tick={entry.tick} clock={simClock(entry.simTimeMs)} />
        <Badge variant={outcome.variant}>{outcome.text}</Badge>
        <span className="font-mono text-xs font-semibold text-parchment">{entry.command.type}</span>
      </div>
      {details && (
        <p className="font-mono text-xs break-words text-parchment-dim [overflow-wrap:anywhere]">{details}</p>
      )}
      {entry.message && <p className="text-sm break-words text-[#ff9b95]">{entry.message}</p>}
    </li>
  );
}
