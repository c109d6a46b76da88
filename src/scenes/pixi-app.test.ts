import { describe, expect, test } from 'vitest';
import { PixiHost, pickResolution } from './pixi-app';

describe('pickResolution', () => {
  test('caps the device pixel ratio, lower on touch devices, never below 1', () => {
    expect(pickResolution({ devicePixelRatio: 3, coarsePointer: false })).toBe(2);
    expect(pickResolution({ devicePixelRatio: 3, coarsePointer: true })).toBe(1.5);
    expect(pickResolution({ devicePixelRatio: 1.25, coarsePointer: false })).toBe(1.25);
    expect(pickResolution({ devicePixelRatio: 0.5, coarsePointer: false })).toBe(1);
    expect(pickResolution({ devicePixelRatio: Number.NaN, coarsePointer: false })).toBe(1);
    expect(pickResolution({ devicePixelRatio: 3, coarsePointer: true }, { touchMaxResolution: 1 })).toBe(1);
  });
});

describe('PixiHost', () => {
  test('before mounting it refuses access and destroying is harmless', () => {
    const host = new PixiHost();
    expect(host.isReady).toBe(false);
    expect(() => host.stage).toThrow('The canvas is not ready.');
    host.render();
    host.destroy();
    host.destroy();
    expect(host.isDestroyed).toBe(true);
  });
});
