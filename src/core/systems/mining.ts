/**
 * Mining (spec 001 §4, §5, §9; ruling 1: it trains survival). A harvest runs to its end time, pays its
 * loot (rolled when it starts, so the scene and the page can show it coming) and Survival XP, and
 * depletes the node; the next harvest starts at once while the node allows it, as an idle game does.
 * Time away: the harvest under way completes if its end passed, then one harvest per 60 s of the
 * effective time until the node is depleted, and the activity ends (spec 001 §9). Formulas are in
 * mining-rules.ts.
 */
import type { MiningNodeDef } from '@/content/types';
import { MINING_NODES_BY_ID } from '../content-index';
import type { GameEvent, MiningStopReason } from '../events';
import { receiveItem } from '../inventory';
import { asSentence, formatNumber } from '../offline-summary';
import { computeDerivedStats } from '../stats';
import type { SeededRandom } from '../rng';
import type { GameState } from '../state-types';
import type { StepContext } from '../context';
import { eventMultiplier } from '../timed-events';
import { defineSystem, type OfflineReport, type OfflineSpan } from '../system';
import {
  harvestDurationMs,
  harvestsUntilDepleted,
  harvestXp,
  isDepleted,
  MINING,
  MINING_MESSAGES,
  miningStartRefusal,
  newNodeProgress,
  recordHarvest,
  refreshNode,
  rollHarvestLoot,
} from './mining-rules';
import { grantSkillXp, PROGRESSION_EVENTS } from './progression';
import { isGoalCount, queueOwns } from './activity-queue-rules';

export interface OfflineMiningResult {
  nodeId: string;
  /** Harvests completed while away (the one under way included). */
  harvests: number;
  loot: { itemId: string; quantity: number }[];
  xp: number;
  /** Where mining stopped on the progress clock away (depleted, or the harvests asked for done); null: still mining. */
  endedAt: number | null;
  /** Why it stopped: the node's refusal, or null when the harvests asked for were done (or it goes on). */
  stoppedReason: string | null;
}

type MiningCommands = {
  readonly startMining: { nodeId: string; harvests?: number };
  readonly stopMining: Record<never, never>;
};

export const MINING_COMMAND_MESSAGES = {
  fighting: 'Stop fighting before you start mining',
  crafting: 'Finish or cancel your craft before you start mining',
  alreadyHere: 'Already mining here',
  notMining: 'Not mining',
  badHarvests: 'Harvests must be a whole number from 1 to 999',
} as const;

function progressOf(world: GameState, nodeId: string) {
  return (world.mining.nodeProgress[nodeId] ??= newNodeProgress(nodeId));
}

/** A harvest's XP as it starts (or, away, as it ends): Deepvein Monday's +25% when it runs (timed-events.ts). */
function eventHarvestXp(node: MiningNodeDef, atMs: number, context: StepContext): number {
  return Math.round(harvestXp(node) * eventMultiplier('miningXp', atMs, context));
}

function beginHarvest(
  world: GameState,
  node: MiningNodeDef,
  atMs: number,
  random: SeededRandom,
  events: GameEvent[],
  context: StepContext,
  remaining?: number,
): void {
  const progress = progressOf(world, node.id);
  const survival = world.skills.survival.level;
  const endsAt = atMs + harvestDurationMs(node, survival, computeDerivedStats(world).miningSpeedBonus);
  world.mining.currentActivity = {
    nodeId: node.id,
    startTime: atMs,
    endTime: endsAt,
    expectedLoot: rollHarvestLoot(node, survival, progress.globalDepletion, random),
    xp: eventHarvestXp(node, atMs, context),
    ...(remaining === undefined ? {} : { remaining }),
  };
  world.activity.current = { type: 'mining', targetId: node.id };
  events.push({ type: 'miningStarted', nodeId: node.id, startedAt: atMs, endsAt });
}

function endMining(
  world: GameState,
  nodeId: string,
  reason: MiningStopReason,
  message: string | null,
  events: GameEvent[],
): void {
  world.mining.currentActivity = null;
  if (world.activity.current?.type === 'mining') world.activity.current = null;
  events.push({ type: 'miningStopped', nodeId, reason, message });
}

