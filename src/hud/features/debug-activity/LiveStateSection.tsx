import { useEffect, useState } from 'react';
import type { GameSession } from '@/hud/game/game-session';
import { useActivityQueueView } from '@/hud/game/use-activity-queue-view';
import { formatCount } from '@/hud/lib/format';
import { POLL_MS, simClock } from './log-view';
import { Panel } from './Panel';

interface Clock {
  tick: number;
  nowMs: number;
  frames: number;
  catchUps: number;
  running: boolean;
  paused: boolean;
}

function readClock(session: GameSession): Clock {
  const runtime = session.runtime;
  return {
    tick: runtime.world.sim.tick,
    nowMs: runtime.world.sim.nowMs,
    frames: runtime.stats.frames,
    catchUps: runtime.stats.catchUps,
    running: runtime.isRunning,
    paused: runtime.isPaused,
  };
}

/** The simulation's tick and time, read four times a second while the page is open. */
function useSimClock(session: GameSession): Clock {
  const [clock, setClock] = useState(() => readClock(session));
  useEffect(() => {
    const timer = window.setInterval(() => setClock(readClock(session)), POLL_MS);
    return () => window.clearInterval(timer);
  }, [session]);
  return clock;
}

/** What the hunter does now, the queue in short, and the simulation's clock. */
export function LiveStateSection({ session }: { session: GameSession }) {
  const view = useActivityQueueView(session);
  const clock = useSimClock(session);
  const current = view.current;
  const loopState = clock.running ? (clock.paused ? 'paused' : 'running') : 'stopped';
  const queueState = view.running ? 'running' : view.paused ? `paused after ${view.pausedAfter ?? 'a stop'}` : 'idle';
  return (
    <Panel title="Live state">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="text-parchment-dim">Simulation</dt>
        <dd className="min-w-0 font-mono text-xs tabular-nums text-parchment" data-testid="sim-clock">
          {`tick ${clock.tick} · ${simClock(clock.nowMs)} · ${loopState} · `}
          {`${formatCount(clock.frames)} frames · ${clock.catchUps} catch-ups`}
        </dd>
        <dt className="text-parchment-dim">Queue entry under way</dt>
        <dd className="min-w-0 break-words text-parchment">
          {current ? `${current.entry.label}${current.progress ? ` (${current.progress.leftText})` : ''}` : 'None'}
        </dd>
        <dt className="text-parchment-dim">Started by hand</dt>
        <dd className="min-w-0 break-words text-parchment">
          {view.outside.length === 0 ? 'Nothing' : view.outside.map((activity) => activity.label).join(' · ')}
        </dd>
        <dt className="text-parchment-dim">Queue</dt>
        <dd className="min-w-0 text-parchment">
          {view.entries.length} of {view.limit} entries, {queueState}
        </dd>
      </dl>
      {view.entries.length > 0 && (
        <ol aria-label="Queue entries" className="flex list-decimal flex-col gap-0.5 pl-6 text-sm text-parchment-dim">
          {view.entries.map((entry) => (
            <li key={entry.id} className="break-words">
              {entry.label}
              {entry.underway && ' (under way)'}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
