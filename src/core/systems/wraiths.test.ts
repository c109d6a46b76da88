import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WRAITHS_BY_ID } from '../content-index';
import type { GameEvent } from '../events';
import { applyOfflineProgress } from '../offline';
import type { GameState } from '../state-types';
import { computeDerivedStats } from '../stats';
import { step } from '../step';
import { createHunter, createTestWorld, stepUntil } from '../testing/fixtures';
import {
  bondXpToNext,
  summonedWraiths,
  tokensToMax,
  WRAITH_MAX_LEVEL,
  WRAITH_MESSAGES,
  wraithPassivePercent,
  wraithPower,
} from './wraith-rules';

const HOUR = 3_600_000;
const reply = (world: GameState, command: object) => step(world, [command]).replies[0];
const ofType = <T extends GameEvent['type']>(events: readonly GameEvent[], type: T) =>
  events.filter((event): event is Extract<GameEvent, { type: T }> => event.type === type);
const hunter = (seed = 4) =>
  createHunter({
    seed,
    rank: 'D',
    levels: { bladework: 25, defense: 25 },
    gear: { weapon: 'obsidian_cleaver' },
    tier: 'base',
  });

describe('bonding', () => {
  it('spends the kind’s tokens, binds it at level 1 and summons it into a free slot', () => {
    const world = createTestWorld();
    expect(reply(world, { type: 'bondWraith', wraithId: 'nobody' })).toEqual({
      ok: false,
      message: WRAITH_MESSAGES.unknownWraith('nobody'),
    });
    world.wraiths.tokens.ember_wisp = 9;
    expect(reply(world, { type: 'bondWraith', wraithId: 'ember_wisp' })).toEqual({
      ok: false,
      message: 'Not enough Ember Wisp tokens: 9 of 10',
    });
    world.wraiths.tokens.ember_wisp = 12;
    const { events, replies } = step(world, [{ type: 'bondWraith', wraithId: 'ember_wisp' }]);
    expect(replies[0]).toEqual({ ok: true });
    expect(world.wraiths.tokens.ember_wisp).toBe(2);
    const bond = world.wraiths.bonded[0]!;
    expect(bond).toMatchObject({ wraithId: 'ember_wisp', level: 1, bondXp: 0, kills: 0 });
    expect(world.equipment.slots.wraith_1).toBe(bond.id);
    expect(events.map((event) => event.type)).toEqual(['wraithBonded', 'wraithSummoned']);
    world.wraiths.tokens.ember_wisp = 50;
    expect(reply(world, { type: 'bondWraith', wraithId: 'ember_wisp' })).toEqual({
      ok: false,
      message: WRAITH_MESSAGES.alreadyBonded('Ember Wisp'),
    });
  });
});

describe('growth', () => {
  it('feeding tokens grows the bond by 10 XP each, levelling up, and stops at level 20', () => {
    const world = createTestWorld();
    world.wraiths.tokens.ember_wisp = 2_000;
    step(world, [{ type: 'bondWraith', wraithId: 'ember_wisp' }]);
    const bond = world.wraiths.bonded[0]!;
    expect(reply(world, { type: 'feedWraith', bondedId: bond.id, tokens: 0 })).toEqual({
      ok: false,
      message: WRAITH_MESSAGES.badTokens,
    });
    const { events } = step(world, [{ type: 'feedWraith', bondedId: bond.id, tokens: 5 }]);
    // 50 XP: level 1 needs 20, level 2 needs 40 → level 2 with 30 toward 3.
    expect(bond).toMatchObject({ level: 2, bondXp: 30 });
    expect(ofType(events, 'wraithLevelUp')).toEqual([
      { type: 'wraithLevelUp', bondedId: bond.id, wraithId: 'ember_wisp', level: 2 },
    ]);
    const toMax = tokensToMax(bond);
    expect(reply(world, { type: 'feedWraith', bondedId: bond.id, tokens: toMax })).toEqual({ ok: true });
    expect(bond).toMatchObject({ level: WRAITH_MAX_LEVEL, bondXp: 0 });
    expect(reply(world, { type: 'feedWraith', bondedId: bond.id, tokens: 1 })).toEqual({
      ok: false,
      message: WRAITH_MESSAGES.maxLevel('Ember Wisp'),
    });
    expect(world.wraiths.tokens.ember_wisp).toBe(2_000 - 10 - 5 - toMax);
  });

  it('feeding any number of tokens in any chunks lands on the same level as the XP they give', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 60 }), { maxLength: 12 }), (chunks) => {
        const world = createTestWorld();
        world.wraiths.tokens.crypt_shade = 10_000;
        step(world, [{ type: 'bondWraith', wraithId: 'crypt_shade' }]);
        const bond = world.wraiths.bonded[0]!;
        let fed = 0;
        for (const tokens of chunks) {
          const before = bond.level;
          if (reply(world, { type: 'feedWraith', bondedId: bond.id, tokens })!.ok) fed += tokens;
          expect(bond.level).toBeGreaterThanOrEqual(before);
        }
        let xp = fed * 10;
        let level = 1;
        while (level < WRAITH_MAX_LEVEL && xp >= bondXpToNext(level)) xp -= bondXpToNext(level++);
        expect(bond.level).toBe(level);
        expect(bond.bondXp).toBe(level === WRAITH_MAX_LEVEL ? 0 : xp);
        expect(world.wraiths.tokens.crypt_shade).toBe(10_000 - 15 - fed);
      }),
      { numRuns: 60 },
    );
  });
});

