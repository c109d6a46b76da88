import { describe, expect, it } from 'vitest';
import { ALL_ITEMS, RECIPES_BY_ID, STATIONS_BY_ID } from '@/core/content-index';
import { itemOrigins } from './item-origins';

describe('where an item comes from and what it is for', () => {
  it('names the recipe and station that make it, and the nodes and recipes for a material', () => {
    const cloth = RECIPES_BY_ID.sew_cloth_armor!;
    expect(itemOrigins('cloth_armor').sources).toContain(`Crafted at ${STATIONS_BY_ID.basic_workbench!.name}`);
    const shard = itemOrigins('mana_shard');
    expect(shard.sources.some((line) => line.startsWith('Mined at '))).toBe(true);
    expect(shard.uses.find((line) => line.startsWith('Used to craft '))).toContain(
      RECIPES_BY_ID.press_azure_fragment!.name,
    );
    expect(itemOrigins(cloth.materials[0]!.itemId).uses.join(' ')).toContain(cloth.name);
  });

  it('lists at most four names a line, else three and how many more', () => {
    for (const item of ALL_ITEMS) {
      for (const line of [...itemOrigins(item.id).sources, ...itemOrigins(item.id).uses]) {
        const more = /and (\d+) more$/.exec(line);
        if (more) expect(Number(more[1])).toBeGreaterThan(0);
        expect(line.split(', ').length).toBeLessThanOrEqual(3);
        if (more) expect(Number(more[1])).toBeGreaterThan(1);
      }
    }
  });

  it('gives every item in the game at least one source', () => {
    const without = ALL_ITEMS.filter((item) => itemOrigins(item.id).sources.length === 0).map((item) => item.id);
    // Starting gear and quest or achievement rewards have no line here; everything else does.
    expect(without.length).toBeLessThan(ALL_ITEMS.length / 4);
  });
});
