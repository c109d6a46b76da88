import { FlaskConical, Flag, Hourglass, Loader2, Shield, Skull, Swords, Trophy } from 'lucide-react';
import { Badge } from '@/hud/components/ui/badge';
import { NextAttemptCountdown } from '@/hud/components/NextAttemptCountdown';
import { Button } from '@/hud/components/ui/button';
import { cn } from '@/hud/lib/cn';
import type { RankTrialState } from '@/runtime/rank-trials/rank-trial-controller';
import type { TrialView } from '@/runtime/rank-trials/trial-view';
import { selectPromotion } from '@/runtime/view-models/promotion';
import { PromotionCard } from './PromotionCard';

interface TrialPanelProps {
  state: RankTrialState;
  onDrink: () => void;
  onForfeit: () => void;
  onClose: () => void;
}

const clockText = (ms: number): string => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

function Bar({ label, value, max, tone }: { label: string; value: number; max: number; tone: 'hunter' | 'foe' }) {
  const percent = max > 0 ? Math.max(0, Math.min(100, (value / max) * 100)) : 0;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="truncate text-parchment">{label}</span>
        <span className="shrink-0 tabular-nums text-parchment-dim">
          {Math.ceil(value).toLocaleString('en-US')} / {max.toLocaleString('en-US')}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={`${label} health`}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.ceil(value)}
        className="h-3 overflow-hidden rounded-full bg-abyss"
      >
        <div
          className={cn('h-full transition-[width] duration-100', tone === 'hunter' ? 'bg-spectral' : 'bg-blood')}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

function WardenPhases({ view }: { view: TrialView }) {
  return (
    <div
      className="flex items-center gap-2 text-xs text-parchment-dim"
      aria-label={`Warden phase ${view.wardenPhase} of 3`}
    >
      <span>Phase</span>
      {[1, 2, 3].map((phase) => (
        <span
          key={phase}
          className={cn('h-2 w-8 rounded-full border border-shade', phase <= view.wardenPhase ? 'bg-gold' : 'bg-abyss')}
        />
      ))}
      {view.enraged && <Badge variant="destructive">Enraged</Badge>}
    </div>
  );
}

function Fight({ view, onDrink, onForfeit }: { view: TrialView; onDrink: () => void; onForfeit: () => void }) {
  const left = view.timeLimitMs - view.elapsedMs;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="secondary">
          Wave {view.wave} of {view.waves}
        </Badge>
        <Badge variant={left < 30_000 ? 'destructive' : 'secondary'} className="gap-1">
          <Hourglass className="size-3" aria-hidden /> {clockText(left)} left
        </Badge>
        <span className="text-parchment-dim">{view.ruleName}</span>
      </div>
      <div className="flex flex-col gap-3 rounded-md border border-shade bg-abyss/50 p-3">
        {view.foeName ? (
          <>
            <Bar label={view.foeName} value={view.foeHealth} max={view.foeMaxHealth} tone="foe" />
            {view.foeIsWarden && <WardenPhases view={view} />}
          </>
        ) : (
          <p className="text-sm text-parchment-dim">
            {view.wave === view.waves ? `${view.wardenName} steps through the rift…` : 'The next foe steps through…'}
          </p>
        )}
        <Bar label="You" value={view.hunterHealth} max={view.hunterMaxHealth} tone="hunter" />
      </div>
      <ul className="flex min-h-14 flex-wrap gap-1.5 text-xs" aria-label="Latest blows">
        {view.blows.map((blow) => (
          <li
            key={blow.id}
            className={cn(
              'rounded border px-1.5 py-0.5 tabular-nums',
              blow.by === 'hunter' ? 'border-spectral/40 text-spectral' : 'border-blood/40 text-[#ff9b95]',
            )}
          >
            {blow.by === 'hunter' ? (
              <Swords className="mr-1 inline size-3" aria-hidden />
            ) : (
              <Shield className="mr-1 inline size-3" aria-hidden />
            )}
            {blow.damage > 0 ? blow.damage : blow.outcome}
          </li>
        ))}
      </ul>
      <div className="grid grid-cols-2 gap-2">
        <Button
          className="min-h-11"
          onClick={onDrink}
          disabled={!view.draughtsAllowed || !view.draughtReady}
          title={
            view.draughtsAllowed ? `Heals ${view.draughtHealPercent}% of your health` : 'This trial allows no draughts'
          }
        >
          <FlaskConical aria-hidden />
          {view.draughtsAllowed ? `Drink draught (${view.draughtsLeft})` : 'No draughts'}
        </Button>
        <Button variant="outline" className="min-h-11" onClick={onForfeit}>
          <Flag aria-hidden /> Forfeit
        </Button>
      </div>
    </div>
  );
}

