import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTIVITIES, MINING_NODES_BY_ID, RECIPES_BY_ID } from '../content-index';
import type { GameEvent } from '../events';
import { countInInventory } from '../inventory';
import { applyOfflineProgress } from '../offline';
import type { GameState } from '../state-types';
import { step } from '../step';
import { createTestWorld, stepUntil } from '../testing/fixtures';
import { cloneWorld, serializeWorld } from '../world';
import { QUEUE_MESSAGES, queueEntryLabel, queueWaitsBehind } from './activity-queue-rules';
import { MINING_MESSAGES } from './mining-rules';

const SEEP = 'rift_edge_mana_seep';
const DRILLS = 'sword_drills';
const CLOTH = RECIPES_BY_ID.sew_cloth_armor!;
const MINUTE = 60_000;

const reply = (world: GameState, command: object) => step(world, [command]).replies[0];
const enqueue = (world: GameState, activityType: string, targetId: string, goal: object = {}) =>
  reply(world, { type: 'queueActivity', activityType, targetId, ...goal });
const ofType = <T extends GameEvent['type']>(events: readonly GameEvent[], type: T) =>
  events.filter((event): event is Extract<GameEvent, { type: T }> => event.type === type);
const queueIdle = (world: GameState) => () => !world.activity.running;

function stock(world: GameState, crafts: number): void {
  for (const line of CLOTH.materials)
    world.resources.materials[line.itemId] = (world.resources.materials[line.itemId] ?? 0) + line.quantity * crafts;
}