/** Pays the harvest under way (loot, XP, depletion) at its end time and clears it. */
function payHarvest(
  world: GameState,
  events: GameEvent[],
): (Omit<OfflineMiningResult, 'endedAt' | 'stoppedReason'> & { pouched: number }) | null {
  const harvest = world.mining.currentActivity;
  if (!harvest) return null;
  let pouched = 0;
  for (const loot of harvest.expectedLoot) pouched += receiveItem(world, loot.itemId, loot.quantity).pouched;
  const xp = grantSkillXp(world, 'survival', harvest.xp, 'mining', events);
  world.mining.totalHarvests += 1;
  const node = MINING_NODES_BY_ID[harvest.nodeId];
  const progress = world.mining.nodeProgress[harvest.nodeId];
  if (node && progress) recordHarvest(node, progress, harvest.endTime);
  else if (progress) {
    // A node no longer in the content: count the harvest, nothing more to deplete.
    progress.totalHarvests += 1;
    progress.lastMinedAt = harvest.endTime;
  }
  world.mining.currentActivity = null;
  if (world.activity.current?.type === 'mining') world.activity.current = null;
  events.push({
    type: 'harvestCompleted',
    nodeId: harvest.nodeId,
    loot: harvest.expectedLoot.map((loot) => ({ ...loot })),
    pouched,
    xp,
    personalDepletion: progress?.personalDepletion ?? 0,
    globalDepletion: progress?.globalDepletion ?? 0,
    depleted: progress ? isDepleted(progress) : false,
  });
  return {
    nodeId: harvest.nodeId,
    harvests: 1,
    loot: harvest.expectedLoot.map((loot) => ({ ...loot })),
    xp,
    pouched,
  };
}

/** Why the next harvest of a node cannot start at `atMs`, as a stop reason and message; null when it can. */
function nextHarvestBlock(
  world: GameState,
  node: MiningNodeDef,
  atMs: number,
): { reason: MiningStopReason; message: string } | null {
  const progress = progressOf(world, node.id);
  refreshNode(node, progress, atMs);
  const message = miningStartRefusal(node, progress, world.player.level);
  if (!message) return null;
  // The same order as the start checks, so the reason matches the message.
  if (world.player.level < node.levelRequirement) return { reason: 'level', message };
  if (isDepleted(progress)) return { reason: 'depleted', message };
  return { reason: 'hourlyCap', message };
}

/** Completes the harvest under way if its end has come, and starts the next one while the node allows it. */
function advanceMining(world: GameState, random: SeededRandom, events: GameEvent[], context: StepContext): void {
  let harvest = world.mining.currentActivity;
  while (harvest && harvest.endTime <= world.sim.nowMs) {
    const endedAt = harvest.endTime;
    const paid = payHarvest(world, events);
    const node = MINING_NODES_BY_ID[harvest.nodeId];
    if (!node) return;
    if (paid && paid.pouched > 0) {
      events.push({ type: 'miningStopped', nodeId: node.id, reason: 'full', message: MINING_MESSAGES.full });
      return;
    }
    if (harvest.remaining === 0) {
      events.push({ type: 'miningStopped', nodeId: node.id, reason: 'done', message: null });
      return;
    }
    const block = nextHarvestBlock(world, node, endedAt);
    if (block) {
      events.push({ type: 'miningStopped', nodeId: node.id, reason: block.reason, message: block.message });
      return;
    }
    beginHarvest(world, node, endedAt, random, events, context, nextRemaining(harvest.remaining));
    harvest = world.mining.currentActivity;
  }
}

const nextRemaining = (remaining: number | undefined): number | undefined =>
  remaining === undefined ? undefined : remaining - 1;

/**
 * Time away (spec 001 §9): the harvest under way, then one per 60 s of effective time until depleted
 * (or until the harvests asked for are done). Mining that could go on when the time runs out starts
 * a fresh harvest at the return.
 */
export function offlineMining(
  world: GameState,
  span: { startMs: number; endMs: number; effectiveMs: number; countedMs: number; context: StepContext },
  random: SeededRandom,
  events: GameEvent[],
): OfflineMiningResult | null {
  const { startMs, endMs, effectiveMs, countedMs } = span;
  const harvest = world.mining.currentActivity;
  if (!harvest || harvest.endTime > startMs + countedMs) return null;
  const { pouched, ...first } = payHarvest(world, events)!;
  const result: OfflineMiningResult = { ...first, loot: [...first.loot], endedAt: null, stoppedReason: null };
  const stopFull = (atMs: number): OfflineMiningResult => {
    result.endedAt = atMs;
    result.stoppedReason = MINING_MESSAGES.full;
    events.push({ type: 'miningStopped', nodeId: harvest.nodeId, reason: 'full', message: MINING_MESSAGES.full });
    return result;
  };
  if (pouched > 0) return stopFull(harvest.endTime);
  const node = MINING_NODES_BY_ID[harvest.nodeId];
  if (!node) {
    result.endedAt = harvest.endTime;
    return result;
  }
  const progress = progressOf(world, node.id);
  const wanted = harvest.remaining ?? Number.POSITIVE_INFINITY;
  const secondsPerHarvest = MINING.offlineSecondsPerHarvest * 1000;
  const timeLeft = startMs + effectiveMs - harvest.endTime;
  const byTime = Math.max(0, Math.floor(timeLeft / secondsPerHarvest));
  const more = Math.min(byTime, harvestsUntilDepleted(node, progress), wanted);
  for (let index = 1; index <= more; index++) {
    const loot = rollHarvestLoot(node, world.skills.survival.level, progress.globalDepletion, random);
    let overflow = 0;
    for (const drop of loot) overflow += receiveItem(world, drop.itemId, drop.quantity).pouched;
    const endedAt = harvest.endTime + index * secondsPerHarvest;
    result.xp += grantSkillXp(world, 'survival', eventHarvestXp(node, endedAt, span.context), 'mining', events);
    recordHarvest(node, progress, harvest.endTime + index * secondsPerHarvest);
    world.mining.totalHarvests += 1;
    result.harvests += 1;
    for (const drop of loot) addLoot(result.loot, drop.itemId, drop.quantity);
    if (overflow > 0) return stopFull(harvest.endTime + index * secondsPerHarvest);
  }
  const lastAt = harvest.endTime + more * secondsPerHarvest;
  if (more >= wanted) {
    result.endedAt = lastAt;
    events.push({ type: 'miningStopped', nodeId: node.id, reason: 'done', message: null });
    return result;
  }
  // Depleted before the time ran out, or (time up) the node refuses a harvest at the return.
  const block = nextHarvestBlock(world, node, more < byTime ? lastAt : endMs);
  if (block) {
    result.endedAt = lastAt;
    result.stoppedReason = block.message;
    events.push({ type: 'miningStopped', nodeId: node.id, reason: block.reason, message: block.message });
    return result;
  }
  // The time ran out first: the hunter is back at the node, on a fresh harvest.
  beginHarvest(world, node, endMs, random, [], span.context, wanted === Infinity ? undefined : wanted - more - 1);
  return result;
}

