import { useCallback, useEffect, useMemo } from 'react';
import { Lock, Trophy } from 'lucide-react';
import { LoadingScreen } from '@/hud/components/LoadingScreen';
import { PageFrame } from '@/hud/components/PageFrame';
import { useArenaController, useArenaState } from '@/hud/game/arena';
import { useHud, useOptionalGameSession, type GameSession } from '@/hud/game/game-session';
import { GAME_PAGES } from '@/hud/game/page-catalog';
import { cn } from '@/hud/lib/cn';
import type { ArenaController } from '@/runtime/arena/arena-controller';
import { selectArenaPage } from '@/runtime/view-models/arena-page';
import { ArenaCardPanel } from './ArenaCardPanel';
import { ArenaLadder, RecentDuels } from './ArenaLadder';
import { DuelStage } from './DuelStage';

/** /game/arena: duels between hunters' public cards, from Hunter Rank A. */
export function ArenaPage() {
  const session = useOptionalGameSession();
  const controller = useArenaController();
  if (!session || !controller) return <LoadingScreen variant="inline" />;
  return <Arena session={session} controller={controller} />;
}

function Arena({ session, controller }: { session: GameSession; controller: ArenaController }) {
  const page = GAME_PAGES.arena;
  const state = useArenaState(controller, (arena) => arena);
  // The rank is the world's (the server's, applied by the rank trial controller); the page follows it.
  const rank = useHud(session, (snapshot) => snapshot.rank.rank);
  const myName = useHud(session, (snapshot) => snapshot.player.username);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `rank`: the view is read again when the rank changes.
  const view = useMemo(() => selectArenaPage(session.runtime.world, state, Date.now()), [session, state, rank]);
  const open = view.locked === null;
  // From rank A, opening the page reads the arena and records duels fought against me since.
  useEffect(() => {
    if (open) void controller.open();
  }, [controller, open]);
  const duel = useCallback((playerId: string) => void controller.duel(playerId), [controller]);

  return (
    <PageFrame icon={page.icon} title={page.title} description={page.description}>
      {view.locked ? (
        <LockedArena reason={view.locked} holds={view.holds} />
      ) : (
        <>
          {(view.fighting || view.verdict) && (
            <DuelStage
              view={view}
              myName={myName}
              feed={controller.feed}
              onSkip={() => controller.skipReplay()}
              onClose={() => controller.dismissDuel()}
            />
          )}
          {view.loading ? (
            <LoadingScreen variant="inline" />
          ) : (
            <>
              <ArenaCardPanel view={view} onPublish={() => void controller.publish()} />
              <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
                <ArenaLadder rows={view.ladder} onDuel={duel} />
                <RecentDuels duels={view.duels} />
              </div>
            </>
          )}
        </>
      )}
    </PageFrame>
  );
}

function LockedArena({ reason, holds }: { reason: string; holds: readonly string[] }) {
  return (
    <section aria-labelledby="arena-locked-heading" className="flex flex-col gap-4" data-testid="arena-locked">
      <p
        role="note"
        className={cn(
          'flex items-start gap-2 rounded-lg border border-arcane/40 bg-arcane/10 px-4 py-3',
          'text-sm text-parchment',
        )}
      >
        <Lock className="mt-0.5 size-4 shrink-0 text-arcane" aria-hidden />
        <span id="arena-locked-heading">{reason}</span>
      </p>
      <div className="flex flex-col gap-2">
        <h2 className="title-display text-xl font-bold text-parchment">What the arena holds</h2>
        <ul className="flex flex-col gap-2">
          {holds.map((line) => (
            <li key={line} className="flex items-start gap-2 text-sm text-parchment-dim">
              <Trophy className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
              <span>{line}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
