import { describe, expect, it } from 'vitest';
import { SKILL_IDS } from '@/content/ids';
import {
  absenceTimeline,
  FORECAST_RUNS,
  forecastAbsence,
  forecastHorizons,
  formatAwayClock,
  type AbsenceGains,
} from './absence';
import { MINING_NODES_BY_ID } from './content-index';
import { applyOfflineProgress } from './offline';
import { formatDuration } from './offline-summary';
import type { GameState } from './state-types';
import { step } from './step';
import { createHunter, createTestWorld, createDoomedHunter } from './testing/fixtures';
import { cloneWorld, serializeWorld } from './world';
import { MINING_MESSAGES } from './systems/mining-rules';

const HOUR = 3_600_000;
const SEEP = 'rift_edge_mana_seep';

/** A hunter who fights and trains (no death in an hour). */
function fightingHunter(seed = 7): GameState {
  const world = createHunter({
    seed,
    rank: 'C',
    tier: 'base',
    levels: { bladework: 30, defense: 30, alchemy: 10 },
    gear: { weapon: 'cinder_axe', chest: 'boneplate_vest' },
    potions: { health: 'health_potion_small', mana: 'mana_potion_small', count: 5 },
  });
  step(world, [
    { type: 'startCombat', areaId: 'gloomroot_thicket' },
    { type: 'startTraining', skill: 'alchemy', activityId: 'brewing_health_tonics' },
  ]);
  return world;
}

function miner(): GameState {
  const world = createTestWorld();
  step(world, [{ type: 'startMining', nodeId: SEEP }]);
  return world;
}

const sum = (hours: AbsenceGains[], pick: (gains: AbsenceGains) => number) =>
  hours.reduce((total, gains) => total + pick(gains), 0);

describe('applyOfflineProgress with countedLimitMs', () => {
  it('is today’s catch-up when the limit is the whole absence or more', () => {
    const plain = fightingHunter();
    const limited = cloneWorld(plain);
    const a = applyOfflineProgress(plain, 3 * HOUR);
    const b = applyOfflineProgress(limited, 3 * HOUR, undefined, { countedLimitMs: 3 * HOUR });
    expect(b).toEqual(a);
    expect(serializeWorld(limited)).toBe(serializeWorld(plain));
  });

  it('cut at an hour is an absence of that hour at the whole absence’s multiplier', () => {
    const short = fightingHunter();
    const cut = cloneWorld(short);
    const a = applyOfflineProgress(short, HOUR);
    const b = applyOfflineProgress(cut, 5 * HOUR, undefined, { countedLimitMs: HOUR });
    expect(b).toEqual(a);
    expect(serializeWorld(cut)).toBe(serializeWorld(short));
    // A day away keeps the catch-up bonus even when cut at an hour.
    expect(applyOfflineProgress(fightingHunter(), 30 * HOUR, undefined, { countedLimitMs: HOUR })).toMatchObject({
      progressMultiplier: 0.75,
      catchUpBonus: true,
      effectiveMinutes: 45,
    });
  });
});

