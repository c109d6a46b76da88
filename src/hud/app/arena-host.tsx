import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useErrorLog } from '@/hud/game/error-log-context';
import type { GameSession } from '@/hud/game/game-session';
import { wallClock } from '@/platform/clock';
import { supabase } from '@/platform/supabase';
import { supabaseArenaBackend } from '@/runtime/arena/arena-backend';
import { ArenaController } from '@/runtime/arena/arena-controller';
import { errorLogLogger } from '@/runtime/saves/save-logger';
import type { SaveSession } from '@/runtime/saves/save-session';

/**
 * Creates the signed-in player's arena controller while the game runs and hands it to the frame (null
 * again once it stops). It reads nothing until the arena page opens.
 */
export function ArenaOwner({
  session,
  saves,
  onReady,
}: {
  session: GameSession;
  saves: SaveSession;
  onReady: (controller: ArenaController | null) => void;
}) {
  const errorLog = useErrorLog();
  const [controller] = useState(
    () =>
      new ArenaController({
        backend: supabaseArenaBackend(supabase, saves.userId),
        clock: wallClock,
        notifier: toast,
        logger: errorLogLogger(errorLog),
        isOnline: () => navigator.onLine,
        syncForServer: () => saves.cloud.syncForServer(),
        getWorld: () => saves.world,
        send: (command) => session.send(command),
      }),
  );
  useEffect(() => {
    onReady(controller);
    return () => {
      controller.dispose();
      onReady(null);
    };
  }, [controller, onReady]);
  return null;
}
