import { describe, expect, it } from 'vitest';
import type { DuelResult } from '@/core/arena/arena-types';
import { duelMaxHealth, simulateDuel } from '@/core/arena/duel';
import { ManualClock } from '@/platform/clock';
import { createCombatSceneModel, type CombatSceneEvent } from '@/scenes/combat/combat-model';
import { arenaCard, arenaWorld } from './arena-testing';
import {
  createDuelCombatAdapter,
  DUEL_REPLAY_STEP_MS,
  DuelPlayer,
  duelFoeId,
  type DuelReplay,
  type DuelSceneEvent,
} from './duel-scene';

const myCard = arenaCard(1, 'Mira');
const foeCard = arenaCard(2, 'Dorn');

function replayOf(result: DuelResult, mySide: 'a' | 'b' = 'a'): DuelReplay {
  return { duelId: 'duel-1', result, mySide, myCard, foeCard };
}

/** A short hand-made duel: a hit, a dodge, a crit, then the rival falls at 1.2 s. */
function shortDuel(winner: 'a' | 'b' = 'a'): DuelResult {
  const a = duelMaxHealth(myCard);
  const b = duelMaxHealth(foeCard);
  const blow = (
    atMs: number,
    attacker: 'a' | 'b',
    outcome: 'hit' | 'crit' | 'dodge',
    healthA: number,
    healthB: number,
  ) => ({
    atMs,
    attacker,
    source: 'hunter' as const,
    abilityId: null,
    wraithId: null,
    outcome,
    damage: outcome === 'dodge' ? 0 : 100,
    healthA,
    healthB,
  });
  return {
    winner,
    endedBy: 'knockout',
    durationMs: 1_200,
    blows: [
      blow(300, 'a', 'hit', a, b - 100),
      blow(300, 'b', 'dodge', a, b - 100),
      blow(800, 'b', 'crit', a - 100, b - 100),
      winner === 'a' ? blow(1_200, 'a', 'crit', a - 100, 0) : blow(1_200, 'b', 'crit', 0, b - 100),
    ],
  };
}

function recordEvents(player: DuelPlayer): DuelSceneEvent[][] {
  const seen: DuelSceneEvent[][] = [];
  player.onDuelEvents((events) => seen.push([...events]));
  return seen;
}

describe('DuelPlayer', () => {
  it('hands out each blow when its time comes, then the end', () => {
    const clock = new ManualClock(1_000);
    const player = new DuelPlayer(clock);
    const seen = recordEvents(player);
    let ended = 0;
    player.play(replayOf(shortDuel()), () => (ended += 1));
    expect(seen).toEqual([[{ type: 'duelBegan', duelId: 'duel-1', foeName: 'Dorn' }]]);
    expect(player.scenePlayback()).toMatchObject({
      myHealth: duelMaxHealth(myCard),
      foeHealth: duelMaxHealth(foeCard),
    });

    clock.step(200);
    expect(seen).toHaveLength(1);
    clock.step(DUEL_REPLAY_STEP_MS);
    expect(seen[1]!.map((event) => event.type)).toEqual(['duelBlow', 'duelBlow']);
    expect(player.scenePlayback()!.foeHealth).toBe(duelMaxHealth(foeCard) - 100);

    clock.step(500);
    expect(seen[2]).toHaveLength(1);
    expect(player.scenePlayback()!.myHealth).toBe(duelMaxHealth(myCard) - 100);
    expect(ended).toBe(0);

    clock.step(400);
    expect(seen[3]!.map((event) => event.type)).toEqual(['duelBlow', 'duelEnded']);
    expect(player.scenePlayback()).toMatchObject({ foeHealth: 0, ended: true, elapsedMs: 1_200 });
    expect(ended).toBe(1);
    expect(clock.pendingTimers).toBe(0);
  });

  it('replays a real duel in its own time, the bars ending where the last blow left them', () => {
    const clock = new ManualClock();
    const player = new DuelPlayer(clock);
    const result = simulateDuel(myCard, foeCard, 42);
    const seen = recordEvents(player);
    player.play(replayOf(result, 'b'));
    clock.step(result.durationMs - DUEL_REPLAY_STEP_MS - 1);
    expect(player.playing).toBe(true);
    clock.step(2 * DUEL_REPLAY_STEP_MS);
    expect(player.playing).toBe(false);
    const blows = seen.flat().filter((event) => event.type === 'duelBlow');
    expect(blows).toHaveLength(result.blows.length);
    const last = result.blows[result.blows.length - 1]!;
    // The player fought as 'b' here: their bar is the b side.
    expect(player.scenePlayback()).toMatchObject({ myHealth: last.healthB, foeHealth: last.healthA });
  });

  it('skips to the verdict, and raises a fallen hunter before the next duel', () => {
    const clock = new ManualClock();
    const player = new DuelPlayer(clock);
    const seen = recordEvents(player);
    const duel = shortDuel('b');
    player.play(replayOf(duel));
    player.skip();
    expect(player.playing).toBe(false);
    expect(seen.flat().at(-1)).toMatchObject({ type: 'duelEnded', winner: 'b' });
    // Only the last blow is drawn (the rest at once would pile their numbers up), and the bars end where it left them.
    const skipped = seen.at(-1)!;
    expect(skipped.filter((event) => event.type === 'duelBlow')).toHaveLength(Math.min(1, duel.blows.length));
    const last = duel.blows.at(-1)!;
    expect(player.scenePlayback()).toMatchObject({ myHealth: last.healthA, foeHealth: last.healthB });
    player.clear();
    expect(player.scenePlayback()).toBeNull();
    player.play(replayOf(shortDuel('a')));
    expect(seen.at(-1)!.map((event) => event.type)).toEqual(['duelRise', 'duelBegan']);
  });
});

