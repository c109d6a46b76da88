/**
 * The facts the tutorial and the Game Help panel quote (spec 000 §9 "Tutorial and help facts", DESIGN.md
 * rulings 1-4), read from the content tables and the core's constants so the help text never drifts from
 * the rules: the rank checkpoint rows, the tier table, time away, the death penalty, wraith, ability and
 * potion slots, the ten skills, the arena's and the raids' opening ranks.
 */
import { COMBAT_SKILL_IDS, HUNTER_RANKS, rankIndex, WRAITH_SLOTS, ABILITY_SLOT_COUNT } from '@/content/ids';
import type { AccountTier, HunterRank, SkillId } from '@/content/ids';
import type { SkillGroup } from '@/content/types';
import { ARENA_MIN_RANK } from '@/core/arena/rating';
import {
  ALL_AREAS,
  ALL_CHECKPOINTS,
  ALL_SKILLS,
  ALL_TIERS,
  ALL_WRAITHS,
  AREAS_BY_ID,
  SKILLS_BY_ID,
  TRIALS_BY_ID,
} from '@/core/content-index';
import {
  CATCH_UP_MULTIPLIER,
  CATCH_UP_THRESHOLD_MS,
  OFFLINE_CAP_MS,
  OFFLINE_MIN_MS,
  OFFLINE_PROGRESS_MULTIPLIER,
} from '@/core/offline';
import { RANK_COMBAT_SKILLS_REQUIRED } from '@/core/selectors';
import { DEATH_PENALTY_FROM_RANK, OFFLINE_DEATH_HEALTH } from '@/core/systems/death';
import {
  HEALTH_POTION_THRESHOLD,
  MANA_POTION_THRESHOLD,
  POTION_COOLDOWN_MS,
  POTION_SLOTS,
} from '@/core/systems/potions';
import { BOND_XP_PER_KILL, BOND_XP_PER_TOKEN, WRAITH_MAX_LEVEL } from '@/core/systems/wraith-rules';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

export interface HelpRankRow {
  rank: HunterRank;
  emoji: string;
  color: string;
  /** Both of `RANK_COMBAT_SKILLS_REQUIRED` combat skills at this level. */
  skillReqLevel: number;
  totalXpReq: number;
  flagshipRiftName: string | null;
  trialName: string | null;
  benefits: readonly string[];
}

export interface HelpTierRow {
  tier: AccountTier;
  name: string;
  paid: boolean;
  maxSkillLevel: number;
  maxRank: HunterRank;
  xpMultiplier: number;
  goldMultiplier: number;
  inventorySlotsCap: number;
  bankSlotsCap: number;
  start: { gold: number; level: number; inventorySlots: number; bankSlots: number };
}

export interface HelpSkill {
  id: SkillId;
  name: string;
  group: SkillGroup;
  description: string;
}

export interface GameHelpFacts {
  ranks: HelpRankRow[];
  /** How many of the combat skills a checkpoint asks for, and their names. */
  rankSkills: { required: number; names: string[] };
  tiers: HelpTierRow[];
  offline: {
    minMinutes: number;
    capHours: number;
    /** Progress while away runs at this share of the online speed. */
    multiplier: number;
    bonusAfterHours: number;
    bonusMultiplier: number;
  };
  death: { graceRank: HunterRank; penaltyFromRank: HunterRank; offlineDeathHealth: number };
  wraiths: { activeSlots: number; kinds: number; maxBondLevel: number; bondXpPerKill: number; bondXpPerToken: number };
  abilitySlots: number;
  potions: { slots: number; healthBelowPercent: number; manaBelowPercent: number; cooldownSeconds: number };
  skills: HelpSkill[];
  /** The rank the arena (PvP duels) opens at. */
  arenaRank: HunterRank;
  /** The lowest rank band of a raid rift, and whether raids need a paid tier. */
  raidRank: HunterRank;
  raidsPaidOnly: boolean;
  areaCount: number;
}

