import { describe, expect, it } from 'vitest';
import { createNewGameState } from './state';
import { baseAttributes, computeDerivedStats, isItemEquipped, MIN_ATTACK_INTERVAL_MS } from './stats';
import { createHunter, giveAndEquip, setSkillLevels } from './testing/fixtures';

const newWorld = () => createNewGameState({ userId: 'u', email: 'a@b.c', tier: 'base', nowMs: 0, seed: 1 });

describe('derived statistics (spec 001 §9)', () => {
  it('uses the spec’s base attribute formulas, rounded', () => {
    for (const level of [1, 10, 50, 100]) {
      expect(baseAttributes(level)).toEqual({
        strength: Math.round(10 + 1.8 * level + level ** 1.07),
        agility: Math.round(8 + 1.4 * level + level ** 1.05),
        intelligence: Math.round(8 + 1.4 * level + level ** 1.05),
        stamina: Math.round(15 + 2.5 * level + level ** 1.1),
      });
    }
    expect(baseAttributes(1)).toEqual({ strength: 13, agility: 10, intelligence: 10, stamina: 19 });
  });

  it('gives a new hunter the new-character values', () => {
    const derived = computeDerivedStats(newWorld());
    expect(derived).toMatchObject({
      level: 1,
      maxHealth: 100,
      maxMana: 50,
      attack: 10,
      defense: 10,
      critChance: 5,
      critDamage: 1.5,
      attackIntervalMs: 2_500,
      weaponClass: 'sword',
      weaponSkill: 'bladework',
      damageSchool: 'physical',
    });
    expect(derived.attackPower).toBe(2 * derived.strength);
    expect(derived.spellPower).toBe(2.5 * derived.intelligence);
    expect(derived.vitality).toBe(derived.stamina);
  });

  it('health is stamina x 5 + 5 per level, mana intelligence x 4.7 + 3 per level (tuned; see decisions)', () => {
    const world = newWorld();
    setSkillLevels(world, { bladework: 40, witchcraft: 30, defense: 30 });
    const derived = computeDerivedStats(world);
    expect(derived.maxHealth).toBe(Math.round(derived.stamina * 5 + 5 * derived.level));
    expect(derived.maxMana).toBe(Math.round(derived.intelligence * 4.7 + 3 * derived.level));
    expect(world.player.maxHealth).toBe(derived.maxHealth);
    expect(world.resourcePools.mana.max).toBe(derived.maxMana);
  });

  it('adds gear stats, and crit chance grows 0.08 per agility', () => {
    const world = newWorld();
    const before = computeDerivedStats(world);
    giveAndEquip(world, 'worn_boots', 'feet');
    const after = computeDerivedStats(world);
    expect(after.agility).toBe(before.agility + 1);
    expect(after.defense).toBe(before.defense + 2);
    expect(after.critChance).toBeCloseTo(before.critChance + 0.08, 6);
  });

  const shadowWalker =
    'applies Shadow Walker exactly: 2 pieces agility +15 and dodge +5; 4 pieces crit +10 and attack speed +0.15';
  it(shadowWalker, () => {
    const world = createHunter({ rank: 'S', levels: { bladework: 70 }, gear: { weapon: 'basic_sword' } });
    const none = computeDerivedStats(world);
    giveAndEquip(world, 'shadow_walker_hood', 'helmet');
    const one = computeDerivedStats(world);
    expect(one.agility).toBe(none.agility + 14);
    expect(one.sets).toEqual([{ setId: 'shadow_walker', name: 'Shadow Walker', pieces: 1, activeTiers: [] }]);
    giveAndEquip(world, 'shadow_walker_vest', 'chest');
    const two = computeDerivedStats(world);
    expect(two.agility).toBe(one.agility + 18 + 15);
    expect(two.dodge).toBeCloseTo(Math.min(50, two.agility * 0.05 + 5), 6);
    expect(two.sets[0]!.activeTiers).toEqual([2]);
    giveAndEquip(world, 'shadow_walker_grips', 'gloves');
    giveAndEquip(world, 'shadow_walker_treads', 'feet');
    const four = computeDerivedStats(world);
    expect(four.sets[0]!.activeTiers).toEqual([2, 4]);
    const agility = four.agility;
    expect(four.critChance).toBeCloseTo(4.2 + agility * 0.08 + 3 + 10, 6);
    expect(four.attackIntervalMs).toBe(Math.round(2500 / (1 + 0.15 + (world.skills.athleticism.level - 1) * 0.003)));
    expect(world.equipment.sets).toEqual({ shadow_walker: 4 });
  });

  it('gives Shadow Warrior nothing below its 3 required pieces', () => {
    const world = createHunter({
      rank: 'A',
      levels: { bladework: 60 },
      gear: { weapon: 'basic_sword', helmet: 'shadow_warrior_helm', chest: 'shadow_warrior_plate' },
    });
    expect(computeDerivedStats(world).sets[0]!.activeTiers).toEqual([]);
    giveAndEquip(world, 'shadow_warrior_greaves', 'legs');
    expect(computeDerivedStats(world).sets[0]!.activeTiers).toEqual([3]);
  });

  it('caps crit at 75 and dodge at 50; block, parry and the attack interval stay within their caps', () => {
    const world = newWorld();
    world.attributes.allocated.agility = 5_000;
    setSkillLevels(world, { bladework: 100, athleticism: 100, defense: 100 });
    giveAndEquip(world, 'eclipse_aegis', 'off_hand');
    giveAndEquip(world, 'spire_repeater', 'weapon');
    const derived = computeDerivedStats(world);
    expect(derived.critChance).toBe(75);
    expect(derived.dodge).toBe(50);
    expect(derived.block).toBe(18 + 100 / 5);
    expect(derived.parry).toBe(0);
    expect(derived.attackIntervalMs).toBe(Math.max(MIN_ATTACK_INTERVAL_MS, Math.round(2500 / (1 + 0.05 + 99 * 0.003))));
    giveAndEquip(world, 'worldender', 'weapon');
    expect(computeDerivedStats(world).parry).toBe(20);
  });

  it('scales health and damage with the rank checkpoint multipliers', () => {
    const world = newWorld();
    const e = computeDerivedStats(world);
    world.player.hunterRank = 'SSS';
    const sss = computeDerivedStats(world);
    expect(sss.maxHealth).toBe(Math.round(e.maxHealth * 3));
    expect(sss.hitDamage).toBe(Math.round((3 + e.attackPower / 4) * (1 + world.skills.bladework.level / 100) * 2.5));
    expect(e.hitDamage).toBe(Math.round((3 + e.attackPower / 4) * 1.01));
  });

  it('uses spell power for staves and wands and trains Witchcraft with them', () => {
    const world = newWorld();
    giveAndEquip(world, 'apprentice_staff', 'weapon');
    const derived = computeDerivedStats(world);
    expect(derived.damageSchool).toBe('spell');
    expect(derived.weaponSkill).toBe('witchcraft');
    expect(derived.attack).toBe(Math.round(3 + derived.spellPower / 4));
    giveAndEquip(world, 'hunters_shortbow', 'weapon');
    expect(computeDerivedStats(world).weaponSkill).toBe('marksmanship');
    expect(isItemEquipped(world, 'hunters_shortbow')).toBe(true);
    expect(isItemEquipped(world, 'apprentice_staff')).toBe(false);
  });
});
