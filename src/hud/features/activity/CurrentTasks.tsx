import { useState } from 'react';
import { Hourglass, Loader2, PauseCircle, Play, Square } from 'lucide-react';
import { TAP } from '@/hud/components/items/page-style';
import { Button } from '@/hud/components/ui/button';
import { Progress } from '@/hud/components/ui/progress';
import type { GameSession } from '@/hud/game/game-session';
import { LiveActivityProgress } from '@/hud/game/LiveActivityProgress';
import { QUEUE_KIND_ICONS } from '@/hud/game/queue-kinds';
import { cn } from '@/hud/lib/cn';
import {
  ACTIVITY_SPAN_OF,
  queueUnderwaySpan,
  type ActivityQueueView,
  type OutsideActivityView,
  type QueueEntryView,
  type QueueWaitView,
} from '@/runtime/view-models/activity-queue';
import { send } from './queue-actions';

const FRAME = 'flex flex-col gap-4 rounded-xl border p-4 sm:p-5';

/**
 * The top of the page: the queue's entry under way with its live bar and what is left of its goal,
 * the pause and Resume when the player stopped it, the wait behind the player's own activity, and
 * anything the hunter does outside the queue.
 */
export function CurrentTasks({ session, view }: { session: GameSession; view: ActivityQueueView }) {
  const current = view.current;
  const busy = current !== null || view.outside.length > 0;
  return (
    <section
      aria-label="Under way"
      className={cn(FRAME, busy ? 'border-ember/50 bg-night/80' : 'border-shade bg-card/80')}
    >
      {current && <QueueTask session={session} current={current} of={view.entries.length} />}
      {view.paused && <PausedNote session={session} stopped={view.pausedAfter} />}
      {view.waiting && view.entries[0] && (
        <WaitingNote session={session} waiting={view.waiting} next={view.entries[0]} />
      )}
      {!current && !view.paused && view.outside.length === 0 && (
        <p className="flex items-center gap-2 text-parchment-dim">
          <Hourglass className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          Nothing under way. Add an activity below: with nothing queued, it starts at once.
        </p>
      )}
      {view.outside.length > 0 && <OutsideTasks session={session} outside={view.outside} />}
    </section>
  );
}

function QueueTask({
  session,
  current,
  of,
}: {
  session: GameSession;
  current: NonNullable<ActivityQueueView['current']>;
  of: number;
}) {
  const { entry, progress } = current;
  const Icon = QUEUE_KIND_ICONS[entry.kind];
  return (
    <div className="flex flex-col gap-3">
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-ember-bright/80">
          From the queue · 1 of {of}
        </p>
        <h2 className="title-display flex items-center gap-2 text-xl font-semibold text-parchment">
          <Icon className="size-5 shrink-0 text-ember-bright" aria-hidden />
          <span className="min-w-0 break-words">{entry.label}</span>
        </h2>
      </div>
      {progress && (
        <>
          <p className="text-sm tabular-nums text-parchment" data-testid="queue-left">
            {progress.leftText}
          </p>
          {progress.span ? (
            <LiveActivityProgress
              session={session}
              label={`${entry.label}: ${progress.spanLabel.toLowerCase()} progress`}
              spanOf={queueUnderwaySpan}
              testId="queue-time-left"
            />
          ) : (
            progress.goalShare !== null && (
              <Progress value={progress.goalShare * 100} aria-label={`${entry.label} progress`} className="h-3" />
            )
          )}
        </>
      )}
    </div>
  );
}

function PausedNote({ session, stopped }: { session: GameSession; stopped: string | null }) {
  const [sending, setSending] = useState(false);
  const resume = async () => {
    setSending(true);
    await send(session, { type: 'resumeQueue' }, 'The queue goes on');
    setSending(false);
  };
  return (
    <div
      role="note"
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-gold/40 bg-gold/10 px-3 py-3',
        'sm:flex-row sm:items-center sm:justify-between',
      )}
    >
      <p className="flex items-start gap-2 text-sm text-parchment">
        <PauseCircle className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
        <span>
          <strong className="font-semibold">Queue paused.</strong>{' '}
          {stopped ? `You stopped ${stopped}; the queue waits until you resume.` : 'The queue waits until you resume.'}
        </span>
      </p>
      <Button className={TAP} disabled={sending} onClick={() => void resume()}>
        {sending ? <Loader2 className="animate-spin" aria-hidden /> : <Play aria-hidden />}
        Resume
      </Button>
    </div>
  );
}

/**
 * The queue's first entry waits behind the player's own activity: when it starts, and the player's
 * Stop for that activity (the entry then starts at once). One without an end of its own says so.
 */
function WaitingNote({
  session,
  waiting,
  next,
}: {
  session: GameSession;
  waiting: QueueWaitView;
  next: QueueEntryView;
}) {
  const [sending, setSending] = useState(false);
  const stop = async () => {
    setSending(true);
    // What follows (the entry starting, or why it could not) is the queue's own toast.
    await send(session, { type: waiting.stop });
    setSending(false);
  };
  return (
    <div
      role="note"
      aria-label="Queue waiting"
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-spectral/40 bg-spectral/10 px-3 py-3',
        'sm:flex-row sm:items-center sm:justify-between',
      )}
    >
      <p className="flex items-start gap-2 text-sm text-parchment">
        <Hourglass className="mt-0.5 size-4 shrink-0 text-spectral" aria-hidden />
        <span>
          <strong className="font-semibold">Queue waiting.</strong>{' '}
          {waiting.endless
            ? `${next.label} starts when you stop your ${waiting.noun}, which has no end set.`
            : `${next.label} starts when your ${waiting.noun} ends (${waiting.leftText.toLowerCase()}).`}
        </span>
      </p>
      <Button
        variant={waiting.endless ? 'default' : 'outline'}
        className={TAP}
        disabled={sending}
        onClick={() => void stop()}
      >
        {sending ? <Loader2 className="animate-spin" aria-hidden /> : <Square aria-hidden />}
        {waiting.stopLabel}
      </Button>
    </div>
  );
}

/** What the hunter does that the queue did not start (their own training beside a queued harvest, say). */
function OutsideTasks({ session, outside }: { session: GameSession; outside: OutsideActivityView[] }) {
  return (
    <div className="flex flex-col gap-2">
      <h2 className="text-xs font-semibold uppercase tracking-[0.18em] text-muted-foreground">Outside the queue</h2>
      <ul className="flex flex-col gap-2" aria-label="Outside the queue">
        {outside.map((activity) => {
          const Icon = QUEUE_KIND_ICONS[activity.kind];
          return (
            <li
              key={activity.kind}
              className="flex flex-col gap-1.5 rounded-lg border border-shade bg-abyss/60 px-3 py-2 text-sm"
            >
              <span className="flex items-center gap-2 text-parchment">
                <Icon className="size-4 shrink-0 text-parchment-dim" aria-hidden />
                <span className="min-w-0 break-words">{activity.label}</span>
                <span className="ml-auto shrink-0 text-xs text-muted-foreground">started by you</span>
              </span>
              {activity.span && (
                <LiveActivityProgress
                  session={session}
                  label={`${activity.label} progress`}
                  spanOf={ACTIVITY_SPAN_OF[activity.kind]}
                  testId={`outside-${activity.kind}-time-left`}
                  variant="thin"
                />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
