import { DeathRecapHost } from '@/hud/features/layout/DeathRecapHost';
import { GameLayout } from '@/hud/features/layout/GameLayout';
import { GameSidebar } from '@/hud/features/sidebar/GameSidebar';
import { useGameToasts } from '@/hud/features/skills/game-toasts';
import { ActivityQueueStrip } from '@/hud/game/ActivityQueueStrip';
import { useDevGameHook } from '@/hud/game/dev-hook';
import { useHud, type GameSession } from '@/hud/game/game-session';
import { useDeathRecapEvents } from '@/hud/game/use-death-recap-events';
import type { SaveSession } from '@/runtime/saves/save-session';
import { GameCanvasProvider } from './GameCanvas';
import { INIT_MESSAGES, type SessionStatus } from './GameSessionProvider';
import { saveUiSlots, useSaveSessionBinding } from './saves/use-save-ui';
import { sidebarFromSnapshot } from './sidebar-from-snapshot';

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
  const live = session ? saveUiSlots(saves) : null;
  return (
    <GameCanvasProvider session={session}>
      {session && <RunningGameEffects session={session} saves={saves} />}
      <GameLayout
        sidebar={
          session ? <LiveSidebar session={session} /> : <GameSidebar data={null} loading={status === 'initializing'} />
        }
        initializing={!session && status === 'initializing'}
        initializingMessage={INIT_MESSAGES.creating}
        cloudStatus={live?.cloudStatus}
        banner={live?.banner}
        statusStrip={session && <ActivityQueueStrip session={session} />}
        overlays={
          live && (
            <>
              {live.overlays}
              <DeathRecapHost />
            </>
          )
        }
      />
    </GameCanvasProvider>
  );
}

function LiveSidebar({ session }: { session: GameSession }) {
  return <GameSidebar data={useHud(session, sidebarFromSnapshot)} loading={false} />;
}

/** What the running game does beside drawing: toasts, the death recap, the dev hook, saving. */
function RunningGameEffects({ session, saves }: { session: GameSession; saves: SaveSession }) {
  useGameToasts(session);
  useDeathRecapEvents(session);
  useDevGameHook(session);
  useSaveSessionBinding(saves, session);
  return null;
}
