import { describe, expect, test } from 'vitest';
import { Texture } from 'pixi.js';
import type { DamageNumbers, FloatingTextSpec } from '../art/damage-numbers';
import { FxLayer } from '../art/fx-layer';
import { FX_VISUALS } from '../art/kinds';
import { visualColor, wraithMendColor } from '../art/palette';
import { SceneRandom } from '../art/random';
import type { FxTextureKey } from '../art/textures';
import { AbilityEffects, WRAITH_BOLT_FLIGHT_MS, WRAITH_MOTE_FLIGHT_MS } from './ability-fx';
import { CombatEffects, FROST_BOLT_FLIGHT_MS, FROST_BOLT_RELEASE_MS } from './combat-effects';
import { FX_CAP } from './combat-visuals';

/** Ability effects over a real particle layer, with the floating words recorded instead of drawn. */
function abilityEffects(cap = FX_CAP) {
  const shown: FloatingTextSpec[] = [];
  const numbers = { show: (spec: FloatingTextSpec) => void shown.push(spec) } as unknown as DamageNumbers;
  const textures = new Proxy({}, { get: () => Texture.WHITE }) as Record<FxTextureKey, Texture>;
  const layer = new FxLayer(Texture.WHITE, cap);
  const random = new SceneRandom(11);
  const combat = new CombatEffects(layer, numbers, textures, random);
  return { shown, layer, fx: new AbilityEffects(layer, numbers, textures, random, combat) };
}

describe('ability looks', () => {
  test('every look strikes and lands: bolts after their flight, lightning at once, light from above soon after', () => {
    for (const visual of FX_VISUALS) {
      const { layer, fx } = abilityEffects();
      const impactMs = fx.strike(visual, 100, 300, 600, 300, 80, 1_000);
      expect(impactMs, visual).toBeGreaterThan(1_000);
      if (visual === 'frost' || visual === 'fire' || visual === 'shadow' || visual === 'nature' || visual === 'arcane')
        expect(impactMs, visual).toBe(1_000 + FROST_BOLT_RELEASE_MS + FROST_BOLT_FLIGHT_MS);
      else expect(impactMs - 1_000, visual).toBeLessThan(FROST_BOLT_RELEASE_MS + FROST_BOLT_FLIGHT_MS);
      // Something is drawn, and it is all gone two seconds later.
      expect(layer.activeCount, visual).toBeGreaterThan(3);
      layer.update(impactMs + 2_000);
      expect(layer.activeCount, visual).toBe(0);
    }
  });

  test('a look is drawn in its colour', () => {
    const { layer, fx } = abilityEffects();
    fx.burst('fire', 300, 300, 80, 0);
    const tints = new Set<number>();
    layer.update(50);
    for (const sprite of layer.root.children.flatMap((group) => group.children)) {
      if (sprite.visible) tints.add((sprite as unknown as { tint: number }).tint);
    }
    expect(tints.has(visualColor.fire)).toBe(true);
  });

  test('damage over time shows a smaller number in its look’s colour', () => {
    const { shown, fx } = abilityEffects();
    fx.dotBite('nature', 500, 300, 80, 41.6, 20, 2_000);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.text).toBe('42');
    expect(shown[0]!.size).toBeLessThan(20);
    expect(shown[0]!.startMs).toBe(2_000);
  });

  test('a ward that takes a blow says what it absorbed', () => {
    const { shown, fx } = abilityEffects();
    fx.absorbed(200, 300, 120.4, 0x7a4fd8, 20, 500);
    expect(shown.map((spec) => spec.text)).toEqual(['absorbed 120']);
    expect(shown[0]!.size).toBeLessThan(20);
  });
});

describe("wraiths' acts", () => {
  test('a strike flies to the enemy and its smaller number shows as it lands, in the wraith’s colour', () => {
    const { shown, fx } = abilityEffects();
    const impactMs = fx.wraithBolt(0xff8c2a, 80, 200, 600, 300, 80, 57, 20, 1_000);
    expect(impactMs).toBe(1_000 + WRAITH_BOLT_FLIGHT_MS);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.text).toBe('57');
    expect(shown[0]!.startMs).toBe(impactMs);
    expect(shown[0]!.size).toBeLessThan(20);
    // Warm, not the plain white of the hunter's numbers.
    expect(shown[0]!.tint).not.toBe(0xffffff);
    expect((shown[0]!.tint >> 16) & 0xff).toBeGreaterThan(shown[0]!.tint & 0xff);
  });

  test('a mend rises to the hunter in green-gold with "+N"; a ward says "+N ward"', () => {
    const { shown, fx } = abilityEffects();
    fx.wraithMend(80, 200, 300, 300, 100, 33, 20, 0);
    fx.wraithWard(0x7a4fd8, 80, 200, 300, 300, 100, 90, 20, 0);
    expect(shown.map((spec) => spec.text)).toEqual(['+33', '+90 ward']);
    expect(shown[0]!.tint).toBe(wraithMendColor);
    expect(shown[0]!.startMs).toBe(WRAITH_MOTE_FLIGHT_MS);
  });
});

describe('pooling', () => {
  test('a long fight of wraith strikes, spells and bites reuses its sprites, under the cap', () => {
    const { layer, fx } = abilityEffects();
    const random = new SceneRandom(3);
    let createdAfterWarmUp = -1;
    let peak = 0;
    // Two minutes at 60 frames a second: three wraiths act every 3 s, a spell every 1.5 s, a bite every second.
    for (let frame = 0; frame < 7_200; frame += 1) {
      const simMs = frame * (1000 / 60);
      if (frame % 180 === 0) fx.wraithBolt(0x9b30ff, 80, 200, 600, 300, 80, 40, 20, simMs);
      if (frame % 180 === 60) fx.wraithWard(0x7a4fd8, 80, 200, 300, 300, 100, 90, 20, simMs);
      if (frame % 180 === 120) fx.wraithMend(80, 200, 300, 300, 100, 33, 20, simMs);
      if (frame % 90 === 0)
        fx.strike(FX_VISUALS[Math.floor(random.range(0, FX_VISUALS.length))]!, 100, 300, 600, 300, 80, simMs);
      if (frame % 60 === 30) fx.dotBite('shadow', 600, 300, 80, 12, 20, simMs);
      if (frame % 20 === 0) fx.dotMote('fire', 600, 300, 100, simMs);
      // Counted before this frame's finished effects go back: the most alive at once.
      peak = Math.max(peak, layer.activeCount);
      layer.update(simMs);
      if (frame === 1_800) createdAfterWarmUp = layer.createdCount;
    }
    expect(createdAfterWarmUp).toBeGreaterThan(0);
    // Sprites are made only to meet a new peak of effects alive at once, never per effect.
    expect(layer.createdCount).toBe(peak);
    expect(layer.createdCount).toBeLessThanOrEqual(createdAfterWarmUp + 10);
    expect(peak).toBeLessThan(FX_CAP);
  });
});
