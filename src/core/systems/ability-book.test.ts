import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ABILITIES_BY_ID } from '../content-index';
import type { GameEvent } from '../events';
import type { GameState } from '../state-types';
import { step } from '../step';
import { createHunter, stepUntil } from '../testing/fixtures';
import { autoUseOrder } from './abilities';
import { LOADOUT_MESSAGES, MAX_LOADOUTS } from './ability-book';

const reply = (world: GameState, command: object) => step(world, [command]).replies[0];
const ofType = <T extends GameEvent['type']>(events: readonly GameEvent[], type: T) =>
  events.filter((event): event is Extract<GameEvent, { type: T }> => event.type === type);

/** A bladework-and-witchcraft hunter with Blade Strike, Frost Bolt, Bloodletting and Shadow Bolt unlocked. */
function caster(seed = 5): GameState {
  return createHunter({
    seed,
    rank: 'D',
    levels: { bladework: 20, witchcraft: 20, defense: 20 },
    gear: { weapon: 'obsidian_cleaver' },
    tier: 'base',
  });
}

describe('loadouts', () => {
  it('saves the slots under a new name, switches between them and keeps Default', () => {
    const world = caster();
    const first = world.abilities.equipped.slice();
    expect(first.filter(Boolean).length).toBeGreaterThan(1);
    expect(reply(world, { type: 'createLoadout', name: '  Boss   night ' })).toEqual({ ok: true });
    expect(world.abilities.activeLoadout).toBe('Boss night');
    expect(reply(world, { type: 'equipAbility', abilityId: null, slotIndex: 0 })).toEqual({ ok: true });
    expect(world.abilities.loadouts.find((entry) => entry.name === 'Boss night')!.slots[0]).toBeNull();
    const { events } = step(world, [{ type: 'switchLoadout', name: 'Default' }]);
    expect(world.abilities.equipped).toEqual(first);
    expect(ofType(events, 'loadoutSwitched')).toEqual([{ type: 'loadoutSwitched', name: 'Default' }]);
    expect(world.abilities.loadouts.filter((entry) => entry.isActive).map((entry) => entry.name)).toEqual(['Default']);
    expect(reply(world, { type: 'deleteLoadout', name: 'Default' })).toEqual({
      ok: false,
      message: LOADOUT_MESSAGES.keepDefault,
    });
    expect(reply(world, { type: 'renameLoadout', name: 'Boss night', newName: 'Wardens' })).toEqual({ ok: true });
    expect(reply(world, { type: 'switchLoadout', name: 'Wardens' })).toEqual({ ok: true });
    expect(world.abilities.equipped[0]).toBeNull();
    // Deleting the active loadout falls back to Default and its slots.
    expect(reply(world, { type: 'deleteLoadout', name: 'Wardens' })).toEqual({ ok: true });
    expect(world.abilities.activeLoadout).toBe('Default');
    expect(world.abilities.equipped).toEqual(first);
  });

  it('refuses bad, duplicate and too many names, and unknown loadouts', () => {
    const world = caster();
    expect(reply(world, { type: 'createLoadout', name: '' })).toEqual({ ok: false, message: LOADOUT_MESSAGES.badName });
    expect(reply(world, { type: 'createLoadout', name: 'x'.repeat(25) })).toEqual({
      ok: false,
      message: LOADOUT_MESSAGES.badName,
    });
    expect(reply(world, { type: 'createLoadout', name: 'default' })).toEqual({
      ok: false,
      message: LOADOUT_MESSAGES.taken('default'),
    });
    for (let index = 1; index < MAX_LOADOUTS; index++)
      expect(reply(world, { type: 'createLoadout', name: `Set ${index}` })).toEqual({ ok: true });
    expect(reply(world, { type: 'createLoadout', name: 'One more' })).toEqual({
      ok: false,
      message: LOADOUT_MESSAGES.tooMany,
    });
    expect(reply(world, { type: 'switchLoadout', name: 'Nope' })).toEqual({
      ok: false,
      message: LOADOUT_MESSAGES.unknown('Nope'),
    });
  });

  it('swaps two abilities when one is moved onto the other’s slot', () => {
    const world = caster();
    const [a, b] = world.abilities.equipped;
    expect(reply(world, { type: 'equipAbility', abilityId: b, slotIndex: 0 })).toEqual({ ok: true });
    expect(world.abilities.equipped.slice(0, 2)).toEqual([b, a]);
    expect(world.abilities.loadouts[0]!.slots.slice(0, 2)).toEqual([b, a]);
  });
});

