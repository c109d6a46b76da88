/**
 * The death recap dialog ("You Have Fallen", or "You Died While Offline"): the core's record of a
 * death, which the dialog turns into its text.
 */
import type { DeepReadonly, ReadonlyWorld } from '@/core/readonly';
import type { DeathRecord } from '@/core/state';

/** One death as the core recorded it (location, killer, what was lost, health after). */
export type DeathRecordView = DeepReadonly<DeathRecord>;

/** The most recent death, for the recap dialog. */
export function selectLastDeath(world: ReadonlyWorld): DeathRecordView | null {
  return world.deathPenalty.deathHistory[0] ?? null;
}
