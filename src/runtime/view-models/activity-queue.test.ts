import { describe, expect, it } from 'vitest';
import {
  ACTIVITIES,
  ALL_ACTIVITIES,
  ALL_AREAS,
  ALL_MINING_NODES,
  ALL_RECIPES,
  RECIPES_BY_ID,
} from '@/core/content-index';
import type { GameState } from '@/core/state-types';
import { step } from '@/core/step';
import { queueTargetName } from '@/core/systems/activity-queue-rules';
import { createTestWorld, stepUntil } from '@/core/testing/fixtures';
import {
  activityQueueKey,
  ACTIVITY_SPAN_OF,
  QUEUE_KINDS,
  QUEUE_TARGETS,
  queueUnderwaySpan,
  selectActivityQueue,
} from './activity-queue';

const SEEP = 'rift_edge_mana_seep';
const DRILLS = 'sword_drills';
const CLOTH = RECIPES_BY_ID.sew_cloth_armor!;
const MINUTE = 60_000;

const reply = (world: GameState, command: object) => step(world, [command]).replies[0];
const enqueue = (world: GameState, activityType: string, targetId: string, goal: object = {}) =>
  reply(world, { type: 'queueActivity', activityType, targetId, ...goal });
const view = (world: GameState) => selectActivityQueue(world, world.sim.nowMs);

function stock(world: GameState, crafts: number): void {
  for (const line of CLOTH.materials)
    world.resources.materials[line.itemId] = (world.resources.materials[line.itemId] ?? 0) + line.quantity * crafts;
}

