import { useEffect, useRef, useState } from 'react';
import { activityQueueKey, selectActivityQueue, type ActivityQueueView } from '@/runtime/view-models/activity-queue';
import type { GameSession } from './game-session';

function readQueue(session: GameSession): ActivityQueueView {
  const world = session.runtime.world;
  return selectActivityQueue(world, world.sim.nowMs);
}

/**
 * The activity queue's view for the strip and the activity page: rebuilt when the queue's fingerprint
 * changes (an entry is added, moved, ends or counts a unit down; the queue pauses or resumes), and once
 * a second while a fight of minutes counts down (the queue's, or the player's own it waits behind),
 * since its minutes pass with time alone. The live bars
 * move on their own every frame.
 */
export function useActivityQueueView(session: GameSession): ActivityQueueView {
  const [view, setView] = useState(() => readQueue(session));
  const latest = useRef(view);
  latest.current = view;
  useEffect(() => {
    const refresh = () => setView(readQueue(session));
    const unwatch = session.runtime.bridge.watch(activityQueueKey, refresh);
    const timer = window.setInterval(() => {
      if (latest.current.current?.progress?.ticking || latest.current.waiting?.ticking) refresh();
    }, 1_000);
    return () => {
      unwatch();
      window.clearInterval(timer);
    };
  }, [session]);
  return view;
}
