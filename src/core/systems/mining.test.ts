import { describe, expect, it } from 'vitest';
import { MINING_NODES_BY_ID } from '../content-index';
import type { GameEvent } from '../events';
import { addItem } from '../inventory';
import { applyOfflineProgress } from '../offline';
import type { GameState } from '../state-types';
import { step } from '../step';
import { createTestWorld, stepUntil } from '../testing/fixtures';
import { cloneWorld, serializeWorld } from '../world';
import { MINING_COMMAND_MESSAGES } from './mining';
import { harvestDurationMs, harvestXp, MINING_MESSAGES } from './mining-rules';

const SEEP = 'rift_edge_mana_seep';
const MINUTE = 60_000;

const reply = (world: GameState, command: object) => step(world, [command]).replies[0];
const ofType = <T extends GameEvent['type']>(events: readonly GameEvent[], type: T) =>
  events.filter((event): event is Extract<GameEvent, { type: T }> => event.type === type);

function material(world: GameState, itemId: string): number {
  return world.resources.materials[itemId] ?? 0;
}

describe('starting and stopping (spec 001 §5)', () => {
  it('refuses unknown nodes, a fight under way, a low level, then starts and refuses a second start here', () => {
    const world = createTestWorld();
    expect(reply(world, { type: 'startMining', nodeId: 'nowhere' })).toEqual({
      ok: false,
      message: 'Unknown mining node: nowhere',
    });
    const deep = Object.values(MINING_NODES_BY_ID).find((node) => node!.levelRequirement > 1)!;
    expect(reply(world, { type: 'startMining', nodeId: deep.id })).toEqual({
      ok: false,
      message: `Level ${deep.levelRequirement} required to mine ${deep.name}`,
    });
    reply(world, { type: 'startCombat', areaId: 'tutorial_rift' });
    expect(reply(world, { type: 'startMining', nodeId: SEEP })).toEqual({
      ok: false,
      message: 'Stop fighting before you start mining',
    });
    reply(world, { type: 'stopCombat' });
    const started = step(world, [{ type: 'startMining', nodeId: SEEP }]);
    expect(started.replies[0]).toEqual({ ok: true });
    expect(ofType(started.events, 'miningStarted')).toHaveLength(1);
    expect(world.activity.current).toEqual({ type: 'mining', targetId: SEEP });
    expect(reply(world, { type: 'startMining', nodeId: SEEP })).toEqual({ ok: false, message: 'Already mining here' });
  });

  it('stops on request without paying the harvest under way, and says when there is nothing to stop', () => {
    const world = createTestWorld();
    reply(world, { type: 'startMining', nodeId: SEEP });
    const stopped = step(world, [{ type: 'stopMining' }]);
    expect(ofType(stopped.events, 'miningStopped')).toEqual([
      { type: 'miningStopped', nodeId: SEEP, reason: 'manual', message: null },
    ]);
    expect(world.mining.currentActivity).toBeNull();
    expect(world.activity.current).toBeNull();
    expect(world.mining.totalHarvests).toBe(0);
    expect(reply(world, { type: 'stopMining' })).toEqual({ ok: false, message: 'Not mining' });
  });
});

