import { useEffect, useMemo, useRef } from 'react';
import { FastForward, ShieldCheck, Skull, Trophy } from 'lucide-react';
import { Button } from '@/hud/components/ui/button';
import { SceneViewport, type GameSceneRequest } from '@/hud/game/scene-stage';
import { cn } from '@/hud/lib/cn';
import type { DuelSceneFeed } from '@/runtime/arena/duel-scene';
import type { ArenaPageView } from '@/runtime/view-models/arena-page';

/**
 * A duel on the game's canvas (the combat scene: the hunter on the left, the rival on the right, both
 * health bars and the rival's name), then the verdict beneath it.
 */
export function DuelStage({
  view,
  myName,
  feed,
  onSkip,
  onClose,
}: {
  view: ArenaPageView;
  myName: string;
  feed: DuelSceneFeed;
  onSkip: () => void;
  onClose: () => void;
}) {
  const request = useMemo<GameSceneRequest>(() => ({ scene: 'duel', feed }), [feed]);
  const frame = useRef<HTMLElement>(null);
  const duelId = view.fighting?.duelId ?? null;
  // A new duel: bring the canvas into view (the ladder may be far below it on a phone).
  useEffect(() => {
    if (duelId) frame.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [duelId]);
  const opponent = view.fighting?.opponentName ?? view.verdict?.opponentName ?? '';
  const verdict = view.verdict;
  return (
    <section
      ref={frame}
      aria-label={`Duel with ${opponent}`}
      className="flex scroll-mt-16 flex-col gap-3"
      data-testid="duel-stage"
    >
      <SceneViewport
        request={request}
        label={`Arena duel: ${myName} against ${opponent}`}
        className="h-[46svh] min-h-64 lg:h-auto lg:min-h-0 lg:aspect-[16/9]"
      >
        <div
          className={cn(
            'pointer-events-none absolute inset-x-0 bottom-2 flex items-center justify-between px-3',
            'text-xs font-semibold text-parchment drop-shadow',
          )}
        >
          <span>{myName}</span>
          <span>{opponent}</span>
        </div>
      </SceneViewport>
      {view.fighting && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-parchment-dim" role="status">
            Duel with <span className="font-semibold text-parchment">{opponent}</span>: the Guild’s verdict plays out.
          </p>
          <Button variant="outline" className="min-h-11" onClick={onSkip}>
            <FastForward aria-hidden />
            Skip to the verdict
          </Button>
        </div>
      )}
      {verdict && (
        <div
          role="status"
          data-testid="duel-verdict"
          className={cn(
            'flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center',
            verdict.won ? 'border-gold/50 bg-gold/10' : 'border-destructive/50 bg-destructive/10',
          )}
        >
          {verdict.won ? (
            <Trophy className="size-10 shrink-0 text-gold" aria-hidden />
          ) : (
            <Skull className="size-10 shrink-0 text-[#ff9b95]" aria-hidden />
          )}
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <p className="title-display text-2xl font-bold text-parchment">{verdict.title}</p>
            <p className="text-sm text-parchment-dim">{verdict.ending}</p>
            <p className="text-sm text-parchment">
              Rating <span className="tabular-nums font-semibold">{verdict.rating}</span>{' '}
              <span className={verdict.won ? 'text-gold' : 'text-[#ff9b95]'}>({verdict.change})</span>
            </p>
            <p className="flex items-center gap-1.5 text-sm text-spectral">
              <ShieldCheck className="size-4" aria-hidden />
              {verdict.note}
            </p>
          </div>
          <Button variant="secondary" className="min-h-11" onClick={onClose}>
            Close
          </Button>
        </div>
      )}
    </section>
  );
}
