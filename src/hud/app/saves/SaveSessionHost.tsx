import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { User } from '@supabase/supabase-js';
import type { AccountTier } from '@/content/ids';
import { useErrorLog } from '@/hud/features/errors/error-log-context';
import { SaveControlsContext } from '@/hud/features/settings/save-controls';
import type { KeyValueStorage } from '@/persistence/deps';
import { supabase } from '@/platform/supabase';
import { timedProfilesClient } from './cloud-client';
import { errorLogLogger } from './save-logger';
import { SaveSession } from './save-session';
import { createSaveControls } from './slot-controls';

/** localStorage, or a memory stand-in where it is unavailable (private modes, blocked storage). */
function localStorageOrMemory(): KeyValueStorage {
  try {
    const storage = window.localStorage;
    storage.getItem('shadow-hunter:probe');
    return storage;
  } catch {
    const memory = new Map<string, string>();
    return { getItem: (key) => memory.get(key) ?? null, setItem: (key, value) => void memory.set(key, value), removeItem: (key) => void memory.delete(key) };
  }
}

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
        cloudClient: timedProfilesClient(supabase),
        logger: errorLogLogger(errorLog),
        notifier: toast,
        storage: localStorageOrMemory(),
        getAccountTier: () => tierHolder.tier,
      }),
  );
  const controls = useMemo(() => createSaveControls(saves), [saves]);

  useEffect(() => {
    tierHolder.tier = accountTier;
  }, [tierHolder, accountTier]);

  useEffect(() => {
    saves.retain();
    return () => saves.release();
  }, [saves]);

  return <SaveControlsContext.Provider value={controls}>{children(saves)}</SaveControlsContext.Provider>;
}