describe('forecastAbsence', () => {
  it('for an hour is what the catch-up does to a copy, and leaves the world as it was', () => {
    const world = fightingHunter();
    const saved = serializeWorld(world);
    const forecast = forecastAbsence(world, HOUR)!;
    expect(serializeWorld(world)).toBe(saved);
    const copy = cloneWorld(world);
    const killsBefore = copy.stats.enemiesKilled;
    const gains = applyOfflineProgress(copy, HOUR)!;
    expect(forecast.gains.gold).toBe(gains.resources.gold);
    expect(forecast.gains.xp).toEqual(gains.skillXP);
    expect(forecast.gains.levelUps).toEqual(gains.skillLevelUps);
    expect(forecast.gains.kills).toBe(copy.stats.enemiesKilled - killsBefore);
    expect(forecast.gains.kills).toBeGreaterThan(0);
    expect(forecast.gains.playerLevel).toEqual({ from: world.player.level, to: copy.player.level });
    expect(forecast).toMatchObject({ awayMs: HOUR, countedMs: HOUR, effectiveMs: HOUR / 2, multiplier: 0.5 });
    expect(forecast.death).toBeNull();
    expect(forecast.risk).toEqual({ fights: true, runs: FORECAST_RUNS, deaths: 0, chance: 0, likelyKillerName: null });
    // The drops of the hour are the catch-up's too.
    expect(forecast.gains.itemsGained.length).toBeGreaterThan(0);
    expect(forecast.gains.tokens).toEqual(
      Object.entries(copy.wraiths.tokens)
        .map(([wraithId, quantity]) => ({ wraithId, quantity: quantity - (world.wraiths.tokens[wraithId] ?? 0) }))
        .filter((row) => row.quantity > 0),
    );
  });

  it('for an hour equals the tick-by-tick reference exactly', () => {
    for (const seed of [1, 2, 3]) {
      const world = fightingHunter(seed);
      expect(forecastAbsence(world, HOUR, undefined, { mode: 'ticks' })).toEqual(forecastAbsence(world, HOUR));
    }
    const doomed = createDoomedHunter();
    expect(forecastAbsence(doomed, HOUR, undefined, { mode: 'ticks' })).toEqual(forecastAbsence(doomed, HOUR));
  });

  it('names the death, when, and what it would cost, and the risk over the runs', () => {
    const world = createDoomedHunter();
    const forecast = forecastAbsence(world, HOUR)!;
    expect(forecast.death).toMatchObject({ killerName: expect.any(String), locationName: 'Gloomroot Thicket' });
    expect(forecast.death!.atMs).toBeGreaterThan(0);
    expect(forecast.death!.atMs).toBeLessThan(HOUR);
    // One random piece of the gear worn (the belt's refills from the pack set how long the fight lasts).
    expect(forecast.death!.itemsLost).toHaveLength(1);
    expect(['crypt_blade', 'cloth_armor']).toContain(forecast.death!.itemsLost[0]!.itemId);
    expect(forecast.risk.runs).toBe(FORECAST_RUNS);
    expect(forecast.risk.deaths).toBe(FORECAST_RUNS);
    expect(forecast.risk.chance).toBeGreaterThan(0.5);
    expect(forecast.risk.likelyKillerName).toEqual(expect.any(String));
    // A forecast's times count from leaving, in words.
    expect(forecast.reasons.map((reason) => reason.text)).toContain(
      `Dies to ${forecast.death!.killerName} ${formatDuration(forecast.death!.atMs!)} after you leave`,
    );
  });

  it('runs once when nothing can kill the hunter, and forecasts 1, 4 and 12 hours', () => {
    const horizons = forecastHorizons(miner());
    expect(horizons.map((row) => row.hours)).toEqual([1, 4, 12]);
    expect(horizons.every((row) => row.forecast.risk.runs === 1 && row.forecast.risk.deaths === 0)).toBe(true);
    expect(horizons[2]!.forecast.countedMs).toBe(12 * HOUR);
  });
});

