import { useEffect, useState } from 'react';
import type { GameSession } from './game-session';

/**
 * The simulation's time (epoch ms), moving on in steps of `stepMs` (a second by default): live
 * countdowns re-render once a step, not once a frame.
 */
export function useSimNow(session: GameSession, stepMs = 1_000): number {
  const [now, setNow] = useState(() => floorTo(session.runtime.world.sim.nowMs, stepMs));
  useEffect(() => session.runtime.bridge.watch((world) => floorTo(world.sim.nowMs, stepMs), setNow), [session, stepMs]);
  return now;
}

function floorTo(value: number, step: number): number {
  return Math.floor(value / step) * step;
}
