import { useLayoutEffect, useRef } from 'react';
import type { ReadonlyWorld } from '@/core/readonly';
import type { GameSession } from '@/hud/game/game-session';
import { cn } from '@/hud/lib/cn';
import { formatSeconds } from '@/hud/lib/format';

interface LiveCraft {
  startedAt: number;
  percent: number;
  timeLeftMs: number;
}

/** The craft under way as of the simulation's now: how far along, how long left. */
function readLiveCraft(world: ReadonlyWorld): LiveCraft | null {
  const craft = world.crafting.currentCraft;
  if (!craft) return null;
  const nowMs = world.sim.nowMs;
  const span = Math.max(1, craft.endTime - craft.startTime);
  const done = Math.min(1, Math.max(0, (nowMs - craft.startTime) / span));
  return { startedAt: craft.startTime, percent: done * 100, timeLeftMs: Math.max(0, craft.endTime - nowMs) };
}

const sameCraft = (a: LiveCraft | null, b: LiveCraft | null) =>
  a === b || (a !== null && b !== null && a.startedAt === b.startedAt && a.percent === b.percent);

/** The fill eases over one tick (100 ms), so a bar moved ten times a second looks continuous. */
const FILL_TRANSITION = 'transform 110ms linear';

/**
 * The craft's bar and time left, moving every frame without rendering React: a transient watch on
 * the world writes the fill's transform, the aria values and the time text straight into the DOM.
 */
export function CraftProgress({ session, label }: { session: GameSession; label: string }) {
  const barRef = useRef<HTMLDivElement>(null);
  const fillRef = useRef<HTMLDivElement>(null);
  const timeRef = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    let shown: LiveCraft | null = null;
    return session.runtime.bridge.watch(
      readLiveCraft,
      (live) => {
        const bar = barRef.current;
        const fill = fillRef.current;
        const time = timeRef.current;
        if (!live || !bar || !fill || !time) return;
        // The order's next craft starts from empty at once instead of sliding back.
        const restarted = shown === null || live.startedAt !== shown.startedAt;
        fill.style.transition = restarted ? 'none' : FILL_TRANSITION;
        fill.style.transform = `translateX(-${100 - live.percent}%)`;
        const whole = Math.floor(live.percent);
        bar.setAttribute('aria-valuenow', String(whole));
        bar.setAttribute('aria-valuetext', `${whole}%`);
        time.textContent = `${formatSeconds(live.timeLeftMs)} left`;
        shown = live;
      },
      sameCraft,
    );
  }, [session]);

  return (
    <div className="flex flex-col gap-1.5">
      <div
        ref={barRef}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        className="relative h-3 w-full overflow-hidden rounded-full bg-abyss/80 ring-1 ring-inset ring-white/5"
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
      <p className="flex justify-end text-xs tabular-nums text-parchment-dim">
        <span ref={timeRef} data-testid="craft-time-left" aria-live="off" />
      </p>
    </div>
  );
}
