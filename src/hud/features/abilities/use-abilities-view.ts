import { useEffect, useState } from 'react';
import type { ReadonlyWorld } from '@/core/readonly';
import type { GameSession } from '@/hud/game/game-session';
import { shareStructure } from '@/runtime/structural';

/**
 * A view of the world rebuilt only when `key` (a cheap fingerprint of what `select` reads) changes:
 * the abilities page follows the build and the statistics, not every tick of a fight. (useWorldView
 * watches the hunter's possessions, which an equipped ability or a new rank never touches.) Parts of
 * the view that did not change keep their identity, so memoised rows skip their render.
 */
export function useKeyedWorldView<T>(
  session: GameSession,
  key: (world: ReadonlyWorld) => string,
  select: (world: ReadonlyWorld) => T,
): T {
  const [view, setView] = useState(() => select(session.runtime.world));
  useEffect(
    // watch() calls back at once with the current key, so a world changed before mounting shows too.
    () =>
      session.runtime.bridge.watch(key, () =>
        setView((previous) => shareStructure(previous, select(session.runtime.world))),
      ),
    [session, key, select],
  );
  return view;
}
