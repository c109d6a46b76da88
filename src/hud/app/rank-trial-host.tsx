import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useErrorLog } from '@/hud/game/error-log-context';
import type { GameSession } from '@/hud/game/game-session';
import { wallClock } from '@/platform/clock';
import { supabase } from '@/platform/supabase';
import { supabaseRankTrialBackend } from '@/runtime/rank-trials/rank-trial-backend';
import { RankTrialController } from '@/runtime/rank-trials/rank-trial-controller';
import { localStorageOrMemory } from '@/runtime/saves/browser-storage';
import { errorLogLogger } from '@/runtime/saves/save-logger';
import type { SaveSession } from '@/runtime/saves/save-session';

/** The signed-in player's rank trial controller, for the running game (disposed with it). */
export function useRankTrialController(session: GameSession, saves: SaveSession): RankTrialController {
  const errorLog = useErrorLog();
  const [controller] = useState(
    () =>
      new RankTrialController({
        userId: saves.userId,
        backend: supabaseRankTrialBackend(supabase, saves.userId),
        clock: wallClock,
        storage: localStorageOrMemory(),
        notifier: toast,
        logger: errorLogLogger(errorLog),
        isOnline: () => navigator.onLine,
        syncForServer: () => saves.cloud.syncForServer(),
        getWorld: () => saves.world,
        send: (command) => session.send(command),
      }),
  );
  useEffect(() => {
    void controller.init();
    return () => controller.dispose();
  }, [controller]);
  return controller;
}

/** Creates the controller while the game runs and hands it to the frame (null again once it stops). */
export function RankTrialOwner({
  session,
  saves,
  onReady,
}: {
  session: GameSession;
  saves: SaveSession;
  onReady: (controller: RankTrialController | null) => void;
}) {
  const controller = useRankTrialController(session, saves);
  useEffect(() => {
    onReady(controller);
    return () => onReady(null);
  }, [controller, onReady]);
  return null;
}
