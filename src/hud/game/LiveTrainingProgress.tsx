import { useLayoutEffect, useRef } from 'react';
import type { GameSession } from '@/hud/game/game-session';
import { cn } from '@/hud/lib/cn';
import { readLiveTraining, type LiveTraining } from '@/runtime/view-models/skill-page';
import { formatSeconds } from '@/hud/lib/format';

const sameTraining = (a: LiveTraining | null, b: LiveTraining | null) =>
  a === b || (a !== null && b !== null && a.sessionId === b.sessionId && a.percent === b.percent);

/** The fill eases over one tick (100 ms), so a bar moved ten times a second looks continuous. */
const FILL_TRANSITION = 'transform 110ms linear';

/**
 * The current training session's progress bar and time left, moving every tick without rendering
 * React: a transient watch on the world writes the bar's transform, its aria values and the time
 * text straight into the DOM.
 */
export function LiveTrainingProgress({
  session,
  label = 'Training progress',
  className,
}: {
  session: GameSession;
  label?: string;
  className?: string;
}) {
  const barRef = useRef<HTMLDivElement>(null);
  const fillRef = useRef<HTMLDivElement>(null);
  const timeRef = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    let shownPercent = -1;
    let shownSessionId: string | null = null;
    let shownSecond = -1;
    return session.runtime.bridge.watch(
      readLiveTraining,
      (live) => {
        const bar = barRef.current;
        const fill = fillRef.current;
        const time = timeRef.current;
        if (!live || !bar || !fill || !time) return;
        // A new session (the activity repeats) starts from empty at once instead of sliding back.
        const restarted = live.sessionId !== shownSessionId || live.percent < shownPercent;
        fill.style.transition = restarted ? 'none' : FILL_TRANSITION;
        fill.style.transform = `translateX(-${100 - live.percent}%)`;
        const whole = Math.floor(live.percent);
        if (whole !== Math.floor(shownPercent) || restarted) {
          bar.setAttribute('aria-valuenow', String(whole));
          bar.setAttribute('aria-valuetext', `${whole}%`);
        }
        const second = Math.ceil(live.timeLeftMs / 1000);
        if (second !== shownSecond) {
          time.textContent = `${formatSeconds(live.timeLeftMs)} left`;
          shownSecond = second;
        }
        shownPercent = live.percent;
        shownSessionId = live.sessionId;
      },
      sameTraining,
    );
  }, [session]);

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div
        ref={barRef}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        className="relative h-3 w-full overflow-hidden rounded-full bg-abyss/80 ring-1 ring-inset ring-white/5"
        data-testid="training-progress"
      >
        <div
          ref={fillRef}
          className={cn(
            'h-full w-full rounded-full',
            'bg-gradient-to-r from-spectral/60 via-spectral to-[#b9fff0] will-change-transform',
          )}
          style={{ transform: 'translateX(-100%)' }}
        />
      </div>
      <p className="flex justify-end text-xs tabular-nums text-parchment-dim">
        <span ref={timeRef} data-testid="training-time-left" aria-live="off" />
      </p>
    </div>
  );
}
