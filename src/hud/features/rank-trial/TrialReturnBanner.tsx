import { Swords } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '@/hud/components/ui/button';
import { useRankTrialController, useRankTrialState } from '@/hud/game/rank-trial';

export const TRIAL_PAGE = '/game/combat';

/**
 * A rank trial is fought on the combat page's canvas. Elsewhere, while one starts, runs, is reviewed or
 * waits for its verdict to be read, this line across the top says so and leads back to it.
 */
export function TrialReturnBanner() {
  const controller = useRankTrialController();
  const phase = useRankTrialState(controller, (state) => state.phase);
  const name = useRankTrialState(controller, (state) => state.view?.name ?? 'Your rank trial');
  const { pathname } = useLocation();
  if (!controller || phase === 'idle' || pathname === TRIAL_PAGE) return null;
  const doing = phase === 'finished' ? 'has its verdict' : phase === 'reporting' ? 'is being reviewed' : 'is under way';
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-2 border-b border-gold/40 bg-gold/10 px-4 py-2 text-sm"
      data-testid="trial-return-banner"
    >
      <span className="flex items-center gap-2 text-parchment">
        <Swords className="size-4 shrink-0 text-gold" aria-hidden />
        {name} {doing}.
      </span>
      <Button asChild size="sm" className="min-h-11">
        <Link to={TRIAL_PAGE}>Back to the trial</Link>
      </Button>
    </div>
  );
}
