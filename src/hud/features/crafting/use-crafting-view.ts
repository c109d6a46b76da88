import { useEffect, useState } from 'react';
import type { GameSession } from '@/hud/game/game-session';
import { craftingKey, selectCraftingPage, type CraftingPageView } from '@/runtime/view-models/crafting-page';

/**
 * The crafting page's view: rebuilt when the world's crafting fingerprint changes (a craft starts,
 * ends or is cancelled, a station opens, gold, levels or materials move, a fight or harvest begins).
 */
export function useCraftingView(session: GameSession): CraftingPageView {
  const [view, setView] = useState(() => selectCraftingPage(session.runtime.world));
  useEffect(
    () => session.runtime.bridge.watch(craftingKey, () => setView(selectCraftingPage(session.runtime.world))),
    [session],
  );
  return view;
}
