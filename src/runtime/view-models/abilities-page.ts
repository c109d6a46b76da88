/**
 * The abilities page: the 8 slots, the loadouts, the auto-use order with each ability's condition,
 * manual mode, and the ability book grouped by skill (what each does at its rank, how the next rank
 * comes, what it has done, and what unlocks the ones not yet learned). Pure: the HUD renders it.
 */
import { ABILITY_SLOT_COUNT, type SkillId } from '@/content/ids';
import { SKILLS } from '@/content/skills';
import type { AbilityDef, AbilityEffectDef, AbilityVisual } from '@/content/types';
import { ABILITIES_BY_ID, ABILITIES_BY_SKILL } from '@/core/content-index';
import type { ReadonlyWorld } from '@/core/readonly';
import type { AbilityCondition } from '@/core/state-types';
import { ABILITY_CONDITIONS } from '@/core/state-types-systems';
import { autoUseOrder, ranked } from '@/core/systems/abilities';
import { DEFAULT_LOADOUT, LOADOUT_NAME_MAX, MAX_LOADOUTS } from '@/core/systems/ability-book';
import { abilityRankFor, LEVELS_PER_ABILITY_RANK } from '@/core/systems/progression';

export type { AbilityCondition };
export type AbilityKind = AbilityEffectDef['kind'];
export type PoolResource = AbilityDef['cost']['resource'];

export { ABILITY_SLOT_COUNT, DEFAULT_LOADOUT, LOADOUT_NAME_MAX, MAX_LOADOUTS };

/** The auto-use conditions as the player reads them, in the core's order. */
export const CONDITION_LABELS: Readonly<Record<AbilityCondition, string>> = {
  always: 'Whenever ready',
  healthBelow50: 'Below 50% health',
  healthBelow30: 'Below 30% health',
  enemyIsBoss: 'Against bosses',
  enemyHealthAbove50: 'Enemy above 50% health',
  enemyHealthBelow30: 'Enemy below 30% health',
  comboPointsFull: 'At 5 combo points',
};

export const CONDITION_OPTIONS: readonly { value: AbilityCondition; label: string }[] = ABILITY_CONDITIONS.map(
  (value) => ({ value, label: CONDITION_LABELS[value] }),
);

export function isAbilityCondition(value: string): value is AbilityCondition {
  return (ABILITY_CONDITIONS as readonly string[]).includes(value);
}

export const KIND_LABELS: Readonly<Record<AbilityKind, string>> = {
  damage: 'Strike',
  finisher: 'Finisher',
  heal: 'Heal',
  dot: 'Damage over time',
  shield: 'Ward',
  buff: 'Buff',
  debuff: 'Curse',
};

const RESOURCE_LABELS: Readonly<Record<Exclude<PoolResource, 'none'>, string>> = {
  mana: 'mana',
  energy: 'energy',
  comboPoints: 'combo points',
};

export interface AbilityStatsView {
  uses: number;
  damage: number;
  healing: number;
}

export interface AbilityCardView {
  id: string;
  name: string;
  description: string;
  skill: SkillId;
  skillName: string;
  visual: AbilityVisual;
  kind: AbilityKind;
  kindLabel: string;
  /** "25 energy", "3 combo points", "Free". */
  costLabel: string;
  costResource: PoolResource;
  /** "6 s cooldown". */
  cooldownLabel: string;
  unlocked: boolean;
  unlockLevel: number;
  /** The hunter's level in the ability's skill. */
  skillLevel: number;
  /** The rank it fires at now (rank 1 when still locked: what it would be on unlocking). */
  rank: number;
  maxRank: number;
  /** "Rank 2 / 5" (null while locked). */
  rankLabel: string | null;
  /** "Rank 3 at Bladework 47", "Highest rank", or null while locked. */
  nextRankLabel: string | null;
  /** What it does at `rank`, in numbers: "2.05x hit, +1 combo point". */
  effectText: string;
  /** "Unlocks at Witchcraft 40 (you: 12)", or null once learned. */
  lockedText: string | null;
  stats: AbilityStatsView;
  condition: AbilityCondition;
  conditionLabel: string;
  /** Slot index 0..7 when equipped, else null. */
  equippedSlot: number | null;
}

export interface SkillAbilitiesView {
  skill: SkillId;
  name: string;
  level: number;
  learned: number;
  abilities: AbilityCardView[];
}