describe('auto-use priorities and conditions', () => {
  it('orders by the priority list, then the other equipped abilities in slot order', () => {
    const world = caster();
    const equipped = world.abilities.equipped.filter((id): id is string => id !== null);
    const last = equipped[equipped.length - 1]!;
    expect(reply(world, { type: 'setAbilityPriorities', abilityIds: [last] })).toEqual({ ok: true });
    expect(autoUseOrder(world)).toEqual([last, ...equipped.slice(0, -1)]);
    expect(reply(world, { type: 'setAbilityPriorities', abilityIds: [last, last] })).toEqual({
      ok: false,
      message: LOADOUT_MESSAGES.badPriorities,
    });
  });

  it('holds an ability back until its condition is met', () => {
    const world = caster();
    const slotted = world.abilities.equipped.filter((id): id is string => id !== null);
    for (const id of slotted) step(world, [{ type: 'setAbilityCondition', abilityId: id, condition: 'enemyIsBoss' }]);
    expect(reply(world, { type: 'setAbilityCondition', abilityId: slotted[0], condition: 'sometimes' })).toEqual({
      ok: false,
      message: LOADOUT_MESSAGES.badCondition('sometimes'),
    });
    step(world, [{ type: 'startCombat', areaId: 'rotting_marsh' }]);
    const events = stepUntil(world, (tick) => tick.some((event) => event.type === 'enemyKilled'));
    // Zone enemies are not bosses: only basic blows.
    expect(ofType(events, 'abilityUsed')).toEqual([]);
    for (const id of slotted) step(world, [{ type: 'setAbilityCondition', abilityId: id, condition: 'always' }]);
    expect(world.abilities.conditions).toEqual({});
    const later = stepUntil(world, (tick) => tick.some((event) => event.type === 'abilityUsed'));
    expect(ofType(later, 'abilityUsed')[0]!.manual).toBe(false);
  });
});

describe('manual mode and the cast command', () => {
  it('fires nothing on its own, and fires the player’s cast on the next tick', () => {
    const world = caster();
    step(world, [{ type: 'setAbilityManualMode', manualMode: true }]);
    const id = world.abilities.equipped.find((entry) => entry !== null)!;
    expect(reply(world, { type: 'castAbility', abilityId: id })).toEqual({ ok: false, message: 'Not in combat' });
    step(world, [{ type: 'startCombat', areaId: 'rotting_marsh' }]);
    const fight = stepUntil(world, (tick) => tick.some((event) => event.type === 'enemyKilled'));
    expect(ofType(fight, 'abilityUsed')).toEqual([]);
    stepUntil(world, (tick) => tick.some((event) => event.type === 'enemySpawned'));
    const energy = world.resourcePools.energy.current;
    const mana = world.resourcePools.mana.current;
    const { events, replies } = step(world, [{ type: 'castAbility', abilityId: id }]);
    expect(replies[0]).toEqual({ ok: true });
    const used = ofType(events, 'abilityUsed');
    expect(used).toHaveLength(1);
    expect(used[0]).toMatchObject({ abilityId: id, manual: true });
    const cost = ABILITIES_BY_ID[id]!.cost;
    const spent =
      cost.resource === 'energy'
        ? energy - world.resourcePools.energy.current
        : mana - world.resourcePools.mana.current;
    // The pool paid the cost (a regeneration second may have fallen on this tick).
    expect(spent).toBeGreaterThanOrEqual(cost.amount - 5);
    expect(world.abilities.statistics[id]!.uses).toBe(1);
    expect(reply(world, { type: 'castAbility', abilityId: id })).toEqual({
      ok: false,
      message: expect.stringMatching(/is on cooldown \(\d+ s\)$/),
    });
    expect(reply(world, { type: 'castAbility', abilityId: 'last_vigil' })).toEqual({
      ok: false,
      message: 'Ability not unlocked',
    });
  });

  it('never lets a pool go below zero or above its maximum, nor an ability fire inside its cooldown', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ slot: fc.integer({ min: 0, max: 7 }), wait: fc.integer({ min: 0, max: 40 }) }), {
          maxLength: 25,
        }),
        fc.boolean(),
        (casts, manual) => {
          const world = caster(9);
          step(world, [{ type: 'setAbilityManualMode', manualMode: manual }]);
          step(world, [{ type: 'startCombat', areaId: 'rotting_marsh' }]);
          const lastUse: Record<string, number> = {};
          const check = (events: readonly GameEvent[]) => {
            for (const pool of [
              world.resourcePools.mana,
              world.resourcePools.energy,
              world.resourcePools.comboPoints,
            ]) {
              expect(pool.current).toBeGreaterThanOrEqual(0);
              expect(pool.current).toBeLessThanOrEqual(pool.max);
            }
            for (const used of ofType(events, 'abilityUsed')) {
              const previous = lastUse[used.abilityId];
              if (previous !== undefined)
                expect(world.sim.nowMs - previous).toBeGreaterThanOrEqual(ABILITIES_BY_ID[used.abilityId]!.cooldownMs);
              lastUse[used.abilityId] = world.sim.nowMs;
            }
          };
          for (const { slot, wait } of casts) {
            const id = world.abilities.equipped[slot];
            check(step(world, id ? [{ type: 'castAbility', abilityId: id }] : []).events);
            for (let tick = 0; tick < wait; tick++) check(step(world, []).events);
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
