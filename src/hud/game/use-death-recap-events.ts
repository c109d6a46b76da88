import { useEffect } from 'react';
import type { GameSession } from './game-session';
import { catchUpOutcome } from '@/runtime/catch-up-events';
import { dismissDeathRecap, showDeathRecap } from './death-recap-store';

let listeningSessions = 0;

/**
 * Opens the death recap when the hunter dies: `playerDied` while playing (online: half health), and a
 * death inside a long catch-up (offline rules: 5 HP). When the game closes for good (sign-out) an
 * open recap goes with it; a remount in the same commit (StrictMode, a new session) keeps it, so a
 * recap the save pipeline opened while loading survives.
 */
export function useDeathRecapEvents(session: GameSession): void {
  useEffect(() => {
    listeningSessions += 1;
    const bridge = session.runtime.bridge;
    const offEvent = bridge.onEvent((event) => {
      if (event.type === 'playerDied') showDeathRecap(event.recap, { offline: event.recap.offline });
    });
    const offCatchUp = bridge.onCatchUp((result) => {
      const { events, offlineDeath } = catchUpOutcome(result);
      if (offlineDeath) showDeathRecap(offlineDeath, { offline: true });
      for (const event of events)
        if (event.type === 'playerDied') showDeathRecap(event.recap, { offline: event.recap.offline });
    });
    return () => {
      offEvent();
      offCatchUp();
      listeningSessions -= 1;
      queueMicrotask(() => {
        if (listeningSessions === 0) dismissDeathRecap();
      });
    };
  }, [session]);
}
