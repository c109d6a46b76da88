import { useCallback, useEffect, useState } from 'react';
import type { ActivityLog, ActivityLogCounts, LoggedCommand, LoggedEvent } from '@/runtime/debug/activity-log';
import { EVENT_GROUP_LABELS, payloadText, type EventGroup } from '@/runtime/debug/event-groups';

/** At most this many rows are drawn per list; the filters narrow what is behind them. */
export const MAX_ROWS = 200;

/** The page reads the log this often while it is open (the log itself records every tick regardless). */
export const POLL_MS = 250;

export interface LogView {
  version: number;
  events: LoggedEvent[];
  commands: LoggedCommand[];
  counts: ActivityLogCounts;
}

function readLog(log: ActivityLog): LogView {
  return { version: log.version, events: log.events(), commands: log.commands(), counts: { ...log.counts } };
}

/**
 * The log's lists, re-read four times a second while not `paused`, and only when the log moved on: the
 * game records without any React work, and only this open page renders. `refresh` re-reads at once.
 */
export function usePolledLog(log: ActivityLog, paused: boolean): { view: LogView; refresh: () => void } {
  const [view, setView] = useState(() => readLog(log));
  const refresh = useCallback(() => setView(readLog(log)), [log]);
  useEffect(() => {
    if (paused) return undefined;
    const poll = () => setView((shown) => (shown.version === log.version ? shown : readLog(log)));
    poll();
    const timer = window.setInterval(poll, POLL_MS);
    return () => window.clearInterval(timer);
  }, [log, paused]);
  return { view, refresh };
}

const detailCache = new WeakMap<LoggedEvent, string>();

/** An event's fields as one line (or the log's own note), computed once per entry. */
export function eventDetails(entry: LoggedEvent): string {
  const cached = detailCache.get(entry);
  if (cached !== undefined) return cached;
  const details = entry.note ?? (entry.event ? payloadText(entry.event) : '');
  detailCache.set(entry, details);
  return details;
}

export function commandDetails(entry: LoggedCommand): string {
  return payloadText(entry.command);
}

/** The events of the `shown` groups whose type, group or fields contain `text` (any case). */
export function filterEvents(
  events: readonly LoggedEvent[],
  shown: ReadonlySet<EventGroup>,
  text: string,
): LoggedEvent[] {
  const wanted = text.trim().toLowerCase();
  return events.filter(
    (entry) =>
      shown.has(entry.group) &&
      (wanted === '' ||
        entry.type.toLowerCase().includes(wanted) ||
        EVENT_GROUP_LABELS[entry.group].toLowerCase().includes(wanted) ||
        eventDetails(entry).toLowerCase().includes(wanted)),
  );
}

/** The commands (only the refused ones when asked) whose type, fields or message contain `text`. */
export function filterCommands(
  commands: readonly LoggedCommand[],
  refusedOnly: boolean,
  text: string,
): LoggedCommand[] {
  const wanted = text.trim().toLowerCase();
  return commands.filter(
    (entry) =>
      (!refusedOnly || entry.outcome === 'refused') &&
      (wanted === '' ||
        entry.command.type.toLowerCase().includes(wanted) ||
        commandDetails(entry).toLowerCase().includes(wanted) ||
        (entry.message ?? '').toLowerCase().includes(wanted)),
  );
}

const two = (value: number) => String(value).padStart(2, '0');

/** The simulation's time of day, local, to the tenth of a second: "14:03:22.4". */
export function simClock(epochMs: number): string {
  const date = new Date(epochMs);
  const tenths = Math.floor(date.getMilliseconds() / 100);
  return `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}.${tenths}`;
}
