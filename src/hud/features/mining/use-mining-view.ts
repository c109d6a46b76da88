import { useEffect, useRef, useState } from 'react';
import type { GameSession } from '@/hud/game/game-session';
import { miningKey, selectMiningPage, type MiningPageView } from '@/runtime/view-models/mining-page';

export interface MiningScreen {
  view: MiningPageView;
  /** The simulation time the view was read at: countdowns count from it. */
  nowMs: number;
}

function readScreen(session: GameSession): MiningScreen {
  const world = session.runtime.world;
  return { view: selectMiningPage(world, world.sim.nowMs), nowMs: world.sim.nowMs };
}

/** Whether anything on the page counts down (a respawn or an hourly reset), so a clock tick can change it. */
function hasCountdown(view: MiningPageView): boolean {
  return view.categories.some((category) =>
    category.nodes.some((node) => node.returnsAt !== null || node.hourResetsAt !== null),
  );
}

/**
 * The mining page's view: rebuilt when the world's mining fingerprint changes (a harvest starts or
 * ends, a level rises, a fight begins), and once a second while a countdown runs, since respawns and
 * hourly resets happen with time alone.
 */
export function useMiningView(session: GameSession): MiningScreen {
  const [screen, setScreen] = useState(() => readScreen(session));
  const latest = useRef(screen);
  latest.current = screen;
  useEffect(() => {
    const refresh = () => setScreen(readScreen(session));
    const unwatch = session.runtime.bridge.watch(miningKey, refresh);
    const timer = window.setInterval(() => {
      if (hasCountdown(latest.current.view)) refresh();
    }, 1_000);
    return () => {
      unwatch();
      window.clearInterval(timer);
    };
  }, [session]);
  return screen;
}
