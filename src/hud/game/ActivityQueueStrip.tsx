import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Hourglass, ListOrdered, Loader2, PauseCircle, Play } from 'lucide-react';
import { Button } from '@/hud/components/ui/button';
import { Progress } from '@/hud/components/ui/progress';
import { cn } from '@/hud/lib/cn';
import {
  queueUnderwaySpan,
  type ActivityQueueView,
  type QueueEntryView,
  type QueueProgressView,
} from '@/runtime/view-models/activity-queue';
import type { GameSession } from './game-session';
import { LiveActivityProgress } from './LiveActivityProgress';
import { ACTIVITY_PAGE_PATH, QUEUE_KIND_ICONS } from './queue-kinds';
import { sendWithToast } from './send-with-toast';
import { useActivityQueueView } from './use-activity-queue-view';

/**
 * The activity queue in one line under the top bar, on every game page but the activity page (which
 * shows all of it): the entry under way with its live bar, how many wait after it, Resume when the
 * player's stop paused the queue, the next entry while it waits behind the player's own activity, and a
 * link to the page. Hidden while nothing is queued. On a phone
 * the bar takes a slim second row, so the label keeps the width it needs.
 */
export function ActivityQueueStrip({ session }: { session: GameSession }) {
  const view = useActivityQueueView(session);
  const { pathname } = useLocation();
  if (!view.visible || pathname === ACTIVITY_PAGE_PATH) return null;
  const current = view.current;
  // Waiting behind the player's own activity, the first entry is the headline; the chip counts the rest.
  const first = !current && view.waiting ? (view.entries[0] ?? null) : null;
  const waiting = view.entries.filter((entry) => !entry.underway && entry !== first);
  return (
    <section
      aria-label="Activity queue"
      data-testid="activity-queue-strip"
      className="border-b border-border bg-night/70 px-2 sm:px-4"
    >
      <div
        className={cn(
          'grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2',
          'sm:grid-cols-[minmax(0,1fr)_minmax(9rem,18rem)_auto] sm:gap-x-3',
          'lg:grid-cols-[minmax(0,1fr)_minmax(12rem,22rem)_auto]',
        )}
      >
        {current ? (
          <Headline entry={current.entry} />
        ) : first && view.waiting ? (
          <p className="col-start-1 row-start-1 flex min-h-11 min-w-0 items-center gap-2 text-sm">
            <Hourglass className="size-4 shrink-0 text-spectral" aria-hidden />
            <span className="min-w-0 truncate text-parchment" title={first.label}>
              <strong className="font-semibold">Next: {first.label}</strong>
              <span className="text-parchment-dim">
                {view.waiting.endless
                  ? `, when you stop your ${view.waiting.noun}`
                  : `, after your ${view.waiting.noun}`}
              </span>
            </span>
          </p>
        ) : (
          <p className="col-start-1 row-start-1 flex min-h-11 min-w-0 items-center gap-2 text-sm">
            <PauseCircle className="size-4 shrink-0 text-gold" aria-hidden />
            <span className="min-w-0 truncate text-parchment">
              <strong className="font-semibold">Queue paused</strong>
              {view.pausedAfter && <span className="text-parchment-dim">: you stopped {view.pausedAfter}</span>}
            </span>
          </p>
        )}
        {current?.progress && (
          <div className="col-span-2 row-start-2 pb-1.5 sm:col-span-1 sm:col-start-2 sm:row-start-1 sm:pb-0">
            <StripProgress session={session} label={current.entry.label} progress={current.progress} />
          </div>
        )}
        <div className="col-start-2 row-start-1 flex shrink-0 items-center justify-end gap-1 sm:col-start-3">
          <NextChip waiting={waiting} />
          {view.paused && <ResumeButton session={session} />}
          <Button asChild variant="ghost" className="h-11 min-w-11 px-2 text-parchment-dim hover:text-parchment">
            <Link to={ACTIVITY_PAGE_PATH} aria-label="Open the activity queue">
              <ListOrdered aria-hidden />
              <span className="hidden sm:inline">Queue</span>
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

function Headline({ entry }: { entry: QueueEntryView }) {
  const Icon = QUEUE_KIND_ICONS[entry.kind];
  return (
    <p className="col-start-1 row-start-1 flex min-h-11 min-w-0 items-center gap-2 text-sm">
      <Icon className="size-4 shrink-0 text-ember-bright" aria-hidden />
      <span className="min-w-0 truncate font-medium text-parchment" title={entry.label}>
        {entry.label}
      </span>
    </p>
  );
}

/** How much is left, and the step under way as a slim live bar (a fight of kills: a bar of the kills). */
function StripProgress({
  session,
  label,
  progress,
}: {
  session: GameSession;
  label: string;
  progress: QueueProgressView;
}) {
  return (
    <div className="flex min-w-0 items-center gap-2 text-xs text-parchment-dim">
      <span className="shrink-0 tabular-nums" data-testid="queue-strip-left">
        {progress.leftText}
      </span>
      {progress.span ? (
        <LiveActivityProgress
          session={session}
          label={`${label}: ${progress.spanLabel.toLowerCase()} progress`}
          spanOf={queueUnderwaySpan}
          testId="queue-strip-time-left"
          variant="thin"
          className="flex-1"
        />
      ) : (
        progress.goalShare !== null && (
          <Progress
            value={progress.goalShare * 100}
            aria-label={`${label} progress`}
            className="h-1.5 min-w-0 flex-1"
          />
        )
      )}
    </div>
  );
}

/** "+2 next": the waiting entries, the next one named on wide screens. */
function NextChip({ waiting }: { waiting: ActivityQueueView['entries'] }) {
  const next = waiting[0];
  if (!next) return null;
  const more = waiting.length - 1;
  return (
    <span
      className={cn(
        'flex min-w-0 items-center gap-1 rounded-md border border-shade bg-abyss/60 px-2 py-0.5',
        'text-xs text-parchment-dim',
      )}
      title={waiting.map((entry) => entry.label).join(' · ')}
      data-testid="queue-strip-next"
    >
      <span className="lg:hidden">+{waiting.length} next</span>
      <span className="hidden max-w-56 truncate lg:block">
        Next: {next.label}
        {more > 0 && ` (+${more})`}
      </span>
    </span>
  );
}

function ResumeButton({ session }: { session: GameSession }) {
  const [sending, setSending] = useState(false);
  const resume = async () => {
    setSending(true);
    // A refusal (the next entry cannot start now) is toasted with the core's reason.
    await sendWithToast(session, { type: 'resumeQueue' });
    setSending(false);
  };
  return (
    <Button className="h-11" disabled={sending} onClick={() => void resume()}>
      {sending ? <Loader2 className="animate-spin" aria-hidden /> : <Play aria-hidden />}
      Resume
    </Button>
  );
}
