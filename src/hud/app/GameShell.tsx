import { GameLayout } from '@/hud/features/layout/GameLayout';
import { QueryProvider } from './query-provider';

/**
 * The signed-in game (/game and its children), loaded on demand.
 *
 * This is where the core is wired in (hud/app is the one place allowed to join the pieces):
 * - sidebar: build a SidebarData from the core's HUD snapshot (features/sidebar/sidebar-data.ts)
 *   and pass `{ data, loading, onStartRankTrial }`; until then the sidebar reads "No player data found".
 * - initializing: true while the new character is created or the save loads ("Initializing Game").
 * - overlays: <DeathRecapDialog recap={...} onContinue={...} /> fed by the core's death events,
 *   the tutorial, the floating game overlay, the help button.
 * - cloudStatus: the cloud-save status button.
 */
export function GameShell() {
  return (
    <QueryProvider>
      <GameLayout sidebar={{ data: null, loading: false }} />
    </QueryProvider>
  );
}
