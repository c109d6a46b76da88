import { describe, expect, it } from 'vitest';
import type { Command } from '@/core/commands';
import type { GameState } from '@/core/state-types';
import { hunterForTrial } from '@/core/trials/testing';
import { replayTrial } from '@/core/trials/replay';
import type { TrialLogEntry } from '@/core/trials/trial-types';
import { createCombatSceneModel, type CombatSceneEvent } from '@/scenes/combat/combat-model';
import { createRiftRunView, type RiftSceneEvent } from '@/scenes/rift/rift-model';
import { ManualClock } from '@/platform/clock';
import { RankTrialController, RANK_TRIAL_MESSAGES } from './rank-trial-controller';
import { ServerRefusal, type FinishedRun, type RankTrialBackend } from './rank-trial-backend';
import { createTrialCombatAdapter, createTrialRiftAdapter, type TrialSceneEvent } from './trial-scene';

const RUN_ID = '00000000-0000-4000-8000-000000000001';

/** When the fake server's cooldown ends after a loss (epoch ms). */
const NEXT_ATTEMPT_AT = Date.UTC(2025, 0, 15, 9, 10, 0);

interface FakeServerOptions {
  failFinish?: number;
  /** The error the first finishes answer with (instead of a lost connection). */
  finishError?: () => Error;
  /** The start's answer is this refusal. */
  refuseStart?: ServerRefusal;
  nextAttemptAt?: number | null;
}

