/**
 * What the scripted player does at the screen between stretches, every step a command to the core:
 * kit up (outfitter.ts), start the training training-plan.ts picks, and pick where to fight: the area
 * with the most XP per hour that it can grind unattended without losing health, the flagship rift the
 * next rank needs once the odds against its boss look good, and a boss to farm for drops.
 */
import { planBonds, planSummons } from './bonds';
import { ALL_AREAS, AREAS_BY_ID, BOSSES_BY_ID, CHECKPOINTS_BY_RANK, enemyOrBoss } from '@/core/content-index';
import type { Command } from '@/core/commands';
import type { GameState } from '@/core/state-types';
import { selectNextRankRequirements } from '@/core/selectors';
import { computeDerivedStats } from '@/core/stats';
import { combatRefusal } from '@/core/systems/combat';
import { step } from '@/core/step';
import { SIM_CONTEXT } from './catch-up';
import { bossOdds, rateArea, type AreaRating } from './estimates';
import type { SimLedger } from './ledger';
import {
  fightingPower,
  gearGain,
  planAttributes,
  planEquipment,
  planGearPurchases,
  planPotionBelt,
  planPotionPurchase,
  planSales,
} from './outfitter';
import { chooseTraining, type TrainingChoice } from './training-plan';

/** Worst single fight of a grind area, as a share of max health, that the hunter accepts unattended. */
const SAFE_FIGHT_SHARE = 0.5;
/**
 * Odds (estimates.ts `bossOdds`: how long the hunter lasts over how long the boss takes, basic blows
 * only) from which it tries a rift's boss, and farms one. Measured against stepped fights (8 visits
 * each): the Ashen Wastes' boss fell 2 times at 0.36 and 5 at 0.53, the Drowned Cathedral's 1 at 0.29
 * and 4 at 0.37, the Void Throne's 0 at 0.36 and 1 at 0.55, every early boss from 1.8 on. A failed try
 * costs only a retreat and a few minutes, so the hunter tries early; it farms only what it beats.
 */
export const BOSS_ODDS_TO_TRY = 0.3;
const BOSS_ODDS_TO_FARM = 1;
/**
 * Odds against a zone's boss from which the hunter leaves a grind there running unattended: its boss
 * steps out in closed form too, at the blows' expected damage, and a fall away costs gear from rank D.
 */
const BOSS_ODDS_UNATTENDED = 2;
/** A failed rift is tried again after this much play. */
export const RIFT_RETRY_MS = 3_600_000;

/** Sends commands in one tick (none: no tick); refusals are counted in the ledger. */
export function command(world: GameState, ledger: SimLedger, commands: readonly Command[]): void {
  if (commands.length === 0) return;
  const result = step(world, commands, SIM_CONTEXT);
  ledger.ticked(world, result.events);
  for (const reply of result.replies) if (!reply.ok) ledger.refused(reply.message);
}

/** The level of the enemies the hunter is heading for: the boss of the next flagship rift (or the last). */
export function targetEnemyLevel(world: GameState): number {
  const next = selectNextRankRequirements(world);
  const riftId = next ? CHECKPOINTS_BY_RANK[next.rank].flagshipRiftId : 'abyssal_crown_rift';
  const area = riftId ? AREAS_BY_ID[riftId] : undefined;
  return (area && BOSSES_BY_ID[area.bossId]?.level) ?? world.player.level;
}

/** Store, gear, potions, attribute points, sales: each a tick of commands. */
export function outfit(world: GameState, ledger: SimLedger): void {
  const level = targetEnemyLevel(world);
  command(world, ledger, [...planGearPurchases(world, level), ...planPotionPurchase(world)]);
  command(world, ledger, planEquipment(world, level));
  command(world, ledger, [...planPotionBelt(world), ...planAttributes(world, level)]);
  command(world, ledger, planSales(world));
  command(world, ledger, planBonds(world));
  command(world, ledger, planSummons(world));
}

/** Keeps the best training for the stretch running (a fall stops it; a better activity replaces it). */
export function train(world: GameState, ledger: SimLedger, stretchMs: number): TrainingChoice | null {
  const choice = chooseTraining(world, stretchMs, targetEnemyLevel(world));
  const session = world.skillTraining.activeSession;
  if (!choice) {
    if (session) command(world, ledger, [{ type: 'stopTraining' }]);
    return null;
  }
  if (session?.activityId === choice.activityId) return choice;
  command(
    world,
    ledger,
    choice.toolsToBuy.map((itemId) => ({ type: 'buyItem', itemId, quantity: 1 })),
  );
  command(world, ledger, [
    ...(session ? [{ type: 'stopTraining' } as const] : []),
    { type: 'startTraining', skill: choice.skill, activityId: choice.activityId },
  ]);
  return choice;
}

function openAreas(world: GameState): string[] {
  return ALL_AREAS.filter((area) => combatRefusal(world, area.id) === null).map((area) => area.id);
}

/**
 * The open area with the most XP per hour where no single fight takes half the hunter's health; left
 * unattended (closed form, time away) also one where regeneration makes up for every fight and, in a
 * zone, whose boss (who steps out in closed form too) the hunter beats comfortably. Null: none.
 */
