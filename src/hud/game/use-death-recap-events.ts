import { useEffect } from 'react';
import type { GameSession } from './game-session';
import { catchUpOutcome } from '@/runtime/catch-up-events';
import { dismissDeathRecap, showDeathRecap } from './death-recap-store';

let listeningSessions = 0;

/**
 * Opens the death recap when the hunter dies: `playerDied` while playing (online: half health) and in the ticks a
 * short catch-up steps; a death inside a long catch-up (offline rules: 5 HP) comes with the welcome back. When the
 * game closes for good (sign-out) an open recap goes with it; a remount in the same commit (StrictMode, a new
 * session) keeps it, so a recap the save pipeline opened while loading survives.
 */
export function useDeathRecapEvents(session: GameSession): void {
  useEffect(() => {
    listeningSessions += 1;
    const bridge = session.runtime.bridge;
    const offEvent = bridge.onEvent((event) => {
      if (event.type === 'playerDied') showDeathRecap(event.recap, { offline: event.recap.offline });
    });
    // A death inside a long catch-up (offline rules) is the save session's report: the welcome back opens its
    // recap after itself (hud/app's WelcomeBackSlot), not both dialogs at once. Short gaps step ticks: their deaths.
    const offCatchUp = bridge.onCatchUp((result) => {
      for (const event of catchUpOutcome(result).events)
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