describe('absenceTimeline', () => {
  it('folds the few seconds past a whole hour into that hour', () => {
    const timeline = absenceTimeline(fightingHunter(), HOUR + 7_000)!;
    expect(timeline.hours.map((hour) => [hour.fromMs, hour.toMs])).toEqual([[0, HOUR + 7_000]]);
    const two = absenceTimeline(fightingHunter(), 2 * HOUR + 61_000)!;
    expect(two.hours.map((hour) => hour.toMs)).toEqual([HOUR, 2 * HOUR, 2 * HOUR + 61_000]);
  });

  it('splits the absence into hours that sum to the whole, which is the catch-up’s own result', () => {
    const before = fightingHunter();
    const saved = serializeWorld(before);
    const timeline = absenceTimeline(before, 5 * HOUR + 20 * 60_000)!;
    expect(serializeWorld(before)).toBe(saved);
    expect(timeline.hours.map((hour) => [hour.fromMs, hour.toMs])).toEqual([
      [0, HOUR],
      [HOUR, 2 * HOUR],
      [2 * HOUR, 3 * HOUR],
      [3 * HOUR, 4 * HOUR],
      [4 * HOUR, 5 * HOUR],
      [5 * HOUR, 5 * HOUR + 20 * 60_000],
    ]);
    const hours = timeline.hours.map((hour) => hour.gains);
    expect(sum(hours, (gains) => gains.gold)).toBe(timeline.total.gold);
    expect(sum(hours, (gains) => gains.kills)).toBe(timeline.total.kills);
    expect(sum(hours, (gains) => gains.totalXp)).toBe(timeline.total.totalXp);
    for (const skill of SKILL_IDS)
      expect(sum(hours, (gains) => gains.xp[skill] ?? 0)).toBe(timeline.total.xp[skill] ?? 0);
    expect(hours.every((gains) => gains.kills > 0)).toBe(true);
    const copy = cloneWorld(before);
    const gains = applyOfflineProgress(copy, 5 * HOUR + 20 * 60_000)!;
    expect(timeline.total.gold).toBe(gains.resources.gold);
    expect(timeline.total.xp).toEqual(gains.skillXP);
  });

  it('says a long absence counted 12 hours, at x0.75 with the catch-up bonus', () => {
    const timeline = absenceTimeline(fightingHunter(), 30 * HOUR)!;
    expect(timeline.hours).toHaveLength(12);
    expect(timeline.reasons.slice(0, 2).map((reason) => [reason.kind, reason.text])).toEqual([
      ['cap', '12h counted of 30h away'],
      ['multiplier', 'x0.75 with the catch-up bonus (x1.5 for a day or more away)'],
    ]);
  });

  it('says when the node gave out and that nothing ran after', () => {
    const world = miner();
    const timeline = absenceTimeline(world, 2 * HOUR)!;
    const node = MINING_NODES_BY_ID[SEEP]!;
    const stop = timeline.reasons.find((reason) => reason.kind === 'miningStopped')!;
    expect(stop.text).toMatch(new RegExp(`^Mining stopped at \\d\\d:\\d\\d: ${node.name} is depleted`));
    // Ten harvests on the progress clock (x0.5): about 20 minutes after leaving.
    expect(stop.atMs).toBeGreaterThan(15 * 60_000);
    expect(stop.atMs).toBeLessThan(25 * 60_000);
    expect(timeline.reasons.at(-1)).toEqual({
      kind: 'idle',
      atMs: stop.atMs,
      text: `Nothing was running from ${formatAwayClock(stop.atMs!)}`,
    });
    expect(timeline.hours[0]!.gains.xp.survival).toBeGreaterThan(0);
    expect(timeline.hours[1]!.gains.totalXp).toBe(0);
  });

  it('says when the inventory filled up', () => {
    const world = miner();
    for (const line of MINING_NODES_BY_ID[SEEP]!.loot) world.resources.materials[line.itemId] = 999;
    const timeline = absenceTimeline(world, HOUR)!;
    const full = timeline.reasons.find((reason) => reason.kind === 'inventoryFull')!;
    expect(full.text).toBe(`Inventory full at ${formatAwayClock(full.atMs!)}`);
    expect(full.atMs).toBeLessThan(5 * 60_000);
    expect(MINING_MESSAGES.full).toContain('inventory is full');
  });

  it('says when and to whom the hunter died, in the hour it happened', () => {
    const world = createDoomedHunter();
    const timeline = absenceTimeline(world, 3 * HOUR)!;
    const [death] = timeline.deaths;
    expect(death).toMatchObject({ killerName: expect.any(String), locationName: 'Gloomroot Thicket' });
    const died = timeline.reasons.find((reason) => reason.kind === 'died')!;
    expect(died.text).toBe(`Died at ${formatAwayClock(death!.atMs!)} to ${death!.killerName}`);
    expect(timeline.hours[0]!.gains.kills).toBe(timeline.total.kills);
    expect(timeline.hours[1]!.gains.kills).toBe(0);
  });

  it('is null under a minute', () => {
    expect(absenceTimeline(miner(), 30_000)).toBeNull();
    expect(forecastAbsence(miner(), 30_000)).toBeNull();
  });
});