describe('harvesting online', () => {
  it('pays loot, Survival XP and depletion at the end time, then starts the next harvest at once', () => {
    const world = createTestWorld();
    const node = MINING_NODES_BY_ID[SEEP]!;
    reply(world, { type: 'startMining', nodeId: SEEP });
    const harvest = world.mining.currentActivity!;
    expect(harvest.endTime - harvest.startTime).toBe(harvestDurationMs(node, world.skills.survival.level, 0));
    const expected = harvest.expectedLoot.map((loot) => ({ ...loot }));
    const before = Object.fromEntries(expected.map((loot) => [loot.itemId, material(world, loot.itemId)]));
    const events = stepUntil(world, (tick) => tick.some((event) => event.type === 'harvestCompleted'));
    const [done] = ofType(events, 'harvestCompleted');
    expect(done).toMatchObject({ nodeId: SEEP, loot: expected, xp: harvestXp(node), personalDepletion: 0.1 });
    expect(done!.globalDepletion).toBeCloseTo(0.05);
    for (const loot of expected) expect(material(world, loot.itemId)).toBe(before[loot.itemId]! + loot.quantity);
    expect(world.skills.survival.experience).toBe(harvestXp(node));
    expect(world.mining.nodeProgress[SEEP]).toMatchObject({ totalHarvests: 1, harvestsThisHour: 1 });
    // The next harvest began at the end time of the last.
    expect(world.mining.currentActivity?.startTime).toBe(harvest.endTime);
    expect(ofType(events, 'miningStarted').at(-1)?.startedAt).toBe(harvest.endTime);
  });

  it('runs harvest after harvest until the node is depleted, and says so', () => {
    const world = createTestWorld();
    const node = MINING_NODES_BY_ID[SEEP]!;
    reply(world, { type: 'startMining', nodeId: SEEP });
    const events = stepUntil(world, (tick) => tick.some((event) => event.type === 'miningStopped'));
    const harvests = ofType(events, 'harvestCompleted');
    expect(harvests).toHaveLength(Math.ceil(1 / node.depletionRate));
    expect(harvests.at(-1)).toMatchObject({ depleted: true, personalDepletion: 1 });
    expect(ofType(events, 'miningStopped')).toEqual([
      {
        type: 'miningStopped',
        nodeId: SEEP,
        reason: 'depleted',
        message: `${node.name} is depleted; it returns after its respawn time`,
      },
    ]);
    expect(world.mining.currentActivity).toBeNull();
    expect(reply(world, { type: 'startMining', nodeId: SEEP })).toMatchObject({ ok: false });
    // Once its respawn time has passed it can be worked again, with global depletion lowered by 0.5.
    const lastMined = world.mining.nodeProgress[SEEP]!.lastMinedAt!;
    world.sim.nowMs = lastMined + node.respawnMinutes * MINUTE;
    expect(reply(world, { type: 'startMining', nodeId: SEEP })).toEqual({ ok: true });
    expect(world.mining.nodeProgress[SEEP]).toMatchObject({ personalDepletion: 0, globalDepletion: 0 });
  });

  it('gives up the node when a fight starts', () => {
    const world = createTestWorld();
    reply(world, { type: 'startMining', nodeId: SEEP });
    const events = step(world, [{ type: 'startCombat', areaId: 'tutorial_rift' }]).events;
    expect(ofType(events, 'miningStopped')).toEqual([
      { type: 'miningStopped', nodeId: SEEP, reason: 'combat', message: null },
    ]);
    expect(world.activity.current).toEqual({ type: 'combat', targetId: 'tutorial_rift' });
  });
});

describe('a full inventory', () => {
  it('ends mining when a harvest does not fit, online and away, saying so', () => {
    const fill = (world: GameState) => {
      for (const line of MINING_NODES_BY_ID[SEEP]!.loot) world.resources.materials[line.itemId] = 999;
    };
    const online = createTestWorld();
    fill(online);
    reply(online, { type: 'startMining', nodeId: SEEP });
    const events = stepUntil(online, (tick) => tick.some((event) => event.type === 'miningStopped'));
    expect(ofType(events, 'miningStopped')).toEqual([
      { type: 'miningStopped', nodeId: SEEP, reason: 'full', message: MINING_MESSAGES.full },
    ]);

    const away = createTestWorld();
    reply(away, { type: 'startMining', nodeId: SEEP });
    fill(away);
    const gains = applyOfflineProgress(away, 60 * MINUTE)!;
    expect(gains.mining).toMatchObject({ harvests: 1, stoppedReason: MINING_MESSAGES.full });
    expect(away.mining.currentActivity).toBeNull();
  });
});

describe('the mining speed bonus (spec 001 §9)', () => {
  it('takes gear and spent Endurance off the harvest time', () => {
    const world = createTestWorld();
    const node = MINING_NODES_BY_ID[SEEP]!;
    world.attributes.allocated.endurance = 10;
    world.player.level = 20;
    addItem(world, 'forgehand_gauntlets', 1);
    const gloves = world.inventory.items.find((entry) => entry.itemId === 'forgehand_gauntlets')!;
    expect(reply(world, { type: 'equip', inventoryItemId: gloves.id, slot: 'gloves' })).toEqual({ ok: true });
    reply(world, { type: 'startMining', nodeId: SEEP });
    const harvest = world.mining.currentActivity!;
    // 6% from the gauntlets and 10 x 0.5% from Endurance.
    expect(harvest.endTime - harvest.startTime).toBe(harvestDurationMs(node, world.skills.survival.level, 11));
    expect(harvest.endTime - harvest.startTime).toBeLessThan(harvestDurationMs(node, world.skills.survival.level, 0));
  });
});

