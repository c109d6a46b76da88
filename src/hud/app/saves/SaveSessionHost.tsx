import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { User } from '@supabase/supabase-js';
import type { AccountTier } from '@/content/ids';
import { useErrorLog } from '@/hud/game/error-log-context';
import { SaveControlsContext } from '@/hud/features/settings/save-controls';
import { downloadJson } from '@/hud/lib/download';
import { syncTransportFromSupabase } from '@/persistence/cloud/supabase-adapter';
import { supabase } from '@/platform/supabase';
import { localStorageOrMemory } from '@/runtime/saves/browser-storage';
import { errorLogLogger } from '@/runtime/saves/save-logger';
import { SaveSession } from '@/runtime/saves/save-session';
import { createSaveControls } from '@/runtime/saves/slot-controls';

interface SaveSessionHostProps {
  user: User;
  accountTier: AccountTier | null;
  children: (saves: SaveSession) => ReactNode;
}

/**
 * Owns the signed-in player's save session (mount it keyed by user id): created once, disposed after
 * the final save when the player leaves the game or signs out. Provides the Settings page's controls.
 */
export function SaveSessionHost({ user, accountTier, children }: SaveSessionHostProps) {
  const errorLog = useErrorLog();
  const [tierHolder] = useState(() => ({ tier: accountTier }));
  const [saves] = useState(
    () =>
      new SaveSession({
        userId: user.id,
        email: user.email ?? null,
        syncTransport: syncTransportFromSupabase(supabase),
        logger: errorLogLogger(errorLog),
        notifier: toast,
        storage: localStorageOrMemory(),
        getAccountTier: () => tierHolder.tier,
      }),
  );
  const controls = useMemo(() => createSaveControls(saves, downloadJson), [saves]);

  useEffect(() => {
    tierHolder.tier = accountTier;
  }, [tierHolder, accountTier]);

  useEffect(() => {
    saves.retain();
    return () => saves.release();
  }, [saves]);

  return <SaveControlsContext.Provider value={controls}>{children(saves)}</SaveControlsContext.Provider>;
}
