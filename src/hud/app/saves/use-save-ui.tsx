import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { useStore } from 'zustand';
import type { GameSession } from '@/hud/game/game-session';
import { CloudSaveStatus } from '@/hud/features/sync/CloudSaveStatus';
import { showOfflineSummary } from '@/hud/features/sync/offline-report';
import { showDeathRecap } from '@/hud/game/death-recap-store';
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

/** Time away: the summary lines as toasts 500 ms apart, and an offline death in the recap dialog (DeathRecapHost). */
function OfflineReportPresenter({ saves }: { saves: SaveSession }) {
  const report = useStore(saves.ui, (state) => state.offlineReport);
  const lastShownId = useRef(0);

  useEffect(() => {
    // Each report once, even when React runs the effect twice. The toasts are not cancelled on
    // unmount: they belong to the app's toaster and are still worth reading if the game is left.
    if (!report || report.id <= lastShownId.current) return;
    lastShownId.current = report.id;
    showOfflineSummary(report.lines, toast);
    if (report.death) showDeathRecap(report.death, { offline: true });
    saves.dismissOfflineReport(report.id);
  }, [report, saves]);

  return null;
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
    overlays: <OfflineReportPresenter saves={saves} />,
  };
}