/** The server's side as the rank-trial function behaves: it replays the log from the recorded hunter. */
function fakeServer(recorded: GameState, options: FakeServerOptions = {}) {
  const calls: string[] = [];
  let failures = options.failFinish ?? 0;
  let rank: 'E' | 'D' = 'E';
  let completed = false;
  const backend: RankTrialBackend = {
    playerId: () => Promise.resolve('player-1'),
    readRank: () => Promise.resolve({ rank, trialInProgress: false }),
    readTrialCompleted: () => Promise.resolve(completed),
    startRun: () => {
      calls.push('start');
      if (options.refuseStart) return Promise.reject(options.refuseStart);
      return Promise.resolve({
        runId: RUN_ID,
        trialId: 'trial_d',
        seed: 11,
        state: JSON.parse(JSON.stringify(recorded)),
      });
    },
    finishRun: (runId: string, log: readonly TrialLogEntry[]): Promise<FinishedRun> => {
      calls.push(`finish:${log.length}`);
      if (failures > 0) {
        failures -= 1;
        return Promise.reject(options.finishError?.() ?? new Error('Failed to fetch'));
      }
      const verdict = replayTrial(recorded, 'trial_d', 11, log);
      if (typeof verdict === 'string') return Promise.reject(new Error(verdict));
      completed = verdict.outcome === 'won';
      const retry = completed ? {} : { retryAt: new Date(NEXT_ATTEMPT_AT).toISOString() };
      return Promise.resolve({ ...verdict, completed, ...retry });
    },
    recordTrialState: (_player, _trial, done) => {
      calls.push(`trialState:${String(done)}`);
      return Promise.resolve();
    },
    setTrialInProgress: (_player, flag) => {
      calls.push(`inProgress:${String(flag)}`);
      return Promise.resolve();
    },
    evaluateRankUp: () => {
      calls.push('evaluate');
      if (!completed) return Promise.resolve(false);
      rank = 'D';
      return Promise.resolve(true);
    },
    readNextAttempt: () => Promise.resolve(options.nextAttemptAt ?? null),
  };
  return { backend, calls };
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

function setup(recorded: GameState, options: FakeServerOptions & { online?: boolean } = {}) {
  const clock = new ManualClock(0);
  const server = fakeServer(recorded, options);
  const toasts: string[] = [];
  const note = (kind: string) => (title: string) => void toasts.push(`${kind}:${title}`);
  const sent: Command[] = [];
  const world = structuredClone(recorded);
  const storage = memoryStorage();
  const make = () =>
    new RankTrialController({
      userId: 'user-1',
      backend: server.backend,
      clock,
      storage,
      notifier: { success: note('success'), info: note('info'), warning: note('warning'), error: note('error') },
      logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
      isOnline: () => options.online ?? true,
      syncForServer: () => Promise.resolve({ status: 'synced', conflictsResolved: 0 }),
      getWorld: () => world,
      send: (command) => {
        sent.push(command);
        if (command.type === 'setHunterRank') world.player.hunterRank = command.rank;
        return Promise.resolve({ ok: true });
      },
    });
  return { clock, server, toasts, sent, world, storage, make };
}

const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

async function fightToTheEnd(clock: ManualClock, controller: RankTrialController): Promise<void> {
  for (let step = 0; step < 4_000 && controller.store.getState().phase === 'fighting'; step += 1) clock.step(100);
  for (let index = 0; index < 20; index += 1) await settle();
}

describe('RankTrialController', () => {
  it('refuses to start offline, with the reason, and calls nothing', async () => {
    const { make, toasts, server } = setup(hunterForTrial('D', 1), { online: false });
    await make().start();
    expect(toasts).toEqual([`error:${RANK_TRIAL_MESSAGES.startFailed(RANK_TRIAL_MESSAGES.offline)}`]);
    expect(server.calls).toEqual([]);
  });

  it('starts, fights the recorded hunter, reports the log, and takes the server’s promotion', async () => {
    const { make, clock, toasts, server, sent, world } = setup(hunterForTrial('D', 1));
    const controller = make();
    await controller.start();
    expect(controller.store.getState().phase).toBe('fighting');
    expect(toasts).toContain(`success:${RANK_TRIAL_MESSAGES.started}`);
    clock.step(3_000);
    await fightToTheEnd(clock, controller);
    expect(server.calls).toEqual([
      'start',
      'trialState:false',
      'inProgress:true',
      'finish:0',
      'trialState:true',
      'inProgress:false',
      'evaluate',
    ]);
    expect(sent).toEqual([{ type: 'setHunterRank', rank: 'D' }]);
    expect(world.player.hunterRank).toBe('D');
    expect(controller.store.getState()).toMatchObject({ phase: 'finished', result: { won: true, promotedTo: 'D' } });
    expect(toasts).toContain(`success:${RANK_TRIAL_MESSAGES.promoted}`);
  });

  it('a lost trial says so, promotes nobody, and holds when the next attempt opens', async () => {
    const { make, clock, toasts, sent } = setup(hunterForTrial('D', 1, 0.4));
    const controller = make();
    await controller.start();
    await fightToTheEnd(clock, controller);
    expect(toasts).toContain(`error:${RANK_TRIAL_MESSAGES.failed}`);
    expect(sent).toEqual([]);
    expect(controller.store.getState()).toMatchObject({ phase: 'finished', nextAttemptAt: NEXT_ATTEMPT_AT });
  });

  it('reads the cooldown at start, and a start refused for it says when, in the server’s words', async () => {
    const words = 'After a lost or unfinished trial the Guild makes you wait 10 minutes. Next attempt in 7:32.';
    const { make, toasts, server } = setup(hunterForTrial('D', 1), {
      nextAttemptAt: NEXT_ATTEMPT_AT - 60_000,
      refuseStart: new ServerRefusal(words, NEXT_ATTEMPT_AT, 429),
    });
    const controller = make();
    await controller.init();
    expect(controller.store.getState().nextAttemptAt).toBe(NEXT_ATTEMPT_AT - 60_000);
    await controller.start();
    expect(controller.store.getState()).toMatchObject({ phase: 'idle', nextAttemptAt: NEXT_ATTEMPT_AT });
    expect(toasts).toEqual([`error:${RANK_TRIAL_MESSAGES.startFailed(words)}`]);
    expect(server.calls).toEqual(['start']);
  });

  it('a report refused for too many in a minute is kept and sent again', async () => {
    const limited = () => new ServerRefusal('Too many trial reports: at most 6 a minute. Try again in 0:40.', 1, 429);
    const { make, clock, server, storage } = setup(hunterForTrial('D', 1), { failFinish: 1, finishError: limited });
    const controller = make();
    await controller.start();
    await fightToTheEnd(clock, controller);
    expect(storage.items.size).toBe(1);
    expect(controller.store.getState().phase).toBe('reporting');
    clock.step(2_000);
    for (let index = 0; index < 20; index += 1) await settle();
    expect(server.calls.filter((call) => call.startsWith('finish'))).toHaveLength(2);
    expect(storage.items.size).toBe(0);
    expect(controller.store.getState().result).toMatchObject({ promotedTo: 'D' });
  });

  it('a report of a run left too long is dropped, and the cooldown it started is shown', async () => {
    const expired = () =>
      new ServerRefusal(
        'This trial was left unfinished for over 30 minutes and counts as a lost attempt. Next attempt in 9:00.',
        NEXT_ATTEMPT_AT,
        409,
      );
    const { make, clock, server, storage } = setup(hunterForTrial('D', 1), { failFinish: 1, finishError: expired });
    const controller = make();
    await controller.start();
    await fightToTheEnd(clock, controller);
    expect(server.calls.filter((call) => call.startsWith('finish'))).toHaveLength(1);
    expect(storage.items.size).toBe(0);
    expect(controller.store.getState()).toMatchObject({
      phase: 'finished',
      result: { won: false },
      nextAttemptAt: NEXT_ATTEMPT_AT,
    });
  });

  it('logs a forfeit at its tick, and the replay agrees', async () => {
    const { make, clock, server } = setup(hunterForTrial('D', 1));
    const controller = make();
    await controller.start();
    clock.step(500);
    controller.forfeit();
    await fightToTheEnd(clock, controller);
    expect(server.calls).toContain('finish:1');
    expect(controller.store.getState().result).toMatchObject({ won: false });
  });

  it('keeps a report the server could not get, and sends it again, even from a new tab', async () => {
    const { make, clock, toasts, server, storage } = setup(hunterForTrial('D', 1), { failFinish: 2 });
    const first = make();
    await first.start();
    await fightToTheEnd(clock, first);
    expect(toasts).toContain(`warning:${RANK_TRIAL_MESSAGES.reportWaiting}`);
    expect(storage.items.size).toBe(1);
    first.dispose();
    const second = make();
    await second.init();
    for (let index = 0; index < 20; index += 1) await settle();
    clock.step(2_000);
    for (let index = 0; index < 20; index += 1) await settle();
    expect(server.calls.filter((call) => call.startsWith('finish'))).toHaveLength(3);
    expect(storage.items.size).toBe(0);
    expect(second.store.getState().result).toMatchObject({ promotedTo: 'D' });
  });

  it('feeds the rift scene: the portal opens on the rule, counts the waves, the warden’s fall seals it', async () => {
    const { make, clock, world } = setup(hunterForTrial('D', 1));
    const controller = make();
    const combat = createTrialCombatAdapter(() => controller);
    const rift = createTrialRiftAdapter(() => controller);
    const model = createCombatSceneModel();
    const sceneEvents: CombatSceneEvent[] = [];
    const riftEvents: RiftSceneEvent[] = [];
    const spawnedIds: string[] = [];
    const killedIds: string[] = [];
    const seenFoes: string[] = [];
    controller.onTrialEvents((events: readonly TrialSceneEvent[]) => {
      for (const event of events) {
        const riftEvent = rift.toRiftEvent(event);
        if (riftEvent) riftEvents.push(riftEvent);
        const sceneEvent = combat.toSceneEvent(event);
        if (sceneEvent) sceneEvents.push(sceneEvent);
        if (sceneEvent?.type === 'enemySpawned') spawnedIds.push(sceneEvent.enemyId);
        if (sceneEvent?.type === 'enemyKilled') killedIds.push(sceneEvent.enemyId);
      }
      // A frame after every tick, as the canvas reads the model.
      combat.readModel(world, model);
      if (model.enemy && seenFoes.at(-1) !== model.enemy.name) seenFoes.push(model.enemy.name);
    });
    await controller.start();
    expect(riftEvents[0]).toMatchObject({ type: 'runStarted', subtitle: 'Three draughts, three minutes', waves: 3 });
    const run = createRiftRunView();
    clock.step(2_000);
    rift.readRun(world, run);
    expect(run).toMatchObject({ active: true, areaName: 'The Gatekeeper’s Exam', wave: 1, waves: 3 });
    expect(model.hunter.hp).toBe(controller.sceneRun()!.hunter.player.health);
    expect(model.potions).toBe(3);
    await fightToTheEnd(clock, controller);

    // One wave counter change per wave, the warden's last; every foe that stepped out is the one that fell.
    expect(riftEvents.filter((event) => event.type === 'waveStarted')).toEqual([
      { type: 'waveStarted', wave: 1, waves: 3, isBoss: false },
      { type: 'waveStarted', wave: 2, waves: 3, isBoss: false },
      { type: 'waveStarted', wave: 3, waves: 3, isBoss: true },
    ]);
    expect(killedIds).toEqual(spawnedIds);
    expect(seenFoes[0]).toBe('Rift Rat');
    expect(seenFoes.at(-1)).toBe('Examiner Hask');
    expect(new Set(spawnedIds).size).toBe(5);
    expect(riftEvents.at(-1)).toMatchObject({ type: 'cleared', title: 'Warden defeated' });
    expect(sceneEvents.filter((event) => event.type === 'attack').length).toBeGreaterThan(10);
    // The verdict is read over the sealed rift: the run stays on the canvas until Continue.
    expect(controller.sceneRun()?.outcome).toBe('won');
    expect(combat.toSceneEvent({ type: 'rankChanged', rank: 'D', previousRank: 'E' })).toEqual({
      type: 'promoted',
      rank: 'D',
    });
    expect(combat.toSceneEvent({ type: 'playerDied' } as never)).toBeNull();
    controller.dismiss();
    expect(controller.sceneRun()).toBeNull();
  });

  it('shows the player’s own health on the canvas once the trial has ended, as the sidebar does', async () => {
    const { make, clock, world } = setup(hunterForTrial('D', 1));
    // The hunter at home is not the one the server recorded (issue 32: 208 / 405 on the canvas, 473 / 473 beside it).
    world.player.maxHealth += 68;
    world.player.health = world.player.maxHealth;
    const controller = make();
    const combat = createTrialCombatAdapter(() => controller);
    const model = createCombatSceneModel();
    await controller.start();
    clock.step(2_000);
    combat.readModel(world, model);
    const fighter = controller.sceneRun()!.hunter.player;
    // While it fights, the canvas shows the trial's hunter and the Guild's draughts.
    expect(model.hunter).toMatchObject({ hp: fighter.health, maxHp: fighter.maxHealth });
    expect(fighter.maxHealth).not.toBe(world.player.maxHealth);
    expect(model.potions).toBe(3);
    await fightToTheEnd(clock, controller);
    expect(controller.store.getState().phase).toBe('finished');
    expect(controller.sceneRun()?.outcome).toBe('won');
    combat.readModel(world, model);
    expect(model.hunter).toMatchObject({ hp: world.player.health, maxHp: world.player.maxHealth });
    expect(model.hunter.mana).toBe(world.resourcePools.mana.current);
    // The draughts were the trial's: the flask goes with it.
    expect(model.potions).toBeNull();
    controller.dismiss();
    combat.readModel(world, model);
    expect(model).toMatchObject({ enemy: null, potions: null, hunter: { maxHp: world.player.maxHealth } });
  });
});