function rankRows(): HelpRankRow[] {
  return ALL_CHECKPOINTS.map((row) => ({
    rank: row.rank,
    emoji: row.emoji,
    color: row.color,
    skillReqLevel: row.skillReqLevel,
    totalXpReq: row.totalXpReq,
    flagshipRiftName: row.flagshipRiftId ? (AREAS_BY_ID[row.flagshipRiftId]?.name ?? row.flagshipRiftId) : null,
    trialName: row.trialId ? (TRIALS_BY_ID[row.trialId]?.name ?? row.trialId) : null,
    benefits: row.benefits,
  }));
}

function tierRows(): HelpTierRow[] {
  return ALL_TIERS.map((row) => ({
    tier: row.tier,
    name: row.name,
    paid: row.paid,
    maxSkillLevel: row.maxSkillLevel,
    maxRank: row.maxRank,
    xpMultiplier: row.xpMultiplier,
    goldMultiplier: row.goldMultiplier,
    inventorySlotsCap: row.inventorySlotsCap,
    bankSlotsCap: row.bankSlotsCap,
    start: {
      gold: row.start.gold,
      level: row.start.level,
      inventorySlots: row.start.inventorySlots,
      bankSlots: row.start.bankSlots,
    },
  }));
}

function lowestRank(ranks: readonly HunterRank[]): HunterRank {
  const lowest = Math.min(...ranks.map(rankIndex));
  return HUNTER_RANKS[lowest] ?? HUNTER_RANKS[HUNTER_RANKS.length - 1]!;
}

function computeFacts(): GameHelpFacts {
  const raids = ALL_AREAS.filter((area) => area.kind === 'raid');
  return {
    ranks: rankRows(),
    rankSkills: {
      required: RANK_COMBAT_SKILLS_REQUIRED,
      names: COMBAT_SKILL_IDS.map((skill) => SKILLS_BY_ID[skill].name),
    },
    tiers: tierRows(),
    offline: {
      minMinutes: OFFLINE_MIN_MS / MINUTE_MS,
      capHours: OFFLINE_CAP_MS / HOUR_MS,
      multiplier: OFFLINE_PROGRESS_MULTIPLIER,
      bonusAfterHours: CATCH_UP_THRESHOLD_MS / HOUR_MS,
      bonusMultiplier: CATCH_UP_MULTIPLIER,
    },
    death: {
      graceRank: HUNTER_RANKS[rankIndex(DEATH_PENALTY_FROM_RANK) - 1] ?? HUNTER_RANKS[0],
      penaltyFromRank: DEATH_PENALTY_FROM_RANK,
      offlineDeathHealth: OFFLINE_DEATH_HEALTH,
    },
    wraiths: {
      activeSlots: WRAITH_SLOTS.length,
      kinds: ALL_WRAITHS.length,
      maxBondLevel: WRAITH_MAX_LEVEL,
      bondXpPerKill: BOND_XP_PER_KILL,
      bondXpPerToken: BOND_XP_PER_TOKEN,
    },
    abilitySlots: ABILITY_SLOT_COUNT,
    potions: {
      slots: POTION_SLOTS.length,
      healthBelowPercent: Math.round(HEALTH_POTION_THRESHOLD * 100),
      manaBelowPercent: Math.round(MANA_POTION_THRESHOLD * 100),
      cooldownSeconds: POTION_COOLDOWN_MS / 1000,
    },
    skills: [...ALL_SKILLS]
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((skill) => ({ id: skill.id, name: skill.name, group: skill.group, description: skill.description })),
    arenaRank: ARENA_MIN_RANK,
    raidRank: lowestRank(raids.map((area) => area.band)),
    raidsPaidOnly: raids.length > 0 && raids.every((area) => area.paidOnly === true),
    areaCount: ALL_AREAS.length,
  };
}

let cached: GameHelpFacts | null = null;

/** The help facts; the tables never change while the game runs, so they are read once. */
export function selectGameHelpFacts(): GameHelpFacts {
  cached ??= computeFacts();
  return cached;
}
