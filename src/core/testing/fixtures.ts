/**
 * Test and benchmark fixtures built through the real rules. `createLateGameWorld` is a hunter near
 * the end of the game: rank SSS, skills in the 90s, legendary gear, a full inventory, long
 * histories, fighting in the Abyssal Crown while training Witchcraft. Other parts reuse it for
 * save-size and save-speed benchmarks.
 */
import { ALL_AREAS, ALL_ITEMS, ALL_WRAITHS } from '../content-index';
import type { StepContext } from '../context';
import type { GameEvent } from '../events';
import { SKILL_IDS, WRAITH_SLOTS, type EquipmentSlot, type HunterRank, type SkillId } from '@/content/ids';
import { addItem, createInventoryEntry } from '../inventory';
import { playerLevelFromSkills } from '../player-level';
import { createNewGameState } from '../state';
import type { GameState } from '../state-types';
import { refreshCharacter } from '../stats';
import { step } from '../step';
import { refreshSetCounts } from '../systems/equipment';
import { achievementPoints, achievementValue } from '../systems/achievement-rules';
import { ACHIEVEMENTS } from '@/content/achievements';
import { attributeBonusFromSkills, recomputeSkillLevels, syncAbilities } from '../systems/progression';
import { xpForLevel, xpToNextLevel } from '../xp';

/** 2025-01-15 09:00 UTC */
export const FIXTURE_START_MS = 1_736_931_600_000;

/** Sets skills to levels (with some XP into the level) and refreshes everything derived from them. */
export function setSkillLevels(world: GameState, levels: Partial<Record<SkillId, number>>, intoLevelShare = 0.3): void {
  for (const skill of SKILL_IDS) {
    const level = levels[skill];
    if (level === undefined) continue;
    world.skills[skill].experience = xpForLevel(level) + Math.floor(xpToNextLevel(level) * intoLevelShare);
  }
  recomputeSkillLevels(world);
  world.player.experience = SKILL_IDS.reduce((sum, skill) => sum + world.skills[skill].experience, 0);
  world.player.level = playerLevelFromSkills(world.skills);
  world.attributes.bonusFromSkills = attributeBonusFromSkills(world);
  syncAbilities(world, []);
  refreshCharacter(world);
}

/** Adds an item and equips it in a slot (replacing what was there). */
export function giveAndEquip(world: GameState, itemId: string, slot: EquipmentSlot, quantity = 1): void {
  const previous = world.equipment.slots[slot];
  if (previous) {
    const old = world.inventory.items.find((entry) => entry.id === previous);
    if (old) {
      old.equipped = false;
      delete old.slot;
    }
  }
  const entry = createInventoryEntry(world, itemId, quantity);
  entry.equipped = true;
  entry.slot = slot;
  world.inventory.items.push(entry);
  world.equipment.slots[slot] = entry.id;
  refreshSetCounts(world);
  refreshCharacter(world);
}

/**
 * A copy of `world` edited as a hostile client edits its save (issue 31): `count` more entries of `itemId`
 * (by default the item its weapon slot holds) flagged `equipped` in `slot`, put ahead of the real one in the
 * inventory. The slots still hold what they held; only the flags lie.
 */
export function withForgedEquippedFlags(
  world: GameState,
  count: number,
  slot: EquipmentSlot = 'weapon',
  itemId?: string,
): GameState {
  const forged = structuredClone(world);
  const heldId = forged.equipment.slots[slot];
  const wanted = itemId ?? forged.inventory.items.find((entry) => entry.id === heldId)?.itemId;
  if (!wanted) throw new Error(`nothing to copy in ${slot}`);
  const extra = Array.from({ length: count }, () => {
    const entry = createInventoryEntry(forged, wanted, 1);
    entry.equipped = true;
    entry.slot = slot;
    return entry;
  });
  forged.inventory.items.unshift(...extra);
  return forged;
}

export interface HunterOptions {
  seed?: number | string;
  rank: HunterRank;
  levels: Partial<Record<SkillId, number>>;
  gear: Partial<Record<EquipmentSlot, string>>;
  tier?: GameState['player']['accountTier'];
  potions?: { health: string; mana: string; count: number };
}

/** A hunter of a given rank, skills and gear, full health. */
export function createHunter(options: HunterOptions): GameState {
  const world = createNewGameState({
    userId: 'fixture-user',
    email: 'hunter@example.com',
    tier: options.tier ?? 'supporter',
    nowMs: FIXTURE_START_MS,
    seed: options.seed ?? 1,
  });
  world.player.hunterRank = options.rank;
  setSkillLevels(world, options.levels);
  for (const [slot, itemId] of Object.entries(options.gear) as [EquipmentSlot, string][])
    giveAndEquip(world, itemId, slot);
  if (options.potions) {
    giveAndEquip(world, options.potions.health, 'potion_1', options.potions.count);
    giveAndEquip(world, options.potions.mana, 'potion_2', options.potions.count);
  }
  world.inventory.items = world.inventory.items.filter(
    (entry) => entry.equipped || !['basic_sword', 'cloth_armor'].includes(entry.itemId),
  );
  const derived = refreshCharacter(world);
  world.player.health = derived.maxHealth;
  world.resourcePools.mana.current = derived.maxMana;
  refreshCharacter(world);
  markEarnedAchievements(world);
  // A seasoned hunter has long since read the tutorial; only a new character (createNewGameState) is shown it.
  world.tutorial = { completed: true, completedAt: FIXTURE_START_MS };
  return world;
}

