import { createContext, useContext, useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import type { Command, CommandReply } from '@/core/commands';
import type { GameEvent } from '@/core/events';
import type { CoreRuntime } from '@/runtime/core-runtime';
import type { HudSnapshot } from '@/runtime/hud-snapshot';

/** The running game a signed-in player sees: one runtime stepping one world. */
export interface GameSession {
  runtime: CoreRuntime;
  /** Queues a command for the next tick; resolves with the core's reply (refusals carry the message). */
  send: (command: Command) => Promise<CommandReply>;
  /**
   * The catch-up done while the world loaded (as the runtime's catch-up listeners get it), handed out
   * once: its events came before anything could listen.
   */
  takeStartupCatchUp?: () => unknown;
}

export const GameSessionContext = createContext<GameSession | null>(null);

export const GAME_SESSION_MISUSE = 'useGameSession must be used within a GameSessionProvider';

export function useGameSession(): GameSession {
  const session = useContext(GameSessionContext);
  if (!session) throw new Error(GAME_SESSION_MISUSE);
  return session;
}

/** The session, or null while the character is still being created or loaded. */
export function useOptionalGameSession(): GameSession | null {
  return useContext(GameSessionContext);
}

/**
 * A narrow slice of the HUD snapshot. The selector runs once per published snapshot (the bridge
 * publishes at most ~5 times a second and keeps unchanged parts identical), and the component
 * re-renders only when the slice is not shallow-equal to the previous one.
 */
export function useHud<T>(session: GameSession, selector: (snapshot: HudSnapshot) => T): T {
  const cache = useRef<{ snapshot: HudSnapshot; value: T } | null>(null);
  const shallowSelector = useShallow((snapshot: HudSnapshot) => selector(snapshot));
  return useStore(session.runtime.bridge.store, (snapshot) => {
    const cached = cache.current;
    if (cached && cached.snapshot === snapshot) return cached.value;
    const value = shallowSelector(snapshot);
    cache.current = { snapshot, value };
    return value;
  });
}

/** Calls `listener` for every core event while mounted (toasts, sounds, effects). */
export function useGameEvents(session: GameSession | null, listener: (event: GameEvent) => void): void {
  useEffect(() => {
    if (!session) return undefined;
    return session.runtime.bridge.onEvent(listener);
  }, [session, listener]);
}
