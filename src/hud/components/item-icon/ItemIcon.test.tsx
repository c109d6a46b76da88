import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RARITIES } from '@/content/ids';
import type { ItemDef, ItemType, WeaponClass } from '@/content/types';
import { ALL_ITEM_DEFS as ALL_ITEMS } from '@/runtime/view-models/content-names';
import {
  drawGlyph,
  FALLBACK_GLYPH,
  glyphKindFor,
  GLYPHS,
  paletteFor,
  RARITY_COLORS,
  rarityLabel,
  UNKNOWN_GLYPH,
  type GlyphKind,
} from './glyphs';
import { ItemIcon } from './ItemIcon';

/** A made-up item of the given shape, for kinds the content has no item of yet. */
function def(overrides: Partial<ItemDef> & Pick<ItemDef, 'id' | 'type'>): ItemDef {
  return { name: overrides.id, description: '', rarity: 'common', value: 1, stackSize: 1, ...overrides };
}

const WEAPON_CLASSES: readonly WeaponClass[] = ['sword', 'axe', 'dagger', 'bow', 'crossbow', 'staff', 'wand'];
const ARMOUR_TYPES: readonly ItemType[] = ['shield', 'helmet', 'armor', 'legs', 'boots', 'gloves', 'cape'];

function iconOf(itemId: string): SVGSVGElement {
  const { container } = render(<ItemIcon itemId={itemId} />);
  return container.querySelector('svg')!;
}

