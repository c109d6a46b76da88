import { describe, expect, test } from 'vitest';
import { Texture } from 'pixi.js';
import { FxLayer } from './fx-layer';

describe('FxLayer', () => {
  test('a particle waits for its start, moves ballistically, then returns to the pool', () => {
    const layer = new FxLayer(Texture.WHITE, 10);
    const particle = layer.spawn({
      texture: Texture.WHITE,
      tint: 0xff0000,
      startMs: 100,
      durationMs: 1000,
      x: 10,
      y: 20,
      vx: 100,
      vy: 0,
      gravity: 0,
    })!;
    layer.update(50);
    expect(particle.sprite.visible).toBe(false);
    layer.update(600);
    expect(particle.sprite.visible).toBe(true);
    expect(particle.sprite.x).toBeCloseTo(60, 5);
    layer.update(1100);
    expect(particle.sprite.visible).toBe(false);
    expect(layer.activeCount).toBe(0);
  });

  test('travel motion goes from the start point to the target', () => {
    const layer = new FxLayer(Texture.WHITE, 10);
    const bolt = layer.spawn({
      texture: Texture.WHITE,
      tint: 0xffffff,
      motion: 'travel',
      startMs: 0,
      durationMs: 100,
      x: 0,
      y: 0,
      vx: 200,
      vy: 50,
    })!;
    layer.update(99.9);
    expect(bolt.sprite.x).toBeCloseTo(200, 0);
    expect(bolt.sprite.y).toBeCloseTo(50, 0);
  });

  test('beyond the cap new effects are skipped, and steady spawning reuses sprites', () => {
    const layer = new FxLayer(Texture.WHITE, 3);
    for (let index = 0; index < 5; index += 1)
      layer.spawn({ texture: Texture.WHITE, tint: 0, startMs: 0, durationMs: 10, x: 0, y: 0 });
    expect(layer.activeCount).toBe(3);
    for (let frame = 1; frame < 100; frame += 1) {
      layer.update(frame * 20);
      layer.spawn({ texture: Texture.WHITE, tint: 0, startMs: frame * 20, durationMs: 10, x: 0, y: 0 });
    }
    expect(layer.createdCount).toBe(3);
  });
});