describe('time away (spec 001 §9)', () => {
  it('pays the harvest under way, then one per 60 s of effective time until depleted, and ends', () => {
    const world = createTestWorld();
    const node = MINING_NODES_BY_ID[SEEP]!;
    reply(world, { type: 'startMining', nodeId: SEEP });
    const materialsBefore = Object.values(world.resources.materials).reduce((sum, count) => sum + count, 0);
    // Two hours away at the 0.5 multiplier: an hour of effective time, far more than 10 harvests need.
    const gains = applyOfflineProgress(world, 120 * MINUTE)!;
    expect(gains.mining).toMatchObject({ nodeId: SEEP, harvests: 10, xp: 10 * harvestXp(node) });
    const looted = gains.mining!.loot.reduce((sum, row) => sum + row.quantity, 0);
    const materialsAfter = Object.values(world.resources.materials).reduce((sum, count) => sum + count, 0);
    expect(materialsAfter - materialsBefore).toBe(looted);
    expect(world.mining.currentActivity).toBeNull();
    expect(world.activity.current).toBeNull();
    expect(world.mining.nodeProgress[SEEP]).toMatchObject({ personalDepletion: 1, totalHarvests: 10 });
    expect(gains.summary).toContain(
      `⛏️ Mined ${node.name} 10 times (+${10 * harvestXp(node)} Survival XP). ${MINING_MESSAGES.depleted(node.name)}.`,
    );
  });

  it('goes on at the node when the time runs out before it is depleted, still counting the harvests asked for', () => {
    const world = createTestWorld();
    reply(world, { type: 'startMining', nodeId: SEEP, harvests: 8 });
    const first = world.mining.currentActivity!;
    const away = 10 * MINUTE;
    const gains = applyOfflineProgress(world, away)!;
    const done = gains.mining!.harvests;
    expect(done).toBe(1 + Math.floor((first.startTime + away / 2 - first.endTime) / MINUTE));
    expect(gains.mining!.endedAt).toBeNull();
    // A fresh harvest from the return, for what is left of the 8.
    expect(world.mining.currentActivity).toMatchObject({ nodeId: SEEP, startTime: world.sim.nowMs });
    expect(world.mining.currentActivity!.remaining).toBe(8 - done - 1);
  });

  it('stops after the harvests asked for, online and away', () => {
    const online = createTestWorld();
    reply(online, { type: 'startMining', nodeId: SEEP, harvests: 2 });
    const events = stepUntil(online, (tick) => tick.some((event) => event.type === 'miningStopped'));
    expect(ofType(events, 'harvestCompleted')).toHaveLength(2);
    expect(ofType(events, 'miningStopped')).toEqual([
      { type: 'miningStopped', nodeId: SEEP, reason: 'done', message: null },
    ]);
    expect(online.mining.currentActivity).toBeNull();

    const away = createTestWorld();
    reply(away, { type: 'startMining', nodeId: SEEP, harvests: 3 });
    const gains = applyOfflineProgress(away, 120 * MINUTE)!;
    expect(gains.mining).toMatchObject({ harvests: 3, stoppedReason: null });
    expect(away.mining.currentActivity).toBeNull();
  });

  it('refuses a number of harvests that is not 1 to 999', () => {
    for (const harvests of [0, 1.5, 1000, -2])
      expect(reply(createTestWorld(), { type: 'startMining', nodeId: SEEP, harvests })).toEqual({
        ok: false,
        message: MINING_COMMAND_MESSAGES.badHarvests,
      });
  });

  it('counts only the effective time: 5 minutes effective gives the harvest under way and 4 more', () => {
    const world = createTestWorld();
    reply(world, { type: 'startMining', nodeId: SEEP });
    const harvest = world.mining.currentActivity!;
    const away = 10 * MINUTE;
    const gains = applyOfflineProgress(world, away)!;
    const effectiveEnd = harvest.startTime + away / 2;
    expect(gains.mining!.harvests).toBe(1 + Math.floor((effectiveEnd - harvest.endTime) / MINUTE));
  });

  it('is the same whether caught up event to event or tick by tick', () => {
    const world = createTestWorld('base', 7);
    reply(world, { type: 'startMining', nodeId: SEEP });
    const a = cloneWorld(world);
    const b = cloneWorld(world);
    expect(applyOfflineProgress(a, 45 * MINUTE, undefined, { mode: 'events' })).toEqual(
      applyOfflineProgress(b, 45 * MINUTE, undefined, { mode: 'ticks' }),
    );
    expect(serializeWorld(a)).toBe(serializeWorld(b));
  });
});
