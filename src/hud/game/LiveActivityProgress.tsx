import { useLayoutEffect, useRef } from 'react';
import type { ReadonlyWorld } from '@/core/readonly';
import type { GameSession } from '@/hud/game/game-session';
import { cn } from '@/hud/lib/cn';
import { formatSeconds } from '@/hud/lib/format';

/** A timed activity's span in simulation time (a harvest, a craft). */
export interface ActivitySpan {
  startTime: number;
  endTime: number;
}

interface LiveSpan {
  startedAt: number;
  percent: number;
  timeLeftMs: number;
}

/** How far along `span` is at the simulation's now, and how long is left. */
function live(span: ActivitySpan | null, nowMs: number): LiveSpan | null {
  if (!span) return null;
  const length = Math.max(1, span.endTime - span.startTime);
  const done = Math.min(1, Math.max(0, (nowMs - span.startTime) / length));
  return { startedAt: span.startTime, percent: done * 100, timeLeftMs: Math.max(0, span.endTime - nowMs) };
}

const sameSpan = (a: LiveSpan | null, b: LiveSpan | null) =>
  a === b || (a !== null && b !== null && a.startedAt === b.startedAt && a.percent === b.percent);

/** The fill eases over one tick (100 ms), so a bar moved ten times a second looks continuous. */
const FILL_TRANSITION = 'transform 110ms linear';

/**
 * A timed activity's bar and time left (the mining harvest, the craft), moving every frame without
 * rendering React: a transient watch on the world writes the fill's transform, the aria values and the
 * time text straight into the DOM. `spanOf` reads the activity from the world (keep it stable).
 * `thin` draws a slim bar with the time beside it, for one-line places such as the queue strip.
 */
export function LiveActivityProgress({
  session,
  label,
  spanOf,
  testId,
  variant = 'full',
  className,
}: {
  session: GameSession;
  label: string;
  spanOf: (world: ReadonlyWorld) => ActivitySpan | null;
  testId: string;
  variant?: 'full' | 'thin';
  className?: string;
}) {
  const barRef = useRef<HTMLDivElement>(null);
  const fillRef = useRef<HTMLDivElement>(null);
  const timeRef = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    let shown: LiveSpan | null = null;
    return session.runtime.bridge.watch(
      (world) => live(spanOf(world), world.sim.nowMs),
      (live) => {
        const bar = barRef.current;
        const fill = fillRef.current;
        const time = timeRef.current;
        if (!live || !bar || !fill || !time) return;
        // The next harvest or craft of a chain starts from empty at once instead of sliding back.
        const restarted = shown === null || live.startedAt !== shown.startedAt;
        fill.style.transition = restarted ? 'none' : FILL_TRANSITION;
        fill.style.transform = `translateX(-${100 - live.percent}%)`;
        const whole = Math.floor(live.percent);
        bar.setAttribute('aria-valuenow', String(whole));
        bar.setAttribute('aria-valuetext', `${whole}%`);
        time.textContent = `${formatSeconds(live.timeLeftMs)} left`;
        shown = live;
      },
      sameSpan,
    );
  }, [session, spanOf]);

  const thin = variant === 'thin';
  const bar = (
    <div
      ref={barRef}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      className={cn(
        'relative w-full overflow-hidden rounded-full bg-abyss/80 ring-1 ring-inset ring-white/5',
        thin ? 'h-1.5 min-w-0 flex-1' : 'h-3',
      )}
    >
      <div
        ref={fillRef}
        className={cn(
          'h-full w-full rounded-full will-change-transform',
          'bg-gradient-to-r from-ember-deep via-ember to-ember-bright',
        )}
        style={{ transform: 'translateX(-100%)' }}
      />
    </div>
  );
  const time = <span ref={timeRef} data-testid={testId} aria-live="off" className={cn(thin && 'shrink-0')} />;

  if (thin)
    return (
      <div className={cn('flex min-w-0 items-center gap-2 text-xs tabular-nums text-parchment-dim', className)}>
        {bar}
        {time}
      </div>
    );
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      {bar}
      <p className="flex justify-end text-xs tabular-nums text-parchment-dim">{time}</p>
    </div>
  );
}
