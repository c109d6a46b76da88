import { describe, expect, it } from 'vitest';
import { computeDerivedStats } from '@/core/stats';
import { createTestWorld } from '@/core/testing/fixtures';
import { selectEquipment } from './equipment-page';

describe('equipment page', () => {
  it('names what each slot holds', () => {
    const world = createTestWorld('expansion_2');
    const equipment = selectEquipment(world, computeDerivedStats(world));
    expect(equipment.slots.weapon).toMatchObject({
      itemId: 'basic_sword',
      name: 'Basic Sword',
      rarity: 'common',
      quantity: 1,
    });
    expect(equipment.slots.helmet).toBeNull();
    expect(equipment.sets).toEqual([]);
  });
});
