import { useCallback, useId, useState } from 'react';
import { RefreshCw, ShieldCheck, Skull } from 'lucide-react';
import { SECTION, TAP } from '@/hud/components/items/page-style';
import { Button } from '@/hud/components/ui/button';
import type { GameSession } from '@/hud/game/game-session';
import { cn } from '@/hud/lib/cn';
import { utcOffsetAt } from '@/runtime/core-simulation';
import { selectLeaveForecasts, type ForecastView } from '@/runtime/view-models/absence-page';
import { GainsList } from './absence-parts';

function forecastNow(session: GameSession): ForecastView[] {
  const world = session.runtime.world;
  return selectLeaveForecasts(world, { utcOffsetMinutes: utcOffsetAt(world.sim.nowMs) });
}

/**
 * "If you leave now": the catch-up the game would run for 1, 4 and 12 hours away, on a copy of the
 * world as it is when the page opens or Refresh is pressed (not every frame: the world moves on).
 */
export function LeaveForecast({ session }: { session: GameSession }) {
  const titleId = useId();
  const [forecasts, setForecasts] = useState(() => forecastNow(session));
  const refresh = useCallback(() => setForecasts(forecastNow(session)), [session]);
  return (
    <section aria-labelledby={titleId} className={SECTION}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="title-display text-xl font-semibold text-parchment">
          If you leave now
        </h2>
        <Button variant="outline" className={TAP} onClick={refresh}>
          <RefreshCw className="size-4" aria-hidden />
          Refresh
        </Button>
      </div>
      <p className="text-sm text-parchment-dim">
        What the same catch-up would give you for doing what you do now, if nothing else changes; the risk of dying
        allows for blows that roll worse than their average, bosses and the week’s events included.
      </p>
      <div className="grid gap-3 md:grid-cols-3">
        {forecasts.map((forecast) => (
          <ForecastCard key={forecast.hours} forecast={forecast} />
        ))}
      </div>
    </section>
  );
}

function ForecastCard({ forecast }: { forecast: ForecastView }) {
  const prefix = `forecast-${forecast.hours}h`;
  const RiskIcon = forecast.dies ? Skull : ShieldCheck;
  return (
    <article
      aria-label={`Away ${forecast.title}`}
      data-testid={prefix}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-shade bg-abyss/60 p-3"
    >
      <div>
        <h3 className="font-semibold text-parchment">{forecast.title}</h3>
        <p className="text-xs text-parchment-dim">{forecast.counted}</p>
      </div>
      <GainsList gains={forecast.gains} prefix={prefix} />
      {forecast.notes.length > 0 && (
        <ul className="flex flex-col gap-1 text-xs text-parchment-dim" data-testid={`${prefix}-notes`}>
          {forecast.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <p
        data-testid={`${prefix}-risk`}
        className={cn('flex items-start gap-2 text-sm', forecast.dies ? 'text-[#ff9b95]' : 'text-spectral')}
      >
        <RiskIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          {forecast.risk}
          {forecast.death && <span className="block text-parchment-dim">{forecast.death}</span>}
        </span>
      </p>
    </article>
  );
}
