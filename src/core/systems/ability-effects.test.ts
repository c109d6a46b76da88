import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../events';
import type { ActiveEffect, GameState } from '../state-types';
import { computeDerivedStats } from '../stats';
import { step } from '../step';
import { createHunter, stepUntil } from '../testing/fixtures';
import { absorbIncoming, applyEffect, buffedStats, tickEffects } from './ability-effects';

const ofType = <T extends GameEvent['type']>(events: readonly GameEvent[], type: T) =>
  events.filter((event): event is Extract<GameEvent, { type: T }> => event.type === type);

/** A hunter whose only slotted ability is `abilityId` (its skill raised to unlock it). */
function withOnly(
  abilityId: string,
  levels: Partial<Record<'bladework' | 'defense' | 'witchcraft' | 'marksmanship' | 'alchemy' | 'smithing', number>>,
): GameState {
  const world = createHunter({ seed: 11, rank: 'D', levels, gear: { weapon: 'obsidian_cleaver' }, tier: 'base' });
  world.abilities.equipped = world.abilities.equipped.map(() => null);
  world.abilities.equipped[0] = abilityId;
  expect(world.abilities.unlocked[abilityId]).toBeDefined();
  return world;
}

describe('lingering effects', () => {
  it('a damage over time bites the enemy on its interval and is booked to the ability', () => {
    const world = withOnly('acid_flask', { alchemy: 20, bladework: 20, defense: 20 });
    step(world, [{ type: 'startCombat', areaId: 'rotting_marsh' }]);
    const events = stepUntil(world, (tick) => tick.some((event) => event.type === 'effectDamage'));
    const used = ofType(events, 'abilityUsed')[0]!;
    const dot = world.combat.effects.find((effect) => effect.sourceId === 'acid_flask');
    const bite = ofType(events, 'effectDamage')[0]!;
    expect(bite.sourceId).toBe('acid_flask');
    expect(bite.damage).toBeGreaterThan(0);
    expect(world.abilities.statistics.acid_flask!.damage).toBeGreaterThanOrEqual(
      used.damage + Math.min(1, bite.damage),
    );
    // Still on the enemy with one bite fewer, unless the enemy fell.
    if (world.combat.enemy) expect(dot?.ticksLeft).toBe(3);
  });

  it('a ward takes the enemy’s blows before health does', () => {
    const effects: ActiveEffect[] = [];
    applyEffect(effects, { sourceId: 'iron_bulwark', kind: 'shield', target: 'player', amount: 30, endsAt: 10_000 });
    const events: GameEvent[] = [];
    expect(absorbIncoming(effects, 20, events)).toBe(0);
    expect(absorbIncoming(effects, 25, events)).toBe(15);
    expect(effects).toEqual([]);
    expect(events).toEqual([
      { type: 'shieldAbsorbed', sourceId: 'iron_bulwark', absorbed: 20 },
      { type: 'shieldAbsorbed', sourceId: 'iron_bulwark', absorbed: 10 },
    ]);
  });

  it('recasting refreshes an effect instead of stacking it, and expired effects fall away', () => {
    const effects: ActiveEffect[] = [];
    const buff = {
      sourceId: 'red_mist',
      kind: 'buff',
      target: 'player',
      stat: 'damage',
      amount: 20,
      endsAt: 5_000,
    } as const;
    applyEffect(effects, buff);
    applyEffect(effects, { ...buff, endsAt: 9_000 });
    expect(effects).toHaveLength(1);
    expect(tickEffects(effects, 8_999)).toEqual([]);
    expect(effects).toHaveLength(1);
    tickEffects(effects, 9_000);
    expect(effects).toEqual([]);
  });

  it('buffs raise the hunter’s hits, crit and speed while they last', () => {
    const world = withOnly('tempered_edge', { smithing: 55, bladework: 20 });
    const derived = computeDerivedStats(world);
    const buffed = buffedStats(derived, [
      { sourceId: 'a', kind: 'buff', target: 'player', stat: 'damage', amount: 20, endsAt: 1 },
      { sourceId: 'b', kind: 'buff', target: 'player', stat: 'crit', amount: 8, endsAt: 1 },
      { sourceId: 'c', kind: 'buff', target: 'player', stat: 'haste', amount: 10, endsAt: 1 },
    ]);
    expect(buffed.physicalHit).toBeCloseTo(derived.physicalHit * 1.2);
    expect(buffed.critChance).toBeCloseTo(Math.min(100, derived.critChance + 8));
    expect(buffed.attackIntervalMs).toBe(Math.round(derived.attackIntervalMs * 0.9));
  });

  it('a weakening curse softens the enemy’s blows, and what was on an enemy leaves with it', () => {
    const world = withOnly('hex_of_frailty', { witchcraft: 60, bladework: 20, defense: 20 });
    step(world, [{ type: 'startCombat', areaId: 'rotting_marsh' }]);
    stepUntil(world, (tick) => tick.some((event) => event.type === 'abilityUsed'));
    expect(world.combat.effects).toEqual([
      expect.objectContaining({ sourceId: 'hex_of_frailty', kind: 'debuff', stat: 'weaken', target: 'enemy' }),
    ]);
    stepUntil(world, (tick) => tick.some((event) => event.type === 'enemyKilled'));
    expect(world.combat.effects.filter((effect) => effect.target === 'enemy')).toEqual([]);
    step(world, [{ type: 'stopCombat' }]);
    expect(world.combat.effects).toEqual([]);
  });
});
