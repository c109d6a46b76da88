/**
 * What a player would call their progress, read from a save: the numbers that grow with play. Save
 * times alone say nothing about it (every save and every page exit moves lastSaved), so the start-up
 * load toasts only when two saves differ here.
 */
import type { SaveState } from '@/persistence/save-shape';

export interface SaveProgress {
  level: number;
  hunterRank: string;
  totalXp: number;
  gold: number;
  enemiesKilled: number;
  deaths: number;
  trainingSessions: number;
  itemsHeld: number;
}

export function saveProgress(state: SaveState): SaveProgress {
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    level: state.player.level,
    hunterRank: state.player.hunterRank,
    totalXp: sum(Object.values(state.skills).map((skill) => skill.experience)),
    gold: state.resources.gold,
    enemiesKilled: state.stats.enemiesKilled,
    deaths: state.stats.deaths,
    trainingSessions: sum(Object.values(state.skillTraining.stats).map((stats) => stats.totalSessions)),
    itemsHeld: sum(state.inventory.items.map((item) => item.quantity)),
  };
}

/**
 * The fields of progress in which the two saves differ (empty: the same progress), then each skill whose XP
 * differs (`skills.<id>`): an hour of one skill on one device and of another on a second can give equal sums.
 */
export function progressDifferences(a: SaveState, b: SaveState): string[] {
  const left = saveProgress(a);
  const right = saveProgress(b);
  const fields: string[] = (Object.keys(left) as (keyof SaveProgress)[]).filter(
    (field) => left[field] !== right[field],
  );
  for (const skill of Object.keys(a.skills) as (keyof SaveState['skills'])[])
    if (a.skills[skill].experience !== b.skills[skill]?.experience) fields.push(`skills.${skill}`);
  return fields;
}
