import { useEffect, useState } from 'react';
import type { GameSession } from '@/hud/game/game-session';
import {
  localContextOf,
  questsPageKey,
  selectQuestsPage,
  type QuestsPageView,
} from '@/runtime/view-models/quests-page';

function read(session: GameSession): QuestsPageView {
  const world = session.runtime.world;
  return selectQuestsPage(world, localContextOf(world));
}

/**
 * The quest board's view (the quests page and the Hall's card), rebuilt when the quest log, the level, the day or a
 * delivery's items change.
 */
export function useQuestsView(session: GameSession): QuestsPageView {
  const [view, setView] = useState(() => read(session));
  useEffect(
    () =>
      session.runtime.bridge.watch(
        (world) => questsPageKey(world, localContextOf(world)),
        () => setView(read(session)),
      ),
    [session],
  );
  return view;
}
