import { useEffect } from 'react';
import type { Command, CommandReply } from '@/core/commands';
import type { ReadonlyWorld } from '@/core/readonly';
import type { GameSession } from './game-session';

/** Development and end-to-end builds only (`__TEST_HOOKS__`): the running game for the console and the tests. */
export interface DevGameHook {
  send: (command: Command) => Promise<CommandReply>;
  setTimeScale: (scale: number) => number;
  world: () => ReadonlyWorld;
}

declare global {
  interface Window {
    __shadowHunter?: DevGameHook;
  }
}

export function useDevGameHook(session: GameSession): void {
  useEffect(() => {
    if (!__TEST_HOOKS__) return undefined;
    window.__shadowHunter = {
      send: (command) => session.send(command),
      setTimeScale: (scale) => session.runtime.setTimeScale(scale),
      world: () => session.runtime.world,
    };
    return () => {
      delete window.__shadowHunter;
    };
  }, [session]);
}
