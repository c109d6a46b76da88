import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { GameSession } from '@/hud/game/game-session';
import { CloudSaveStatus } from '@/hud/features/sync/CloudSaveStatus';
import { WelcomeBackHost } from '@/hud/features/activity/WelcomeBackHost';
import { ReadOnlyBanner } from '@/hud/features/sync/ReadOnlyBanner';
import { SyncDetailsDialog } from '@/hud/features/sync/SyncDetailsDialog';
import type { SaveSession } from '@/runtime/saves/save-session';
import { installSaveTestHooks } from '@/runtime/saves/test-hooks';

function CloudStatusSlot({ saves }: { saves: SaveSession }) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  const sync = useCallback(() => void saves.cloud.syncNow(), [saves]);
  return (
    <>
      <CloudSaveStatus store={saves.syncStore} onSync={sync} onOpenDetails={() => setDetailsOpen(true)} />
      <SyncDetailsDialog
        store={saves.syncStore}
        open={detailsOpen}
        onOpenChange={setDetailsOpen}
        onSyncNow={sync}
        onClearHistory={() => saves.cloud.clearHistory()}
      />
    </>
  );
}

function ReadOnlySlot({ saves }: { saves: SaveSession }) {
  const role = useStore(saves.ui, (state) => state.role);
  const takingOver = useStore(saves.ui, (state) => state.takingOver);
  if (role !== 'reader') return null;
  return <ReadOnlyBanner busy={takingOver} onTakeOver={() => void saves.takeOver()} />;
}

/** Time away: the welcome back dialog (features/activity), and an offline death in the recap dialog after it. */
function WelcomeBackSlot({ saves }: { saves: SaveSession }) {
  const report = useStore(saves.ui, (state) => state.offlineReport);
  const readWorld = useCallback(() => saves.world, [saves]);
  const taken = useCallback((id: number) => saves.dismissOfflineReport(id), [saves]);
  return <WelcomeBackHost report={report} userId={saves.userId} readWorld={readWorld} onTaken={taken} />;
}

export interface SaveUiSlots {
  cloudStatus: ReactNode;
  banner: ReactNode;
  overlays: ReactNode;
}

/** Binds the save session to the running game: it saves that world, and e2e tests reach it. */
export function useSaveSessionBinding(saves: SaveSession, game: GameSession): void {
  useEffect(() => saves.attach(game.runtime), [saves, game.runtime]);
  useEffect(() => installSaveTestHooks(saves, game.send), [saves, game.send]);
}

/** What the layout shows of the save session while the game runs. */
export function saveUiSlots(saves: SaveSession): SaveUiSlots {
  return {
    cloudStatus: <CloudStatusSlot saves={saves} />,
    banner: <ReadOnlySlot saves={saves} />,
    overlays: <WelcomeBackSlot saves={saves} />,
  };
}
