import { useEffect, useState } from 'react';
import type { GameSession } from '@/hud/game/game-session';
import { selectWraithsPage, wraithsPageKey, type WraithsPageView } from '@/runtime/view-models/wraiths-page';

/** The page's view, rebuilt when tokens, bonds, slots or the hunter's hit and health change. */
export function useWraithsView(session: GameSession): WraithsPageView {
  const [view, setView] = useState(() => selectWraithsPage(session.runtime.world));
  useEffect(
    () => session.runtime.bridge.watch(wraithsPageKey, () => setView(selectWraithsPage(session.runtime.world))),
    [session],
  );
  return view;
}