/**
 * The rank trial under the canvas (issue 13): the fight against the waves and the warden while it runs
 * (the run the server recorded, stepped here in real time and drawn on the rift scene above), then the
 * verdict the server's replay gave, with the promotion, or after a loss the countdown to the next attempt.
 * Forfeit ends a fight; Continue closes the verdict.
 */
export function TrialPanel({ state, onDrink, onForfeit, onClose }: TrialPanelProps) {
  const { phase, view, result } = state;
  const promotion = phase === 'finished' && result?.promotedTo ? selectPromotion(result.promotedTo) : null;
  return (
    <section
      aria-label="Rank trial"
      className="flex flex-col gap-3 rounded-xl border border-gold/40 bg-card/80 p-3 sm:p-4"
      data-testid="trial-panel"
    >
      <header className="flex flex-col gap-1">
        <h2 className="title-display flex items-center gap-2 text-lg font-semibold text-parchment">
          <Swords className="size-5 shrink-0 text-gold" aria-hidden />
          {view ? view.name : 'Rank Trial'}
        </h2>
        <p className="text-sm text-parchment-dim">
          {view ? `${view.wardenName}, ${view.wardenTitle}. ${view.ruleText}` : 'The Guild prepares your trial…'}
        </p>
      </header>
      {phase === 'starting' && (
        <p className="flex items-center gap-2 text-sm text-parchment-dim" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden /> Sending your latest progress to the Guild…
        </p>
      )}
      {phase === 'fighting' && view && <Fight view={view} onDrink={onDrink} onForfeit={onForfeit} />}
      {phase === 'reporting' && (
        <p className="flex items-center gap-2 text-sm text-parchment-dim" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden /> The Guild reviews your fight…
        </p>
      )}
      {phase === 'finished' && result && (
        <div
          role="status"
          className={cn(
            'flex items-start gap-3 rounded-md border p-3 text-sm',
            result.won ? 'border-gold/50 bg-gold/10' : 'border-blood/40 bg-blood/10',
          )}
        >
          {result.won ? (
            <Trophy className="mt-0.5 size-5 shrink-0 text-gold" aria-hidden />
          ) : (
            <Skull className="mt-0.5 size-5 shrink-0 text-[#ff9b95]" aria-hidden />
          )}
          <div className="flex flex-col gap-1">
            <p className="font-semibold text-parchment">{result.message}</p>
            {result.promotedTo && <p className="text-parchment-dim">You are now Hunter Rank {result.promotedTo}.</p>}
            {view && view.outcome !== 'running' && (
              <p className="text-parchment-dim">Fought for {clockText(view.elapsedMs)}.</p>
            )}
            {!result.won && <NextAttemptCountdown at={state.nextAttemptAt} className="justify-start" />}
          </div>
        </div>
      )}
      {promotion && <PromotionCard promotion={promotion} onGo={onClose} />}
      {phase === 'finished' && (
        <Button className="min-h-11 self-end" onClick={onClose}>
          Continue
        </Button>
      )}
    </section>
  );
}