describe('the three slots', () => {
  it('summons, replaces, refuses a fourth and dismisses', () => {
    const world = createTestWorld();
    for (const id of ['ember_wisp', 'crypt_shade', 'ashen_revenant', 'drowned_chorister'])
      world.wraiths.tokens[id] = WRAITHS_BY_ID[id]!.tokensToBond;
    for (const id of ['ember_wisp', 'crypt_shade', 'ashen_revenant', 'drowned_chorister'])
      expect(reply(world, { type: 'bondWraith', wraithId: id })).toEqual({ ok: true });
    // The fourth bond found no free slot and rests.
    expect(summonedWraiths(world).map((entry) => entry.def.id)).toEqual([
      'ember_wisp',
      'crypt_shade',
      'ashen_revenant',
    ]);
    const resting = world.wraiths.bonded[3]!;
    expect(reply(world, { type: 'summonWraith', bondedId: resting.id })).toEqual({
      ok: false,
      message: WRAITH_MESSAGES.slotsFull,
    });
    expect(reply(world, { type: 'summonWraith', bondedId: resting.id, slot: 1 })).toEqual({ ok: true });
    expect(summonedWraiths(world).map((entry) => entry.def.id)).toEqual([
      'ember_wisp',
      'drowned_chorister',
      'ashen_revenant',
    ]);
    expect(reply(world, { type: 'summonWraith', bondedId: resting.id, slot: 2 })).toEqual({
      ok: false,
      message: WRAITH_MESSAGES.alreadySummoned('Drowned Chorister'),
    });
    expect(reply(world, { type: 'dismissWraith', slot: 0 })).toEqual({ ok: true });
    expect(world.equipment.slots.wraith_1).toBeNull();
    expect(reply(world, { type: 'dismissWraith', slot: 0 })).toEqual({ ok: false, message: WRAITH_MESSAGES.emptySlot });
    expect(reply(world, { type: 'dismissWraith', slot: 3 })).toEqual({ ok: false, message: WRAITH_MESSAGES.badSlot });
    // Unequipping a wraith slot from the equipment page does the same as dismissing.
    expect(reply(world, { type: 'unequip', slot: 'wraith_2' })).toEqual({ ok: true });
    expect(world.equipment.slots.wraith_2).toBeNull();
  });

  it('a buffing wraith’s aura is in the derived stats while it is summoned', () => {
    const world = createTestWorld();
    const before = computeDerivedStats(world).attackIntervalMs;
    world.wraiths.tokens.drowned_chorister = 25;
    step(world, [{ type: 'bondWraith', wraithId: 'drowned_chorister' }]);
    expect(computeDerivedStats(world).attackIntervalMs).toBeLessThan(before);
    step(world, [{ type: 'dismissWraith', slot: 0 }]);
    expect(computeDerivedStats(world).attackIntervalMs).toBe(before);
  });
});