describe('createDuelCombatAdapter', () => {
  it('puts the player on the left with the duel health and the rival as the foe', () => {
    const clock = new ManualClock();
    const player = new DuelPlayer(clock);
    const adapter = createDuelCombatAdapter(() => player);
    const model = createCombatSceneModel();
    const world = arenaWorld(1, 'Mira');
    adapter.readModel(world, model);
    expect(model.enemy).toBeNull();

    player.play(replayOf(shortDuel()));
    clock.step(1_000);
    adapter.readModel(world, model);
    expect(model.hunter).toMatchObject({ hp: duelMaxHealth(myCard) - 100, maxHp: duelMaxHealth(myCard) });
    expect(model.enemy).toMatchObject({
      id: duelFoeId('duel-1'),
      name: 'Dorn',
      kind: 'bone_knight',
      hp: duelMaxHealth(foeCard) - 100,
      maxHp: duelMaxHealth(foeCard),
      isBoss: false,
    });
    expect(model.potions).toBeNull();
    // The hunter's own look comes from the world (weapon and gear).
    expect(model.hunter.weaponClass).not.toBeNull();
    expect(model.companions.map((companion) => companion.wraithId)).toEqual(myCard.wraiths.map((w) => w.wraithId));
  });

  it('maps blows to hits, crits and dodges, and a knockout to the loser falling', () => {
    const clock = new ManualClock();
    const player = new DuelPlayer(clock);
    const adapter = createDuelCombatAdapter(() => player);
    const scene: (CombatSceneEvent | null)[] = [];
    player.onDuelEvents((events) => events.forEach((event) => scene.push(adapter.toSceneEvent(event))));
    player.play(replayOf(shortDuel('b')));
    clock.step(1_300);
    expect(scene).toEqual([
      { type: 'enemySpawned', enemyId: duelFoeId('duel-1'), isBoss: false, name: 'Dorn' },
      expect.objectContaining({ type: 'attack', attacker: 'hunter', outcome: 'hit', damage: 100 }),
      expect.objectContaining({ type: 'attack', attacker: 'enemy', outcome: 'dodge', damage: 0 }),
      expect.objectContaining({ type: 'attack', attacker: 'enemy', outcome: 'crit' }),
      expect.objectContaining({ type: 'attack', attacker: 'enemy', outcome: 'crit' }),
      { type: 'playerDied' },
    ]);

    scene.length = 0;
    player.play(replayOf(shortDuel('a')));
    player.skip();
    expect(scene[0]).toEqual({ type: 'respawned' });
    expect(scene.at(-1)).toEqual({ type: 'enemyKilled', enemyId: duelFoeId('duel-1'), loot: [] });
  });

  it("draws the player's wraith blows as companions acting, and ignores the world's own events", () => {
    const clock = new ManualClock();
    const player = new DuelPlayer(clock);
    const adapter = createDuelCombatAdapter(() => player);
    const result = simulateDuel(myCard, foeCard, 7);
    player.play(replayOf(result));
    adapter.readModel(arenaWorld(1), createCombatSceneModel());
    const wraithBlow = result.blows.find(
      (blow) => blow.attacker === 'a' && blow.source === 'wraith' && blow.outcome !== 'dodge',
    );
    expect(wraithBlow).toBeDefined();
    expect(adapter.toSceneEvent({ type: 'duelBlow', blow: wraithBlow! })).toMatchObject({
      type: 'wraithActed',
      action: 'attack',
      amount: wraithBlow!.damage,
    });
    expect(adapter.toSceneEvent({ type: 'combatStarted', areaId: 'tutorial_rift' })).toBeNull();
  });
});
