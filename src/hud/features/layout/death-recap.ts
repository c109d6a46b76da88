import { deathCauseLine, type DeathRecordView } from '@/runtime/view-models/death-recap';

/** What a death cost, as the recap tells it. */
export type DeathOutcome =
  | { kind: 'grace' }
  | { kind: 'first-offline-free' }
  | { kind: 'items-lost'; items: { name: string; rarity: string }[] }
  | { kind: 'nothing-lost' };

/** The recap dialog's content. */
export interface DeathRecap {
  /** A death while away: titled "You Died While Offline", resurrected with 5 HP. */
  offline: boolean;
  location: string;
  killer: string;
  enemiesDefeated: number;
  outcome: DeathOutcome;
  /** Health after the resurrection (half of max online, 5 offline). */
  healthAfter: number;
  /** The killing blow and the potions left, when the record has them. */
  cause?: string | null;
}

/** The core's death record as the recap shows it. */
export function deathRecapFromRecord(record: DeathRecordView, offline: boolean = record.offline): DeathRecap {
  let outcome: DeathOutcome;
  if (record.firstOfflineDeathFree) outcome = { kind: 'first-offline-free' };
  else if (record.gracePeriod) outcome = { kind: 'grace' };
  else if (record.itemsLost.length > 0)
    outcome = { kind: 'items-lost', items: record.itemsLost.map((item) => ({ name: item.name, rarity: item.rarity })) };
  else outcome = { kind: 'nothing-lost' };
  return {
    offline,
    location: record.locationName,
    killer: record.killerName,
    enemiesDefeated: record.enemiesDefeated,
    outcome,
    healthAfter: record.healthAfter,
    cause: deathCauseLine(record),
  };
}
