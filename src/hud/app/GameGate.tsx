import { useAuth } from '@/hud/game/auth-context';
import { GameEntryScreen } from '@/hud/features/layout/GameEntryScreen';
import { LoadingScreen } from '@/hud/components/LoadingScreen';
import { GameShell } from './lazy-pages';

/** /game: the loading screen while auth loads, the entry screen when signed out, else the game. */
export function GameGate() {
  const { user, loading } = useAuth();
  if (loading) return <LoadingScreen />;
  if (!user) return <GameEntryScreen />;
  return <GameShell />;
}
