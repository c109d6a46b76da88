import { describe, expect, it } from 'vitest';
import { createTestWorld } from '@/core/testing/fixtures';
import { step } from '@/core/step';
import { inventoryKinds } from './bank-deposit';
import { selectBank } from './bank-page';
import { setStatuses, wornGear } from './bank-sets';

describe('bank page extras', () => {
  it('knows which set is worn and which pieces are gone', () => {
    const world = createTestWorld('base');
    step(world, [{ type: 'saveEquipmentSet', name: 'Starter' }]);
    expect(wornGear(world).map((piece) => piece.itemId)).toEqual(['cloth_armor', 'basic_sword']);
    expect(setStatuses(world, selectBank(world).sets)).toMatchObject([{ wornNow: true, missing: [] }]);

    step(world, [{ type: 'unequip', slot: 'weapon' }]);
    expect(setStatuses(world, selectBank(world).sets)).toMatchObject([{ wornNow: false, missing: [] }]);
    step(world, [{ type: 'sellItem', itemId: 'basic_sword', quantity: 1 }]);
    expect(setStatuses(world, selectBank(world).sets)).toMatchObject([{ wornNow: false, missing: ['Basic Sword'] }]);
  });

  it('lists the inventory one row per kind', () => {
    const world = createTestWorld('base');
    world.resources.gold = 1_000;
    step(world, [{ type: 'buyItem', itemId: 'copper_band', quantity: 3 }]);
    step(world, [{ type: 'buyItem', itemId: 'iron_ore', quantity: 4 }]);
    const kinds = inventoryKinds(world);
    expect(kinds.map((kind) => [kind.itemId, kind.quantity, kind.slots])).toEqual([
      ['copper_band', 3, 3],
      ['iron_ore', 4, 0],
    ]);
  });
});
