import { useAuth } from '@/hud/features/auth/auth-context';
import { GameLayout } from '@/hud/features/layout/GameLayout';
import { useHud, type GameSession } from '@/hud/game/game-session';
import { GameSessionProvider, INIT_MESSAGES, type SessionStatus } from './GameSessionProvider';
import { QueryProvider } from './query-provider';
import { SaveSessionHost } from './saves/SaveSessionHost';
import type { SaveSession } from './saves/save-session';
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
            {({ session, status }) => (session ? <RunningGame session={session} saves={saves} /> : <StartingGame status={status} />)}
          </GameSessionProvider>
        )}
      </SaveSessionHost>
    </QueryProvider>
  );
}

function StartingGame({ status }: { status: SessionStatus }) {
  return (
    <GameLayout
      sidebar={{ data: null, loading: status === 'initializing' }}
      initializing={status === 'initializing'}
      initializingMessage={INIT_MESSAGES.creating}
    />
  );
}

function RunningGame({ session, saves }: { session: GameSession; saves: SaveSession }) {
  const sidebar = useHud(session, sidebarFromSnapshot);
  const saveUi = useSaveUi(saves, session);
  return <GameLayout sidebar={{ data: sidebar, loading: false }} {...saveUi} />;
}
