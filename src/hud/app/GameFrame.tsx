import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import { DeathRecapHost } from '@/hud/features/layout/DeathRecapHost';
import { GameHelp } from '@/hud/features/help/GameHelp';
import { GameLayout } from '@/hud/features/layout/GameLayout';
import { TRIAL_PAGE, TrialReturnBanner } from '@/hud/features/rank-trial/TrialReturnBanner';
import { GameSidebar } from '@/hud/features/sidebar/GameSidebar';
import { useGameToasts } from '@/hud/features/skills/game-toasts';
import { TutorialHost } from '@/hud/features/tutorial/TutorialHost';
import { ActivityOverlay } from '@/hud/game/ActivityOverlay';
import { ActivityQueueStrip } from '@/hud/game/ActivityQueueStrip';
import { useGameSounds } from '@/hud/game/audio/audio-context';
import { useDevGameHook } from '@/hud/game/dev-hook';
import { useHud, type GameSession } from '@/hud/game/game-session';
import { ArenaContext } from '@/hud/game/arena';
import { RankTrialContext, useRankTrialState } from '@/hud/game/rank-trial';
import { useDeathRecapEvents } from '@/hud/game/use-death-recap-events';
import type { SaveSession } from '@/runtime/saves/save-session';
import { GameCanvasProvider } from './GameCanvas';
import { startingMessage, type SessionStatus } from './GameSessionProvider';
import { saveUiSlots, useSaveSessionBinding } from './saves/use-save-ui';
import { RankTrialOwner } from './rank-trial-host';
import { sidebarFromSnapshot, withServerTrial } from './sidebar-from-snapshot';
import type { RankTrialController } from '@/runtime/rank-trials/rank-trial-controller';
import type { ArenaController } from '@/runtime/arena/arena-controller';
import { ArenaOwner } from './arena-host';

/**
 * The layout while the game starts and once it runs. It stays one tree across that change: the page a
 * player opened (and anything typed into it) is not remounted when the world finishes loading; only
 * the sidebar and the save slots switch to the live ones.
 */
export function GameFrame({
  session,
  status,
  saves,
}: {
  session: GameSession | null;
  status: SessionStatus;
  saves: SaveSession;
}) {
  // Owned by the running game (RankTrialOwner), handed up so the sidebar, the combat page and the banner share it.
  const [trials, setTrials] = useState<RankTrialController | null>(null);
  // The arena's controller, owned the same way: the arena page reads it.
  const [arena, setArena] = useState<ArenaController | null>(null);
  const live = session ? saveUiSlots(saves) : null;
  const starting = useStore(saves.ui, (state) => state.starting);
  return (
    <RankTrialContext.Provider value={trials}>
      <ArenaContext.Provider value={arena}>
        <GameCanvasProvider session={session}>
          {session && <RunningGameEffects session={session} saves={saves} />}
          {session && <RankTrialOwner session={session} saves={saves} onReady={setTrials} />}
          {session && <ArenaOwner session={session} saves={saves} onReady={setArena} />}
          <GameLayout
            sidebar={
              session && trials ? (
                <LiveSidebar session={session} trials={trials} />
              ) : (
                <GameSidebar data={null} loading={status === 'initializing'} />
              )
            }
            initializing={!session && status === 'initializing'}
            initializingMessage={startingMessage(starting)}
            cloudStatus={live?.cloudStatus}
            banner={
              live && (
                <>
                  {live.banner}
                  <TrialReturnBanner />
                </>
              )
            }
            statusStrip={session && <ActivityQueueStrip session={session} />}
            overlays={
              live && (
                <>
                  {live.overlays}
                  <DeathRecapHost />
                  {session && <ActivityOverlay session={session} />}
                  {session && <TutorialHost session={session} />}
                  <GameHelp />
                </>
              )
            }
          />
        </GameCanvasProvider>
      </ArenaContext.Provider>
    </RankTrialContext.Provider>
  );
}

function LiveSidebar({ session, trials }: { session: GameSession; trials: RankTrialController }) {
  const data = useHud(session, sidebarFromSnapshot);
  const inProgress = useRankTrialState(trials, (state) => state.trialInProgress || state.phase !== 'idle');
  const completed = useRankTrialState(trials, (state) => state.trialCompleted);
  const nextAttemptAt = useRankTrialState(trials, (state) => state.nextAttemptAt);
  const navigate = useNavigate();
  return (
    <GameSidebar
      data={withServerTrial(data, inProgress, completed, nextAttemptAt)}
      loading={false}
      onStartRankTrial={() => {
        // The trial is fought on the combat page's canvas.
        navigate(TRIAL_PAGE);
        void trials.start();
      }}
    />
  );
}

/** What the running game does beside drawing: toasts, sounds, the death recap, the dev hook, saving. */
function RunningGameEffects({ session, saves }: { session: GameSession; saves: SaveSession }) {
  useGameToasts(session);
  useGameSounds(session);
  useDeathRecapEvents(session);
  useDevGameHook(session);
  useSaveSessionBinding(saves, session);
  return null;
}