describe('queueing (issue 12)', () => {
  it('refuses what it cannot queue, each with a clear reason, and queues nothing', () => {
    const world = createTestWorld();
    const refused = (message: string) => ({ ok: false, message });
    expect(enqueue(world, 'dance', SEEP, { count: 1 })).toEqual(refused('Unknown activity type: dance'));
    expect(enqueue(world, 'mining', 'nowhere')).toEqual(refused('Unknown mining node: nowhere'));
    expect(enqueue(world, 'training', DRILLS)).toEqual(refused(QUEUE_MESSAGES.countNeeded('training')));
    expect(enqueue(world, 'combat', 'tutorial_rift')).toEqual(refused(QUEUE_MESSAGES.countNeeded('combat')));
    expect(enqueue(world, 'combat', 'tutorial_rift', { count: 5, minutes: 10 })).toEqual(
      refused(QUEUE_MESSAGES.countNeeded('combat')),
    );
    for (const count of [0, 1.5, 1000, '3'])
      expect(enqueue(world, 'mining', SEEP, { count })).toEqual(refused(QUEUE_MESSAGES.badCount));
    expect(enqueue(world, 'mining', SEEP, { minutes: 5 })).toEqual(refused(QUEUE_MESSAGES.badCount));
    expect(world.activity.queue).toEqual([]);
  });

  it('starts at once when idle, or says why it cannot and keeps nothing', () => {
    const world = createTestWorld();
    // The geyser wants player level 5: an empty queue says so at once.
    expect(enqueue(world, 'mining', 'sputtering_mana_geyser')).toEqual({
      ok: false,
      message: MINING_MESSAGES.level(5, MINING_NODES_BY_ID.sputtering_mana_geyser!.name),
    });
    expect(world.activity.queue).toEqual([]);
    expect(enqueue(world, 'mining', SEEP, { count: 2 })).toEqual({ ok: true });
    expect(world.activity).toMatchObject({ running: true, queue: [{ type: 'mining', targetId: SEEP, count: 2 }] });
    expect(world.mining.currentActivity).toMatchObject({ nodeId: SEEP, remaining: 1 });
  });

  it('holds five activities', () => {
    const world = createTestWorld();
    for (let index = 0; index < 5; index += 1)
      expect(enqueue(world, 'training', DRILLS, { count: 1 })).toEqual({ ok: true });
    expect(enqueue(world, 'mining', SEEP)).toEqual({ ok: false, message: QUEUE_MESSAGES.full });
    expect(world.activity.queue).toHaveLength(5);
  });

  it('runs training then mining one after another, each to its goal', () => {
    const world = createTestWorld();
    enqueue(world, 'training', DRILLS, { count: 2 });
    enqueue(world, 'mining', SEEP, { count: 2 });
    const events = stepUntil(world, queueIdle(world));
    const completions = ofType(events, 'trainingCompleted');
    expect(completions.map((event) => event.activityId)).toEqual([DRILLS, DRILLS]);
    expect(ofType(events, 'harvestCompleted')).toHaveLength(2);
    // Mining began only once the second session had paid.
    const order = events.filter((event) => event.type === 'trainingCompleted' || event.type === 'miningStarted');
    expect(order.map((event) => event.type)).toEqual([
      'trainingCompleted',
      'trainingCompleted',
      'miningStarted',
      'miningStarted',
    ]);
    expect(world.skillTraining.activeSession).toBeNull();
    expect(world.mining.currentActivity).toBeNull();
    expect(world.activity.queue).toEqual([]);
    expect(world.activity.ended!.map((ending) => [ending.entry.type, ending.reason])).toEqual([
      ['mining', 'done'],
      ['training', 'done'],
    ]);
  });

  it('ends an entry that cannot start with its refusal and starts the next', () => {
    const world = createTestWorld();
    enqueue(world, 'training', DRILLS, { count: 1 });
    enqueue(world, 'crafting', CLOTH.id, { count: 1 });
    enqueue(world, 'mining', SEEP, { count: 1 });
    stepUntil(world, () => world.mining.currentActivity !== null);
    const craftEnding = world.activity.ended!.find((ending) => ending.entry.type === 'crafting')!;
    expect(craftEnding.reason).toMatch(/^Cannot craft Sewn Cloth Armor: /);
    expect(world.activity.queue.map((entry) => entry.type)).toEqual(['mining']);
  });

  it('ends a craft order when the materials run out, saying so, and goes on', () => {
    const world = createTestWorld();
    stock(world, 2);
    enqueue(world, 'crafting', CLOTH.id, { count: 5 });
    enqueue(world, 'training', DRILLS, { count: 1 });
    stepUntil(world, () => world.skillTraining.activeSession !== null);
    expect(world.activity.ended![0]!.reason).toMatch(/^Cannot craft Sewn Cloth Armor: /);
    expect(world.crafting.stats.totalCrafts).toBe(2);
  });

  it('pauses when the player stops its activity by hand, and resumes with the next', () => {
    const world = createTestWorld();
    enqueue(world, 'mining', SEEP, { count: 3 });
    enqueue(world, 'training', DRILLS, { count: 1 });
    reply(world, { type: 'stopMining' });
    expect(world.activity).toMatchObject({ running: false, paused: true });
    expect(world.activity.ended![0]).toMatchObject({ reason: QUEUE_MESSAGES.stoppedByHand });
    // Nothing starts by itself while paused.
    for (let tick = 0; tick < 20; tick += 1) step(world, []);
    expect(world.skillTraining.activeSession).toBeNull();
    expect(reply(world, { type: 'resumeQueue' })).toEqual({ ok: true });
    expect(world.skillTraining.activeSession).toMatchObject({ activityId: DRILLS, remaining: 0 });
    expect(reply(world, { type: 'resumeQueue' })).toEqual({ ok: false, message: QUEUE_MESSAGES.notPaused });
  });

  it('skips the one under way when it is removed, and reorders those waiting', () => {
    const world = createTestWorld();
    enqueue(world, 'mining', SEEP, { count: 3 });
    enqueue(world, 'training', DRILLS, { count: 1 });
    enqueue(world, 'training', 'shield_drills', { count: 1 });
    const [running, drills, shield] = world.activity.queue.map((entry) => entry.id);
    expect(reply(world, { type: 'moveQueued', entryId: running, toIndex: 2 })).toEqual({
      ok: false,
      message: QUEUE_MESSAGES.cannotMoveRunning,
    });
    expect(reply(world, { type: 'moveQueued', entryId: shield, toIndex: 0 })).toEqual({ ok: true });
    expect(world.activity.queue.map((entry) => entry.id)).toEqual([running, shield, drills]);
    expect(reply(world, { type: 'removeQueued', entryId: running })).toEqual({ ok: true });
    expect(world.mining.currentActivity).toBeNull();
    expect(world.skillTraining.activeSession).toMatchObject({ activityId: 'shield_drills' });
    expect(world.activity.running).toBe(true);
    expect(world.activity.paused).toBeFalsy();
    expect(reply(world, { type: 'removeQueued', entryId: running })).toEqual({
      ok: false,
      message: QUEUE_MESSAGES.notQueued,
    });
  });

  it('fights for a number of kills and then moves on', () => {
    const world = createTestWorld();
    enqueue(world, 'combat', 'tutorial_rift', { count: 2 });
    enqueue(world, 'training', DRILLS, { count: 1 });
    const events = stepUntil(world, () => world.skillTraining.activeSession !== null, 200_000);
    expect(ofType(events, 'enemyKilled')).toHaveLength(2);
    expect(ofType(events, 'combatStopped')).toEqual([
      { type: 'combatStopped', areaId: 'tutorial_rift', reason: 'goal' },
    ]);
    expect(world.activity.ended![0]).toMatchObject({ reason: 'done' });
  });

  it('labels entries the way a player reads them', () => {
    const node = MINING_NODES_BY_ID[SEEP]!.name;
    const drills = ACTIVITIES[DRILLS]!.name;
    expect(queueEntryLabel({ type: 'training', targetId: DRILLS, count: 10 })).toBe(`Train ${drills} ×10`);
    expect(queueEntryLabel({ type: 'mining', targetId: SEEP, count: null })).toBe(`Mine ${node} until it stops`);
    expect(queueEntryLabel({ type: 'crafting', targetId: CLOTH.id, count: null })).toBe(
      `Craft ${CLOTH.name} (all you can)`,
    );
    expect(queueEntryLabel({ type: 'combat', targetId: 'tutorial_rift', count: null, minutes: 30 })).toMatch(
      /^Fight in .+ for 30 min$/,
    );
  });
});

