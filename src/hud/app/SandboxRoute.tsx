import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useAuth } from '@/hud/game/auth-context';
import { useErrorLog } from '@/hud/game/error-log-context';
import { RestrictedPage } from '@/hud/components/RestrictedPage';
import { SandboxPage } from '@/hud/features/sandbox/SandboxPage';
import type { CoreRuntime } from '@/runtime/core-runtime';
import { errorMessage } from '@/platform/errors';
import {
  DEFAULT_SANDBOX_SETTINGS,
  createSandboxSimulation,
  createSandboxWorld,
  type SandboxSettings,
} from '@/runtime/core-sandbox';
import { GameRuntime } from '@/runtime/game-runtime';
import { isImportantHudEvent, selectHudSnapshot } from '@/runtime/hud-snapshot';

/** /game/templates: the designers' sandbox, for admins and development builds only (ruling 9). */
export function SandboxRoute() {
  const { isAdmin } = useAuth();
  if (!isAdmin && !import.meta.env.DEV) return <RestrictedPage />;
  return <SandboxHost />;
}

/**
 * Runs a sandbox world of its own (a real core world: the chosen hunter fighting in the chosen area)
 * on its own runtime; the game's canvas draws it while the page is open. The player's game keeps
 * running meanwhile. Every change of settings builds a new world.
 */
function SandboxHost() {
  const errorLog = useErrorLog();
  const [settings, setSettings] = useState<SandboxSettings>(DEFAULT_SANDBOX_SETTINGS);
  const current = useRef(settings);
  const [runtime, setRuntime] = useState<CoreRuntime | null>(null);

  useEffect(() => {
    const created: CoreRuntime = new GameRuntime({
      world: createSandboxWorld(current.current),
      simulation: createSandboxSimulation(() => current.current),
      snapshot: selectHudSnapshot,
      isImportantEvent: isImportantHudEvent,
      // Designers tab away to their editor: a hidden sandbox pauses rather than fast-forwarding.
      hiddenTime: 'discard',
      onError: (error) =>
        errorLog.log({ type: 'game', severity: 'medium', message: `Sandbox loop stopped: ${errorMessage(error)}` }),
    });
    created.start();
    setRuntime(created);
    return () => {
      created.dispose();
      setRuntime(null);
    };
  }, [errorLog]);

  const apply = (next: SandboxSettings): void => {
    try {
      const world = createSandboxWorld(next);
      current.current = next;
      setSettings(next);
      runtime?.replaceWorld(world);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  if (!runtime) return null;
  return <SandboxPage runtime={runtime} settings={settings} onChange={apply} />;
}
