/**
 * XP and everything a level changes: tier caps and multipliers, skill level-ups, level titles,
 * attribute bonuses from skills, ability unlocks and ranks, and the derived player level.
 */
import { LEVEL_TITLES } from '@/content/skills';
import { ALL_ABILITIES, SKILLS_BY_ID } from '../content-index';
import type { GameEvent, GameEventType, XpSource } from '../events';
import { ABILITY_SLOT_COUNT, SKILL_IDS, type SkillId } from '@/content/ids';
import { playerLevelFromSkills } from '../player-level';
import type { AttributeBlock, GameState } from '../state-types';
import { refreshCharacter } from '../stats';
import { applyMultiplier, maxSkillLevelFor, skillCapMessage, xpMultiplierFor } from '../tiers';
import { levelForXp, MAX_SKILL_LEVEL, xpForLevel } from '../xp';

/** Attribute points granted per player level gained. */
export const ATTRIBUTE_POINTS_PER_LEVEL = 1;

/** What granting XP may announce; every system that grants XP lists these among its events. */
export const PROGRESSION_EVENTS = [
  'xpGained',
  'tierLimitReached',
  'skillLevelUp',
  'titleUnlocked',
  'playerLevelUp',
  'abilityUnlocked',
  'abilityRankUp',
] as const satisfies readonly GameEventType[];
/** Ability rank rises every this many skill levels after unlocking. */
export const LEVELS_PER_ABILITY_RANK = 15;

/** Applies the tier multiplier and the tier's skill cap; returns the XP actually added. */
export function grantSkillXp(
  world: GameState,
  skill: SkillId,
  amount: number,
  source: XpSource,
  events: GameEvent[],
): number {
  if (!(amount > 0)) return 0;
  const state = world.skills[skill];
  const tier = world.player.accountTier;
  const offered = applyMultiplier(amount, xpMultiplierFor(tier));
  const capLevel = maxSkillLevelFor(tier);
  const capXp = xpForLevel(capLevel);
  const before = state.experience;
  const after = Math.min(capXp, before + offered);
  const granted = Math.max(0, after - before);
  const blocked = offered - granted;
  if (granted > 0) {
    state.experience = after;
    world.player.experience += granted;
    events.push({ type: 'xpGained', skill, amount: granted, source, blocked });
    const previousLevel = state.level;
    const level = levelForXp(after);
    if (level !== previousLevel) applySkillLevel(world, skill, previousLevel, level, events);
  }
  // Tell the player once, when XP first reaches a tier cap below the game's maximum.
  if (before < capXp && after === capXp && capLevel < MAX_SKILL_LEVEL) {
    events.push({ type: 'tierLimitReached', message: skillCapMessage(tier), skill });
  }
  return granted;
}

export function skillTitleId(skill: SkillId, level: number): string {
  return `${skill}_${level}`;
}

export function skillTitleName(titleId: string): string {
  const [skill, levelText] = titleId.split('_');
  const title = LEVEL_TITLES.find((row) => String(row.level) === levelText);
  const skillDef = SKILLS_BY_ID[skill as SkillId] as (typeof SKILLS_BY_ID)[SkillId] | undefined;
  if (!title || !skillDef) return titleId;
  return `${title.prefix} of ${skillDef.name}`;
}

function applySkillLevel(
  world: GameState,
  skill: SkillId,
  previousLevel: number,
  level: number,
  events: GameEvent[],
): void {
  world.skills[skill].level = level;
  events.push({ type: 'skillLevelUp', skill, level, previousLevel });
  for (const title of LEVEL_TITLES) {
    if (previousLevel < title.level && level >= title.level) {
      const titleId = skillTitleId(skill, title.level);
      if (!world.player.unlockedTitles.includes(titleId)) {
        world.player.unlockedTitles.push(titleId);
        events.push({ type: 'titleUnlocked', titleId, name: skillTitleName(titleId) });
      }
    }
  }
  world.attributes.bonusFromSkills = attributeBonusFromSkills(world);
  syncAbilities(world, events);
  refreshPlayerLevel(world, events);
  refreshCharacter(world);
}

/** Attribute bonuses skills grant (spec 000 §3 attributes.bonusFromSkills); 0 for a new hunter. */
export function attributeBonusFromSkills(world: GameState): AttributeBlock {
  const level = (skill: SkillId) => world.skills[skill].level;
  return {
    strength: Math.floor(level('bladework') / 4) + Math.floor(level('smithing') / 10),
    agility: Math.floor(level('marksmanship') / 4) + Math.floor(level('athleticism') / 5),
    intelligence: Math.floor(level('witchcraft') / 4) + Math.floor(level('artifice') / 10),
    wisdom: Math.floor(level('command') / 5) + Math.floor(level('alchemy') / 10),
    endurance: Math.floor(level('defense') / 4) + Math.floor(level('survival') / 5),
  };
}

/** Recomputes the derived player level; a rise grants attribute points and an event. */
export function refreshPlayerLevel(world: GameState, events: GameEvent[]): void {
  const previousLevel = world.player.level;
  const level = playerLevelFromSkills(world.skills);
  if (level === previousLevel) return;
  world.player.level = level;
  if (level > previousLevel) {
    const attributePointsGained = (level - previousLevel) * ATTRIBUTE_POINTS_PER_LEVEL;
    world.attributes.available += attributePointsGained;
    events.push({ type: 'playerLevelUp', level, previousLevel, attributePointsGained });
  }
}

export function abilityRankFor(skillLevel: number, unlockLevel: number, maxRank: number): number {
  return Math.min(maxRank, 1 + Math.floor(Math.max(0, skillLevel - unlockLevel) / LEVELS_PER_ABILITY_RANK));
}

/** Unlocks abilities whose skill reached their level (auto-slotting them) and raises ranks. */
export function syncAbilities(world: GameState, events: GameEvent[]): void {
  const abilities = world.abilities;
  for (const ability of ALL_ABILITIES) {
    const skillLevel = world.skills[ability.skillSource].level;
    if (skillLevel < ability.unlockLevel) continue;
    const rank = abilityRankFor(skillLevel, ability.unlockLevel, ability.maxRank);
    const unlocked = abilities.unlocked[ability.id];
    if (!unlocked) {
      abilities.unlocked[ability.id] = {
        id: ability.id,
        skillSource: ability.skillSource,
        unlockLevel: ability.unlockLevel,
        currentRank: rank,
        maxRank: ability.maxRank,
      };
      let slot: number | null = abilities.equipped.indexOf(null);
      if (slot < 0 || slot >= ABILITY_SLOT_COUNT) slot = null;
      else {
        abilities.equipped[slot] = ability.id;
        const loadout = abilities.loadouts.find((entry) => entry.name === abilities.activeLoadout);
        if (loadout) loadout.slots[slot] = ability.id;
      }
      events.push({ type: 'abilityUnlocked', abilityId: ability.id, slot });
    } else if (unlocked.currentRank < rank) {
      unlocked.currentRank = rank;
      events.push({ type: 'abilityRankUp', abilityId: ability.id, rank });
    }
  }
}

/** Sets every skill's level from its XP (used when building states). */
export function recomputeSkillLevels(world: GameState): void {
  for (const skill of SKILL_IDS) world.skills[skill].level = levelForXp(world.skills[skill].experience);
}