/** Every achievement already earned (no rewards paid): only the rule under test moves gold, items and XP. */
export function withAchievementsBehind(world: GameState): GameState {
  for (const def of ACHIEVEMENTS) world.achievements.unlocked[def.id] ??= { completedAt: world.sim.nowMs };
  return world;
}

/**
 * A made hunter has earned, long ago, the achievements its levels and rank already meet (their
 * rewards spent): otherwise its first tick would pay them, and a test of a kill's XP or gold would
 * count an achievement's too.
 */
export function markEarnedAchievements(world: GameState): void {
  for (const def of ACHIEVEMENTS) {
    if (world.achievements.unlocked[def.id] || achievementValue(world, def) < def.requirement.count) continue;
    world.achievements.unlocked[def.id] = { completedAt: world.sim.nowMs };
    world.achievements.progress[def.id] = def.requirement.count;
    world.achievements.totalPoints += achievementPoints(def);
  }
}

export const LATE_GAME_GEAR: Partial<Record<EquipmentSlot, string>> = {
  weapon: 'worldender',
  off_hand: 'eclipse_aegis',
  helmet: 'eclipse_crown',
  chest: 'eclipse_warplate',
  legs: 'eclipse_legguards',
  gloves: 'eclipse_gauntlets',
  feet: 'riftwalker_boots',
  cape: 'riftwalker_cloak',
  neck: 'voidheart_pendant',
  ring_1: 'band_of_the_last_dawn',
  ring_2: 'riftwalker_band',
};

export function createLateGameWorld(seed: number | string = 1): GameState {
  const world = createHunter({
    seed,
    rank: 'SSS',
    levels: {
      bladework: 99,
      marksmanship: 92,
      witchcraft: 96,
      defense: 98,
      survival: 94,
      athleticism: 93,
      smithing: 91,
      alchemy: 90,
      artifice: 92,
      command: 95,
    },
    gear: LATE_GAME_GEAR,
    potions: { health: 'health_potion_large', mana: 'mana_potion_large', count: 60 },
  });
  // A full bag: one of every other item, stacks of supplies, materials, and spare gear.
  for (const item of ALL_ITEMS) if (item.type !== 'material') addItem(world, item.id, item.stackSize > 1 ? 25 : 1);
  for (const item of ALL_ITEMS) if (item.type === 'material') addItem(world, item.id, 150);
  const spares = ['crypt_blade', 'bone_bow', 'boneplate_vest', 'tidebreaker', 'guardian_helm', 'emberscale_mail'];
  for (let index = 0; world.inventory.items.filter((entry) => !entry.equipped).length < 200; index++) {
    if (addItem(world, spares[index % spares.length]!, 1) === 0) break;
  }
  for (const area of ALL_AREAS) {
    world.combat.discoveredAreas.push(area.id);
    if (area.kind !== 'zone') world.combat.clearedRifts.push(area.id);
  }
  for (const wraith of ALL_WRAITHS) world.wraiths.tokens[wraith.id] = 40;
  world.wraiths.bonded = ALL_WRAITHS.slice(0, 3).map((wraith, index) => ({
    id: `bond_${index}`,
    wraithId: wraith.id,
    bondedAt: FIXTURE_START_MS - 86_400_000 * (index + 1),
    level: 10 - index * 3,
    bondXp: 0,
    kills: 0,
  }));
  world.wraiths.bonded.forEach((bond, index) => (world.equipment.slots[WRAITH_SLOTS[index]!] = bond.id));
  world.resources.gold = 4_250_000;
  // Play a while so histories, statistics and cooldowns are realistic, then settle into the loop.
  step(world, [
    { type: 'startCombat', areaId: 'abyssal_crown_rift' },
    { type: 'startTraining', skill: 'witchcraft', activityId: 'eclipse_invocations' },
  ]);
  for (let tick = 0; tick < 3_000; tick++) step(world, []);
  return world;
}

/** A fresh character for tests. */
export function createTestWorld(
  tier: GameState['player']['accountTier'] = 'base',
  seed: number | string = 1,
  nowMs = FIXTURE_START_MS,
): GameState {
  return createNewGameState({ userId: 'test-user', email: 'tester@example.com', tier, nowMs, seed });
}

/** Steps until `done` holds (returns the events seen), failing loudly after `maxTicks`. */
export function stepUntil(
  world: GameState,
  done: (events: readonly GameEvent[]) => boolean,
  maxTicks = 100_000,
  context?: StepContext,
): GameEvent[] {
  const seen: GameEvent[] = [];
  for (let tick = 0; tick < maxTicks; tick++) {
    const { events } = step(world, [], context);
    seen.push(...events);
    if (done(events)) return seen;
  }
  throw new Error(`condition not reached in ${maxTicks} ticks`);
}

/** A weak rank-D hunter fighting in the Gloomroot Thicket, past the free first death away: dies within minutes. */
export function createDoomedHunter(): GameState {
  const world = createHunter({
    seed: 3,
    rank: 'D',
    tier: 'base',
    levels: { bladework: 8, defense: 6 },
    gear: { weapon: 'crypt_blade' },
    potions: { health: 'health_potion_small', mana: 'mana_potion_small', count: 2 },
  });
  world.player.firstOfflineDeathOccurred = true;
  step(world, [{ type: 'startCombat', areaId: 'gloomroot_thicket' }]);
  return world;
}
