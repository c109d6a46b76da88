/**
 * One simulated hunter from a new character of the tier to the end of the hours: the strategy's turns
 * until the clock reaches the end, samples along the way, and the report. Everything the hunter does
 * goes through the core (commands, ticks, catch-up), so the same seed gives the same report.
 */
import { GEAR_SLOTS, SKILL_IDS, type SkillId } from '@/content/ids';
import { CHECKPOINTS_BY_RANK, ITEMS } from '@/core/content-index';
import type { ReadonlyWorld } from '@/core/readonly';
import { selectNextRankRequirements, totalSkillXp } from '@/core/selectors';
import { createNewGameState } from '@/core/state';
import type { GameState } from '@/core/state-types';
import { computeDerivedStats } from '@/core/stats';
import { combatRefusal } from '@/core/systems/combat';
import { rankCapMessage } from '@/core/tiers';
import { bossOdds } from './estimates';
import { SimLedger } from './ledger';
import { BOSS_ODDS_TO_TRY } from './routine';
import { STRATEGIES, type StrategyContext } from './strategies';
import { PROMOTION_RANKS, type PromotionRank, type SimConfig, type SimReport, type SimSample } from './types';

/** 2025-01-15 09:00 UTC: the hunter's first session starts on a morning. */
export const SIM_START_MS = 1_736_931_600_000;
const HOUR_MS = 3_600_000;

export function newHunter(config: Pick<SimConfig, 'tier' | 'seed'>): GameState {
  return createNewGameState({
    userId: 'sim-player',
    email: 'hunter@example.com',
    tier: config.tier,
    nowMs: SIM_START_MS,
    seed: config.seed,
  });
}

function skillLevels(world: ReadonlyWorld): Record<SkillId, number> {
  return Object.fromEntries(SKILL_IDS.map((skill) => [skill, world.skills[skill].level])) as Record<SkillId, number>;
}

function sample(world: ReadonlyWorld, hour: number): SimSample {
  const gear: Record<string, string> = {};
  for (const slot of GEAR_SLOTS) {
    const entryId = world.equipment.slots[slot];
    const entry = entryId ? world.inventory.items.find((item) => item.id === entryId) : undefined;
    if (entry) gear[slot] = entry.itemId;
  }
  return {
    hour,
    rank: world.player.hunterRank,
    level: world.player.level,
    skills: skillLevels(world),
    totalXp: totalSkillXp(world),
    gold: world.resources.gold,
    items: world.inventory.items.length,
    potions: world.inventory.items.reduce((sum, entry) => sum + (ITEMS[entry.itemId]?.potion ? entry.quantity : 0), 0),
    materials: Object.values(world.resources.materials).reduce((sum, count) => sum + count, 0),
    gear,
    deaths: world.stats.deaths,
  };
}

/** Why a flagship rift still stands: the core's refusal to enter it, or the tries and today's odds. */
function riftReason(world: ReadonlyWorld, ledger: SimLedger, riftId: string): string {
  const refusal = combatRefusal(world, riftId);
  if (refusal) return `flagship rift ${riftId} not cleared: ${refusal}`;
  const log = ledger.rifts[riftId];
  const failure = log?.lastFailure;
  const odds = bossOdds(world, computeDerivedStats(world), riftId)?.ratio ?? 0;
  return (
    `flagship rift ${riftId} not cleared: ${log?.attempts ?? 0} tries` +
    (failure
      ? `, the last at hour ${failure.hour} (${failure.outcome}, boss health left ` +
        `${failure.bossHealthLeft ?? 'boss not reached'})`
      : '') +
    `; odds against its boss now ${odds.toFixed(2)} (tried from ${BOSS_ODDS_TO_TRY})`
  );
}