describe('the activity queue view', () => {
  it('shows nothing for the strip while nothing is queued', () => {
    const world = createTestWorld();
    expect(view(world)).toMatchObject({
      entries: [],
      current: null,
      running: false,
      paused: false,
      pausedAfter: null,
      canAdd: true,
      limit: 5,
      ended: [],
      outside: [],
      visible: false,
    });
    expect(queueUnderwaySpan(world)).toBeNull();
  });

  it('lists the entries in order, the first under way with its session and the sessions left', () => {
    const world = createTestWorld();
    const idle = activityQueueKey(world);
    expect(enqueue(world, 'training', DRILLS, { count: 2 })).toEqual({ ok: true });
    expect(enqueue(world, 'mining', SEEP, { count: 3 })).toEqual({ ok: true });
    expect(enqueue(world, 'combat', 'tutorial_rift', { minutes: 30 })).toEqual({ ok: true });
    expect(activityQueueKey(world)).not.toBe(idle);
    const queued = view(world);
    const drills = ACTIVITIES[DRILLS]!.name;
    expect(queued.entries.map((entry) => [entry.position, entry.kindLabel, entry.label, entry.underway])).toEqual([
      [1, 'Train', `Train ${drills} ×2`, true],
      [2, 'Mine', `Mine ${queueTargetName('mining', SEEP)} ×3`, false],
      [
        3,
        'Fight',
        `Fight in ${queueTargetName('combat', 'tutorial_rift')!.replace(/^The /, 'the ')} for 30 min`,
        false,
      ],
    ]);
    // The one under way stays first; the others move among themselves.
    expect(queued.entries.map((entry) => [entry.canMoveUp, entry.canMoveDown])).toEqual([
      [false, false],
      [false, true],
      [true, false],
    ]);
    const session = world.skillTraining.activeSession!;
    const span = { startTime: session.startedAt, endTime: session.endsAt };
    expect(queued.current?.entry.id).toBe(world.activity.queue[0]!.id);
    expect(queued.current?.progress).toEqual({
      span,
      spanLabel: 'Session',
      left: 2,
      goalShare: 0,
      leftText: '2 sessions left',
      ticking: false,
    });
    expect(queueUnderwaySpan(world)).toEqual(span);
    expect(queued).toMatchObject({ running: true, paused: false, visible: true, outside: [] });

    const before = activityQueueKey(world);
    stepUntil(world, (events) => events.some((event) => event.type === 'trainingCompleted'));
    expect(activityQueueKey(world)).not.toBe(before);
    expect(view(world).current?.progress).toMatchObject({ left: 1, goalShare: 0.5, leftText: '1 session left' });
  });

  it('counts harvests left, then records the ending as Done and starts the next', () => {
    const world = createTestWorld();
    enqueue(world, 'mining', SEEP, { count: 2 });
    enqueue(world, 'training', DRILLS, { count: 1 });
    const harvest = world.mining.currentActivity!;
    expect(view(world).current?.progress).toMatchObject({
      span: { startTime: harvest.startTime, endTime: harvest.endTime },
      spanLabel: 'Harvest',
      leftText: '2 harvests left',
    });
    stepUntil(world, () => world.skillTraining.activeSession !== null);
    const next = view(world);
    expect(next.ended).toEqual([
      expect.objectContaining({ kind: 'mining', done: true, reasonText: 'Done', label: expect.stringMatching(/×2$/) }),
    ]);
    expect(next.entries).toHaveLength(1);
    expect(next.current?.progress).toMatchObject({ spanLabel: 'Session', leftText: '1 session left' });
  });

  it('says the player stopped it when the queue pauses, and keeps the rest waiting', () => {
    const world = createTestWorld();
    enqueue(world, 'mining', SEEP, { count: 3 });
    enqueue(world, 'training', DRILLS, { count: 1 });
    const mineLabel = view(world).entries[0]!.label;
    reply(world, { type: 'stopMining' });
    const paused = view(world);
    expect(paused).toMatchObject({
      running: false,
      paused: true,
      pausedAfter: mineLabel,
      current: null,
      visible: true,
    });
    expect(paused.ended[0]).toMatchObject({ label: mineLabel, done: false, reasonText: 'stopped by you' });
    // Nothing is under way, so the waiting entry may move (to the top, where it already is).
    expect(paused.entries.map((entry) => [entry.underway, entry.canMoveUp, entry.canMoveDown])).toEqual([
      [false, false, false],
    ]);
  });

  it('names what runs outside the queue, and leaves out what the queue runs', () => {
    const world = createTestWorld();
    reply(world, { type: 'startTraining', skill: ACTIVITIES[DRILLS]!.skill, activityId: DRILLS });
    expect(view(world).outside).toEqual([
      {
        kind: 'training',
        label: `Training ${ACTIVITIES[DRILLS]!.name}`,
        span: ACTIVITY_SPAN_OF.training(world),
      },
    ]);
    // Training runs beside the hunter's hands: the queue may mine meanwhile.
    expect(enqueue(world, 'mining', SEEP, { count: 1 })).toEqual({ ok: true });
    const both = view(world);
    expect(both.outside.map((activity) => activity.kind)).toEqual(['training']);
    expect(both.current?.entry.kind).toBe('mining');
  });

  it('counts the kills of a fight, and the minutes of another as time passes', () => {
    const world = createTestWorld();
    enqueue(world, 'combat', 'tutorial_rift', { count: 3 });
    expect(view(world).current?.progress).toEqual({
      span: null,
      spanLabel: 'Fight',
      left: 3,
      goalShare: 0,
      leftText: '3 kills left',
      ticking: false,
    });
    reply(world, { type: 'removeQueued', entryId: world.activity.queue[0]!.id });
    expect(world.combat.currentAreaId).toBeNull();

    enqueue(world, 'combat', 'tutorial_rift', { minutes: 30 });
    const start = world.sim.nowMs;
    const fight = view(world).current!.progress!;
    expect(fight).toMatchObject({ spanLabel: 'Fight', left: null, leftText: '30 min left', ticking: true });
    expect(fight.span!.endTime - fight.span!.startTime).toBe(30 * MINUTE);
    expect(selectActivityQueue(world, start + 10 * MINUTE).current?.progress?.leftText).toBe('20 min left');
  });

  it('counts crafts of an order for all the materials allow', () => {
    const world = createTestWorld();
    stock(world, 3);
    expect(enqueue(world, 'crafting', CLOTH.id)).toEqual({ ok: true });
    expect(view(world).current?.progress).toMatchObject({
      spanLabel: 'Craft',
      left: 3,
      goalShare: null,
      leftText: '3 crafts left',
    });
    expect(view(world).entries[0]!.label).toBe(`Craft ${CLOTH.name} (all you can)`);
  });

  it('shows an entry waiting behind the player’s own harvest chain, with what is left of it (issue 32)', () => {
    const world = createTestWorld();
    stock(world, 1);
    expect(view(world).outlook.crafting).toEqual({
      text: 'Nothing is queued, so it starts now.',
      clause: 'starts now',
      startsNow: true,
    });
    reply(world, { type: 'startMining', nodeId: SEEP, harvests: 3 });
    expect(view(world).outlook).toMatchObject({
      crafting: { text: 'It starts when your mining ends.', clause: 'starts when your mining ends', startsNow: false },
      training: { text: 'Nothing is queued, so it starts now.', startsNow: true },
    });
    expect(enqueue(world, 'crafting', CLOTH.id, { count: 1 })).toEqual({ ok: true });
    const waiting = view(world);
    expect(waiting).toMatchObject({ current: null, running: false, paused: false, visible: true });
    expect(waiting.entries[0]).toMatchObject({ underway: false, canMoveUp: false });
    expect(waiting.waiting).toEqual({
      kind: 'mining',
      label: `Mining ${queueTargetName('mining', SEEP)}`,
      leftText: '3 harvests left',
      endless: false,
      ticking: false,
      stop: 'stopMining',
      stopLabel: 'Stop mining',
      noun: 'mining',
    });
    expect(waiting.outlook.training.text).toBe('It starts after the activity queued before it.');
    stepUntil(world, () => world.crafting.currentCraft !== null);
    expect(view(world).waiting).toBeNull();
    expect(view(world).current?.entry.kind).toBe('crafting');
  });

  it('says a fight without an end holds the queue until it is stopped, and offers the Stop', () => {
    const world = createTestWorld();
    reply(world, { type: 'startCombat', areaId: 'tutorial_rift' });
    expect(view(world).outlook.mining.text).toBe('It waits until you stop your fight, which has no end set.');
    enqueue(world, 'mining', SEEP, { count: 2 });
    expect(view(world).waiting).toMatchObject({
      kind: 'combat',
      leftText: 'Until you stop it',
      endless: true,
      stop: 'stopCombat',
      stopLabel: 'Stop fighting',
    });
    expect(reply(world, { type: view(world).waiting!.stop })).toEqual({ ok: true });
    expect(view(world).current?.entry.kind).toBe('mining');

    const timed = createTestWorld();
    reply(timed, { type: 'startCombat', areaId: 'tutorial_rift', minutes: 3 });
    enqueue(timed, 'mining', SEEP, { count: 2 });
    expect(view(timed).waiting).toMatchObject({ leftText: '3 min left', endless: false, ticking: true });
  });

  it('may not add a sixth entry', () => {
    const world = createTestWorld();
    for (let index = 0; index < 5; index += 1) enqueue(world, 'training', DRILLS, { count: 1 });
    expect(view(world).canAdd).toBe(false);
  });

  it('offers every training activity, node, recipe and area once, each a target the core knows', () => {
    const offered = (kind: (typeof QUEUE_KINDS)[number]) =>
      QUEUE_TARGETS[kind].flatMap((group) => group.options.map((option) => option.id));
    expect(offered('training').sort()).toEqual(ALL_ACTIVITIES.map((row) => row.id).sort());
    expect(offered('mining').sort()).toEqual(ALL_MINING_NODES.map((row) => row.id).sort());
    expect(offered('crafting').sort()).toEqual(ALL_RECIPES.map((row) => row.id).sort());
    expect(offered('combat')).toEqual(ALL_AREAS.map((row) => row.id));
    for (const kind of QUEUE_KINDS)
      for (const group of QUEUE_TARGETS[kind])
        for (const option of group.options) {
          expect(queueTargetName(kind, option.id)).toBe(option.name);
          expect(option.requirement).not.toBe('');
        }
    expect(QUEUE_TARGETS.training[0]!.options[0]).toMatchObject({ requirement: expect.stringMatching(/ \d+$/) });
  });
});
