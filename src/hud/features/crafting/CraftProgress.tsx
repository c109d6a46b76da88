import type { ReadonlyWorld } from '@/core/readonly';
import type { GameSession } from '@/hud/game/game-session';
import { LiveActivityProgress } from '@/hud/game/LiveActivityProgress';

const craftOf = (world: ReadonlyWorld) => world.crafting.currentCraft;

/** The craft under way: its bar and time left, live. */
export function CraftProgress({ session, label }: { session: GameSession; label: string }) {
  return <LiveActivityProgress session={session} label={label} spanOf={craftOf} testId="craft-time-left" />;
}