describe('time away along the queue', () => {
  it('finishes the training, then mines, then crafts, with a line for each', () => {
    const world = createTestWorld();
    stock(world, 1);
    enqueue(world, 'training', DRILLS, { count: 3 });
    enqueue(world, 'mining', SEEP, { count: 2 });
    enqueue(world, 'crafting', CLOTH.id, { count: 1 });
    const gains = applyOfflineProgress(world, 2 * 60 * MINUTE)!;
    expect(world.skillTraining.stats.bladework.totalSessions).toBe(3);
    expect(world.mining.totalHarvests).toBe(2);
    expect(world.crafting.stats.totalCrafts).toBe(1);
    expect(world.activity).toMatchObject({ running: false, queue: [] });
    expect(gains.queue!.ended.map((ending) => ending.reason)).toEqual(['done', 'done', 'done']);
    expect(gains.summary).toContain(`✅ Queue: Train ${ACTIVITIES[DRILLS]!.name} ×3: done.`);
    // Each entry started where the one before it ended, on the progress clock.
    const [training, mining, crafting] = gains.queue!.ended;
    expect(training!.atMs).toBeLessThanOrEqual(mining!.atMs);
    expect(mining!.atMs).toBeLessThanOrEqual(crafting!.atMs);
  });

  it('moves the entry still under way to the return, so its progress is kept and nothing is paid twice', () => {
    const world = createTestWorld();
    enqueue(world, 'training', DRILLS, { count: 1 });
    enqueue(world, 'mining', SEEP, { count: 50 });
    // Three minutes of progress: the session, then a few harvests of the ten the node allows.
    const gains = applyOfflineProgress(world, 6 * MINUTE)!;
    const harvest = world.mining.currentActivity!;
    expect(harvest.startTime).toBeLessThanOrEqual(world.sim.nowMs);
    expect(harvest.endTime).toBeGreaterThan(world.sim.nowMs);
    // Stepping on from the return pays no harvest at once.
    const events = step(world, []).events;
    expect(ofType(events, 'harvestCompleted')).toEqual([]);
    expect(gains.summary.some((line) => line.startsWith('▶️ Queue: now Mine'))).toBe(true);
  });

  it('is the same event to event as tick by tick for any mixed queue over up to an hour', () => {
    const entries = fc.constantFrom(
      { activityType: 'training', targetId: DRILLS, count: 2 },
      { activityType: 'training', targetId: 'shield_drills', count: 40 },
      { activityType: 'mining', targetId: SEEP, count: 3 },
      { activityType: 'mining', targetId: SEEP },
      { activityType: 'crafting', targetId: CLOTH.id, count: 2 },
      { activityType: 'crafting', targetId: CLOTH.id },
      { activityType: 'combat', targetId: 'tutorial_rift', count: 3 },
      { activityType: 'combat', targetId: 'tutorial_rift', minutes: 4 },
    );
    fc.assert(
      fc.property(
        fc.array(entries, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer(),
        (queued, minutes, crafts, seed) => {
          const world = createTestWorld('base', seed);
          stock(world, crafts);
          step(
            world,
            queued.map((entry) => ({ type: 'queueActivity', ...entry })),
          );
          const byEvents = cloneWorld(world);
          const byTicks = cloneWorld(world);
          const a = applyOfflineProgress(byEvents, minutes * MINUTE, undefined, { mode: 'events' });
          const b = applyOfflineProgress(byTicks, minutes * MINUTE, undefined, { mode: 'ticks' });
          expect(a).toEqual(b);
          expect(serializeWorld(byEvents)).toBe(serializeWorld(byTicks));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('conserves materials: a queued order ends with what it had, less what crafts took, plus what they gave', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 2, max: 240 }),
        fc.integer(),
        (crafts, minutes, seed) => {
          const world = createTestWorld('base', seed);
          stock(world, crafts);
          const before = { ...world.resources.materials };
          const started = step(world, [{ type: 'queueActivity', activityType: 'crafting', targetId: CLOTH.id }]);
          const gains = applyOfflineProgress(world, minutes * MINUTE);
          const events = [...started.events, ...(gains?.events ?? [])];
          const craftsStarted = ofType(events, 'craftStarted').length;
          const expected = new Map<string, number>(Object.entries(before));
          const add = (itemId: string, quantity: number) =>
            expected.set(itemId, (expected.get(itemId) ?? 0) + quantity);
          for (const line of CLOTH.materials) add(line.itemId, -line.quantity * craftsStarted);
          for (const done of ofType(events, 'craftCompleted')) {
            for (const output of done.outputs) add(output.itemId, output.quantity);
            for (const back of done.returned) add(back.itemId, back.quantity);
          }
          for (const [itemId, quantity] of expected) expect(countInInventory(world, itemId)).toBe(quantity);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('lining up behind what runs (issue 32)', () => {
  /** Busy refusals a queue entry must never end with: it waits instead. */
  const BUSY = /before you start|Already (crafting|training)|Finish or cancel your craft/;

  it('lines a craft up behind a harvest chain the player started, and starts it when the chain ends', () => {
    const world = createTestWorld();
    stock(world, 1);
    reply(world, { type: 'startMining', nodeId: SEEP, harvests: 2 });
    expect(enqueue(world, 'crafting', CLOTH.id, { count: 1 })).toEqual({ ok: true });
    expect(world.activity).toMatchObject({ queue: [{ type: 'crafting', count: 1 }] });
    expect(world.activity.running).toBeFalsy();
    expect(world.activity.paused).toBeFalsy();
    expect(queueWaitsBehind(world)).toBe('mining');
    expect(world.crafting.currentCraft).toBeNull();
    const events = stepUntil(world, () => world.crafting.currentCraft !== null);
    expect(ofType(events, 'harvestCompleted')).toHaveLength(2);
    const order = events.filter((event) => event.type === 'miningStopped' || event.type === 'craftStarted');
    expect(order.map((event) => event.type)).toEqual(['miningStopped', 'craftStarted']);
    expect(world.activity.running).toBe(true);
    stepUntil(world, queueIdle(world));
    expect(world.activity.ended![0]).toMatchObject({ entry: { type: 'crafting' }, reason: 'done' });
    expect(world.crafting.stats.totalCrafts).toBe(1);
  });

  it('starts the waiting entry when the player stops their own activity', () => {
    const world = createTestWorld();
    reply(world, { type: 'startCombat', areaId: 'tutorial_rift' });
    expect(enqueue(world, 'mining', SEEP, { count: 2 })).toEqual({ ok: true });
    for (let tick = 0; tick < 50; tick += 1) step(world, []);
    expect(world.mining.currentActivity).toBeNull();
    expect(queueWaitsBehind(world)).toBe('combat');
    reply(world, { type: 'stopCombat' });
    expect(world.mining.currentActivity).toMatchObject({ nodeId: SEEP, remaining: 1 });
    expect(world.activity).toMatchObject({ running: true });
    expect(world.activity.paused).toBeFalsy();
  });

  it('queues in a fight: training starts beside it, a harvest waits for the fight to reach its kills', () => {
    const world = createTestWorld();
    reply(world, { type: 'startCombat', areaId: 'tutorial_rift', kills: 2 });
    expect(enqueue(world, 'mining', SEEP, { count: 1 })).toEqual({ ok: true });
    expect(world.mining.currentActivity).toBeNull();
    const events = stepUntil(world, () => world.mining.currentActivity !== null, 200_000);
    expect(ofType(events, 'enemyKilled')).toHaveLength(2);
    expect(ofType(events, 'combatStopped')).toEqual([
      { type: 'combatStopped', areaId: 'tutorial_rift', reason: 'goal' },
    ]);

    const training = createTestWorld();
    reply(training, { type: 'startCombat', areaId: 'tutorial_rift' });
    expect(enqueue(training, 'training', DRILLS, { count: 1 })).toEqual({ ok: true });
    expect(training.skillTraining.activeSession).toMatchObject({ activityId: DRILLS });
    expect(training.activity.running).toBe(true);
  });

  it('lines training up behind a session the player started, one at a time', () => {
    const world = createTestWorld();
    reply(world, { type: 'startTraining', skill: 'defense', activityId: 'shield_drills', sessions: 1 });
    expect(enqueue(world, 'training', DRILLS, { count: 1 })).toEqual({ ok: true });
    expect(world.skillTraining.activeSession).toMatchObject({ activityId: 'shield_drills' });
    expect(queueWaitsBehind(world)).toBe('training');
    const events = stepUntil(world, () => world.activity.queue.length === 0, 100_000);
    // The player's session first, then the queued one.
    expect(ofType(events, 'trainingCompleted').map((event) => event.activityId)).toEqual(['shield_drills', DRILLS]);
  });

  it('lets waiting entries move and go; Resume behind the player’s activity waits without a refusal', () => {
    const world = createTestWorld();
    reply(world, { type: 'startMining', nodeId: SEEP });
    enqueue(world, 'crafting', CLOTH.id, { count: 1 });
    enqueue(world, 'combat', 'tutorial_rift', { count: 1 });
    const [craft, fight] = world.activity.queue.map((entry) => entry.id);
    expect(reply(world, { type: 'moveQueued', entryId: fight, toIndex: 0 })).toEqual({ ok: true });
    expect(world.activity.queue.map((entry) => entry.id)).toEqual([fight, craft]);
    expect(reply(world, { type: 'removeQueued', entryId: fight })).toEqual({ ok: true });
    expect(world.combat.currentAreaId).toBeNull();
    expect(world.mining.currentActivity).not.toBeNull();

    world.activity.paused = true;
    expect(reply(world, { type: 'resumeQueue' })).toEqual({ ok: true });
    expect(world.activity.running).toBeFalsy();
    expect(world.activity.paused).toBe(false);
    expect(queueWaitsBehind(world)).toBe('mining');
  });

  it('never ends an entry with a busy refusal, whatever the player runs beside it', () => {
    const hand = fc.constantFrom(
      { type: 'startMining', nodeId: SEEP, harvests: 2 },
      { type: 'startMining', nodeId: SEEP },
      { type: 'startCombat', areaId: 'tutorial_rift', kills: 2 },
      { type: 'startTraining', skill: 'defense', activityId: 'shield_drills', sessions: 2 },
      { type: 'startCraft', recipeId: CLOTH.id, quantity: 1 },
    );
    const entries = fc.constantFrom(
      { activityType: 'training', targetId: DRILLS, count: 1 },
      { activityType: 'mining', targetId: SEEP, count: 2 },
      { activityType: 'crafting', targetId: CLOTH.id, count: 1 },
      { activityType: 'combat', targetId: 'tutorial_rift', count: 1 },
    );
    fc.assert(
      fc.property(
        fc.array(hand, { minLength: 1, maxLength: 2 }),
        fc.array(entries, { minLength: 1, maxLength: 4 }),
        fc.integer(),
        (started, queued, seed) => {
          const world = createTestWorld('base', seed);
          stock(world, 3);
          step(world, started);
          const replies = step(
            world,
            queued.map((entry) => ({ type: 'queueActivity', ...entry })),
          ).replies;
          // Behind what runs, every entry is taken.
          expect(replies.every((answer) => answer.ok)).toBe(true);
          const events: GameEvent[] = [];
          for (let tick = 0; tick < 6_000 && world.activity.queue.length > 0; tick += 1)
            events.push(...step(world, []).events);
          for (const ended of ofType(events, 'queueEntryEnded')) expect(ended.reason).not.toMatch(BUSY);
          // The hands do one thing at a time.
          const hands = [
            world.combat.currentAreaId !== null,
            world.mining.currentActivity !== null,
            world.crafting.currentCraft !== null,
          ];
          expect(hands.filter(Boolean).length).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('time away behind what runs (issue 32)', () => {
  it('catches up the player’s harvest chain first, then the waiting craft from where the chain ended', () => {
    const world = createTestWorld();
    stock(world, 1);
    reply(world, { type: 'startMining', nodeId: SEEP, harvests: 2 });
    enqueue(world, 'crafting', CLOTH.id, { count: 1 });
    const gains = applyOfflineProgress(world, 2 * 60 * MINUTE)!;
    expect(world.mining.totalHarvests).toBe(2);
    expect(world.crafting.stats.totalCrafts).toBe(1);
    expect(world.activity).toMatchObject({ running: false, queue: [] });
    // The chain is reported as the player's own, with its line.
    expect(gains.mining).toMatchObject({ harvests: 2 });
    expect(gains.mining!.endedAt).not.toBeNull();
    expect(gains.summary.some((line) => line.startsWith('⛏️'))).toBe(true);
    const [craft] = gains.queue!.ended;
    expect(craft).toMatchObject({ entry: { type: 'crafting' }, reason: 'done' });
    expect(craft!.atMs).toBeGreaterThanOrEqual(gains.mining!.endedAt!);
  });

  it('keeps waiting behind a fight without an end, and the fight is caught up as always', () => {
    const world = createTestWorld();
    reply(world, { type: 'startCombat', areaId: 'tutorial_rift' });
    enqueue(world, 'mining', SEEP, { count: 2 });
    const gains = applyOfflineProgress(world, 4 * MINUTE)!;
    expect(gains.combat).toMatchObject({ areaId: 'tutorial_rift', died: false });
    expect(gains.combat!.kills).toBeGreaterThan(0);
    expect(world.mining.totalHarvests).toBe(0);
    expect(world.activity.queue).toHaveLength(1);
    expect(queueWaitsBehind(world)).toBe('combat');
  });

  it('starts the waiting entry where a fall ended the fight, and the fall is reported', () => {
    const world = createTestWorld();
    reply(world, { type: 'startCombat', areaId: 'tutorial_rift' });
    enqueue(world, 'mining', SEEP, { count: 2 });
    // Half an hour in the Tutorial Rift is too much for a fresh hunter.
    const gains = applyOfflineProgress(world, 30 * MINUTE)!;
    expect(gains.combat).toMatchObject({ died: true });
    expect(gains.death).not.toBeNull();
    expect(world.mining.totalHarvests).toBe(2);
    const [harvests] = gains.queue!.ended;
    expect(harvests).toMatchObject({ reason: 'done' });
    expect(harvests!.atMs).toBeGreaterThan(gains.endedAt!);
  });

  it('is the same event to event as tick by tick with the player’s own activity ahead of the queue', () => {
    const hand = fc.constantFrom(
      { type: 'startMining', nodeId: SEEP, harvests: 2 },
      { type: 'startMining', nodeId: SEEP },
      { type: 'startCombat', areaId: 'tutorial_rift', kills: 3 },
      { type: 'startCombat', areaId: 'tutorial_rift', minutes: 3 },
      { type: 'startTraining', skill: 'defense', activityId: 'shield_drills', sessions: 2 },
      { type: 'startCraft', recipeId: CLOTH.id, quantity: 1 },
    );
    const entries = fc.constantFrom(
      { activityType: 'training', targetId: DRILLS, count: 2 },
      { activityType: 'mining', targetId: SEEP, count: 3 },
      { activityType: 'crafting', targetId: CLOTH.id, count: 2 },
      { activityType: 'combat', targetId: 'tutorial_rift', count: 3 },
    );
    fc.assert(
      fc.property(
        hand,
        fc.array(entries, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer(),
        (started, queued, minutes, crafts, seed) => {
          const world = createTestWorld('base', seed);
          stock(world, crafts);
          step(world, [started]);
          step(
            world,
            queued.map((entry) => ({ type: 'queueActivity', ...entry })),
          );
          const byEvents = cloneWorld(world);
          const byTicks = cloneWorld(world);
          const a = applyOfflineProgress(byEvents, minutes * MINUTE, undefined, { mode: 'events' });
          const b = applyOfflineProgress(byTicks, minutes * MINUTE, undefined, { mode: 'ticks' });
          expect(a).toEqual(b);
          expect(serializeWorld(byEvents)).toBe(serializeWorld(byTicks));
        },
      ),
      { numRuns: 60 },
    );
  });
});
