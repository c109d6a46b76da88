import { useAuth } from '@/hud/game/auth-context';
import { DeathRecapHost } from '@/hud/features/layout/DeathRecapHost';
import { GameLayout } from '@/hud/features/layout/GameLayout';
import { GameSidebar } from '@/hud/features/sidebar/GameSidebar';
import { useGameToasts } from '@/hud/features/skills/game-toasts';
import { useDevGameHook } from '@/hud/game/dev-hook';
import { useHud, type GameSession } from '@/hud/game/game-session';
import { useDeathRecapEvents } from '@/hud/game/use-death-recap-events';
import { GameCanvasProvider } from './GameCanvas';
import { GameSessionProvider, INIT_MESSAGES, type SessionStatus } from './GameSessionProvider';
import { QueryProvider } from './query-provider';
import { SaveSessionHost } from './saves/SaveSessionHost';
import type { SaveSession } from '@/runtime/saves/save-session';
import { useSaveUi } from './saves/use-save-ui';
import { sidebarFromSnapshot } from './sidebar-from-snapshot';

/**
 * The signed-in game (/game and its children), loaded on demand: creates or loads the player's world,
 * runs it, and feeds the layout (sidebar, overlays) from the core's HUD snapshot.
 */
export function GameShell() {
  const { user, accountTier } = useAuth();
  if (!user) return null;
  return (
    <QueryProvider>
      <SaveSessionHost key={user.id} user={user} accountTier={accountTier}>
        {(saves) => (
          <GameSessionProvider user={user} accountTier={accountTier} loadWorld={saves.loadWorld} loaderReportsProgress>
            {({ session, status }) =>
              session ? <RunningGame session={session} saves={saves} /> : <StartingGame status={status} />
            }
          </GameSessionProvider>
        )}
      </SaveSessionHost>
    </QueryProvider>
  );
}

function StartingGame({ status }: { status: SessionStatus }) {
  return (
    <GameLayout
      sidebar={<GameSidebar data={null} loading={status === 'initializing'} />}
      initializing={status === 'initializing'}
      initializingMessage={INIT_MESSAGES.creating}
    />
  );
}

function RunningGame({ session, saves }: { session: GameSession; saves: SaveSession }) {
  const sidebar = useHud(session, sidebarFromSnapshot);
  useGameToasts(session);
  useDeathRecapEvents(session);
  useDevGameHook(session);
  const saveUi = useSaveUi(saves, session);
  const overlays = (
    <>
      {saveUi.overlays}
      <DeathRecapHost />
    </>
  );
  return (
    <GameCanvasProvider session={session}>
      <GameLayout sidebar={<GameSidebar data={sidebar} loading={false} />} {...saveUi} overlays={overlays} />
    </GameCanvasProvider>
  );
}
