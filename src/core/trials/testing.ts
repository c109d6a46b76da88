/**
 * Hunters for trial tests and tuning: one who just meets a checkpoint's requirements (the two
 * combat skills at the required level, total XP reached, the best gear of its level bought or found),
 * and one who falls short.
 */
import { SKILL_IDS, type EquipmentSlot, type HunterRank, type SkillId } from '@/content/ids';
import { GEAR_BAND_LEVELS } from '@/content/gear-bands';
import { ALL_ITEMS, CHECKPOINTS_BY_RANK } from '../content-index';
import type { GameState } from '../state-types';
import { SLOTS_FOR_TYPE } from '../systems/equipment';
import { createHunter } from '../testing/fixtures';
import { xpForLevel } from '../xp';

const GEAR_TYPES = [
  'weapon',
  'shield',
  'helmet',
  'armor',
  'legs',
  'boots',
  'gloves',
  'cape',
  'amulet',
  'ring',
] as const;

/** The strongest sword-side kit whose pieces a hunter of `level` may wear (by value, as a shopper picks). */
export function bestGearFor(level: number): Partial<Record<EquipmentSlot, string>> {
  const gear: Partial<Record<EquipmentSlot, string>> = {};
  for (const type of GEAR_TYPES) {
    const fitting = ALL_ITEMS.filter(
      (item) =>
        item.type === type &&
        (item.levelRequirement ?? 1) <= level &&
        (type !== 'weapon' || item.weaponClass === 'sword'),
    ).sort((a, b) => (b.levelRequirement ?? 1) - (a.levelRequirement ?? 1) || b.value - a.value);
    const slots = SLOTS_FOR_TYPE[type];
    slots.forEach((slot, index) => {
      const item = fitting[index] ?? fitting[0];
      if (item) gear[slot] = item.id;
    });
  }
  return gear;
}

/**
 * A hunter one rank below `rank`, with Bladework and Defense at `share` of the required level (1: just
 * there), every other skill at 60% of that (a hunter trains more than two skills on the way), more XP
 * if the total still falls short, and the best gear of its player level from the bands its rank opens.
 */
export function hunterForTrial(rank: HunterRank, seed: number, share = 1): GameState {
  const checkpoint = CHECKPOINTS_BY_RANK[rank];
  const level = Math.max(1, Math.round(checkpoint.skillReqLevel * share));
  const others = Math.max(1, Math.round(level * 0.6));
  const previous = (['E', 'D', 'C', 'B', 'A', 'S', 'SS'] as const)[checkpoint.order - 1] ?? 'E';
  const levels = Object.fromEntries(SKILL_IDS.map((skill) => [skill, others])) as Record<SkillId, number>;
  levels.bladework = level;
  levels.defense = level;
  const world = createHunter({ seed, rank: previous, levels, gear: {} });
  const missingXp = checkpoint.totalXpReq * share - world.player.experience;
  if (missingXp > 0) {
    let survival = levels.survival;
    while (xpForLevel(survival + 1) - xpForLevel(levels.survival) <= missingXp && survival < 99) survival += 1;
    levels.survival = survival;
  }
  const probe = createHunter({ seed, rank: previous, levels, gear: {} });
  // Gear of the bands this hunter can reach: a rank-D hunter wears rank-D gear, whatever its level.
  const reachable = Math.min(probe.player.level, GEAR_BAND_LEVELS[previous].max);
  return createHunter({ seed, rank: previous, levels, gear: bestGearFor(reachable) });
}
