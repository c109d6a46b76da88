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

const OUTCOME_NOTES: Partial<Record<string, string>> = { crit: ' (critical)', block: ' (blocked)' };

/**
 * What killed the hunter, for the recap: "Felled by Thornback Boar's Gore for 84 (critical) with 31
 * health left · 2 health potions unused". Null when the record has none of it (older saves).
 */
export function deathCauseLine(record: DeathRecordView): string | null {
  const parts: string[] = [];
  const blow = record.killingBlow;
  if (blow) {
    const by = blow.abilityName ? `${record.killerName}'s ${blow.abilityName}` : record.killerName;
    const health = record.healthBefore === undefined ? '' : ` with ${record.healthBefore} health left`;
    parts.push(`Felled by ${by} for ${blow.damage}${OUTCOME_NOTES[blow.outcome] ?? ''}${health}`);
  }
  if (record.potionsLeft !== undefined)
    parts.push(
      record.potionsLeft === 0
        ? 'no health potions left'
        : `${record.potionsLeft} health ${record.potionsLeft === 1 ? 'potion' : 'potions'} unused`,
    );
  if (parts.length === 0) return null;
  const line = parts.join(' · ');
  // Alone (a death away has no single blow), the potion note starts the sentence.
  return line.charAt(0).toUpperCase() + line.slice(1);
}
