import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Trophy } from 'lucide-react';
import { LoadingScreen } from '@/hud/components/LoadingScreen';
import { useGameEvents, useHud, useOptionalGameSession, type GameSession } from '@/hud/game/game-session';
import { useRankTrialController, useRankTrialState } from '@/hud/game/rank-trial';
import { SceneViewport, useCanvasActions, type CanvasAction, type GameSceneRequest } from '@/hud/game/scene-stage';
import { cn } from '@/hud/lib/cn';
import type { GameEvent } from '@/core/events';
import { AbilityBar } from './AbilityBar';
import { AreaPicker } from './AreaPicker';
import { EnemyPanel } from './EnemyPanel';
import { FightControls } from './FightControls';
import { LoadoutSwitch } from './LoadoutSwitch';
import { LootLog } from './LootLog';
import { LootPouch } from './LootPouch';
import { PotionBelt } from './PotionBelt';
import { TrialBrief } from './TrialBrief';
import { TrialPanel } from './TrialPanel';

/**
 * /game/combat: the battle on the canvas with the ability bar along its bottom, and around it the area
 * picker, fight controls, loadouts, enemy and potions.
 */
export function CombatPage() {
  const session = useOptionalGameSession();
  if (!session) return <LoadingScreen variant="inline" />;
  return <Battle session={session} />;
}

function Battle({ session }: { session: GameSession }) {
  const combat = useHud(session, (snapshot) => snapshot.combat);
  const areas = useHud(session, (snapshot) => snapshot.areas);
  const suggestedAreaId = useHud(session, (snapshot) => snapshot.suggestedAreaId);
  const potions = useHud(session, (snapshot) => snapshot.potions);
  const fightingIn = combat?.areaId ?? null;
  const [chosen, setChosen] = useState<string | null>(null);
  // Until the player picks, the view model's choice: the fight, the last area, or one that suits them.
  const selectedId = chosen ?? fightingIn ?? suggestedAreaId;
  const selected = areas.find((area) => area.id === selectedId) ?? null;

  const [targeted, setTargeted] = useState<string | null>(null);
  useCanvasActions(
    useCallback((action: CanvasAction) => {
      if (action.type === 'targetEnemy') setTargeted(action.enemyId);
    }, []),
  );
  useGameEvents(
    session,
    useCallback((event: GameEvent) => {
      if (event.type === 'enemyKilled' || event.type === 'combatStopped') setTargeted(null);
    }, []),
  );
  // On one-column layouts the area list sits below the scene: bring the fight into view once it starts.
  const sceneFrame = useRef<HTMLDivElement>(null);
  const showScene = useCallback(() => {
    if (window.matchMedia('(min-width: 1024px)').matches) return;
    sceneFrame.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, []);
  // Rifts and raids are fought in runs: their scene adds the portal and the wave counter.
  const inRun = combat?.areaKind === 'rift' || combat?.areaKind === 'raid';
  // A rank trial takes the canvas and the panels from its start to its verdict; the hunt goes on beneath it.
  const trials = useRankTrialController();
  const trial = useRankTrialState(trials, (state) => state);
  const inTrial = trials !== null && trial.phase !== 'idle';
  const request: GameSceneRequest =
    inTrial && trials ? { scene: 'trial', feed: trials } : { scene: inRun ? 'rift' : 'combat' };
  const isTargeted = targeted !== null && combat?.enemy != null && targeted.startsWith(`${combat.enemy.id}@`);

  // Phones upright: the scene on top, the enemy and the loot below it, then the panels. Held sideways
  // (landscape under lg): the scene fills the height under the top bar, the panels follow. Desktops:
  // the scene, enemy and loot beside the panels.
  return (
    <div
      className={cn(
        'mx-auto grid w-full max-w-6xl gap-3',
        'lg:grid-cols-[minmax(0,1fr)_21rem] lg:grid-rows-[auto_auto_1fr]',
      )}
    >
      <div ref={sceneFrame} className="min-w-0 scroll-mt-16 lg:col-start-1 lg:row-start-1">
        <SceneViewport
          request={request}
          label={
            inTrial
              ? `Rank trial: ${trial.view?.name ?? 'the Guild prepares it'}`
              : combat?.enemy
                ? `Battle with ${combat.enemy.name} in ${combat.areaName}`
                : combat
                  ? `Waiting in ${combat.areaName}`
                  : 'The hunter, resting between fights'
          }
          className={cn(
            'h-[46svh] min-h-64',
            'landscape:max-lg:h-[calc(100svh-6rem)] landscape:max-lg:min-h-52',
            'lg:h-auto lg:min-h-0 lg:aspect-[16/10]',
          )}
        />
        {/* The bar reads its own slice of the snapshot: its casts and cooldowns never re-render the page. */}
        {combat && !inTrial && <AbilityBar session={session} />}
      </div>
      <div className="min-w-0 lg:col-start-1 lg:row-start-2">
        {inTrial && trials ? (
          <TrialPanel
            state={trial}
            onDrink={() => trials.drinkDraught()}
            onForfeit={() => trials.forfeit()}
            onClose={() => trials.dismiss()}
          />
        ) : (
          <EnemyPanel session={session} combat={combat} targeted={isTargeted} />
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-3 lg:col-start-1 lg:row-start-3 lg:self-start">
        <LootPouch session={session} />
        <LootLog session={session} />
      </div>
      <aside className="flex min-w-0 flex-col gap-3 lg:col-start-2 lg:row-span-3 lg:row-start-1" aria-label="Fight">
        <p className="text-sm text-parchment-dim" data-testid="combat-status">
          {inTrial ? (
            'Fighting the rank trial'
          ) : combat ? (
            <>
              Fighting in <span className="font-semibold text-parchment">{combat.areaName}</span>
            </>
          ) : (
            'Not fighting'
          )}
        </p>
        {inTrial ? (
          <TrialBrief view={trial.view} huntingIn={combat?.areaName ?? null} />
        ) : (
          <>
            <FightControls session={session} area={selected} fightingIn={fightingIn} onStarted={showScene} />
            <LoadoutSwitch session={session} />
            <PotionBelt session={session} potions={potions} />
            <AreaPicker areas={areas} selected={selectedId} fightingIn={fightingIn} onSelect={setChosen} />
            <Link
              to="/game/arena"
              className={cn(
                'flex min-h-11 items-center gap-2 self-start rounded-lg border border-shade bg-card/60 px-3',
                'text-sm text-parchment-dim transition-colors hover:border-ember/50 hover:text-parchment',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ember/50',
              )}
            >
              <Trophy className="size-4 text-gold" aria-hidden />
              Arena: duel other hunters
            </Link>
          </>
        )}
      </aside>
    </div>
  );
}
