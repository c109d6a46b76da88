import { useMemo } from 'react';
import type { GameSession } from '@/hud/game/game-session';
import { useSimNow } from '@/hud/game/use-sim-now';
import { localContextAt, selectEventsPage, type EventsPageView } from '@/runtime/view-models/events-page';

/**
 * The page's view, rebuilt once a simulated minute: events start and end on whole minutes, so what
 * runs at the minute's start runs all through it (the countdowns tick every second on their own).
 */
export function useEventsView(session: GameSession): EventsPageView {
  const minute = useSimNow(session, 60_000);
  return useMemo(() => selectEventsPage(minute, localContextAt(minute)), [minute]);
}