export interface AbilitySlotView {
  index: number;
  /** What the player reads and presses in manual mode: 1..8. */
  number: number;
  ability: { id: string; name: string; visual: AbilityVisual; kind: AbilityKind } | null;
}

export interface LoadoutView {
  name: string;
  isActive: boolean;
  isDefault: boolean;
  /** How many of its slots hold an ability. */
  filled: number;
}

export interface PriorityRowView {
  abilityId: string;
  name: string;
  visual: AbilityVisual;
  kind: AbilityKind;
  /** 1-based place in the auto-use order. */
  position: number;
  slotNumber: number;
  condition: AbilityCondition;
  conditionLabel: string;
}

/** An ability within reach: what to train, to what level, to learn it. */
export interface UpcomingUnlockView {
  abilityId: string;
  abilityName: string;
  skill: SkillId;
  skillName: string;
  level: number;
  skillLevel: number;
}

export interface AbilitiesPageView {
  slots: AbilitySlotView[];
  loadouts: LoadoutView[];
  activeLoadout: string;
  canSaveLoadout: boolean;
  /** Equipped abilities in auto-use order. */
  priorities: PriorityRowView[];
  manualMode: boolean;
  learned: number;
  total: number;
  /** The closest unlocks (fewest levels to go; ties kept, at most 3). */
  upcoming: UpcomingUnlockView[];
  skills: SkillAbilitiesView[];
}

export interface PoolView {
  current: number;
  max: number;
}

export interface AbilityPoolsView {
  mana: PoolView;
  energy: PoolView;
  comboPoints: PoolView;
}

const SKILL_ORDER = [...SKILLS].sort((a, b) => a.sortOrder - b.sortOrder);
const SKILL_NAMES = Object.fromEntries(SKILLS.map((skill) => [skill.id, skill.name])) as Record<SkillId, string>;

/** Multipliers to at most two decimals, without trailing zeros: 2.05, 1.6, 0.33. */
function times(value: number): string {
  return `${Math.round(value * 100) / 100}x`;
}

/** Percentages and seconds to at most one decimal: 15, 1.5. */
function decimal(value: number): string {
  return `${Math.round(value * 10) / 10}`;
}

function seconds(ms: number): string {
  return `${decimal(ms / 1000)} s`;
}

