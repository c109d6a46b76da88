import { useEffect, useRef, useState } from 'react';
import type { ReadonlyWorld } from '@/core/readonly';
import { possessionsKey } from '@/runtime/view-models/item-views';
import type { GameSession } from './game-session';

/**
 * A page's view of the hunter's things (inventory, bank, store, equipment), rebuilt only when they
 * change: a per-frame watcher compares a cheap fingerprint of the possessions, and only a new
 * fingerprint runs `select` (which may walk 500 stacks) and renders. `select` should be stable or
 * cheap to swap; the latest one is always used.
 */
export function useWorldView<T>(session: GameSession, select: (world: ReadonlyWorld) => T): T {
  const selectRef = useRef(select);
  selectRef.current = select;
  const [view, setView] = useState(() => select(session.runtime.world));
  useEffect(
    () =>
      session.runtime.bridge.watch(possessionsKey, () => {
        setView(selectRef.current(session.runtime.world));
      }),
    [session],
  );
  return view;
}