export function miningLine(mining: OfflineMiningResult): string {
  const name = MINING_NODES_BY_ID[mining.nodeId]?.name ?? 'the node';
  const times = `${formatNumber(mining.harvests)} time${mining.harvests === 1 ? '' : 's'}`;
  const stopped = mining.stoppedReason ? ` ${asSentence(mining.stoppedReason)}` : '';
  return `⛏️ Mined ${name} ${times} (+${formatNumber(mining.xp)} Survival XP).${stopped}`;
}

function addLoot(into: { itemId: string; quantity: number }[], itemId: string, quantity: number): void {
  const held = into.find((row) => row.itemId === itemId);
  if (held) held.quantity += quantity;
  else into.push({ itemId, quantity });
}

export const miningSystem = defineSystem<'mining', MiningCommands, { mining: OfflineMiningResult | null }>({
  id: 'mining',
  commands: {
    startMining: (world, command, tick) => {
      const node = typeof command.nodeId === 'string' ? MINING_NODES_BY_ID[command.nodeId] : undefined;
      if (!node) return MINING_MESSAGES.unknownNode(String(command.nodeId));
      if (world.combat.currentAreaId !== null) return MINING_COMMAND_MESSAGES.fighting;
      if (world.crafting.currentCraft) return MINING_COMMAND_MESSAGES.crafting;
      const current = world.mining.currentActivity;
      if (current?.nodeId === node.id) return MINING_COMMAND_MESSAGES.alreadyHere;
      const harvests = command.harvests;
      if (harvests !== undefined && !isGoalCount(harvests)) return MINING_COMMAND_MESSAGES.badHarvests;
      const progress = progressOf(world, node.id);
      refreshNode(node, progress, world.sim.nowMs);
      const refusal = miningStartRefusal(node, progress, world.player.level);
      if (refusal) return refusal;
      // Another node's harvest is left unfinished: nothing is paid for it.
      if (current) endMining(world, current.nodeId, 'switched', null, tick.events);
      beginHarvest(world, node, world.sim.nowMs, tick.random, tick.events, tick.context, nextRemaining(harvests));
      return null;
    },
    stopMining: (world, _command, tick) => {
      const current = world.mining.currentActivity;
      if (!current) return MINING_COMMAND_MESSAGES.notMining;
      endMining(world, current.nodeId, 'manual', null, tick.events);
      return null;
    },
  },
  tick: (world, { events, random, context }) => {
    const current = world.mining.currentActivity;
    if (!current) return;
    // A fight started this tick takes the hunter away from the node (the harvest is not paid).
    if (world.combat.currentAreaId !== null) {
      endMining(world, current.nodeId, 'combat', null, events);
      return;
    }
    advanceMining(world, random, events, context);
  },
  emits: [...PROGRESSION_EVENTS, 'miningStarted', 'harvestCompleted', 'miningStopped'],
  offline: (world, span) =>
    queueOwns(world, 'mining') ? { gains: { mining: null }, summary: [] } : miningAway(world, span),
});

/** Time away of the harvest chain under way on its own (the activity queue calls it for one it waits behind). */
export function miningAway(world: GameState, span: OfflineSpan): OfflineReport<{ mining: OfflineMiningResult | null }> {
  const mining = offlineMining(world, span, span.random, span.events);
  return { gains: { mining }, summary: mining ? [miningLine(mining)] : [] };
}