function hit(school: 'physical' | 'spell'): string {
  return school === 'spell' ? 'spell hit' : 'hit';
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * What an ability does at a rank, in numbers, following the core's handlers (abilities.ts): ranked
 * multipliers and percents, ticks, durations. `comboPointsMax` sizes a finisher's best case.
 */
export function abilityEffectText(effect: AbilityEffectDef, rank: number, comboPointsMax: number): string {
  switch (effect.kind) {
    case 'damage': {
      const parts = [`${times(ranked(effect.multiplier, effect.perRank, rank))} ${hit(effect.school)}`];
      if (effect.comboPointsGained) parts.push(`+${plural(effect.comboPointsGained, 'combo point', 'combo points')}`);
      if (effect.chillMs) parts.push(`delays the enemy's next attack ${seconds(effect.chillMs)}`);
      return parts.join(', ');
    }
    case 'finisher': {
      const perPoint = effect.multiplierPerPoint + effect.perRank * (rank - 1);
      return (
        `${times(perPoint)} ${hit(effect.school)} per combo point spent, needs ${effect.minPoints}+ ` +
        `(${times(perPoint * comboPointsMax)} at ${comboPointsMax})`
      );
    }
    case 'heal':
      return (
        `heals ${decimal(ranked(effect.percent, effect.perRank, rank))}% max health, ` +
        `only below ${decimal(effect.belowHealthShare * 100)}% health`
      );
    case 'dot': {
      const tick = times(ranked(effect.tickMultiplier, effect.perRank, rank));
      const span = seconds(effect.ticks * effect.intervalMs);
      const bites = `${effect.ticks} bites of ${tick} ${hit(effect.school)} over ${span}`;
      return effect.multiplier > 0 ? `${times(effect.multiplier)} ${hit(effect.school)}, then ${bites}` : bites;
    }
    case 'shield':
      return (
        `ward of ${decimal(ranked(effect.percent, effect.perRank, rank))}% max health ` +
        `for ${seconds(effect.durationMs)}`
      );
    case 'buff': {
      const percent = decimal(ranked(effect.percent, effect.perRank, rank));
      const what = {
        damage: `+${percent}% damage`,
        haste: `${percent}% faster attacks`,
        crit: `+${percent}% crit chance`,
      }[effect.stat];
      return `${what} for ${seconds(effect.durationMs)}`;
    }
    case 'debuff': {
      const percent = decimal(ranked(effect.percent, effect.perRank, rank));
      const what =
        effect.stat === 'expose'
          ? `exposes: +${percent}% damage taken for ${seconds(effect.durationMs)}`
          : `weakens: -${percent}% damage dealt for ${seconds(effect.durationMs)}`;
      return effect.multiplier > 0 ? `${times(effect.multiplier)} ${hit(effect.school)}, then ${what}` : what;
    }
  }
}

export function costLabel(cost: AbilityDef['cost']): string {
  if (cost.resource === 'none' || cost.amount <= 0) return 'Free';
  if (cost.resource === 'comboPoints') return plural(cost.amount, 'combo point', 'combo points');
  return `${cost.amount} ${RESOURCE_LABELS[cost.resource]}`;
}

/** The level of `skill` at which `rank` comes (rank 1 at the unlock level, one more every 15 levels). */
export function levelForRank(unlockLevel: number, rank: number): number {
  return unlockLevel + LEVELS_PER_ABILITY_RANK * (rank - 1);
}

function abilityCard(world: ReadonlyWorld, ability: AbilityDef, comboPointsMax: number): AbilityCardView {
  const skillLevel = world.skills[ability.skillSource].level;
  const skillName = SKILL_NAMES[ability.skillSource];
  const learned = world.abilities.unlocked[ability.id];
  const rank = learned ? learned.currentRank : 1;
  const maxRank = learned?.maxRank ?? ability.maxRank;
  // The next rank comes from the skill level, as the core raises it (abilityRankFor).
  const reachableRank = abilityRankFor(skillLevel, ability.unlockLevel, maxRank);
  const nextRank = Math.max(rank, reachableRank) + 1;
  const nextRankLabel = !learned
    ? null
    : nextRank > maxRank
      ? 'Highest rank'
      : `Rank ${nextRank} at ${skillName} ${levelForRank(ability.unlockLevel, nextRank)}`;
  const slot = world.abilities.equipped.indexOf(ability.id);
  const condition = world.abilities.conditions[ability.id] ?? 'always';
  const stats = world.abilities.statistics[ability.id];
  return {
    id: ability.id,
    name: ability.name,
    description: ability.description,
    skill: ability.skillSource,
    skillName,
    visual: ability.visual,
    kind: ability.effect.kind,
    kindLabel: KIND_LABELS[ability.effect.kind],
    costLabel: costLabel(ability.cost),
    costResource: ability.cost.resource,
    cooldownLabel: `${seconds(ability.cooldownMs)} cooldown`,
    unlocked: Boolean(learned),
    unlockLevel: ability.unlockLevel,
    skillLevel,
    rank,
    maxRank,
    rankLabel: learned ? `Rank ${rank} / ${maxRank}` : null,
    nextRankLabel,
    effectText: abilityEffectText(ability.effect, rank, comboPointsMax),
    lockedText: learned ? null : `Unlocks at ${skillName} ${ability.unlockLevel} (you: ${skillLevel})`,
    stats: { uses: stats?.uses ?? 0, damage: stats?.damage ?? 0, healing: stats?.healing ?? 0 },
    condition,
    conditionLabel: CONDITION_LABELS[condition],
    equippedSlot: slot >= 0 ? slot : null,
  };
}

function upcomingUnlocks(world: ReadonlyWorld): UpcomingUnlockView[] {
  const locked = SKILL_ORDER.flatMap((skill) =>
    ABILITIES_BY_SKILL[skill.id]
      .filter((ability) => !world.abilities.unlocked[ability.id])
      .map((ability) => ({ ability, gap: ability.unlockLevel - world.skills[skill.id].level })),
  );
  if (locked.length === 0) return [];
  const closest = Math.min(...locked.map((entry) => entry.gap));
  return locked
    .filter((entry) => entry.gap === closest)
    .slice(0, 3)
    .map(({ ability }) => ({
      abilityId: ability.id,
      abilityName: ability.name,
      skill: ability.skillSource,
      skillName: SKILL_NAMES[ability.skillSource],
      level: ability.unlockLevel,
      skillLevel: world.skills[ability.skillSource].level,
    }));
}

export function selectAbilitiesPage(world: ReadonlyWorld): AbilitiesPageView {
  const abilities = world.abilities;
  const comboPointsMax = world.resourcePools.comboPoints.max;
  const skills = SKILL_ORDER.map((skill) => {
    const cards = ABILITIES_BY_SKILL[skill.id].map((ability) => abilityCard(world, ability, comboPointsMax));
    return {
      skill: skill.id,
      name: skill.name,
      level: world.skills[skill.id].level,
      learned: cards.filter((card) => card.unlocked).length,
      abilities: cards,
    };
  });
  const slots = Array.from({ length: ABILITY_SLOT_COUNT }, (_, index): AbilitySlotView => {
    const ability = ABILITIES_BY_ID[abilities.equipped[index] ?? ''];
    return {
      index,
      number: index + 1,
      ability: ability
        ? { id: ability.id, name: ability.name, visual: ability.visual, kind: ability.effect.kind }
        : null,
    };
  });
  const priorities = autoUseOrder(world).flatMap((id, index): PriorityRowView[] => {
    const ability = ABILITIES_BY_ID[id];
    if (!ability) return [];
    const condition = abilities.conditions[id] ?? 'always';
    return [
      {
        abilityId: id,
        name: ability.name,
        visual: ability.visual,
        kind: ability.effect.kind,
        position: index + 1,
        slotNumber: abilities.equipped.indexOf(id) + 1,
        condition,
        conditionLabel: CONDITION_LABELS[condition],
      },
    ];
  });
  return {
    slots,
    loadouts: abilities.loadouts.map((loadout) => ({
      name: loadout.name,
      isActive: loadout.name === abilities.activeLoadout,
      isDefault: loadout.name === DEFAULT_LOADOUT,
      filled: loadout.slots.filter((id) => id !== null).length,
    })),
    activeLoadout: abilities.activeLoadout,
    canSaveLoadout: abilities.loadouts.length < MAX_LOADOUTS,
    priorities,
    manualMode: abilities.manualMode,
    learned: skills.reduce((sum, skill) => sum + skill.learned, 0),
    total: skills.reduce((sum, skill) => sum + skill.abilities.length, 0),
    upcoming: upcomingUnlocks(world),
    skills,
  };
}

/**
 * A cheap fingerprint of everything `selectAbilitiesPage` reads (skill levels, the build, the
 * statistics): the page rebuilds its view only when it changes, not on every tick of a fight.
 */
export function abilitiesPageKey(world: ReadonlyWorld): string {
  const abilities = world.abilities;
  const parts: (string | number)[] = [
    SKILL_ORDER.map((skill) => world.skills[skill.id].level).join(),
    Object.values(abilities.unlocked)
      .map((entry) => `${entry.id}:${entry.currentRank}/${entry.maxRank}`)
      .join(),
    abilities.equipped.join(),
    abilities.loadouts.map((loadout) => `${loadout.name}:${loadout.slots.join()}`).join('|'),
    abilities.activeLoadout,
    abilities.autoUsePriorities.join(),
    Object.entries(abilities.conditions)
      .map(([id, condition]) => `${id}:${condition}`)
      .join(),
    abilities.manualMode ? 1 : 0,
    Object.entries(abilities.statistics)
      .map(([id, stats]) => `${id}:${stats.uses}:${stats.damage}:${stats.healing}`)
      .join(),
    world.resourcePools.comboPoints.max,
  ];
  return parts.join('\u0000');
}

/** The pools abilities spend, whole numbers (their fractions of regeneration are not shown). */
export function selectAbilityPools(world: ReadonlyWorld): AbilityPoolsView {
  const pool = (value: { current: number; max: number }): PoolView => ({
    current: Math.floor(value.current),
    max: Math.floor(value.max),
  });
  const pools = world.resourcePools;
  return { mana: pool(pools.mana), energy: pool(pools.energy), comboPoints: pool(pools.comboPoints) };
}

export function abilityPoolsKey(world: ReadonlyWorld): string {
  const { mana, energy, comboPoints } = selectAbilityPools(world);
  return [mana, energy, comboPoints].map((pool) => `${pool.current}/${pool.max}`).join(' ');
}
