import { describe, expect, it } from 'vitest';
import { ABILITIES_BY_ID } from '@/core/content-index';
import { createTestWorld, setSkillLevels } from '@/core/testing/fixtures';
import type { GameState } from '@/core/state-types';
import {
  cooldownSecondsLabel,
  costLabel,
  sameAbilityBarLive,
  selectAbilityBar,
  selectAbilityBarLive,
  slotForKey,
  slotForKeyPress,
} from './ability-bar';

/** A fresh hunter with no skill past level 1: nothing learnt, nothing slotted. */
function freshHunter(): GameState {
  const world = createTestWorld();
  setSkillLevels(world, { bladework: 1, marksmanship: 1, witchcraft: 1 });
  return world;
}

/** A hunter who has learnt the first three abilities (slotted 1..3 by the core, in table order). */
function firstAbilities(): GameState {
  const world = freshHunter();
  setSkillLevels(world, { bladework: 2, witchcraft: 2, marksmanship: 2 });
  return world;
}

describe('ability bar view', () => {
  it('lists the 8 slots with their keys, slotted abilities in the core’s order and empty ones as null', () => {
    const world = firstAbilities();
    const bar = selectAbilityBar(world);
    expect(bar.slots).toHaveLength(8);
    expect(bar.slots.map((slot) => slot.key)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(bar.slots.map((slot) => slot.ability?.id ?? null)).toEqual(world.abilities.equipped);
    const frost = bar.slots.find((slot) => slot.ability?.id === 'frost_bolt')!.ability!;
    expect(frost).toMatchObject({
      name: 'Frost Bolt',
      rank: 1,
      cost: { resource: 'mana', amount: 15 },
      costLabel: '15 mana',
      cooldownMs: ABILITIES_BY_ID.frost_bolt!.cooldownMs,
      glyph: { kind: 'damage', school: 'spell', visual: 'frost', stat: null },
    });
    expect(bar.equippedCount).toBe(3);
    expect(bar.slots.filter((slot) => slot.ability === null)).toHaveLength(5);
    expect(bar.emptyHint).toBeNull();
  });

  it('shows only the pools the slotted abilities spend or build', () => {
    const world = freshHunter();
    setSkillLevels(world, { witchcraft: 2 });
    expect(selectAbilityBar(world).poolsInUse).toEqual(['mana']);
    // Blade Strike costs energy and builds a combo point.
    setSkillLevels(world, { bladework: 2 });
    expect(selectAbilityBar(world).poolsInUse).toEqual(['energy', 'mana', 'comboPoints']);
  });

  it('explains an empty bar with the first unlocks from the content, or the way to slot what is known', () => {
    const world = freshHunter();
    const empty = selectAbilityBar(world);
    expect(empty.unlockedCount).toBe(0);
    const blade = ABILITIES_BY_ID.blade_strike!;
    const frost = ABILITIES_BY_ID.frost_bolt!;
    expect(empty.emptyHint).toBe(
      'No abilities yet: Blade Strike and Frost Bolt unlock at ' +
        `Bladework ${blade.unlockLevel} and Witchcraft ${frost.unlockLevel}`,
    );
    expect(blade.skillSource).toBe('bladework');
    expect(frost.skillSource).toBe('witchcraft');

    const learnt = firstAbilities();
    learnt.abilities.equipped = learnt.abilities.equipped.map(() => null);
    const unslotted = selectAbilityBar(learnt);
    expect(unslotted.unlockedCount).toBe(3);
    expect(unslotted.emptyHint).toMatch(/^No abilities slotted/);
  });

  it('carries the casting mode and marks the active loadout', () => {
    const world = firstAbilities();
    world.abilities.manualMode = true;
    world.abilities.loadouts.push({ name: 'Frost', slots: [null, 'frost_bolt'], isActive: false });
    world.abilities.activeLoadout = 'Frost';
    const bar = selectAbilityBar(world);
    expect(bar.manualMode).toBe(true);
    expect(bar.loadouts).toEqual([
      { name: 'Default', active: false },
      { name: 'Frost', active: true },
    ]);
  });

  it('reads each slot’s cooldown left against the simulation clock', () => {
    const world = firstAbilities();
    const frostSlot = world.abilities.equipped.indexOf('frost_bolt');
    const bladeSlot = world.abilities.equipped.indexOf('blade_strike');
    world.abilities.cooldowns.frost_bolt = world.sim.nowMs + 3_200;
    world.abilities.cooldowns.blade_strike = world.sim.nowMs - 10;
    const live = selectAbilityBarLive(world);
    expect(live.slots[frostSlot]).toMatchObject({ cooldownLeftMs: 3_200, cooldownTotalMs: 8_000 });
    expect(live.slots[bladeSlot]).toMatchObject({ cooldownLeftMs: 0, cooldownTotalMs: 0 });
    expect(live.slots[7]).toEqual({ cooldownLeftMs: 0, cooldownTotalMs: 0, shortfall: null });
    expect(cooldownSecondsLabel(live.slots[frostSlot]!.cooldownLeftMs)).toBe('4');
    expect(cooldownSecondsLabel(0)).toBe('');

    world.sim.nowMs += 3_200;
    expect(selectAbilityBarLive(world).slots[frostSlot]!.cooldownLeftMs).toBe(0);
  });

  it('says what a slot lacks to be paid for, from the pools', () => {
    const world = firstAbilities();
    const frostSlot = world.abilities.equipped.indexOf('frost_bolt');
    const bladeSlot = world.abilities.equipped.indexOf('blade_strike');
    world.resourcePools.mana.current = 14.6;
    world.resourcePools.energy.current = 25;
    const live = selectAbilityBarLive(world);
    expect(live.slots[frostSlot]!.shortfall).toBe('Not enough mana (15 needed)');
    expect(live.slots[bladeSlot]!.shortfall).toBeNull();
    expect(live.pools.mana).toBe(14);
    world.resourcePools.mana.current = 15;
    expect(selectAbilityBarLive(world).slots[frostSlot]!.shortfall).toBeNull();
  });

  it('holds a finisher back until it has its combo points', () => {
    const world = freshHunter();
    setSkillLevels(world, { bladework: 30 });
    const finisherSlot = world.abilities.equipped.indexOf('reaping_flourish');
    expect(finisherSlot).toBeGreaterThanOrEqual(0);
    world.resourcePools.energy.current = world.resourcePools.energy.max;
    world.resourcePools.comboPoints.current = 2;
    expect(selectAbilityBarLive(world).slots[finisherSlot]!.shortfall).toBe('Needs 3 combo points');
    world.resourcePools.comboPoints.current = 3;
    expect(selectAbilityBarLive(world).slots[finisherSlot]!.shortfall).toBeNull();
    expect(selectAbilityBar(world).slots[finisherSlot]!.ability!.minComboPoints).toBe(3);
  });

  it('tells the watcher when a live reading changed', () => {
    const world = firstAbilities();
    const before = selectAbilityBarLive(world);
    expect(sameAbilityBarLive(before, selectAbilityBarLive(world))).toBe(true);
    world.abilities.cooldowns.frost_bolt = world.sim.nowMs + 1_000;
    expect(sameAbilityBarLive(before, selectAbilityBarLive(world))).toBe(false);
    const cooling = selectAbilityBarLive(world);
    world.resourcePools.energy.current = Math.floor(world.resourcePools.energy.current) + 0.4;
    expect(sameAbilityBarLive(cooling, selectAbilityBarLive(world))).toBe(true);
    world.resourcePools.energy.current += 1;
    expect(sameAbilityBarLive(cooling, selectAbilityBarLive(world))).toBe(false);
  });

  it('maps the keys 1..8 to slots and nothing else', () => {
    expect(['1', '2', '3', '4', '5', '6', '7', '8'].map((key) => slotForKey(key))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    for (const key of ['0', '9', 'a', 'F1', '12', ' ', '']) expect(slotForKey(key)).toBeNull();
    // By position on the digit row and the keypad: an AZERTY "&" is the 1 key.
    expect(slotForKeyPress({ key: '&', code: 'Digit1' })).toBe(0);
    expect(slotForKeyPress({ key: '8', code: 'Numpad8' })).toBe(7);
    expect(slotForKeyPress({ key: '(', code: 'Digit9' })).toBeNull();
    expect(slotForKeyPress({ key: '3', code: '' })).toBe(2);
    expect(slotForKeyPress({ key: 'q', code: 'KeyQ' })).toBeNull();
  });

  it('names costs as the tooltip reads them', () => {
    expect(costLabel({ resource: 'energy', amount: 25 })).toBe('25 energy');
    expect(costLabel({ resource: 'comboPoints', amount: 3 })).toBe('3 combo points');
    expect(costLabel({ resource: 'none', amount: 0 })).toBe('no cost');
  });
});
