/**
 * Which training the scripted player runs beside its fights (`chooseTraining` says in which order it
 * weighs the next rank's needs). An activity that uses materials up is chosen only when the stock
 * lasts the whole stretch; a tool the store sells is bought for it.
 */
import { COMBAT_SKILL_IDS, rankIndex, SKILL_IDS, type SkillId } from '@/content/ids';
import { STORE_OFFERS } from '@/content/store';
import type { ActivityDef, ItemQuantity } from '@/content/types';
import { ACTIVITIES_BY_SKILL, CHECKPOINTS_BY_RANK } from '@/core/content-index';
import { countOwned } from '@/core/inventory';
import { playerLevelFromSkills } from '@/core/player-level';
import type { ReadonlyWorld } from '@/core/readonly';
import { selectNextRankRequirements } from '@/core/selectors';
import { computeDerivedStats } from '@/core/stats';
import type { GameState } from '@/core/state-types';
import { attributeBonusFromSkills } from '@/core/systems/progression';
import { maxSkillLevelFor } from '@/core/tiers';
import { xpForLevel } from '@/core/xp';
import { fightingPower } from './outfitter';

export interface TrainingChoice {
  skill: SkillId;
  activityId: string;
  xpPerHour: number;
  /** Tools (checked, never used up) to buy from the store first. */
  toolsToBuy: string[];
}

/** A tool may take at most this share of the gold. */
const TOOL_BUDGET_SHARE = 0.3;

function storePrice(world: ReadonlyWorld, itemId: string): number | null {
  const offer = STORE_OFFERS.find((row) => row.itemId === itemId);
  if (!offer) return null;
  if ('rank' in offer && rankIndex(world.player.hunterRank) < rankIndex(offer.rank)) return null;
  return offer.price;
}

/** The tools to buy for the activity, or null when it cannot run the whole stretch. */
function readiness(world: ReadonlyWorld, activity: ActivityDef, sessions: number): string[] | null {
  const consumed: ItemQuantity[] = [
    ...(activity.requiredItems ?? []),
    ...(activity.resources ?? []).filter((resource) => resource.consumed),
  ];
  for (const need of consumed) if (countOwned(world, need.itemId) < need.quantity * sessions) return null;
  const tools: string[] = [];
  let budget = world.resources.gold * TOOL_BUDGET_SHARE;
  for (const tool of (activity.resources ?? []).filter((resource) => !resource.consumed)) {
    if (countOwned(world, tool.itemId) >= tool.quantity) continue;
    const price = storePrice(world, tool.itemId);
    if (price === null || price * tool.quantity > budget) return null;
    budget -= price * tool.quantity;
    tools.push(tool.itemId);
  }
  return tools;
}

function bestFor(world: ReadonlyWorld, skill: SkillId, stretchMs: number): TrainingChoice | null {
  const level = world.skills[skill].level;
  if (level >= maxSkillLevelFor(world.player.accountTier)) return null;
  let best: TrainingChoice | null = null;
  for (const activity of ACTIVITIES_BY_SKILL[skill]) {
    if (activity.requiredLevel > level) continue;
    const tools = readiness(world, activity, Math.ceil(stretchMs / activity.durationMs));
    if (tools === null) continue;
    const xpPerHour = (activity.xp * 3_600_000) / activity.durationMs;
    if (!best || xpPerHour > best.xpPerHour) best = { skill, activityId: activity.id, xpPerHour, toolsToBuy: tools };
  }
  return best;
}

/**
 * The two combat skills the rank requirement is met with: the strongest two; on a tie the weapon's
 * skill, then Defense, since every kill pays those two (70% and 30%).
 */
export function pillarSkills(world: ReadonlyWorld): SkillId[] {
  const weaponSkill = computeDerivedStats(world).weaponSkill;
  const preference = (skill: SkillId) => (skill === weaponSkill ? 0 : skill === 'defense' ? 1 : 2);
  return [...COMBAT_SKILL_IDS]
    .sort((a, b) => world.skills[b].level - world.skills[a].level || preference(a) - preference(b))
    .slice(0, 2);
}

/**
 * How much fighting power one more level of `skill` adds, per hour of its best training: the skill's
 * own part (hit damage, block, parry, attributes) and the player level it may raise (ruling 3).
 */
function powerPerHour(world: GameState, choice: TrainingChoice, enemyLevel: number, basePower: number): number {
  const state = world.skills[choice.skill];
  const skills = { ...world.skills, [choice.skill]: { ...state, level: state.level + 1 } };
  const raised: GameState = { ...world, skills };
  const hypothetical: GameState = {
    ...raised,
    player: { ...world.player, level: playerLevelFromSkills(skills) },
    attributes: { ...world.attributes, bonusFromSkills: attributeBonusFromSkills(raised) },
  };
  const gain = fightingPower(hypothetical, enemyLevel) / basePower - 1;
  const hours = Math.max(1, xpForLevel(state.level + 1) - state.experience) / choice.xpPerHour;
  return gain / hours;
}

/**
 * The training for the next stretch: the next rank's combat skills while they are short of its
 * level; else the most XP per hour while its total XP is short (the lowest skill on a tie); else,
 * with only the rift or the trial left, the most fighting power per hour.
 */
export function chooseTraining(world: GameState, stretchMs: number, enemyLevel: number): TrainingChoice | null {
  const next = selectNextRankRequirements(world);
  if (next && !next.skillsRequirement) {
    const required = CHECKPOINTS_BY_RANK[next.rank].skillReqLevel;
    const behind = pillarSkills(world)
      .filter((skill) => world.skills[skill].level < required)
      .sort((a, b) => world.skills[a].level - world.skills[b].level);
    for (const skill of behind) {
      const choice = bestFor(world, skill, stretchMs);
      if (choice) return choice;
    }
  }
  const choices = SKILL_IDS.map((skill) => bestFor(world, skill, stretchMs)).filter(
    (choice): choice is TrainingChoice => choice !== null,
  );
  if (choices.length === 0) return null;
  if (!next || next.totalXpRequirement) {
    const basePower = fightingPower(world, enemyLevel);
    let best: { choice: TrainingChoice; value: number } | null = null;
    for (const choice of choices) {
      const value = powerPerHour(world, choice, enemyLevel, basePower);
      if (!best || value > best.value) best = { choice, value };
    }
    return best!.choice;
  }
  let best: TrainingChoice | null = null;
  for (const choice of choices) {
    const better =
      !best ||
      choice.xpPerHour > best.xpPerHour ||
      (choice.xpPerHour === best.xpPerHour && world.skills[choice.skill].level < world.skills[best.skill].level);
    if (better) best = choice;
  }
  return best;
}
