import { useEffect, useRef } from 'react';
import { Crown, Flag, Timer, Trophy } from 'lucide-react';
import type { GameSession } from '@/hud/game/game-session';
import type { RiftRunView } from '@/runtime/view-models/combat-page';
import { formatSeconds } from '@/hud/lib/format';
import { cn } from '@/hud/lib/cn';

/**
 * A rift or raid run: the phase bar (one segment per wave, the boss's last), the wave counter, the
 * attempt, the best time and the run's clock (written from the running world each second, not
 * through React renders).
 */
export function RiftRunBar({ session, run, kind }: { session: GameSession; run: RiftRunView; kind: string }) {
  const clock = useRef<HTMLSpanElement>(null);
  const startedAt = run.startedAt;
  useEffect(
    () =>
      session.runtime.bridge.watch(
        (world) => Math.floor(Math.max(0, world.sim.nowMs - startedAt) / 1000),
        (seconds) => {
          if (clock.current) clock.current.textContent = formatSeconds(seconds * 1000);
        },
      ),
    [session, startedAt],
  );
  const waveLabel = run.isBossWave ? 'Boss wave' : `Wave ${run.wave} of ${run.waves}`;
  return (
    <div className="flex flex-col gap-2" data-testid="rift-run">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
        <span className="flex items-center gap-1.5 font-semibold text-parchment" data-testid="rift-wave">
          {run.isBossWave ? (
            <Crown className="size-4 text-ember-bright" aria-hidden />
          ) : (
            <Flag className="size-4 text-spectral" aria-hidden />
          )}
          {waveLabel}
        </span>
        <span className="flex items-center gap-3 text-xs text-parchment-dim tabular-nums">
          <span>
            {kind === 'raid' ? 'Raid' : 'Run'} #{run.attempt}
          </span>
          <span className="flex items-center gap-1" title="This run's time">
            <Timer className="size-3.5" aria-hidden />
            <span ref={clock}>{formatSeconds(run.elapsedMs)}</span>
          </span>
          <span className="flex items-center gap-1" title="Best time">
            <Trophy className="size-3.5" aria-hidden />
            {run.record.bestTimeMs === null ? 'No clear yet' : `Best ${formatSeconds(run.record.bestTimeMs)}`}
          </span>
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={`Rift run: ${waveLabel}`}
        aria-valuemin={0}
        aria-valuemax={run.waves}
        aria-valuenow={run.wave - 1}
        aria-valuetext={`${waveLabel}, ${run.killsInWave} of ${run.waveSize} defeated`}
        className="flex h-3 gap-1"
      >
        {run.waveSizes.map((size, index) => {
          const wave = index + 1;
          const share = wave < run.wave ? 1 : wave === run.wave ? run.killsInWave / size : 0;
          const isBoss = index === run.waveSizes.length - 1;
          return (
            <div
              key={wave}
              className={cn(
                'relative h-full overflow-hidden rounded-full bg-abyss ring-1 ring-inset',
                isBoss ? 'flex-[0.8] ring-ember/50' : 'flex-1 ring-white/10',
                wave === run.wave && 'ring-spectral/70',
              )}
            >
              <div
                className={cn('h-full rounded-full', isBoss ? 'bg-ember' : 'bg-spectral/80')}
                style={{ width: `${Math.round(share * 100)}%` }}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
