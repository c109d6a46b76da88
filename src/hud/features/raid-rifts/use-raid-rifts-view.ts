import { useEffect, useRef, useState } from 'react';
import type { GameSession } from '@/hud/game/game-session';
import { raidRiftsKey, selectRaidRiftsPage, type RaidRiftsPageView } from '@/runtime/view-models/raid-rifts-page';

export interface RaidRiftsScreen {
  view: RaidRiftsPageView;
  /** The simulation time the view was read at: lockouts count down from it. */
  nowMs: number;
}

function readScreen(session: GameSession): RaidRiftsScreen {
  const world = session.runtime.world;
  return { view: selectRaidRiftsPage(world), nowMs: world.sim.nowMs };
}

/**
 * The page's view: rebuilt when rank, tier, the fight or a rift's record changes, and every 30 s
 * while a chest is locked (its countdown reads in minutes).
 */
export function useRaidRiftsView(session: GameSession): RaidRiftsScreen {
  const [screen, setScreen] = useState(() => readScreen(session));
  const latest = useRef(screen);
  latest.current = screen;
  useEffect(() => {
    const refresh = () => setScreen(readScreen(session));
    const unwatch = session.runtime.bridge.watch(raidRiftsKey, refresh);
    const timer = window.setInterval(() => {
      if (latest.current.view.raids.some((raid) => raid.chestLockedUntil !== null)) refresh();
    }, 30_000);
    return () => {
      unwatch();
      window.clearInterval(timer);
    };
  }, [session]);
  return screen;
}
