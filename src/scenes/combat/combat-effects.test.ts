import { describe, expect, test } from 'vitest';
import { Texture } from 'pixi.js';
import type { DamageNumbers, FloatingTextSpec } from '../art/damage-numbers';
import { FxLayer } from '../art/fx-layer';
import { palette, rarityColor } from '../art/palette';
import { SceneRandom } from '../art/random';
import type { FxTextureKey } from '../art/textures';
import { CombatEffects } from './combat-effects';

/** The effects with a real particle layer and the floating words recorded instead of drawn. */
function effects() {
  const shown: FloatingTextSpec[] = [];
  const numbers = { show: (spec: FloatingTextSpec) => void shown.push(spec) } as unknown as DamageNumbers;
  const textures = new Proxy({}, { get: () => Texture.WHITE }) as Record<FxTextureKey, Texture>;
  return { shown, fx: new CombatEffects(new FxLayer(Texture.WHITE, 200), numbers, textures, new SceneRandom(7)) };
}

describe('loot on the canvas', () => {
  test('words rise from the fallen enemy, gold in gold, lines apart by more than their height', () => {
    // A phone's figure scale (unit 96 px): there the 16 px floor is taller than the unit steps.
    for (const unit of [96, 160]) {
      const { shown, fx } = effects();
      const startMs = 1_000;
      fx.loot(
        500,
        300,
        380,
        150,
        330,
        unit,
        [
          { name: '12 gold', rarity: 'common', gold: true },
          { name: 'Leather Cap', rarity: 'uncommon' },
          { name: '2 Bone Dust', rarity: 'common' },
          { name: '1 Ember Wisp Token', rarity: 'rare' },
          { name: '3 Nightshade', rarity: 'common' },
        ],
        startMs,
      );
      // Four shown at most, the gold first.
      expect(shown.map((spec) => spec.text)).toEqual([
        '+12 gold',
        '+Leather Cap',
        '+2 Bone Dust',
        '+1 Ember Wisp Token',
      ]);
      expect(shown[0]!.tint).toBe(palette.gold);
      expect(shown[1]!.tint).toBe(rarityColor.uncommon);
      for (const spec of shown) expect(spec.size).toBeGreaterThanOrEqual(16);
      for (let index = 1; index < shown.length; index++) {
        // Each line starts 90 ms after the one below it: the rise in that time must not close the gap.
        const below = shown[index - 1]!;
        const line = shown[index]!;
        const riseBefore = (2 * (below.rise ?? 0) * (line.startMs - below.startMs)) / (below.durationMs ?? 1);
        expect(below.y - riseBefore - line.y, `unit ${unit}, line ${index}`).toBeGreaterThanOrEqual(line.size * 1.2);
      }
    }
  });
});