describe('wraiths in a fight', () => {
  it('an attacker strikes on its interval, shares the kills and grows by them; its XP gift adds to kill XP', () => {
    const world = hunter();
    world.wraiths.tokens.ember_wisp = 10;
    step(world, [{ type: 'bondWraith', wraithId: 'ember_wisp' }]);
    step(world, [{ type: 'startCombat', areaId: 'rotting_marsh' }]);
    let kills = 0;
    const events = stepUntil(world, (tick) => (kills += ofType(tick, 'enemyKilled').length) >= 3);
    const strikes = ofType(events, 'wraithActed');
    expect(strikes.length).toBeGreaterThan(0);
    expect(strikes.every((strike) => strike.action === 'attack' && strike.amount > 0 && strike.slot === 0)).toBe(true);
    const bond = world.wraiths.bonded[0]!;
    expect(bond.kills).toBe(3);
    expect(bond.bondXp).toBe(3);
    const gift = wraithPassivePercent(world, 'xp');
    expect(gift).toBe(3);
    for (const kill of ofType(events, 'enemyKilled')) expect(kill.xp).toBeGreaterThan(0);
  });

  it('fights away too: more damage means at least as many kills, and the kills grow the bond', () => {
    const alone = hunter(8);
    const helped = hunter(8);
    helped.wraiths.tokens.eclipse_phantom = 40;
    step(helped, [{ type: 'bondWraith', wraithId: 'eclipse_phantom' }]);
    for (const world of [alone, helped]) step(world, [{ type: 'startCombat', areaId: 'rotting_marsh' }]);
    const soloKills = applyOfflineProgress(alone, 2 * HOUR)!.combat!.kills;
    const pairKills = applyOfflineProgress(helped, 2 * HOUR)!.combat!.kills;
    expect(pairKills).toBeGreaterThan(soloKills);
    expect(helped.wraiths.bonded[0]!.kills).toBe(pairKills);
  });

  it('power grows 5% a level up to level 20', () => {
    expect(wraithPower(1)).toBe(1);
    expect(wraithPower(11)).toBeCloseTo(1.5);
    expect(wraithPower(40)).toBeCloseTo(1.95);
  });

  it('plays the same twice from the same seed, with abilities and three wraiths in play', () => {
    const run = () => {
      const world = hunter(21);
      for (const id of ['ember_wisp', 'crypt_shade', 'spire_sentinel']) world.wraiths.tokens[id] = 60;
      for (const id of ['ember_wisp', 'crypt_shade', 'spire_sentinel'])
        step(world, [{ type: 'bondWraith', wraithId: id }]);
      step(world, [{ type: 'startCombat', areaId: 'rotting_marsh' }]);
      const events: GameEvent[] = [];
      for (let tick = 0; tick < 3_000; tick++) events.push(...step(world, []).events);
      return { world: JSON.stringify(world), events };
    };
    const first = run();
    expect(ofType(first.events, 'wraithActed').map((event) => event.action)).toEqual(
      expect.arrayContaining(['attack', 'shield', 'heal']),
    );
    expect(run()).toEqual(first);
  });

  it('a fight saved at any tick, mid-effect and mid-strike, goes on exactly as if never saved', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_500 }), fc.integer({ min: 1, max: 200 }), (before, after) => {
        const start = hunter(33);
        // Bladework 25: Bloodletting (a damage over time) is slotted beside Blade Strike.
        expect(start.abilities.equipped).toContain('bloodletting');
        for (const id of ['ember_wisp', 'spire_sentinel']) start.wraiths.tokens[id] = 30;
        for (const id of ['ember_wisp', 'spire_sentinel']) step(start, [{ type: 'bondWraith', wraithId: id }]);
        step(start, [{ type: 'startCombat', areaId: 'rotting_marsh' }]);
        for (let tick = 0; tick < before; tick++) step(start, []);
        const saved = JSON.parse(JSON.stringify(start)) as GameState;
        const a: GameEvent[] = [];
        const b: GameEvent[] = [];
        for (let tick = 0; tick < after; tick++) {
          a.push(...step(start, []).events);
          b.push(...step(saved, []).events);
        }
        expect(b).toEqual(a);
        expect(saved).toEqual(start);
      }),
      { numRuns: 20 },
    );
  });
});