describe('item glyphs', () => {
  it('every item of the content has a glyph of its own kind, never the unknown "?"', () => {
    expect(ALL_ITEMS.length).toBeGreaterThan(0);
    for (const item of ALL_ITEMS) {
      const kind = glyphKindFor(item);
      expect(kind, item.id).not.toBe(UNKNOWN_GLYPH);
      expect(GLYPHS[kind].shapes.length, item.id).toBeGreaterThan(0);
    }
  });

  it('only a few materials fall back to the plain pouch', () => {
    const fallbacks = ALL_ITEMS.filter((item) => glyphKindFor(item) === FALLBACK_GLYPH).map((item) => item.id);
    expect(fallbacks.length, fallbacks.join(', ')).toBeLessThanOrEqual(3);
  });

  it('weapons are drawn by their class, each class with its own glyph', () => {
    const kinds = WEAPON_CLASSES.map((weaponClass) =>
      glyphKindFor(def({ id: `test_${weaponClass}`, type: 'weapon', weaponClass })),
    );
    expect(kinds).toEqual(WEAPON_CLASSES);
    for (const item of ALL_ITEMS.filter((row) => row.type === 'weapon')) {
      expect(glyphKindFor(item), item.id).toBe(item.weaponClass);
    }
  });

  it('each armour type and each potion kind has its own glyph, unlike any weapon', () => {
    const armour = ARMOUR_TYPES.map((type) => glyphKindFor(def({ id: `test_${type}`, type })));
    const potions = (['health', 'mana'] as const).map((restores) =>
      glyphKindFor(def({ id: `test_${restores}`, type: 'potion', potion: { restores, amount: 10 } })),
    );
    const all = [...WEAPON_CLASSES, ...armour, ...potions];
    expect(new Set(all).size).toBe(all.length);
    expect(potions).toEqual(['potion_health', 'potion_mana']);
  });

  it('jewellery, consumables, wraiths and tools get their own glyphs too', () => {
    const kinds = (['amulet', 'ring', 'accessory', 'consumable', 'wraith'] as const).map((type) =>
      glyphKindFor(def({ id: `test_${type}`, type })),
    );
    expect(new Set(kinds).size).toBe(kinds.length);
    const tool = (name: string) =>
      glyphKindFor(def({ id: name.toLowerCase().replace(/\W+/g, '_'), name, type: 'tool' }));
    expect(['Miner’s Pick', 'Smithing Hammer', 'Alchemy Kit', 'Tinker’s Tools', 'Ritual Candles'].map(tool)).toEqual([
      'pick',
      'hammer',
      'mortar',
      'wrench',
      'candles',
    ]);
  });

  it('materials are chosen by the keywords of their id and name', () => {
    const cases: [string, string, GlyphKind][] = [
      ['copper_ore', 'Copper Ore', 'ore'],
      ['silver_ingot', 'Silver Ingot', 'ingot'],
      ['transmuted_gold', 'Transmuted Gold Leaf', 'ingot'],
      ['frost_shard', 'Frost Shard', 'crystal'],
      ['blood_gem', 'Blood Gem', 'gem'],
      ['black_pearl', 'Black Pearl', 'pearl'],
      ['fire_essence', 'Fire Essence', 'orb'],
      ['grave_dust', 'Grave Dust', 'dust'],
      ['moonpetal', 'Moonpetal', 'herb'],
      ['bat_ink', 'Bat Ink', 'vial'],
      ['spider_silk', 'Spider Silk', 'coil'],
      ['rune_blank', 'Rune Blank', 'scroll'],
      ['brass_gear', 'Brass Gear', 'cog'],
      ['troll_bone', 'Troll Bone', 'bone'],
      ['odd_lump', 'Odd Lump', FALLBACK_GLYPH],
    ];
    for (const [id, name, kind] of cases) expect(glyphKindFor(def({ id, name, type: 'material' })), id).toBe(kind);
  });

  it('colours are deterministic: health potions are red, mana potions blue', () => {
    const red = paletteFor(def({ id: 'test_red', type: 'potion', potion: { restores: 'health', amount: 1 } })).main;
    const blue = paletteFor(def({ id: 'test_blue', type: 'potion', potion: { restores: 'mana', amount: 1 } })).main;
    const channels = (hex: string) => [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
    const [redR, , redB] = channels(red);
    const [blueR, , blueB] = channels(blue);
    expect(redR).toBeGreaterThan(redB!);
    expect(blueB).toBeGreaterThan(blueR!);
    for (const item of ALL_ITEMS) expect(drawGlyph(item), item.id).toEqual(drawGlyph(item));
  });

  it('labels each rarity', () => {
    expect(RARITIES.map(rarityLabel)).toEqual(['Common', 'Uncommon', 'Rare', 'Epic', 'Legendary']);
    expect(new Set(Object.values(RARITY_COLORS)).size).toBe(RARITIES.length);
  });
});

describe('ItemIcon', () => {
  it('draws every item with its glyph, named by the item and framed in its rarity colour', () => {
    for (const item of ALL_ITEMS) {
      const svg = iconOf(item.id);
      expect(svg, item.id).toHaveAttribute('role', 'img');
      expect(svg).toHaveAttribute('aria-label', item.name);
      expect(svg).toHaveAttribute('data-glyph', glyphKindFor(item));
      expect(svg.querySelector('[data-part="frame"]')).toHaveAttribute('stroke', RARITY_COLORS[item.rarity]);
      expect(svg.querySelectorAll('path').length).toBeGreaterThan(3);
    }
  });

  it('an unknown id draws the "?" glyph, named by the id', () => {
    render(<ItemIcon itemId="no_such_item" />);
    const svg = screen.getByRole('img', { name: 'no_such_item' });
    expect(svg).toHaveAttribute('data-glyph', UNKNOWN_GLYPH);
  });

  it('takes a title, a size and classes', () => {
    const item = ALL_ITEMS[0]!;
    render(<ItemIcon itemId={item.id} size={64} className="rounded-md" title="Equipped: it" />);
    const svg = screen.getByRole('img', { name: 'Equipped: it' });
    expect(svg).toHaveAttribute('width', '64');
    expect(svg).toHaveAttribute('height', '64');
    expect(svg).toHaveClass('rounded-md');
  });

  it('is plain SVG: no images, filters or shared defs ids', () => {
    const { container } = render(
      <>
        {ALL_ITEMS.slice(0, 20).map((item) => (
          <ItemIcon key={item.id} itemId={item.id} />
        ))}
      </>,
    );
    expect(container.querySelectorAll('svg')).toHaveLength(Math.min(20, ALL_ITEMS.length));
    expect(container.querySelector('image, filter, defs, [id]')).toBeNull();
  });
});
