import { useEffect, useState } from 'react';
import type { ReadonlyWorld } from '@/core/readonly';
import type { GameSession } from '@/hud/game/game-session';
import {
  achievementsPageKey,
  selectAchievementsPage,
  type AchievementsPageView,
} from '@/runtime/view-models/achievements-page';

/**
 * The page's view, rebuilt when a number on it moves (progress, an unlock, the titles). The key reads
 * every achievement's counter, so it is taken once per simulation tick, not once per frame.
 */
export function useAchievementsView(session: GameSession): AchievementsPageView {
  const [view, setView] = useState(() => selectAchievementsPage(session.runtime.world));
  useEffect(() => {
    let lastTick = -1;
    let lastKey = '';
    const key = (world: ReadonlyWorld) => {
      if (world.sim.tick !== lastTick) {
        lastTick = world.sim.tick;
        lastKey = achievementsPageKey(world);
      }
      return lastKey;
    };
    return session.runtime.bridge.watch(key, () => setView(selectAchievementsPage(session.runtime.world)));
  }, [session]);
  return view;
}
