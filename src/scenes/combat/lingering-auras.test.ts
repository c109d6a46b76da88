import { describe, expect, test } from 'vitest';
import { Texture } from 'pixi.js';
import type { FxVisual } from '../art/kinds';
import { createLingeringView } from './combat-model';
import { LingeringAuras, type AuraAnchors } from './lingering-auras';

const FRAME_MS = 16;

function auras() {
  const motes: { visual: FxVisual; simMs: number }[] = [];
  const layer = new LingeringAuras({ glow: Texture.WHITE, ring: Texture.WHITE }, (visual, _x, _y, _size, simMs) =>
    motes.push({ visual, simMs }),
  );
  const at: AuraAnchors = {
    hunterX: 300,
    groundY: 600,
    hunterChestY: 520,
    hunterHeight: 200,
    enemyX: 900,
    enemyChestY: 500,
    enemyHeight: 220,
  };
  return { layer, motes, at, view: createLingeringView() };
}

/** Runs frames from `fromMs` for `durationMs`; returns the time reached. */
function run(layer: LingeringAuras, update: (simMs: number) => void, fromMs: number, durationMs: number): number {
  let simMs = fromMs;
  for (; simMs < fromMs + durationMs; simMs += FRAME_MS) update(simMs);
  return simMs;
}

describe('lingering auras', () => {
  test('each shows while the model lists it and fades when it ends', () => {
    const { layer, at, view } = auras();
    const frame = (simMs: number) => layer.update(view, at, simMs, FRAME_MS);
    let now = run(layer, frame, 0, 200);
    expect(layer.showing).toEqual({ ward: false, buff: false, dot: false, debuff: false });

    view.wardTint = 0x7a4fd8;
    view.wardAmount = 90;
    view.hunterBuff = 'storm';
    view.enemyDot = 'fire';
    view.enemyDebuff = 'arcane';
    now = run(layer, frame, now, 400);
    expect(layer.showing).toEqual({ ward: true, buff: true, dot: true, debuff: true });

    // The enemy falls: what was on it goes; the hunter's own stay.
    at.enemyX = null;
    now = run(layer, frame, now, 400);
    expect(layer.showing).toEqual({ ward: true, buff: true, dot: false, debuff: false });

    view.wardTint = null;
    view.wardAmount = 0;
    view.hunterBuff = null;
    run(layer, frame, now, 600);
    expect(layer.showing).toEqual({ ward: false, buff: false, dot: false, debuff: false });
  });

  test('a ward broken by a blow stays to flash when the blow lands, then goes', () => {
    const { layer, at, view } = auras();
    view.wardTint = 0x7a4fd8;
    const frame = (simMs: number) => layer.update(view, at, simMs, FRAME_MS);
    let now = run(layer, frame, 0, 400);
    const ring = layer.over.children[1]!;
    const steadyAlpha = ring.alpha;
    // The core drops the spent ward at once; the blow lands a moment later.
    view.wardTint = null;
    layer.flashWard(now + 190, 0x7a4fd8);
    now = run(layer, frame, now, 200);
    expect(layer.showing.ward).toBe(true);
    expect(ring.alpha).toBeGreaterThan(steadyAlpha);
    run(layer, frame, now, 800);
    expect(layer.showing.ward).toBe(false);
  });

  test('damage over time sheds motes in its look while the enemy stands; the sprites are never rebuilt', () => {
    const { layer, at, view, motes } = auras();
    const children = layer.under.children.length + layer.over.children.length;
    view.enemyDot = 'nature';
    const frame = (simMs: number) => layer.update(view, at, simMs, FRAME_MS);
    const now = run(layer, frame, 0, 3_200);
    expect(motes.length).toBeGreaterThanOrEqual(8);
    expect(motes.length).toBeLessThanOrEqual(11);
    expect(new Set(motes.map((mote) => mote.visual))).toEqual(new Set(['nature']));
    at.enemyX = null;
    const shed = motes.length;
    run(layer, frame, now, 2_000);
    expect(motes.length).toBe(shed);
    expect(layer.under.children.length + layer.over.children.length).toBe(children);
  });
});
