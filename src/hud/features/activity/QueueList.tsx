import { useId, useState } from 'react';
import { ArrowDown, ArrowUp, Loader2, SkipForward, X } from 'lucide-react';
import type { Command } from '@/core/commands';
import { Badge } from '@/hud/components/ui/badge';
import { Button } from '@/hud/components/ui/button';
import type { GameSession } from '@/hud/game/game-session';
import { QUEUE_KIND_ICONS } from '@/hud/game/queue-kinds';
import { cn } from '@/hud/lib/cn';
import type { ActivityQueueView, QueueEntryView } from '@/runtime/view-models/activity-queue';
import { send } from './queue-actions';

/** Icon buttons are 44 px square: a finger's width on a phone. */
const ICON_TAP = 'size-11';

/** The queue in full, in order: each entry with Move up, Move down and Remove (Skip for the one under way). */
export function QueueList({ session, view }: { session: GameSession; view: ActivityQueueView }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={titleId} className="title-display text-xl font-semibold text-parchment">
          Queue
        </h2>
        <p className="text-sm tabular-nums text-parchment-dim" data-testid="queue-count">
          {view.entries.length} of {view.limit}
        </p>
      </div>
      {view.entries.length === 0 ? (
        <p className="rounded-xl border border-shade bg-card/80 p-4 text-parchment-dim">
          The queue is empty. Line up to {view.limit} activities below; each starts when the one before it ends.
        </p>
      ) : (
        <ol className="flex flex-col gap-2">
          {view.entries.map((entry) => (
            <QueueRow
              key={entry.id}
              session={session}
              entry={entry}
              paused={view.paused}
              after={entry.position === 1 ? (view.waiting?.noun ?? null) : null}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

function QueueRow({
  session,
  entry,
  paused,
  after,
}: {
  session: GameSession;
  entry: QueueEntryView;
  paused: boolean;
  /** The player's own activity this entry waits behind ("mining"); null otherwise. */
  after: string | null;
}) {
  const [sending, setSending] = useState(false);
  const Icon = QUEUE_KIND_ICONS[entry.kind];
  const run = async (command: Command, done?: string) => {
    setSending(true);
    await send(session, command, done);
    setSending(false);
  };
  const move = (by: -1 | 1) => void run({ type: 'moveQueued', entryId: entry.id, toIndex: entry.position - 1 + by });
  const status = entry.underway
    ? 'Under way'
    : paused && entry.position === 1
      ? 'Waits for Resume'
      : after
        ? `Next, after your ${after}`
        : 'Waiting';
  return (
    <li
      aria-label={entry.label}
      data-underway={entry.underway || undefined}
      className={cn(
        'flex flex-col gap-2 rounded-xl border p-3 sm:flex-row sm:items-center sm:gap-3',
        entry.underway ? 'border-ember/60 bg-night' : 'border-shade bg-card/80',
      )}
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span
          className={cn(
            'flex size-8 shrink-0 items-center justify-center rounded-full border text-sm font-semibold tabular-nums',
            entry.underway ? 'border-ember/60 text-ember-bright' : 'border-shade text-parchment-dim',
          )}
          aria-hidden
        >
          {entry.position}
        </span>
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="flex items-center gap-2 font-medium text-parchment">
            <Icon className="size-4 shrink-0 text-ember-bright" aria-hidden />
            <span className="min-w-0 break-words">{entry.label}</span>
          </p>
          <Badge variant={entry.underway ? 'default' : 'secondary'}>{status}</Badge>
        </div>
      </div>
      <div className="flex shrink-0 items-center justify-end gap-1.5">
        {sending && <Loader2 className="size-4 animate-spin text-parchment-dim" aria-hidden />}
        <Button
          variant="outline"
          className={ICON_TAP}
          aria-label={`Move ${entry.label} up`}
          disabled={sending || !entry.canMoveUp}
          onClick={() => move(-1)}
        >
          <ArrowUp aria-hidden />
        </Button>
        <Button
          variant="outline"
          className={ICON_TAP}
          aria-label={`Move ${entry.label} down`}
          disabled={sending || !entry.canMoveDown}
          onClick={() => move(1)}
        >
          <ArrowDown aria-hidden />
        </Button>
        <Button
          variant="outline"
          className="h-11 border-blood/50 hover:border-blood"
          aria-label={`${entry.underway ? 'Skip' : 'Remove'} ${entry.label}`}
          disabled={sending}
          onClick={() =>
            void run({ type: 'removeQueued', entryId: entry.id }, entry.underway ? 'Skipped' : 'Removed from the queue')
          }
        >
          {entry.underway ? <SkipForward aria-hidden /> : <X aria-hidden />}
          {entry.underway ? 'Skip' : 'Remove'}
        </Button>
      </div>
    </li>
  );
}
