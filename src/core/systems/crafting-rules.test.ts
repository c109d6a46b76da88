import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SKILL_IDS, type SkillId } from '@/content/ids';
import type { CatalystDef, RecipeDef } from '@/content/types';
import {
  catalystEffect,
  catalystFits,
  craftDurationMs,
  craftSuccessChance,
  craftXp,
  levelsAbove,
  returnedMaterials,
} from './crafting-rules';

const recipe: RecipeDef = {
  id: 'test_blade',
  name: 'Test Blade',
  description: 'A blade that exists to be tested.',
  outputItemId: 'crypt_blade',
  outputQuantity: 1,
  stationId: 'basic_forge',
  baseSeconds: 100,
  baseSuccess: 0.7,
  skillRequirements: { smithing: 10, bladework: 5 },
  materials: [
    { itemId: 'iron_ore', quantity: 7 },
    { itemId: 'bone_dust', quantity: 1 },
  ],
  catalystSlots: 2,
  xp: { smithing: 90, bladework: 13 },
  tier: 'advanced',
};

const catalyst = (kind: CatalystDef['kind'], effectValue: number, maxStack: number, extra: Partial<CatalystDef> = {}) =>
  ({
    itemId: `${kind}_${effectValue}`,
    kind,
    effectValue,
    maxStack,
    stations: [],
    tiers: [],
    description: '',
    ...extra,
  }) as CatalystDef;

function levels(overrides: Partial<Record<SkillId, number>> = {}): Record<SkillId, number> {
  return { ...(Object.fromEntries(SKILL_IDS.map((skill) => [skill, 1])) as Record<SkillId, number>), ...overrides };
}

describe('time and success (spec 001 §9)', () => {
  it('count the weakest skill surplus over the requirements', () => {
    expect(levelsAbove(recipe, levels({ smithing: 30, bladework: 8 }))).toBe(3);
    expect(levelsAbove(recipe, levels({ smithing: 4, bladework: 20 }))).toBe(0);
    expect(levelsAbove({ ...recipe, skillRequirements: {} }, levels())).toBe(0);
  });

  it('save 1% time per level above and catalysts, capped at 80%, never under 1 s', () => {
    const at = (smithing: number, bladework: number) => levels({ smithing, bladework });
    expect(craftDurationMs(recipe, at(10, 5), [])).toBe(100_000);
    expect(craftDurationMs(recipe, at(20, 15), [])).toBe(90_000);
    expect(craftDurationMs(recipe, at(20, 15), [{ catalyst: catalyst('time_reduction', 0.2, 3), quantity: 2 }])).toBe(
      50_000,
    );
    expect(craftDurationMs(recipe, at(99, 99), [{ catalyst: catalyst('time_reduction', 0.3, 2), quantity: 2 }])).toBe(
      20_000,
    );
    expect(craftDurationMs({ ...recipe, baseSeconds: 2 }, at(99, 99), [])).toBe(1_000);
    expect(craftDurationMs(undefined, at(10, 5), [])).toBe(60_000);
  });

  it('add 0.02 success per level above and catalysts, capped at 0.95; an unknown recipe is 0.5', () => {
    expect(craftSuccessChance(recipe, levels({ smithing: 10, bladework: 5 }), [])).toBeCloseTo(0.7);
    expect(craftSuccessChance(recipe, levels({ smithing: 15, bladework: 10 }), [])).toBeCloseTo(0.8);
    expect(
      craftSuccessChance(recipe, levels({ smithing: 10, bladework: 5 }), [
        { catalyst: catalyst('success_rate', 0.1, 2), quantity: 5 },
      ]),
    ).toBeCloseTo(0.9);
    expect(craftSuccessChance(recipe, levels({ smithing: 90, bladework: 90 }), [])).toBe(0.95);
    expect(craftSuccessChance(undefined, levels(), [])).toBe(0.5);
  });

  it('never leave their bounds for any levels and catalysts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 0, max: 9 }),
        (smithing, bladework, fast, sure) => {
          const chosen = [
            { catalyst: catalyst('time_reduction', 0.3, 2), quantity: fast },
            { catalyst: catalyst('success_rate', 0.15, 1), quantity: sure },
          ];
          const ms = craftDurationMs(recipe, levels({ smithing, bladework }), chosen);
          expect(ms).toBeGreaterThanOrEqual(20_000);
          expect(ms).toBeLessThanOrEqual(100_000);
          const chance = craftSuccessChance(recipe, levels({ smithing, bladework }), chosen);
          expect(chance).toBeGreaterThanOrEqual(0.7);
          expect(chance).toBeLessThanOrEqual(0.95);
        },
      ),
    );
  });
});

describe('catalysts', () => {
  it('give effectValue x min(quantity, maxStack), by kind', () => {
    const chosen = [
      { catalyst: catalyst('success_rate', 0.1, 2), quantity: 3 },
      { catalyst: catalyst('success_rate', 0.15, 1), quantity: 1 },
      { catalyst: catalyst('time_reduction', 0.2, 3), quantity: 2 },
    ];
    expect(catalystEffect(chosen, 'success_rate')).toBeCloseTo(0.35);
    expect(catalystEffect(chosen, 'time_reduction')).toBeCloseTo(0.4);
    expect(catalystEffect(chosen, 'resource_efficiency')).toBe(0);
  });

  it('fit only their stations and tiers when they name some', () => {
    expect(catalystFits(catalyst('success_rate', 0.1, 1), recipe)).toBe(true);
    expect(catalystFits(catalyst('success_rate', 0.1, 1, { tiers: ['master', 'legendary'] }), recipe)).toBe(false);
    expect(catalystFits(catalyst('success_rate', 0.1, 1, { stations: ['master_forge'] }), recipe)).toBe(false);
    expect(catalystFits(catalyst('success_rate', 0.1, 1, { stations: ['basic_forge'] }), recipe)).toBe(true);
  });
});

describe('what a craft gives back', () => {
  it('on failure: a quarter of the XP and half of each material, floored', () => {
    expect(craftXp(recipe, false)).toEqual({ smithing: 22, bladework: 3 });
    expect(craftXp(recipe, true)).toEqual({ smithing: 90, bladework: 13 });
    expect(returnedMaterials(recipe, false, [])).toEqual([{ itemId: 'iron_ore', quantity: 3 }]);
  });

  it('on success: nothing, or each quantity times an efficiency catalyst, floored', () => {
    expect(returnedMaterials(recipe, true, [])).toEqual([]);
    expect(
      returnedMaterials(recipe, true, [{ catalyst: catalyst('resource_efficiency', 0.15, 2), quantity: 2 }]),
    ).toEqual([{ itemId: 'iron_ore', quantity: 2 }]);
  });
});
