import { useMemo, useState } from 'react';
import { Badge } from '@/hud/components/ui/badge';
import { Button } from '@/hud/components/ui/button';
import { Input } from '@/hud/components/ui/input';
import { cn } from '@/hud/lib/cn';
import type { LoggedEvent } from '@/runtime/debug/activity-log';
import { EVENT_GROUP_LABELS, EVENT_GROUPS, type EventGroup } from '@/runtime/debug/event-groups';
import { eventDetails, filterEvents, MAX_ROWS, simClock } from './log-view';
import { Panel, scrollListClass, Stamp } from './Panel';

const ALL_GROUPS: ReadonlySet<EventGroup> = new Set(EVENT_GROUPS);

/** The core's events, newest first, narrowed by family and by text. */
export function EventLogSection({ events, total }: { events: readonly LoggedEvent[]; total: number }) {
  const [shown, setShown] = useState<ReadonlySet<EventGroup>>(ALL_GROUPS);
  const [text, setText] = useState('');
  const matching = useMemo(() => filterEvents(events, shown, text), [events, shown, text]);
  const perGroup = useMemo(() => {
    const counts = new Map<EventGroup, number>();
    for (const entry of events) counts.set(entry.group, (counts.get(entry.group) ?? 0) + 1);
    return counts;
  }, [events]);
  const toggle = (group: EventGroup) => {
    const next = new Set(shown);
    if (next.has(group)) next.delete(group);
    else next.add(group);
    setShown(next);
  };
  return (
    <Panel title="Event log">
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-2 text-xs font-semibold uppercase tracking-[0.14em] text-parchment-dim">
          Event families
        </legend>
        <div className="flex flex-wrap gap-1.5">
          {EVENT_GROUPS.map((group) => (
            <Button
              key={group}
              type="button"
              size="sm"
              variant={shown.has(group) ? 'secondary' : 'outline'}
              aria-pressed={shown.has(group)}
              className={cn('h-11 gap-1.5', !shown.has(group) && 'text-parchment-dim line-through')}
              onClick={() => toggle(group)}
            >
              {EVENT_GROUP_LABELS[group]} {/* Named by what it shows, the family then its count ("Combat 12 held"). */}
              <span className="tabular-nums text-parchment-dim">{perGroup.get(group) ?? 0}</span>
              <span className="sr-only">{' held'}</span>
            </Button>
          ))}
          <Button type="button" size="sm" variant="ghost" className="h-11" onClick={() => setShown(ALL_GROUPS)}>
            All
          </Button>
          <Button type="button" size="sm" variant="ghost" className="h-11" onClick={() => setShown(new Set())}>
            None
          </Button>
        </div>
      </fieldset>
      <label className="flex min-w-0 flex-col gap-1">
        <span className="text-xs font-semibold uppercase tracking-[0.14em] text-parchment-dim">Filter events</span>
        <Input
          type="search"
          className="h-11"
          autoComplete="off"
          placeholder="Type, family or field: harvest, sword_drills…"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <p className="text-xs text-parchment-dim" aria-live="polite">
        {matching.length > MAX_ROWS
          ? `Showing the newest ${MAX_ROWS} of ${matching.length} matching events`
          : `${matching.length} matching of ${events.length} held`}{' '}
        · {total} recorded this session
      </p>
      {matching.length === 0 ? (
        <p className="rounded-lg border border-dashed border-shade px-3 py-4 text-sm text-parchment-dim">
          {events.length === 0 ? 'No event recorded yet.' : 'No event matches these filters.'}
        </p>
      ) : (
        // Focusable, so a keyboard can scroll it (axe: scrollable-region-focusable).
        <ol aria-label="Events, newest first" className={scrollListClass} tabIndex={0}>
          {matching.slice(0, MAX_ROWS).map((entry) => (
            <EventRow key={entry.seq} entry={entry} />
          ))}
        </ol>
      )}
    </Panel>
  );
}

function EventRow({ entry }: { entry: LoggedEvent }) {
  const details = eventDetails(entry);
  return (
    <li className="flex min-w-0 flex-col gap-1 px-3 py-2">
      <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
        <Stamp tick={entry.tick} clock={simClock(entry.simTimeMs)} />
        <Badge variant={entry.note ? 'arcane' : 'secondary'}>{EVENT_GROUP_LABELS[entry.group]}</Badge>
        <span className="font-mono text-xs font-semibold text-parchment">{entry.type}</span>
      </div>
      {details && (
        <p className="font-mono text-xs break-words text-parchment-dim [overflow-wrap:anywhere]">{details}</p>
      )}
    </li>
  );
}