/** What the next rank still lacks at the end, in words (null at the top rank). */
function blockedBy(world: ReadonlyWorld, ledger: SimLedger): SimReport['blocked'] {
  const next = selectNextRankRequirements(world);
  if (!next) return null;
  const checkpoint = CHECKPOINTS_BY_RANK[next.rank];
  const reasons: string[] = [];
  if (next.tierBlocked) reasons.push(`tier cap: ${rankCapMessage(world.player.accountTier)}`);
  const riftId = checkpoint.flagshipRiftId;
  if (!next.riftCleared && riftId) reasons.push(riftReason(world, ledger, riftId));
  if (!next.skillsRequirement)
    reasons.push(
      `two combat skills at ${checkpoint.skillReqLevel} (met: ${next.combatSkillsMet.join(', ') || 'none'})`,
    );
  if (!next.totalXpRequirement) reasons.push(`total XP ${next.totalXp} of ${next.requiredXp}`);
  const rank = next.rank as PromotionRank;
  if (reasons.length === 0)
    reasons.push(`rank trial ${checkpoint.trialId} not won (${ledger.progress[rank].trialAttempts} attempts)`);
  return { rank: next.rank, reasons };
}

export interface RunOptions {
  /** Step every tick instead of the closed-form stretches (slow; checks them). */
  exact?: boolean;
  /** Called with each sample as it is taken (the report's samples, in order): progress for a long run. */
  onSample?: (sample: SimSample) => void;
}

export function runSimulation(config: SimConfig, options: RunOptions = {}): SimReport {
  const world = newHunter(config);
  const ledger = new SimLedger(SIM_START_MS);
  const context: StrategyContext = {
    world,
    ledger,
    seed: config.seed,
    startMs: SIM_START_MS,
    endMs: SIM_START_MS + Math.round(config.hours * HOUR_MS),
    exact: options.exact ?? false,
    farm: { key: '', areaId: null },
  };
  const turn = STRATEGIES[config.strategy];
  const samples: SimSample[] = [];
  const record = (taken: SimSample): void => {
    samples.push(taken);
    options.onSample?.(taken);
  };
  record(sample(world, 0));
  const sampleMs = config.sampleEveryHours * HOUR_MS;
  let nextSampleMs = SIM_START_MS + sampleMs;
  ledger.observe(world);
  while (world.sim.nowMs < context.endMs) {
    turn(context);
    while (world.sim.nowMs >= nextSampleMs && nextSampleMs < context.endMs) {
      record(sample(world, ledger.hoursAt(world.sim.nowMs)));
      nextSampleMs += sampleMs;
    }
  }
  record(sample(world, ledger.hoursAt(world.sim.nowMs)));
  const elapsedMs = world.sim.nowMs - SIM_START_MS;
  const byRank = <T>(pick: (rank: PromotionRank) => T) =>
    Object.fromEntries(PROMOTION_RANKS.map((rank) => [rank, pick(rank)])) as Record<PromotionRank, T>;
  return {
    tier: config.tier,
    strategy: config.strategy,
    seed: config.seed,
    hours: config.hours,
    rankHours: byRank((rank) => ledger.progress[rank].promoted),
    trialAttempts: byRank((rank) => ledger.progress[rank].trialAttempts),
    rankProgress: ledger.progress,
    rifts: ledger.rifts,
    deaths: world.stats.deaths,
    gearLost: world.deathPenalty.statistics.totalEquipmentLost,
    tickedShare: elapsedMs > 0 ? Math.round((ledger.tickedMs / elapsedMs) * 1000) / 1000 : 0,
    samples,
    finalRank: world.player.hunterRank,
    finalLevel: world.player.level,
    finalSkills: skillLevels(world),
    finalTotalXp: totalSkillXp(world),
    finalGold: world.resources.gold,
    finalWraiths: world.wraiths.bonded.map((bond) => ({
      wraithId: bond.wraithId,
      level: bond.level,
      summoned: Object.values(world.equipment.slots).includes(bond.id),
    })),
    blocked: blockedBy(world, ledger),
    tierMessages: ledger.tierMessages,
    refusals: ledger.refusals,
  };
}
