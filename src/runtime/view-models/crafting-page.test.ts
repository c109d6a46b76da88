import { describe, expect, it } from 'vitest';
import { ALL_RECIPES, ALL_STATIONS, RECIPES_BY_ID } from '@/core/content-index';
import { step } from '@/core/step';
import { createTestWorld } from '@/core/testing/fixtures';
import { craftingKey, craftPreview, selectCraftingPage } from './crafting-page';

describe('the crafting page view', () => {
  it('shows every station, the workbench owned, and each station with its own recipes', () => {
    const world = createTestWorld();
    world.resources.gold = 100;
    const view = selectCraftingPage(world);
    expect(view.stations.map((station) => station.id)).toEqual(ALL_STATIONS.map((station) => station.id));
    expect(view.stations.filter((station) => station.unlocked).map((station) => station.id)).toEqual([
      'basic_workbench',
    ]);
    expect(view.stations.flatMap((station) => station.recipes.map((recipe) => recipe.id)).sort()).toEqual(
      ALL_RECIPES.map((recipe) => recipe.id).sort(),
    );
    const lab = view.stations.find((station) => station.id === 'alchemy_lab')!;
    expect(lab.missing).toEqual(['level 5', '500 gold', '10 Azure Fragment']);
  });

  it('says what a recipe lacks with the core own list, and how many the materials allow', () => {
    const world = createTestWorld();
    const cloth = RECIPES_BY_ID.sew_cloth_armor!;
    const card = () =>
      selectCraftingPage(world)
        .stations.flatMap((station) => station.recipes)
        .find((recipe) => recipe.id === cloth.id)!;
    expect(card().missing.length).toBeGreaterThan(0);
    expect(card().affordable).toBe(0);
    for (const line of cloth.materials) world.resources.materials[line.itemId] = line.quantity * 3;
    expect(card()).toMatchObject({ missing: [], affordable: 3 });
    expect(card().materials.every((line) => line.have === line.need * 3)).toBe(true);
  });

  it('previews catalysts as the core computes them, and rebuilds when a craft starts', () => {
    const world = createTestWorld();
    const recipe = ALL_RECIPES.find((row) => row.catalystSlots > 0 && row.stationId === 'basic_forge')!;
    const plain = craftPreview(world, recipe.id, []);
    const faster = craftPreview(world, recipe.id, [{ itemId: 'chrono_dust', quantity: 2 }]);
    expect(faster.durationMs).toBeLessThan(plain.durationMs);
    const surer = craftPreview(world, recipe.id, [{ itemId: 'azure_crystal', quantity: 1 }]);
    expect(surer.successChance).toBeGreaterThan(plain.successChance);

    const cloth = RECIPES_BY_ID.sew_cloth_armor!;
    for (const line of cloth.materials) world.resources.materials[line.itemId] = line.quantity * 2;
    const before = craftingKey(world);
    step(world, [{ type: 'startCraft', recipeId: cloth.id, quantity: 2 }]);
    expect(craftingKey(world)).not.toBe(before);
    expect(selectCraftingPage(world).current).toMatchObject({ recipeId: cloth.id, remaining: 1 });
  });
});
