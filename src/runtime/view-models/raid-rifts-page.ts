/**
 * /game/raid-rifts (issue 13): each rank's flagship rift with the checkpoint it leads to and its
 * record, and the raid rifts (paid tiers, from rank S) with their bosses' phases and enrage, their
 * chests and lockouts. Locked rows say what opens them, in the core's own words.
 */
import type { HunterRank, Rarity } from '@/content/ids';
import {
  ALL_CHECKPOINTS,
  ALL_RAIDS,
  AREAS_BY_ID,
  BOSSES_BY_ID,
  CHECKPOINTS_BY_RANK,
  ITEMS,
  TRIALS_BY_ID,
} from '@/core/content-index';
import type { ReadonlyWorld } from '@/core/readonly';
import { combatRefusal } from '@/core/systems/combat';
import { RAID_LOCKOUT_MS, raidLockedUntil } from '@/core/systems/raid-bosses';
import type { AreaDef, RaidPhaseDef } from '@/content/types';

/** How long a raid's chest stays empty after it is opened, in hours (the raid page and its toast). */
export const RAID_LOCKOUT_HOURS = RAID_LOCKOUT_MS / 3_600_000;

export type RiftState = 'locked' | 'open' | 'cleared';

export interface RiftRecordView {
  attempts: number;
  clears: number;
  deaths: number;
  bestTimeMs: number | null;
}

interface RiftBase {
  areaId: string;
  name: string;
  description: string;
  /** The rank that opens the area. */
  band: HunterRank;
  boss: { name: string; title: string; level: number; description: string };
  state: RiftState;
  /** What opens it, when locked: the core's refusal ("Requires Hunter Rank S", the paid-tier message). */
  opensWhen: string | null;
  record: RiftRecordView;
  fightingHere: boolean;
}

export interface FlagshipRiftView extends RiftBase {
  /** The rank whose checkpoint asks for this rift's clear. */
  forRank: HunterRank;
  emoji: string;
  color: string;
  /** The checkpoint's other requirements, as the rank dialog words them. */
  requirements: string[];
}

export interface RaidPhaseView {
  name: string;
  /** The boss's health (percent) at or below which the phase begins. */
  atHealthPercent: number;
  text: string;
  /** What changes, in words ("Blows +15%, 10% faster, +3% misses"); empty when nothing does. */
  changes: string;
}

export interface RaidView extends RiftBase {
  phases: RaidPhaseView[];
  enrage: { afterMs: number; damageMultiplier: number; text: string };
  rewards: { itemId: string; name: string; rarity: Rarity; description: string }[];
  lockoutMs: number;
  /** When the chest fills again (sim time), or null: the next kill opens it. */
  chestLockedUntil: number | null;
}

export interface RaidRiftsPageView {
  rank: HunterRank;
  flagships: FlagshipRiftView[];
  raids: RaidView[];
}

const EMPTY_RECORD: RiftRecordView = { attempts: 0, clears: 0, deaths: 0, bestTimeMs: null };

/** A refusal that locks the door: rank and tier (a wounded hunter is refused too, but the rift is open). */
function opensWhen(world: ReadonlyWorld, area: AreaDef): string | null {
  return combatRefusal({ ...world, player: { ...world.player, health: Math.max(1, world.player.health) } }, area.id);
}

function riftBase(world: ReadonlyWorld, area: AreaDef): RiftBase {
  const boss = BOSSES_BY_ID[area.bossId];
  const record = world.combatStats.rifts?.[area.id];
  const lock = opensWhen(world, area);
  const cleared = world.combat.clearedRifts.includes(area.id);
  return {
    areaId: area.id,
    name: area.name,
    description: area.description,
    band: area.band,
    boss: {
      name: boss?.name ?? area.bossId,
      title: boss?.title ?? '',
      level: boss?.level ?? 0,
      description: boss?.description ?? '',
    },
    state: lock !== null ? 'locked' : cleared ? 'cleared' : 'open',
    opensWhen: lock,
    record: record
      ? { attempts: record.attempts, clears: record.clears, deaths: record.deaths, bestTimeMs: record.bestTimeMs }
      : EMPTY_RECORD,
    fightingHere: world.combat.currentAreaId === area.id,
  };
}

function percentChange(multiplier: number): number {
  return Math.round((multiplier - 1) * 100);
}

/** A phase's changes in words: stronger blows, a quicker pace, more of the hunter's blows missing. */
export function phaseChanges(phase: RaidPhaseDef): string {
  const parts: string[] = [];
  const attack = percentChange(phase.attackMultiplier);
  if (attack !== 0) parts.push(`blows ${attack > 0 ? '+' : ''}${attack}%`);
  const pace = Math.round((1 / phase.intervalMultiplier - 1) * 100);
  if (pace !== 0) parts.push(`${Math.abs(pace)}% ${pace > 0 ? 'faster' : 'slower'}`);
  if (phase.evasionBonus !== 0) parts.push(`+${phase.evasionBonus}% of your blows miss`);
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function requirements(rank: HunterRank): string[] {
  const checkpoint = CHECKPOINTS_BY_RANK[rank];
  const lines = [
    `Two combat skills at level ${checkpoint.skillReqLevel}`,
    `${checkpoint.totalXpReq.toLocaleString('en-US')} total XP`,
  ];
  const trial = checkpoint.trialId ? TRIALS_BY_ID[checkpoint.trialId] : undefined;
  if (trial) lines.push(`Rank trial: ${trial.name}`);
  return lines;
}

export function selectRaidRiftsPage(world: ReadonlyWorld): RaidRiftsPageView {
  const flagships: FlagshipRiftView[] = [];
  for (const checkpoint of ALL_CHECKPOINTS) {
    const area = checkpoint.flagshipRiftId ? AREAS_BY_ID[checkpoint.flagshipRiftId] : undefined;
    if (!area) continue;
    flagships.push({
      ...riftBase(world, area),
      forRank: checkpoint.rank,
      emoji: checkpoint.emoji,
      color: checkpoint.color,
      requirements: requirements(checkpoint.rank),
    });
  }
  const raids: RaidView[] = [];
  for (const raid of ALL_RAIDS) {
    const area = AREAS_BY_ID[raid.areaId];
    if (!area) continue;
    raids.push({
      ...riftBase(world, area),
      phases: raid.phases.map((phase) => ({
        name: phase.name,
        atHealthPercent: Math.round(phase.belowHealth * 100),
        text: phase.text,
        changes: phaseChanges(phase),
      })),
      enrage: { ...raid.enrage },
      rewards: raid.chest.flatMap((itemId) => {
        const item = ITEMS[itemId];
        return item ? [{ itemId, name: item.name, rarity: item.rarity, description: item.description }] : [];
      }),
      lockoutMs: RAID_LOCKOUT_MS,
      chestLockedUntil: raidLockedUntil(world, area.id),
    });
  }
  return { rank: world.player.hunterRank, flagships, raids };
}

/** What the page shows changes with: rank, tier, the fight, the rifts' records and the chests' locks. */
export function raidRiftsKey(world: ReadonlyWorld): string {
  const rifts = world.combatStats.rifts ?? {};
  return [
    world.player.hunterRank,
    world.player.accountTier,
    world.combat.currentAreaId ?? '-',
    world.combat.clearedRifts.length,
    ...Object.entries(rifts).map(
      ([id, record]) => `${id}:${record.attempts}:${record.clears}:${record.deaths}:${record.chestLockedUntil ?? '-'}`,
    ),
  ].join('|');
}
