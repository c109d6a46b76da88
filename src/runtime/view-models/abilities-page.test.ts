import { describe, expect, it } from 'vitest';
import type { Command } from '@/core/commands';
import { ABILITIES_BY_ID } from '@/core/content-index';
import type { GameState } from '@/core/state';
import { step } from '@/core/step';
import { createTestWorld, setSkillLevels } from '@/core/testing/fixtures';
import {
  abilitiesPageKey,
  abilityEffectText,
  CONDITION_OPTIONS,
  levelForRank,
  selectAbilitiesPage,
  selectAbilityPools,
  type AbilityCardView,
} from './abilities-page';

function card(world: GameState, abilityId: string): AbilityCardView {
  const found = selectAbilitiesPage(world)
    .skills.flatMap((skill) => skill.abilities)
    .find((entry) => entry.id === abilityId);
  if (!found) throw new Error(`no card for ${abilityId}`);
  return found;
}

function run(world: GameState, command: Command) {
  const { replies } = step(world, [command]);
  expect(replies[0]).toMatchObject({ ok: true });
}

const effect = (abilityId: string, rank: number, comboPointsMax = 5) =>
  abilityEffectText(ABILITIES_BY_ID[abilityId]!.effect, rank, comboPointsMax);

describe('abilities page', () => {
  it('shows a new hunter every ability locked, with what unlocks it and the closest ones to train for', () => {
    const world = createTestWorld('base');
    const page = selectAbilitiesPage(world);
    expect(page.learned).toBe(0);
    expect(page.total).toBe(Object.keys(ABILITIES_BY_ID).length);
    expect(page.skills.map((skill) => skill.name)).toHaveLength(10);
    expect(page.skills[0]).toMatchObject({ skill: 'bladework', name: 'Bladework', level: 1, learned: 0 });
    expect(page.slots.map((slot) => slot.ability)).toEqual(Array.from({ length: 8 }, () => null));
    expect(page.slots.map((slot) => slot.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(page.priorities).toEqual([]);
    expect(page.loadouts).toEqual([{ name: 'Default', isActive: true, isDefault: true, filled: 0 }]);

    const witchfire = card(world, 'witchfire');
    expect(witchfire).toMatchObject({ unlocked: false, rankLabel: null, nextRankLabel: null, equippedSlot: null });
    expect(witchfire.lockedText).toBe('Unlocks at Witchcraft 40 (you: 1)');
    // A locked card still says what the ability will do when learned (rank 1).
    expect(witchfire.effectText).toBe('0.5x spell hit, then 4 bites of 0.45x spell hit over 8 s');

    expect(page.upcoming.map((entry) => entry.abilityName).sort()).toEqual(
      ['Blade Strike', 'Frost Bolt', 'Piercing Shot'].sort(),
    );
    expect(page.upcoming.find((entry) => entry.abilityId === 'frost_bolt')).toMatchObject({
      skillName: 'Witchcraft',
      level: 2,
      skillLevel: 1,
    });
  });

  it('unlocks with the skill and says when the next rank comes', () => {
    const world = createTestWorld('base');
    setSkillLevels(world, { bladework: 2, witchcraft: 39 });
    expect(card(world, 'blade_strike')).toMatchObject({
      unlocked: true,
      rank: 1,
      rankLabel: 'Rank 1 / 5',
      nextRankLabel: 'Rank 2 at Bladework 17',
      lockedText: null,
      effectText: '1.6x hit, +1 combo point',
    });
    expect(card(world, 'witchfire').lockedText).toBe('Unlocks at Witchcraft 40 (you: 39)');

    setSkillLevels(world, { bladework: 47, witchcraft: 40 });
    expect(card(world, 'blade_strike')).toMatchObject({
      rank: 4,
      rankLabel: 'Rank 4 / 5',
      nextRankLabel: 'Rank 5 at Bladework 62',
      effectText: '2.05x hit, +1 combo point',
    });
    expect(card(world, 'witchfire')).toMatchObject({ unlocked: true, rankLabel: 'Rank 1 / 5', lockedText: null });
    expect(card(world, 'witchfire').nextRankLabel).toBe(`Rank 2 at Witchcraft ${levelForRank(40, 2)}`);

    setSkillLevels(world, { bladework: 99 });
    expect(card(world, 'blade_strike')).toMatchObject({ rank: 5, nextRankLabel: 'Highest rank' });
  });

  it('puts each effect kind in numbers at the ability’s rank', () => {
    expect(effect('frost_bolt', 1)).toBe("1.8x spell hit, delays the enemy's next attack 1.5 s");
    expect(effect('flurry', 2)).toBe('1.42x hit, +2 combo points');
    expect(effect('reaping_flourish', 1)).toBe('0.8x hit per combo point spent, needs 3+ (4x at 5)');
    expect(effect('reaping_flourish', 3, 6)).toBe('1x hit per combo point spent, needs 3+ (6x at 6)');
    expect(effect('second_wind', 2)).toBe('heals 23% max health, only below 50% health');
    expect(effect('acid_flask', 1)).toBe('0.6x spell hit, then 4 bites of 0.3x spell hit over 6 s');
    expect(effect('gnawing_host', 2)).toBe('6 bites of 0.56x spell hit over 9 s');
    expect(effect('iron_bulwark', 1)).toBe('ward of 15% max health for 10 s');
    expect(effect('iron_bulwark', 3)).toBe('ward of 19% max health for 10 s');
    expect(effect('red_mist', 1)).toBe('+20% damage for 12 s');
    expect(effect('windrunner', 2)).toBe('18% faster attacks for 10 s');
    expect(effect('deadeye', 1)).toBe('+8% crit chance for 10 s');
    expect(effect('sunder', 1)).toBe('1.2x hit, then exposes: +12% damage taken for 10 s');
    expect(effect('hex_of_frailty', 2)).toBe('weakens: -23% damage dealt for 12 s');
  });

  it('labels cost, cooldown and kind', () => {
    const world = createTestWorld('base');
    expect(card(world, 'blade_strike')).toMatchObject({
      kindLabel: 'Strike',
      costLabel: '25 energy',
      cooldownLabel: '6 s cooldown',
    });
    expect(card(world, 'frost_bolt').costLabel).toBe('15 mana');
    expect(card(world, 'red_mist').costLabel).toBe('3 combo points');
    expect(card(world, 'second_wind')).toMatchObject({ costLabel: 'Free', kindLabel: 'Heal' });
    expect(card(world, 'iron_bulwark').kindLabel).toBe('Ward');
  });

  it('lists the equipped abilities in auto-use order: priorities first, then slot order', () => {
    const world = createTestWorld('base');
    setSkillLevels(world, { bladework: 20, witchcraft: 20, marksmanship: 2 });
    const slotted = selectAbilitiesPage(world).slots.flatMap((slot) => (slot.ability ? [slot.ability.id] : []));
    expect(slotted.length).toBeGreaterThanOrEqual(4);
    expect(selectAbilitiesPage(world).priorities.map((row) => row.abilityId)).toEqual(slotted);

    const last = slotted[slotted.length - 1]!;
    run(world, { type: 'setAbilityPriorities', abilityIds: [last] });
    const rows = selectAbilitiesPage(world).priorities;
    expect(rows.map((row) => row.abilityId)).toEqual([last, ...slotted.slice(0, -1)]);
    expect(rows.map((row) => row.position)).toEqual(rows.map((_, index) => index + 1));
    expect(rows[0]!.slotNumber).toBe(slotted.length);
    expect(card(world, last).equippedSlot).toBe(slotted.length - 1);

    run(world, { type: 'equipAbility', abilityId: null, slotIndex: slotted.length - 1 });
    expect(selectAbilitiesPage(world).priorities.map((row) => row.abilityId)).toEqual(slotted.slice(0, -1));
    expect(card(world, last).equippedSlot).toBeNull();
  });

  it('labels the conditions and shows each ability’s own', () => {
    expect(CONDITION_OPTIONS.map((option) => option.label)).toEqual([
      'Whenever ready',
      'Below 50% health',
      'Below 30% health',
      'Against bosses',
      'Enemy above 50% health',
      'Enemy below 30% health',
      'At 5 combo points',
    ]);
    const world = createTestWorld('base');
    setSkillLevels(world, { bladework: 2, witchcraft: 2 });
    expect(card(world, 'frost_bolt')).toMatchObject({ condition: 'always', conditionLabel: 'Whenever ready' });
    run(world, { type: 'setAbilityCondition', abilityId: 'frost_bolt', condition: 'enemyIsBoss' });
    expect(card(world, 'frost_bolt')).toMatchObject({ condition: 'enemyIsBoss', conditionLabel: 'Against bosses' });
    const row = selectAbilitiesPage(world).priorities.find((entry) => entry.abilityId === 'frost_bolt');
    expect(row).toMatchObject({ condition: 'enemyIsBoss', conditionLabel: 'Against bosses' });
    expect(card(world, 'blade_strike').conditionLabel).toBe('Whenever ready');
  });

  it('marks the active loadout and stops offering a new one at the limit', () => {
    const world = createTestWorld('base');
    setSkillLevels(world, { bladework: 2 });
    run(world, { type: 'createLoadout', name: 'Boss night' });
    let page = selectAbilitiesPage(world);
    expect(page.activeLoadout).toBe('Boss night');
    expect(page.loadouts).toEqual([
      { name: 'Default', isActive: false, isDefault: true, filled: 1 },
      { name: 'Boss night', isActive: true, isDefault: false, filled: 1 },
    ]);
    expect(page.canSaveLoadout).toBe(true);
    for (const name of ['Two', 'Three', 'Four', 'Five']) run(world, { type: 'createLoadout', name });
    page = selectAbilitiesPage(world);
    expect(page.loadouts).toHaveLength(6);
    expect(page.canSaveLoadout).toBe(false);
  });

  it('counts what each ability has done', () => {
    const world = createTestWorld('base');
    setSkillLevels(world, { bladework: 2 });
    expect(card(world, 'blade_strike').stats).toEqual({ uses: 0, damage: 0, healing: 0 });
    world.abilities.statistics.blade_strike = { uses: 12, damage: 3_400, healing: 0 };
    expect(card(world, 'blade_strike').stats).toEqual({ uses: 12, damage: 3_400, healing: 0 });
  });

  it('changes its key with the build and statistics, not with the pools filling', () => {
    const world = createTestWorld('base');
    setSkillLevels(world, { bladework: 2, witchcraft: 2 });
    const before = abilitiesPageKey(world);
    world.resourcePools.mana.current -= 5;
    expect(abilitiesPageKey(world)).toBe(before);
    run(world, { type: 'setAbilityManualMode', manualMode: true });
    const manual = abilitiesPageKey(world);
    expect(manual).not.toBe(before);
    run(world, { type: 'equipAbility', abilityId: 'frost_bolt', slotIndex: 5 });
    expect(abilitiesPageKey(world)).not.toBe(manual);
    const equipped = abilitiesPageKey(world);
    world.abilities.statistics.frost_bolt = { uses: 1, damage: 20, healing: 0 };
    expect(abilitiesPageKey(world)).not.toBe(equipped);
  });

  it('reads the pools as whole numbers', () => {
    const world = createTestWorld('base');
    world.resourcePools.energy.current = 42.7;
    world.resourcePools.comboPoints.current = 3;
    const pools = selectAbilityPools(world);
    expect(pools.energy).toEqual({ current: 42, max: world.resourcePools.energy.max });
    expect(pools.comboPoints).toEqual({ current: 3, max: world.resourcePools.comboPoints.max });
    expect(pools.mana.max).toBe(world.resourcePools.mana.max);
  });
});
