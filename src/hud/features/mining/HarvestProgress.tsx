import type { ReadonlyWorld } from '@/core/readonly';
import type { GameSession } from '@/hud/game/game-session';
import { LiveActivityProgress } from '@/hud/game/LiveActivityProgress';

const harvestOf = (world: ReadonlyWorld) => world.mining.currentActivity;

/** The harvest under way: its bar and time left, live. */
export function HarvestProgress({ session, label }: { session: GameSession; label: string }) {
  return <LiveActivityProgress session={session} label={label} spanOf={harvestOf} testId="harvest-time-left" />;
}