export function grindArea(world: GameState, attended: boolean): AreaRating | null {
  const derived = computeDerivedStats(world);
  let best: AreaRating | null = null;
  for (const areaId of openAreas(world)) {
    const rating = rateArea(world, derived, areaId);
    if (!rating || rating.worstFightShare > SAFE_FIGHT_SHARE || (!attended && rating.netLossPerKill > 0)) continue;
    if (
      !attended &&
      AREAS_BY_ID[areaId]?.kind === 'zone' &&
      (bossOdds(world, derived, areaId)?.ratio ?? 0) < BOSS_ODDS_UNATTENDED
    )
      continue;
    if (!best || rating.xpPerHour > best.xpPerHour) best = rating;
  }
  return best;
}

/** Fights in the area from now on (or stops fighting when there is none); staying put keeps the visit's kills. */
export function fightIn(world: GameState, ledger: SimLedger, areaId: string | null): void {
  const current = world.combat.currentAreaId;
  if (current === areaId) return;
  if (areaId === null) command(world, ledger, [{ type: 'stopCombat' }]);
  else command(world, ledger, [{ type: 'startCombat', areaId }]);
}

/** The next rank's flagship rift while it waits to be cleared, may be entered and was not just failed. */
export function pendingRift(world: GameState, ledger: SimLedger): string | null {
  const next = selectNextRankRequirements(world);
  if (!next || next.riftCleared || next.tierBlocked) return null;
  const riftId = CHECKPOINTS_BY_RANK[next.rank].flagshipRiftId;
  if (!riftId || combatRefusal(world, riftId) !== null) return null;
  const failedAt = ledger.lastRiftFailureAt[riftId];
  if (failedAt !== undefined && world.sim.nowMs - failedAt < RIFT_RETRY_MS) return null;
  const odds = bossOdds(world, computeDerivedStats(world), riftId);
  return odds && odds.ratio >= BOSS_ODDS_TO_TRY ? riftId : null;
}

/** Expected gain in power (a share) from one visit's item drops: its trash and its boss. */
function dropValue(areaId: string, gainOf: (itemId: string) => number): number {
  const area = AREAS_BY_ID[areaId];
  if (!area) return 0;
  let value = 0;
  const trashShare = area.killsForBoss / area.enemies.length;
  const sources = [
    ...area.enemies.map((enemyId) => ({ enemyId, weight: trashShare })),
    { enemyId: area.bossId, weight: 1 },
  ];
  for (const { enemyId, weight } of sources)
    for (const drop of enemyOrBoss(enemyId)?.loot.items ?? []) value += weight * drop.chance * gainOf(drop.itemId);
  return value;
}

/** What the farm choice depends on: level, rank, skills and the gear worn (not the potions or the gold). */
function farmKey(world: GameState): string {
  const skills = Object.values(world.skills).map((skill) => skill.level);
  const gear = Object.values(world.equipment.slots);
  return `${world.player.level}|${world.player.hunterRank}|${skills.join(',')}|${gear.join(',')}`;
}

/** The last farm choice and what it was made for: it holds until the hunter changes. */
export interface FarmMemo {
  key: string;
  areaId: string | null;
}

/**
 * Where to fight a boss tick by tick this window: among open areas whose enemies are safe and whose
 * boss the hunter beats comfortably, the one whose drops would improve its gear most per visit, or,
 * when no drop would, the one with the most XP per hour.
 */
export function bossFarm(world: GameState, memo: FarmMemo): string | null {
  const key = farmKey(world);
  if (memo.key === key) return memo.areaId;
  const derived = computeDerivedStats(world);
  const enemyLevel = targetEnemyLevel(world);
  const basePower = fightingPower(world, enemyLevel);
  const gains = new Map<string, number>();
  const gainOf = (itemId: string): number => {
    let gain = gains.get(itemId);
    if (gain === undefined) gains.set(itemId, (gain = gearGain(world, itemId, enemyLevel, basePower)));
    return gain;
  };
  let byXp: AreaRating | null = null;
  let byDrops: { areaId: string; value: number } | null = null;
  for (const areaId of openAreas(world)) {
    const rating = rateArea(world, derived, areaId);
    if (!rating || rating.worstFightShare > SAFE_FIGHT_SHARE) continue;
    const odds = bossOdds(world, derived, areaId);
    if (!odds || odds.ratio < BOSS_ODDS_TO_FARM) continue;
    if (!byXp || rating.xpPerHour > byXp.xpPerHour) byXp = rating;
    const visitSeconds = rating.secondsPerKill * (AREAS_BY_ID[areaId]!.killsForBoss + 1) + odds.fightSeconds;
    const value = dropValue(areaId, gainOf) / visitSeconds;
    if (value > 0 && (!byDrops || value > byDrops.value)) byDrops = { areaId, value };
  }
  memo.key = key;
  memo.areaId = byDrops?.areaId ?? byXp?.areaId ?? null;
  return memo.areaId;
}
