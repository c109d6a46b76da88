import { useAuth } from '@/hud/features/auth/auth-context';
import { GameLayout } from '@/hud/features/layout/GameLayout';
import { useHud, type GameSession } from '@/hud/game/game-session';
import { GameCanvasProvider } from './GameCanvas';
import { GameSessionProvider, INIT_MESSAGES, type SessionStatus } from './GameSessionProvider';
import { QueryProvider } from './query-provider';
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
      <GameSessionProvider user={user} accountTier={accountTier}>
        {({ session, status }) => (session ? <RunningGame session={session} /> : <StartingGame status={status} />)}
      </GameSessionProvider>
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

function RunningGame({ session }: { session: GameSession }) {
  const sidebar = useHud(session, sidebarFromSnapshot);
  return (
    <GameCanvasProvider session={session}>
      <GameLayout sidebar={{ data: sidebar, loading: false }} />
    </GameCanvasProvider>
  );
}
