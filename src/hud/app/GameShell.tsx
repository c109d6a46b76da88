import { AudioProvider } from '@/hud/game/audio/audio-context';
import { useAuth } from '@/hud/game/auth-context';
import { GameFrame } from './GameFrame';
import { GameSessionProvider } from './GameSessionProvider';
import { QueryProvider } from './query-provider';
import { SaveSessionHost } from './saves/SaveSessionHost';

/**
 * The signed-in game (/game and its children), loaded on demand: creates or loads the player's world,
 * runs it, and feeds the layout (sidebar, overlays) from the core's HUD snapshot.
 */
export function GameShell() {
  const { user, accountTier } = useAuth();
  if (!user) return null;
  return (
    <QueryProvider>
      {/* Sounds load with the game, never with the homepage (howler is imported on demand). */}
      <AudioProvider>
        <SaveSessionHost key={user.id} user={user} accountTier={accountTier}>
          {(saves) => (
            <GameSessionProvider
              user={user}
              accountTier={accountTier}
              loadWorld={saves.loadWorld}
              loaderReportsProgress
            >
              {({ session, status }) => <GameFrame session={session} status={status} saves={saves} />}
            </GameSessionProvider>
          )}
        </SaveSessionHost>
      </AudioProvider>
    </QueryProvider>
  );
}
